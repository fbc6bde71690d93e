import type { sitesV1 } from '@quire/proto';
import { parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadSite } from '../../access/load';
import type { SitesContext } from '../../context';
import { ZId } from '../../lib/validation';
import { siteCustomizationUpdater } from '../commands/site-customization-updater';
import { presentSiteCustomization } from '../presenter';
import { parseSiteCustomization } from '../schema';

const ZUpdateSiteCustomizationRequest = z.object({
  organizationId: ZId,
  siteId: ZId,
  settings: z.record(z.string(), z.unknown(), { error: 'is required' }),
});

/** Replaces the site's settings with a full SiteCustomizationSettings (ajv against the contract). */
export async function updateSiteCustomization(
  ctx: SitesContext,
  request: sitesV1.UpdateSiteCustomizationRequest,
  callContext: CallContext,
): Promise<sitesV1.UpdateSiteCustomizationResponse> {
  const input = parseRequest(ZUpdateSiteCustomizationRequest, request);
  const settings = parseSiteCustomization(input.settings);
  const { site, viewer } = await loadSite(ctx, callContext, input.organizationId, input.siteId, 'manage');
  const updated = await siteCustomizationUpdater(ctx.db, site, settings, viewer.principal.userId);
  return { settings: presentSiteCustomization(updated) };
}
