import { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/**
 * Every link of the space's main content or of a change request: one GitBook
 * "ContentReferenceUsage" per page and target, by page id then order in the page. `status`
 * filters the items; `stats` counts every link (in a change request, `broken.changeRequest` the
 * ones it broke, which `brokenContext=change-request` lists alone among the broken ones).
 */
export declare function listLinks(ctx: ContentContext, request: contentV1.ListLinksRequest, callContext: CallContext): Promise<contentV1.ListLinksResponse>;
