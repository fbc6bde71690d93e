import type { sitesV1 } from '@quire/proto';
import { parseRequest, type CallContext } from '@quire/shared';
import type { SitesContext } from '../../context';
import { hasOverrides, siteSettings, siteSpaceSettings } from '../settings';
import { ZUnmasked } from './get-site-customization';
import { loadSiteSpace, ZSiteSpaceRef } from './load-site-space';

const ZGetSiteSpaceCustomizationRequest = ZSiteSpaceRef.extend({ unmasked: ZUnmasked });

/** GitBook "SiteSpaceCustomizationSettings": the site space's full settings and `hasOverrides`. */
export async function getSiteSpaceCustomization(
  ctx: SitesContext,
  request: sitesV1.GetSiteSpaceCustomizationRequest,
  callContext: CallContext,
): Promise<sitesV1.GetSiteSpaceCustomizationResponse> {
  const input = parseRequest(ZGetSiteSpaceCustomizationRequest, request);
  const { site, siteSpace } = await loadSiteSpace(ctx, callContext, input, 'read');
  return {
    settings: { ...siteSpaceSettings(siteSettings(site), siteSpace.customization), hasOverrides: hasOverrides(siteSpace.customization) },
  };
}
