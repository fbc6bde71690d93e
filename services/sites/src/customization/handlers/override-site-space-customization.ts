import type { sitesV1 } from '@quire/proto';
import { parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadSiteSpace } from '../../access/load';
import type { SitesContext } from '../../context';
import { ZSiteSpaceRef } from '../../lib/validation';
import { siteSpaceCustomizationOverrider } from '../commands/site-space-customization-overrider';
import { presentSiteCustomization, presentSiteSpaceCustomization } from '../presenter';
import { parseSiteSpaceOverrides } from '../schema';

const ZOverrideSiteSpaceCustomizationRequest = ZSiteSpaceRef.extend({
  overrides: z.record(z.string(), z.unknown(), { error: 'is required' }),
});

/** Merges the contract's override object into the site space's overrides (null resets one). */
export async function overrideSiteSpaceCustomization(
  ctx: SitesContext,
  request: sitesV1.OverrideSiteSpaceCustomizationRequest,
  callContext: CallContext,
): Promise<sitesV1.OverrideSiteSpaceCustomizationResponse> {
  const input = parseRequest(ZOverrideSiteSpaceCustomizationRequest, request);
  const patch = parseSiteSpaceOverrides(input.overrides);
  const { site, siteSpace, viewer } = await loadSiteSpace(ctx, callContext, input, 'manage');
  const overrides = await siteSpaceCustomizationOverrider(ctx.db, siteSpace, patch, viewer.principal.userId);
  return { settings: presentSiteSpaceCustomization(presentSiteCustomization(site), overrides) };
}
