import { plainTextDocument, type JSONDocument } from '@quire/documents';
import type { contentV1 } from '@quire/proto';
import { notFound, parseRequest } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { documentsForReading } from '../../lib/markdown-parse';
import { ZId } from '../../lib/validation';
import { getBodies } from '../../revision-store/bodies';
import { reusableContentsOf } from '../../revision-store/store';
import { findSpaceRevision } from '../queries';
import { ZReaderIds } from '../schemas';
import { MAX_DOCUMENTS_BYTES } from './get-page-documents';

/** Reusable contents one call asks for (reader.proto). */
export const MAX_REUSABLE_CONTENTS_ASKED = 50;

const ZGetReusableContentDocumentsRequest = z.object({
  organizationId: ZId,
  spaceId: ZId,
  revisionId: ZId,
  reusableContentIds: ZReaderIds(MAX_REUSABLE_CONTENTS_ASKED),
});

/**
 * The reusable contents of a revision of a live space of the organization (NOT_FOUND for a
 * revision that is not the space's main content) with their documents, parsed as page
 * documents are, for the `reusable-content` blocks the reader renders. Unknown ids are absent.
 * Takes no principal.
 */
export async function getReusableContentDocuments(
  ctx: ContentContext,
  request: contentV1.GetReusableContentDocumentsRequest,
): Promise<contentV1.GetReusableContentDocumentsResponse> {
  const { organizationId, spaceId, revisionId, reusableContentIds } = parseRequest(ZGetReusableContentDocumentsRequest, request);
  const revision = await findSpaceRevision(ctx.pool, { organizationId, spaceId, revisionId, withChunks: false });
  if (!revision) throw notFound('Revision not found');
  const row = await ctx.db.revision.findUnique({ where: { id: revision.id }, select: { reusableContents: true } });
  const all = reusableContentsOf(row ?? { reusableContents: [] });
  const entries = [...new Set(reusableContentIds)].flatMap((id) => (all.has(id) ? [all.get(id)!] : []));
  const bodies = await getBodies(ctx.db, entries.flatMap((entry) => (entry.bodyHash ? [entry.bodyHash] : [])));
  const documents = await documentsForReading(bodies);
  const response: contentV1.GetReusableContentDocumentsResponse = { reusableContents: [], omittedReusableContentIds: [] };
  let bytes = 0;
  for (const entry of entries) {
    const markdown = entry.bodyHash ? (bodies.get(entry.bodyHash) ?? '') : '';
    const document: JSONDocument = (entry.bodyHash && documents.get(entry.bodyHash)) || plainTextDocument(markdown);
    const size = Buffer.byteLength(markdown) + Buffer.byteLength(JSON.stringify(document));
    if (response.reusableContents.length > 0 && bytes + size > MAX_DOCUMENTS_BYTES) {
      response.omittedReusableContentIds.push(entry.id);
      continue;
    }
    bytes += size;
    response.reusableContents.push({ id: entry.id, title: entry.title, document: document as unknown as { [key: string]: unknown }, markdown });
  }
  return response;
}
