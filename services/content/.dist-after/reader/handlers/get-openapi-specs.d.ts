import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../../context';
/** Slugs one call asks for (reader.proto). */
export declare const MAX_SPEC_SLUGS = 20;
/** The largest dereferenced document answered, as JSON; a larger one is answered without it (and logged). */
export declare const MAX_SPEC_DOCUMENT_BYTES: number;
/** Documents answered together at most (the first always is), under the 32 MiB gRPC message limit. */
export declare const MAX_SPEC_DOCUMENTS_BYTES: number;
/**
 * The organization's OpenAPI specs among the slugs (private ones too: OpenAPI blocks of a
 * published page show them), each with the newest version that was parsed successfully,
 * dereferenced (openapi-documents.ts). A spec without such a version has no document and an
 * empty `version_id`; one whose document is over MAX_SPEC_DOCUMENT_BYTES dereferenced (or
 * nested too deep) has its `version_id` and no document, and a warning is logged. Specs whose
 * documents together would pass MAX_SPEC_DOCUMENTS_BYTES are listed in `omitted_slugs`.
 * Unknown slugs are absent. Takes no principal.
 */
export declare function getOpenAPISpecs(ctx: ContentContext, request: contentV1.GetOpenAPISpecsRequest): Promise<contentV1.GetOpenAPISpecsResponse>;
