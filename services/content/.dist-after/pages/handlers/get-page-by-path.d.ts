import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/**
 * The page at a path of the space's main content, a change request or any revision. When no page has the
 * path, a redirect of the revision (Git Sync's `.gitbook.yaml` `redirects`) whose source is
 * the path (without slashes around it, `.md` or a final `/README`) answers its page, as
 * GitBook serves old URLs. A redirect to a page the revision no longer has leads nowhere.
 */
export declare function getPageByPath(ctx: ContentContext, request: contentV1.GetPageByPathRequest, callContext: CallContext): Promise<contentV1.GetPageByPathResponse>;
