import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/**
 * The body of a document page of any revision as GitBook's "JSONDocument": the `document` that
 * getPage with `format=document` gives the page (read from the page's chunk alone, not the
 * table of contents). Group and link pages have no document: NOT_FOUND, as an unknown page.
 */
export declare function getPageDocument(ctx: ContentContext, request: contentV1.GetPageDocumentRequest, callContext: CallContext): Promise<contentV1.GetPageDocumentResponse>;
