import type { contentV1 } from '@quire/proto';
import { getPrincipal, invalidArgument, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { pagesBatchCreator, type BatchPage } from '../commands/pages-batch-creator';
import { findNode, outlineOfPages } from '../queries';
import {
  checkedPageKind,
  contentRefOf,
  checkContentMarkdown,
  inBatchField,
  inBatchFieldAsync,
  markdownOfContent,
  MAX_BATCH_MARKDOWN_BYTES,
  MAX_BATCH_PAGES,
  ZNewPageFields,
} from '../schemas';
import { loadWritableContent } from '../../change-requests/load';

const ZPageToCreate = ZNewPageFields.extend({
  key: z.string().min(1).max(200),
  parentKey: z.string().min(1).max(200).optional(),
});

const ZCreatePagesRequest = z.object({
  spaceId: ZId,
  changeRequestId: ZId,
  pages: z.array(ZPageToCreate).min(1, 'must name at least one page').max(MAX_BATCH_PAGES, `at most ${MAX_BATCH_PAGES} pages in one call`),
});

/**
 * Adds many pages to a change request in one new revision (Quire extension, what an importer
 * uses): each page as CreatePage takes it (document, group or link; no computed pages, no
 * position: siblings in request order after the existing ones), nested under an existing page
 * (`parent`) or an earlier page of the batch (`parentKey`). At most MAX_BATCH_PAGES pages and
 * MAX_BATCH_MARKDOWN_BYTES of markdown a call. All or nothing: the first invalid page refuses
 * the call (`pages.<i>.<field>: ...`). Answers each page's key, id, type, title, path, parent.
 */
export async function createPages(ctx: ContentContext, request: contentV1.CreatePagesRequest, callContext: CallContext): Promise<contentV1.CreatePagesResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZCreatePagesRequest, request);
  const keys = new Map<string, number>();
  const batch: BatchPage[] = [];
  const markdownByIndex: (string | undefined)[] = [];
  let markdownBytes = 0;
  input.pages.forEach((page, index) => {
    const field = `pages.${index}`;
    if (keys.has(page.key)) throw invalidArgument(`${field}.key: "${page.key}" is already the key of pages.${keys.get(page.key)}`);
    const kind = checkedPageKind(page, `${field}.`, '"document", "group" or "link"');
    if (page.parent !== undefined && page.parentKey !== undefined) throw invalidArgument(`${field}.parentKey: cannot be given with parent`);
    let parentIndex: number | undefined;
    if (page.parentKey !== undefined) {
      parentIndex = keys.get(page.parentKey);
      if (parentIndex === undefined) throw invalidArgument(`${field}.parentKey: names no earlier page of the batch ("${page.parentKey}"): parents come before their children`);
    }
    const content = page.content;
    const markdown = content === undefined ? undefined : inBatchField(index, () => markdownOfContent(content));
    markdownBytes += markdown === undefined ? 0 : Buffer.byteLength(markdown, 'utf8');
    if (markdownBytes > MAX_BATCH_MARKDOWN_BYTES) throw invalidArgument(`pages: at most ${MAX_BATCH_MARKDOWN_BYTES / (1024 * 1024)} MiB of markdown in one call`);
    keys.set(page.key, index);
    markdownByIndex.push(markdown);
    batch.push({
      key: page.key,
      kind,
      title: page.title,
      slug: page.slug,
      emoji: page.emoji,
      icon: page.icon,
      description: page.description,
      hidden: page.hidden,
      parentId: page.parent ?? null,
      parentIndex,
      markdown,
      target: page.target && contentRefOf(page.target),
    });
  });

  const target = await loadWritableContent(ctx, principal, input.spaceId, input.changeRequestId);
  for (const [index, page] of input.pages.entries()) {
    const { content } = page;
    const markdown = markdownByIndex[index];
    if (content !== undefined && markdown !== undefined) await inBatchFieldAsync(index, () => checkContentMarkdown(content, markdown));
  }
  const written = await pagesBatchCreator(ctx.db, { changeRequestId: target.changeRequest.id, actorId: principal.userId, pages: batch });
  const outline = outlineOfPages(written.pages);
  return {
    pages: written.pageIds.map((id, index) => {
      const node = findNode(outline, id);
      const entry = written.pages.get(id);
      if (!node || !entry) throw new Error('a page written is not in the table of contents');
      return {
        key: batch[index].key,
        id,
        type: entry.kind,
        title: entry.title,
        path: entry.kind === 'link' ? '' : node.path,
        ...(entry.parentId !== null && { parent: entry.parentId }),
      };
    }),
  };
}
