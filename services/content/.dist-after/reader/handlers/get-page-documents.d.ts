import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../../context';
/** Pages one call asks for (reader.proto). */
export declare const MAX_DOCUMENT_PAGES = 50;
/**
 * Pages answered together at most this many bytes of Markdown and document JSON (the first
 * always is: a page's Markdown is at most 1 MiB), under the 32 MiB gRPC message limit.
 */
export declare const MAX_DOCUMENTS_BYTES: number;
/**
 * The documents of document pages of a revision of a live space of the organization (NOT_FOUND
 * for a revision that is not the space's main content): GitBook JSONDocument as getPageById
 * with `format=document` answers it (parsed in the worker pool; a body over a parse limit or the
 * budget is its plain text) and the Markdown. Ids of groups, links and unknown pages are absent.
 * Takes no principal.
 */
export declare function getPageDocuments(ctx: ContentContext, request: contentV1.GetPageDocumentsRequest): Promise<contentV1.GetPageDocumentsResponse>;
