import type { contentV1 } from '@quire/proto';
import { getPrincipal, notFound, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadSpace } from '../../access/load';
import { authorize } from '../../access/policy';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { revisionRules } from '../policy';
import { presentRevision } from '../presenter';
import { findRevision } from '../queries';

const ZGetRevisionRequest = z.object({ spaceId: ZId, revisionId: ZId, metadata: z.boolean().optional(), computed: z.boolean().optional() });

/**
 * A revision of a space. `metadata` and `computed` change nothing yet: Quire keeps no git
 * metadata on revisions and has no computed content.
 */
export async function getRevision(
  ctx: ContentContext,
  request: contentV1.GetRevisionRequest,
  callContext: CallContext,
): Promise<contentV1.GetRevisionResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZGetRevisionRequest, request);
  const { space, access } = await loadSpace(ctx, principal, input.spaceId);
  authorize(access, revisionRules.view, 'Space');
  const revision = await findRevision(ctx.db, space.id, input.revisionId);
  if (!revision) throw notFound('Revision not found');
  return { revision: presentRevision(revision, ctx.urls) };
}
