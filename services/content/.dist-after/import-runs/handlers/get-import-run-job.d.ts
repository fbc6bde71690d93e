import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../../context';
/**
 * For the git-worker (no principal): what the run asks for and its current status, which the
 * worker reads again about every second while it crawls to notice a cancel. File sources
 * list each file's blob hash for SourceInternalService.GetFileBlob; a file no longer in the
 * target has an empty `sha256`.
 */
export declare function getImportRunJob(ctx: ContentContext, request: contentV1.GetImportRunJobRequest): Promise<contentV1.GetImportRunJobResponse>;
