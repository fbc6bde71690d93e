import type { contentV1 } from '@quire/proto';
import { getPrincipal, parseRequest, roleAtLeast, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { viewerOf } from '../../access/policy';
import { loadOrganizationTree, subjectsOf } from '../../access/tree';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { spaceRules } from '../../spaces/policy';
import { presentSpaces } from '../../spaces/presenter';
import { spaceSelect } from '../../spaces/queries';
import { spaceAccessOf } from '../../spaces/load';

// Sites asks for the spaces of one response at a time: up to 1000.
export const MAX_GET_SPACES_IDS = 1000;

const ZGetSpacesRequest = z.object({
  organizationId: ZId,
  spaceIds: z.array(ZId).max(MAX_GET_SPACES_IDS),
  publishedSiteReader: z.boolean(),
});

/** What a reader of a published site may do with the spaces it embeds: read them. */
const PUBLISHED_SITE_READER_ACCESS = spaceRules.view;

/**
 * For sites (the spaces its site spaces embed): the requested live spaces of the organization
 * that the principal in the call metadata may read, presented as GetSpace presents them.
 * Unknown, trashed, other organizations' and unreadable spaces are left out; a principal
 * outside the organization gets nothing (no error: sites shows what it gets).
 * With `publishedSiteReader` (sites vouches that the caller reads a published site embedding
 * these spaces), every requested live space of the organization is answered, with the
 * caller's own access where it is higher than a reader's.
 * At most five queries whatever the number of ids: the rows (one), the organization's
 * collection tree with the principal's team grants (two, as ListSpaces), the counts (two).
 */
export async function getSpaces(
  ctx: ContentContext,
  request: contentV1.GetSpacesRequest,
  callContext: CallContext,
): Promise<contentV1.GetSpacesResponse> {
  const principal = getPrincipal(callContext);
  const { organizationId, spaceIds, publishedSiteReader } = parseRequest(ZGetSpacesRequest, request);
  const viewer = viewerOf(principal, organizationId);
  const ids = [...new Set(spaceIds)];
  if (ids.length === 0 || (viewer.orgRole === undefined && !publishedSiteReader)) return { spaces: [] };

  const [rows, tree] = await Promise.all([
    ctx.db.space.findMany({ where: { id: { in: ids }, organizationId, deletedAt: null }, select: spaceSelect }),
    loadOrganizationTree(ctx.db, organizationId, subjectsOf(viewer)),
  ]);
  const access = new Map(
    rows.map((row) => {
      const own = viewer.orgRole === undefined ? null : spaceAccessOf(viewer, tree, row);
      return [row.id, publishedSiteReader && !roleAtLeast(own, PUBLISHED_SITE_READER_ACCESS) ? PUBLISHED_SITE_READER_ACCESS : own];
    }),
  );
  const readable = rows.filter((row) => roleAtLeast(access.get(row.id) ?? null, spaceRules.view));
  return { spaces: await presentSpaces(ctx, readable, (row) => access.get(row.id) ?? null) };
}
