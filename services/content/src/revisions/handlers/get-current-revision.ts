import type { contentV1 } from '@quire/proto';
import { getPrincipal, notFound, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { authorize } from '../../access/policy';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { mergedFromOf } from '../merged-from';
import { revisionRules } from '../policy';
import { presentRevision } from '../presenter';
import { findRevision } from '../queries';
import { loadSpace } from '../../spaces/load';

const ZGetCurrentRevisionRequest = z.object({ spaceId: ZId, metadata: z.boolean().optional(), computed: z.boolean().optional() });

/** The space's active revision (`Space.revision`). */
export async function getCurrentRevision(
  ctx: ContentContext,
  request: contentV1.GetCurrentRevisionRequest,
  callContext: CallContext,
): Promise<contentV1.GetCurrentRevisionResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZGetCurrentRevisionRequest, request);
  // The main revision is main content: an integration's installation token reads it (spaces/load.ts).
  const loaded = await loadSpace(ctx, principal, input.spaceId, { publishedRead: principal.kind === 'installation' });
  authorize(loaded.access, revisionRules.view, 'Space');
  const revision = await findRevision(ctx.db, loaded.space.id, loaded.space.revisionId);
  if (!revision) throw notFound('Revision not found');
  return {
    revision: await presentRevision(ctx, revision, {
      scope: { spaceId: loaded.space.id, changeRequestNumber: null },
      metadata: input.metadata,
      computed: input.computed,
      mergedFrom: await mergedFromOf(ctx, loaded, revision, callContext),
    }),
  };
}
