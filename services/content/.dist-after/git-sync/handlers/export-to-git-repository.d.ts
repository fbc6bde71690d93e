import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/**
 * POST /spaces/{spaceId}/git/export: 204 once the export is recorded and queued; the
 * git-worker pushes the space's content as it is when it runs.
 */
export declare function exportToGitRepository(ctx: ContentContext, request: contentV1.ExportToGitRepositoryRequest, callContext: CallContext): Promise<Record<string, never>>;
