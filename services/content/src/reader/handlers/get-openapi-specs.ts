import type { contentV1 } from '@quire/proto';
import { parseRequest } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { ZSpecSlug } from '../../openapi-specs/validation';
import { dereferenceDocument, UnsendableDocument } from '../openapi-documents';
import { findSpecDocuments } from '../queries';

/** Slugs one call asks for (reader.proto). */
export const MAX_SPEC_SLUGS = 20;
/** The largest dereferenced document answered, as JSON; a larger one is answered without it (and logged). */
export const MAX_SPEC_DOCUMENT_BYTES = 8 * 1024 * 1024;
/** Documents answered together at most (the first always is), under the 32 MiB gRPC message limit. */
export const MAX_SPEC_DOCUMENTS_BYTES = 24 * 1024 * 1024;

const ZGetOpenAPISpecsRequest = z.object({
  organizationId: ZId,
  slugs: z.array(ZSpecSlug).max(MAX_SPEC_SLUGS, `must hold at most ${MAX_SPEC_SLUGS} slugs`),
});

/**
 * The organization's OpenAPI specs among the slugs (private ones too: OpenAPI blocks of a
 * published page show them), each with the newest version that was parsed successfully,
 * dereferenced (openapi-documents.ts). A spec without such a version has no document and an
 * empty `version_id`; one whose document is over MAX_SPEC_DOCUMENT_BYTES dereferenced (or
 * nested too deep) has its `version_id` and no document, and a warning is logged. Specs whose
 * documents together would pass MAX_SPEC_DOCUMENTS_BYTES are listed in `omitted_slugs`.
 * Unknown slugs are absent. Takes no principal.
 */
export async function getOpenAPISpecs(ctx: ContentContext, request: contentV1.GetOpenAPISpecsRequest): Promise<contentV1.GetOpenAPISpecsResponse> {
  const { organizationId, slugs } = parseRequest(ZGetOpenAPISpecsRequest, request);
  const rows = await findSpecDocuments(ctx.pool, {
    organizationId,
    slugs: [...new Set(slugs)],
    maxBytes: MAX_SPEC_DOCUMENT_BYTES,
    totalBytes: MAX_SPEC_DOCUMENTS_BYTES,
  });
  const response: contentV1.GetOpenAPISpecsResponse = { specs: [], omittedSlugs: [] };
  let total = 0;
  const tooLarge = (slug: string, versionId: string, reason: string) => {
    ctx.logger.warn({ organizationId, slug, versionId, reason }, 'OpenAPI spec answered to the reader without its document: too large to send');
    response.specs.push({ slug, versionId, document: undefined });
  };
  for (const row of rows) {
    if (row.versionId === null || row.storedBytes === null) {
      response.specs.push({ slug: row.slug, versionId: '', document: undefined });
      continue;
    }
    // Not even read: dereferenced, it would be as large (whitespace aside) or larger.
    if (row.storedBytes > MAX_SPEC_DOCUMENT_BYTES) {
      tooLarge(row.slug, row.versionId, `stored document of ${row.storedBytes} bytes`);
      continue;
    }
    if (row.document === null) {
      response.omittedSlugs.push(row.slug);
      continue;
    }
    let dereferenced: ReturnType<typeof dereferenceDocument>;
    try {
      dereferenced = dereferenceDocument(row.document, MAX_SPEC_DOCUMENT_BYTES);
    } catch (error) {
      if (!(error instanceof UnsendableDocument)) throw error;
      tooLarge(row.slug, row.versionId, error.reason);
      continue;
    }
    if (response.specs.some((spec) => spec.document !== undefined) && total + dereferenced.bytes > MAX_SPEC_DOCUMENTS_BYTES) {
      response.omittedSlugs.push(row.slug);
      continue;
    }
    total += dereferenced.bytes;
    response.specs.push({ slug: row.slug, versionId: row.versionId, document: dereferenced.document });
  }
  return response;
}
