import type { sitesV1 } from '@quire/proto';
import { parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadSiteSpace, loadSpace } from '../../access/load';
import type { SitesContext } from '../../context';
import { conditionToStore } from '../../lib/conditions';
import { nullable, ZExpression, ZId, ZPath } from '../../lib/validation';
import { siteSpaceUpdater } from '../commands/site-space-updater';
import { presentOneSiteSpace } from '../presenter';

const ZUpdateSiteSpaceRequest = z.object({
  organizationId: ZId,
  siteId: ZId,
  siteSpaceId: ZId,
  path: ZPath.optional(),
  condition: nullable(ZExpression),
  spaceId: ZId.optional(),
});

export async function updateSiteSpace(
  ctx: SitesContext,
  request: sitesV1.UpdateSiteSpaceRequest,
  callContext: CallContext,
): Promise<sitesV1.UpdateSiteSpaceResponse> {
  const input = parseRequest(ZUpdateSiteSpaceRequest, request);
  const { site, siteSpace, viewer } = await loadSiteSpace(ctx, callContext, input, 'manage');
  if (input.spaceId !== undefined) await loadSpace(ctx, site.organizationId, input.spaceId, callContext);
  const condition = conditionToStore(site, input.condition);
  const updated = await siteSpaceUpdater(ctx.db, siteSpace, { path: input.path, condition, spaceId: input.spaceId }, viewer.principal.userId);
  return { siteSpace: await presentOneSiteSpace(ctx, site, updated, callContext) };
}
