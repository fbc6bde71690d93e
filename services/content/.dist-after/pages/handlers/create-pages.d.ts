import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/**
 * Adds many pages to a change request in one new revision (Quire extension, what an importer
 * uses): each page as CreatePage takes it (document, group or link; no computed pages, no
 * position: siblings in request order after the existing ones), nested under an existing page
 * (`parent`) or an earlier page of the batch (`parentKey`). At most MAX_BATCH_PAGES pages and
 * MAX_BATCH_MARKDOWN_BYTES of markdown a call. All or nothing: the first invalid page refuses
 * the call (`pages.<i>.<field>: ...`). Answers each page's key, id, type, title, path, parent.
 */
export declare function createPages(ctx: ContentContext, request: contentV1.CreatePagesRequest, callContext: CallContext): Promise<contentV1.CreatePagesResponse>;
