import type { sitesV1 } from '@quire/proto';
import type { SitesContext } from '../context';
import { addSectionToGroup } from './handlers/add-section-to-group';
import { addSiteSectionGroup } from './handlers/add-site-section-group';
import { deleteSiteSectionGroup } from './handlers/delete-site-section-group';
import { listSiteSectionGroups } from './handlers/list-site-section-groups';
import { moveSiteSectionGroup } from './handlers/move-site-section-group';
import { removeSectionFromGroup } from './handlers/remove-section-from-group';
import { updateSiteSectionGroup } from './handlers/update-site-section-group';

export function siteSectionGroupService(ctx: SitesContext): sitesV1.SiteSectionGroupServiceImplementation {
  return {
    listSiteSectionGroups: (request, callContext) => listSiteSectionGroups(ctx, request, callContext),
    addSiteSectionGroup: (request, callContext) => addSiteSectionGroup(ctx, request, callContext),
    updateSiteSectionGroup: (request, callContext) => updateSiteSectionGroup(ctx, request, callContext),
    deleteSiteSectionGroup: (request, callContext) => deleteSiteSectionGroup(ctx, request, callContext),
    addSectionToGroup: (request, callContext) => addSectionToGroup(ctx, request, callContext),
    removeSectionFromGroup: (request, callContext) => removeSectionFromGroup(ctx, request, callContext),
    moveSiteSectionGroup: (request, callContext) => moveSiteSectionGroup(ctx, request, callContext),
  };
}
