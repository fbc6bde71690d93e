import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/**
 * POST /spaces/{spaceId}/git/import: 204 once the import is recorded and queued; the
 * git-worker runs it (docs/outside-sources.md).
 */
export declare function importGitRepository(ctx: ContentContext, request: contentV1.ImportGitRepositoryRequest, callContext: CallContext): Promise<Record<string, never>>;
