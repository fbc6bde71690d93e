import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../../context';
/**
 * GetGitOperation (git-worker): an operation with its URL opened, and whether the space already
 * applied a later one (`superseded`). The URL is in this answer only: never logged, never in
 * an error.
 */
export declare function getGitOperation(ctx: ContentContext, request: contentV1.GetGitOperationRequest): Promise<contentV1.GetGitOperationResponse>;
