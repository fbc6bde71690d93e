import type { sitesV1 } from '@quire/proto';
import { pageLimit, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadSite } from '../../access/load';
import type { SitesContext } from '../../context';
import { ZId, ZLimit, ZPage } from '../../lib/validation';
import { presentUserSitePermission } from '../presenter';

const ZListSitePermissionsRequest = z.object({ organizationId: ZId, siteId: ZId, page: ZPage, limit: ZLimit });

/**
 * listPermissionsAggregateInSite: who can access the site. Sites have no permissions of their
 * own in Quire: the organization's members can, each with their organization role (origin
 * `{ type: "organization" }`); guests are listed with `permission: null` (the site gives them
 * nothing). One page of identity's member list per call (its cursor and count), read as the
 * caller; members of the organization only (others 404).
 */
export async function listSitePermissions(
  ctx: SitesContext,
  request: sitesV1.ListSitePermissionsRequest,
  callContext: CallContext,
): Promise<sitesV1.ListSitePermissionsResponse> {
  const input = parseRequest(ZListSitePermissionsRequest, request);
  const limit = pageLimit(input.limit);
  await loadSite(ctx, callContext, input.organizationId, input.siteId, 'read');
  const page = await ctx.members.listMembers(input.organizationId, { page: input.page, limit }, callContext);
  return { items: page.items.map((member) => presentUserSitePermission(input.organizationId, member)), next: page.next, count: page.count };
}
