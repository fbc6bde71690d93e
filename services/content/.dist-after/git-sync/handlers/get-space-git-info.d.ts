import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/** GET /spaces/{spaceId}/git/info: GitBook "GitSyncState"; 404 when no Git provider is set up. */
export declare function getSpaceGitInfo(ctx: ContentContext, request: contentV1.GetSpaceGitInfoRequest, callContext: CallContext): Promise<contentV1.GetSpaceGitInfoResponse>;
