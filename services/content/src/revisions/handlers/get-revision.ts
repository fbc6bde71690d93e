import type { contentV1 } from '@quire/proto';
import { getPrincipal, notFound, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { authorize } from '../../access/policy';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { mergedFromOf } from '../merged-from';
import { revisionRules } from '../policy';
import { presentRevision } from '../presenter';
import { findRevision, isMainHistory } from '../queries';
import { loadSpace } from '../../spaces/load';

const ZGetRevisionRequest = z.object({ spaceId: ZId, revisionId: ZId, metadata: z.boolean().optional(), computed: z.boolean().optional() });

/**
 * A revision of a space. `computed: false` shows computed pages as their source. An
 * integration's installation token reads the main content's history only (spaces/load.ts),
 * not a change request's own revisions.
 */
export async function getRevision(
  ctx: ContentContext,
  request: contentV1.GetRevisionRequest,
  callContext: CallContext,
): Promise<contentV1.GetRevisionResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZGetRevisionRequest, request);
  const installation = principal.kind === 'installation';
  const loaded = await loadSpace(ctx, principal, input.spaceId, { publishedRead: installation });
  authorize(loaded.access, revisionRules.view, 'Space');
  const revision = await findRevision(ctx.db, loaded.space.id, input.revisionId);
  if (!revision || (installation && !isMainHistory(revision))) throw notFound('Revision not found');
  return {
    revision: await presentRevision(ctx, revision, {
      scope: { spaceId: loaded.space.id, changeRequestNumber: null },
      metadata: input.metadata,
      computed: input.computed,
      mergedFrom: await mergedFromOf(ctx, loaded, revision, callContext),
    }),
  };
}
