import type { sitesV1 } from '@quire/proto';
import type { SitesContext } from '../context';
import { deleteSiteSpaceCustomization } from './handlers/delete-site-space-customization';
import { getSiteCustomization } from './handlers/get-site-customization';
import { getSiteSpaceCustomization } from './handlers/get-site-space-customization';
import { overrideSiteSpaceCustomization } from './handlers/override-site-space-customization';
import { updateSiteCustomization } from './handlers/update-site-customization';

export function siteCustomizationService(ctx: SitesContext): sitesV1.SiteCustomizationServiceImplementation {
  return {
    getSiteCustomization: (request, callContext) => getSiteCustomization(ctx, request, callContext),
    updateSiteCustomization: (request, callContext) => updateSiteCustomization(ctx, request, callContext),
    getSiteSpaceCustomization: (request, callContext) => getSiteSpaceCustomization(ctx, request, callContext),
    overrideSiteSpaceCustomization: (request, callContext) => overrideSiteSpaceCustomization(ctx, request, callContext),
    deleteSiteSpaceCustomization: (request, callContext) => deleteSiteSpaceCustomization(ctx, request, callContext),
  };
}
