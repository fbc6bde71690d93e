import type { contentV1 } from '@quire/proto';
import { getPrincipal, notFound, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { authorize } from '../../access/policy';
import { nodeByPath } from '../../content-tree/outline';
import type { ContentContext } from '../../context';
import { documentsForReading } from '../../lib/markdown-parse';
import { ZEnumValue, ZId } from '../../lib/validation';
import { redirectedPageId } from '../../revision-store/redirects';
import { pageRules } from '../policy';
import { isPresentable, presentPage } from '../presenter';
import { bodiesOf, findNode, loadOutline } from '../queries';
import { formatOf } from './get-page';
import { loadContentTarget } from '../../change-requests/load';

const ZGetPageByPathRequest = z.object({
  spaceId: ZId,
  changeRequestId: ZId.optional(),
  revisionId: ZId.optional(),
  pagePath: z.string().min(1).max(2048),
  format: ZEnumValue,
  metadata: z.boolean().optional(),
  computed: z.boolean().optional(),
  evaluated: z.enum(['true', 'false', 'deterministic-only']).optional(),
});

/**
 * The page at a path of the space's main content, a change request or any revision. When no page has the
 * path, a redirect of the revision (Git Sync's `.gitbook.yaml` `redirects`) whose source is
 * the path (without slashes around it, `.md` or a final `/README`) answers its page, as
 * GitBook serves old URLs. A redirect to a page the revision no longer has leads nowhere.
 */
export async function getPageByPath(ctx: ContentContext, request: contentV1.GetPageByPathRequest, callContext: CallContext): Promise<contentV1.GetPageByPathResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZGetPageByPathRequest, request);
  const format = formatOf(input.format);
  const target = await loadContentTarget(ctx, principal, input.spaceId, input.changeRequestId, input.revisionId);
  authorize(target.access, pageRules.view, 'Space');
  const outline = await loadOutline(ctx.db, target.revision);
  let node = nodeByPath(outline, input.pagePath);
  if (!node) {
    const pageId = redirectedPageId(target.revision.redirects, input.pagePath);
    const redirected = pageId !== undefined ? findNode(outline, pageId) : undefined;
    if (redirected && redirected.entry.kind !== 'link') node = redirected;
  }
  // The answer is a document or group page: a computed page is only its source (getPage answers
  // it), and the pages it generated are not content when `computed` is false.
  if (!node || node.entry.computed || !isPresentable(node, input)) throw notFound('Page not found');
  const bodies = await bodiesOf(ctx.db, [node]);
  const scope = { spaceId: target.space.id, changeRequestNumber: target.changeRequest?.number ?? null };
  const documents = format === 'document' ? await documentsForReading(bodies) : undefined;
  return { page: presentPage(node, { urls: ctx.urls, scope, bodies, format, documents, metadata: input.metadata, computed: input.computed }) };
}
