import { contentV1 } from '@quire/proto';
import { getPrincipal, invalidArgument, notFound, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { authorize } from '../../access/policy';
import type { ContentContext } from '../../context';
import { documentsForReading } from '../../lib/markdown-parse';
import { ZEnumValue, ZId } from '../../lib/validation';
import { pageRules } from '../policy';
import { isPresentable, presentPage } from '../presenter';
import { bodiesOf, findNode, loadOutline } from '../queries';
import { loadContentTarget } from '../../change-requests/load';

const ZGetPageRequest = z.object({
  spaceId: ZId,
  changeRequestId: ZId.optional(),
  revisionId: ZId.optional(),
  pageId: ZId,
  format: ZEnumValue,
  metadata: z.boolean().optional(),
  computed: z.boolean().optional(),
  // Accepted and ignored: Quire's documents have no expressions to evaluate.
  evaluated: z.enum(['true', 'false', 'deterministic-only']).optional(),
});

export function formatOf(value: number): 'markdown' | 'document' {
  switch (value) {
    case contentV1.PageFormat.PAGE_FORMAT_UNSPECIFIED:
    case contentV1.PageFormat.PAGE_FORMAT_MARKDOWN:
      return 'markdown';
    case contentV1.PageFormat.PAGE_FORMAT_DOCUMENT:
      return 'document';
    default:
      throw invalidArgument('format: must be "markdown" or "document"');
  }
}

/**
 * One page (any kind) with its children, from the space's main content, a change request or any revision.
 * `format=document` gives document pages a GitBook "JSONDocument" instead of `markdown`.
 */
export async function getPage(ctx: ContentContext, request: contentV1.GetPageRequest, callContext: CallContext): Promise<contentV1.GetPageResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZGetPageRequest, request);
  const format = formatOf(input.format);
  const target = await loadContentTarget(ctx, principal, input.spaceId, input.changeRequestId, input.revisionId);
  authorize(target.access, pageRules.view, 'Space');
  // Slugs are de-duplicated among siblings and paths come from the ancestors: the page is
  // presented from the whole table of contents.
  const node = findNode(await loadOutline(ctx.db, target.revision), input.pageId);
  if (!node || !isPresentable(node, input)) throw notFound('Page not found');
  const bodies = await bodiesOf(ctx.db, [node]);
  const scope = { spaceId: target.space.id, changeRequestNumber: target.changeRequest?.number ?? null };
  const documents = format === 'document' ? await documentsForReading(bodies) : undefined;
  return { page: presentPage(node, { urls: ctx.urls, scope, bodies, format, documents, metadata: input.metadata, computed: input.computed }) };
}
