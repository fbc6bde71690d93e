import type { sitesV1 } from '@quire/proto';
import { parseRequest } from '@quire/shared';
import { z } from 'zod';
import type { SitesContext } from '../../context';
import { ZId } from '../../lib/validation';
import { existingSiteIds } from '../queries';

const ZFindSitesRequest = z.object({ organizationId: ZId, siteIds: z.array(ZId).max(100) });

/** FindSites (for insights): which of the ids are sites of the organization, published or not. */
export async function findSites(ctx: SitesContext, request: sitesV1.FindSitesRequest): Promise<sitesV1.FindSitesResponse> {
  const { organizationId, siteIds } = parseRequest(ZFindSitesRequest, request);
  if (siteIds.length === 0) return { siteIds: [] };
  return { siteIds: await existingSiteIds(ctx.db, organizationId, [...new Set(siteIds)]) };
}
