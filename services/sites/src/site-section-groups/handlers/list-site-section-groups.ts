import type { sitesV1 } from '@quire/proto';
import { decodeCursor, encodeCursor, pageLimit, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadSite } from '../../access/load';
import type { SitesContext } from '../../context';
import { compareStructureKeys, groupsInOrder, readStructureKey, STRUCTURE_KEY_PATTERN, writeStructureKey } from '../../lib/structure';
import { ZId, ZLimit, ZPage } from '../../lib/validation';
import { presentGroups, siteTree } from '../presenter';

const ZListSiteSectionGroupsRequest = z.object({ organizationId: ZId, siteId: ZId, page: ZPage, limit: ZLimit });

// The cursor is the last group's place in structure order (lib/structure.ts).
const ZGroupCursor = z.object({ k: z.string().max(4000).regex(STRUCTURE_KEY_PATTERN) });

/**
 * Every section group of the site, nested ones included (each says its parent in
 * `sectionGroup`), in structure order (depth first), each with its children. Keyset-paginated
 * on that order; the site's groups (at most MAX_SECTION_GROUPS) are ordered in memory, so a
 * deep page costs what the first costs. Members read.
 */
export async function listSiteSectionGroups(
  ctx: SitesContext,
  request: sitesV1.ListSiteSectionGroupsRequest,
  callContext: CallContext,
): Promise<sitesV1.ListSiteSectionGroupsResponse> {
  const input = parseRequest(ZListSiteSectionGroupsRequest, request);
  const limit = pageLimit(input.limit);
  const after = decodeCursor(input.page, ZGroupCursor);
  const { site } = await loadSite(ctx, callContext, input.organizationId, input.siteId, 'read');
  const placed = groupsInOrder(await siteTree(ctx, site));
  const afterKey = after && readStructureKey(after.k);
  const rest = afterKey ? placed.filter(({ key }) => compareStructureKeys(key, afterKey) > 0) : placed;
  const page = rest.slice(0, limit);
  return {
    items: await presentGroups(ctx, site, page.map(({ node }) => node), callContext),
    next: rest.length > limit ? { page: encodeCursor({ k: writeStructureKey(page.at(-1)!.key) }) } : undefined,
    count: placed.length,
  };
}
