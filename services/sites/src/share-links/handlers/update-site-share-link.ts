import type { sitesV1 } from '@quire/proto';
import { parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadSite, shareLinkOf } from '../../access/load';
import type { SitesContext } from '../../context';
import { ZId, ZShareLinkName } from '../../lib/validation';
import { shareLinkUpdater } from '../commands/share-link-updater';
import { presentShareLink } from '../presenter';

const ZUpdateSiteShareLinkRequest = z
  .object({ organizationId: ZId, siteId: ZId, shareLinkId: ZId, active: z.boolean().optional(), name: ZShareLinkName.optional() })
  // The contract's body has minProperties 1.
  .refine((value) => value.active !== undefined || value.name !== undefined, 'must have at least one of "active" and "name"');

export async function updateSiteShareLink(
  ctx: SitesContext,
  request: sitesV1.UpdateSiteShareLinkRequest,
  callContext: CallContext,
): Promise<sitesV1.UpdateSiteShareLinkResponse> {
  const input = parseRequest(ZUpdateSiteShareLinkRequest, request);
  const { site, viewer } = await loadSite(ctx, callContext, input.organizationId, input.siteId, 'manage');
  const link = await shareLinkOf(ctx, site, input.shareLinkId);
  const updated = await shareLinkUpdater(ctx.db, site, link, { name: input.name, active: input.active }, viewer.principal.userId);
  return { shareLink: presentShareLink(ctx.urls, site, updated) };
}
