import type { sitesV1 } from '@quire/proto';
import { notFound, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { parseCondition } from '../../adaptive/conditions';
import type { AdaptiveSchema } from '../../adaptive/schema';
import type { SitesContext } from '../../context';
import { nullable, ZExpression, ZId, ZPath } from '../../lib/validation';
import { siteSpaceUpdater } from '../commands/site-space-updater';
import { loadSiteSpace, presentOneSiteSpace } from './present-one';

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
  if (input.spaceId !== undefined && !(await ctx.spaces.getSpaces(site.organizationId, [input.spaceId], callContext)).has(input.spaceId)) {
    throw notFound('spaceId: no matching space found');
  }
  const condition =
    input.condition === undefined || input.condition === null
      ? input.condition
      : (parseCondition(input.condition, (site.adaptiveSchema ?? undefined) as AdaptiveSchema | undefined) ?? null);
  const updated = await siteSpaceUpdater(ctx.db, siteSpace, { path: input.path, condition, spaceId: input.spaceId }, viewer.principal.userId);
  return { siteSpace: await presentOneSiteSpace(ctx, site, updated, callContext) };
}
