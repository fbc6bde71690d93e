import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../../context';
/** Reusable contents one call asks for (reader.proto). */
export declare const MAX_REUSABLE_CONTENTS_ASKED = 50;
/**
 * The reusable contents of a revision of a live space of the organization (NOT_FOUND for a
 * revision that is not the space's main content) with their documents, parsed as page
 * documents are, for the `reusable-content` blocks the reader renders. Unknown ids are absent.
 * Takes no principal.
 */
export declare function getReusableContentDocuments(ctx: ContentContext, request: contentV1.GetReusableContentDocumentsRequest): Promise<contentV1.GetReusableContentDocumentsResponse>;
