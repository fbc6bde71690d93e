import { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/**
 * Adds a page to a change request (Quire extension): a document page (default) with
 * `content` ({ markdown } or { document }), a top-level group, or a link page with a
 * `target` ContentRef, or a top-level computed page with its `computed` source (its pages
 * generated from an OpenAPI spec, ../../computed-content). Answers the page as GitBook's "RevisionPage".
 */
export declare function createPage(ctx: ContentContext, request: contentV1.CreatePageRequest, callContext: CallContext): Promise<contentV1.CreatePageResponse>;
