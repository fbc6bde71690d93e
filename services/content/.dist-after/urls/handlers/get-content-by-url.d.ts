import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/** Not declared by the contract (it has no 404 for this operation); the error body as everywhere. */
export declare const NO_CONTENT = "No content found for the URL";
/**
 * getContentByUrl: an application URL (app-urls.ts), else a published URL (sites'
 * LocatePublishedUrl: the space its site space publishes and the page at the path, the first
 * page at the site space's root), resolved to `{ collection }` or `{ space, changeRequest?,
 * page? }` as the caller may read them: members with access, as for every content read (a
 * published site's visitors who are not members get 404 here). Unknown URLs, and content the
 * caller may not read, are 404 alike.
 */
export declare function getContentByUrl(ctx: ContentContext, request: contentV1.GetContentByUrlRequest, callContext: CallContext): Promise<contentV1.GetContentByUrlResponse>;
