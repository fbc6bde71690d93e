import { notFound, resourceExhausted } from '@quire/shared';
import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../context';
import type { OutlineNode } from '../content-tree/outline';
import { findNode, loadOutline } from '../pages/queries';
import type { PdfPage } from '../pdf/renderer';
import { getBodies } from '../revision-store/bodies';
import { loadFile, storedRevisionSelect } from '../revision-store/store';
import { documentsForReading } from '../lib/markdown-parse';
import { inlineReusableContents } from '@quire/documents';
import { includedReusableDocuments } from '../reusable-contents/documents';
import type { DownloadPayload } from '../lib/signed-urls';

type PdfPayload = Extract<DownloadPayload, { kind: 'pdf' }>;

function flatten(nodes: readonly OutlineNode[], depth: number, into: { node: OutlineNode; depth: number }[]): void {
  for (const node of nodes) {
    into.push({ node, depth });
    flatten(node.children, depth + 1, into);
  }
}

/**
 * The PDF behind a signed export URL: the pages of the revision the URL was issued for (or the
 * one page it names), in table-of-contents order, rendered when the URL is fetched. Images come
 * from the revision's own files; URL images are not fetched (outbound requests go through the
 * git-worker only) and print as their caption.
 */
export async function renderPdfDownload(ctx: ContentContext, payload: PdfPayload): Promise<contentV1.DownloadResponse> {
  const space = await ctx.db.space.findFirst({ where: { id: payload.spaceId, deletedAt: null }, select: { title: true } });
  const revision = await ctx.db.revision.findFirst({ where: { id: payload.revisionId, spaceId: payload.spaceId }, select: storedRevisionSelect });
  if (!space || !revision) throw notFound('Download not found or expired');
  const outline = await loadOutline(ctx.db, revision);
  const ordered: { node: OutlineNode; depth: number }[] = [];
  if (payload.pageId) {
    const node = findNode(outline, payload.pageId);
    if (!node) throw notFound('Download not found or expired');
    ordered.push({ node, depth: 0 });
  } else {
    flatten(outline, 0, ordered);
  }
  const bodies = await getBodies(
    ctx.db,
    ordered.flatMap(({ node }) => (node.entry.bodyHash ? [node.entry.bodyHash] : [])),
  );
  // Parsed off the event loop; a body over the parse limits prints as its plain text.
  const documents = await documentsForReading(bodies);
  // Reusable contents are printed where they are included (a PDF has no include).
  const reusable = await includedReusableDocuments(ctx.db, revision, documents.values());
  const empty = { object: 'document', data: {}, nodes: [] } as PdfPage['document'];
  const pages: PdfPage[] = ordered.map(({ node, depth }) => ({
    id: node.entry.id,
    title: node.entry.title,
    depth,
    document: inlineReusableContents((node.entry.bodyHash && documents.get(node.entry.bodyHash)) || empty, (id) => reusable.get(id)),
  }));
  // Loaded at the first export, not at start: pdfkit and its fonts cost every idle content process
  // about 20 MB of RSS (docs/performance.md "Idle memory").
  const { PdfTooLargeError, renderPdf } = await import('../pdf/renderer');
  try {
    const data = await renderPdf({
      title: space.title || 'Untitled',
      subtitle: payload.pageId ? pages[0]?.title : undefined,
      pages,
      async loadImage(ref) {
        if (ref.kind !== 'file') return undefined;
        const file = await loadFile(ctx.db, revision, ref.file);
        return file ? ctx.blobs.get(file.blobHash) : undefined;
      },
    });
    // Control characters cannot be in a file name.
    const name = `${(payload.pageId ? pages[0]?.title : space.title) || 'export'}.pdf`.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '-');
    return { data, contentType: 'application/pdf', fileName: name };
  } catch (error) {
    if (error instanceof PdfTooLargeError) throw resourceExhausted('The content is too large to export as PDF');
    throw error;
  }
}
