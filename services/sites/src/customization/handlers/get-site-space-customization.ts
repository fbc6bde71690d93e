import type { sitesV1 } from '@quire/proto';
import { parseRequest, type CallContext } from '@quire/shared';
import { loadSiteSpace } from '../../access/load';
import type { SitesContext } from '../../context';
import { ZSiteSpaceRef, ZUnmasked } from '../../lib/validation';
import { presentSiteCustomization, presentSiteSpaceCustomization } from '../presenter';
import { hasOverrides } from '../settings';

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
    settings: {
      ...presentSiteSpaceCustomization(presentSiteCustomization(site), siteSpace.customization),
      hasOverrides: hasOverrides(siteSpace.customization),
    },
  };
}
