import type { contentV1 } from '@quire/proto';
import { getPrincipal, notFound, type CallContext } from '@quire/shared';
import type { ContentContext } from '../context';
import { authorize } from '../policies/access';
import { spaceRules } from '../policies/space';
import { presentRevision } from '../presenters/revision';
import { findRevision } from '../queries/revisions';
import { parseField, ZId } from '../validation';
import { loadSpace } from './load';

/**
 * A revision of a space. `metadata` and `computed` change nothing yet: Quire keeps no git
 * metadata on revisions and has no computed content.
 */
export async function getRevision(
  ctx: ContentContext,
  request: contentV1.GetRevisionRequest,
  context: CallContext,
): Promise<contentV1.GetRevisionResponse> {
  const principal = getPrincipal(context);
  const revisionId = parseField(ZId, request.revisionId, 'revisionId');
  const { space, access } = await loadSpace(ctx, principal, request.spaceId);
  authorize(access, spaceRules.view, 'Space');
  const revision = await findRevision(ctx.db, space.id, revisionId);
  if (!revision) throw notFound('Revision not found');
  return { revision: presentRevision(revision, ctx.urls) };
}
