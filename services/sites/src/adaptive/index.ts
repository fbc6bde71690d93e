import type { sitesV1 } from '@quire/proto';
import type { SitesContext } from '../context';
import { getSiteAdaptiveSchema } from './handlers/get-site-adaptive-schema';
import { listSiteAdaptiveTemplateConditions } from './handlers/list-site-adaptive-template-conditions';
import { updateSiteAdaptiveSchema } from './handlers/update-site-adaptive-schema';

export function siteAdaptiveService(ctx: SitesContext): sitesV1.SiteAdaptiveServiceImplementation {
  return {
    getSiteAdaptiveSchema: (request, callContext) => getSiteAdaptiveSchema(ctx, request, callContext),
    updateSiteAdaptiveSchema: (request, callContext) => updateSiteAdaptiveSchema(ctx, request, callContext),
    listSiteAdaptiveTemplateConditions: (request, callContext) => listSiteAdaptiveTemplateConditions(ctx, request, callContext),
  };
}
