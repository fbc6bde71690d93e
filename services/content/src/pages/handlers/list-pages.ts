import type { contentV1 } from '@quire/proto';
import { getPrincipal, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { authorize } from '../../access/policy';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { pageRules } from '../policy';
import { presentPages } from '../presenter';
import { bodiesOf, loadOutline } from '../queries';
import { loadContentTarget } from '../../change-requests/load';

const ZListPagesRequest = z.object({
  spaceId: ZId,
  changeRequestId: ZId.optional(),
  revisionId: ZId.optional(),
  metadata: z.boolean().optional(),
  computed: z.boolean().optional(),
});

/**
 * The whole page tree of the space's main content, of a change request or of any revision, in
 * table-of-contents order, every document page with its markdown (the contract's page lists
 * have no `format`). Not paginated: GitBook answers `{ pages }`.
 */
export async function listPages(ctx: ContentContext, request: contentV1.ListPagesRequest, callContext: CallContext): Promise<contentV1.ListPagesResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZListPagesRequest, request);
  const target = await loadContentTarget(ctx, principal, input.spaceId, input.changeRequestId, input.revisionId);
  authorize(target.access, pageRules.view, 'Space');
  const outline = await loadOutline(ctx.db, target.revision);
  const bodies = await bodiesOf(ctx.db, outline);
  const scope = { spaceId: target.space.id, changeRequestNumber: target.changeRequest?.number ?? null };
  return { pages: presentPages(outline, { urls: ctx.urls, scope, bodies, metadata: input.metadata, computed: input.computed }) };
}
