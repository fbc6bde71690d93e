import type { sitesV1 } from '@quire/proto';
import type { SitesContext } from '../context';
import { addSiteSection } from './handlers/add-site-section';
import { deleteSiteSection } from './handlers/delete-site-section';
import { listSiteSections } from './handlers/list-site-sections';
import { moveSiteSection } from './handlers/move-site-section';
import { updateSiteSection } from './handlers/update-site-section';

export function siteSectionService(ctx: SitesContext): sitesV1.SiteSectionServiceImplementation {
  return {
    listSiteSections: (request, callContext) => listSiteSections(ctx, request, callContext),
    addSiteSection: (request, callContext) => addSiteSection(ctx, request, callContext),
    updateSiteSection: (request, callContext) => updateSiteSection(ctx, request, callContext),
    moveSiteSection: (request, callContext) => moveSiteSection(ctx, request, callContext),
    deleteSiteSection: (request, callContext) => deleteSiteSection(ctx, request, callContext),
  };
}
