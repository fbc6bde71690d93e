import { plainTextDocument, type JSONDocument } from '@quire/documents';
import type { contentV1 } from '@quire/proto';
import { parseRequest } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { documentsForReading } from '../../lib/markdown-parse';
import { ZId } from '../../lib/validation';
import { getBodies } from '../../revision-store/bodies';
import { loadReaderRevision } from '../load';
import { ZReaderIds } from '../schemas';

/** Pages one call asks for (reader.proto). */
export const MAX_DOCUMENT_PAGES = 50;

/**
 * Pages answered together at most this many bytes of Markdown and document JSON (the first
 * always is: a page's Markdown is at most 1 MiB), under the 32 MiB gRPC message limit.
 */
export const MAX_DOCUMENTS_BYTES = 16 * 1024 * 1024;

const ZGetPageDocumentsRequest = z.object({ organizationId: ZId, spaceId: ZId, revisionId: ZId, pageIds: ZReaderIds(MAX_DOCUMENT_PAGES) });

/**
 * The documents of document pages of a revision of a live space of the organization (NOT_FOUND
 * for a revision that is not the space's main content): GitBook JSONDocument as getPageById
 * with `format=document` answers it (parsed in the worker pool; a body over a parse limit or the
 * budget is its plain text) and the Markdown. Ids of groups, links and unknown pages are absent.
 * Takes no principal.
 */
export async function getPageDocuments(ctx: ContentContext, request: contentV1.GetPageDocumentsRequest): Promise<contentV1.GetPageDocumentsResponse> {
  const { organizationId, spaceId, revisionId, pageIds } = parseRequest(ZGetPageDocumentsRequest, request);
  const { tree } = await loadReaderRevision(ctx, { organizationId, spaceId, revisionId });
  const entries = [...new Set(pageIds)].flatMap((id) => {
    const node = tree.nodes.get(id);
    return node && node.entry.kind === 'document' ? [node.entry] : [];
  });
  const bodies = await getBodies(ctx.db, entries.flatMap((entry) => (entry.bodyHash ? [entry.bodyHash] : [])));
  const documents = await documentsForReading(bodies);
  const response: contentV1.GetPageDocumentsResponse = { pages: [], omittedPageIds: [] };
  let bytes = 0;
  for (const entry of entries) {
    const markdown = entry.bodyHash ? (bodies.get(entry.bodyHash) ?? '') : '';
    const document: JSONDocument = (entry.bodyHash && documents.get(entry.bodyHash)) || plainTextDocument(markdown);
    const size = Buffer.byteLength(markdown) + Buffer.byteLength(JSON.stringify(document));
    if (response.pages.length > 0 && bytes + size > MAX_DOCUMENTS_BYTES) {
      response.omittedPageIds.push(entry.id);
      continue;
    }
    bytes += size;
    response.pages.push({ pageId: entry.id, document: document as unknown as { [key: string]: unknown }, markdown });
  }
  return response;
}
