import { z } from 'zod';
import { defineRoutes } from '../../route-row';
import { idParam, paginationQuery } from '../schemas';
import { siteParams, ZIcon } from './common';

/** quire.sites.v1.SiteSectionGroupService (proto/quire/sites/v1/site_section_group.proto). */

const groupParams = siteParams.extend({ siteSectionGroupId: idParam });
/** GitBook "SiteSectionGroupTitle". */
const ZSectionGroupTitle = z.string().min(1).max(100);
/** GitBook "SiteSectionGroupPointer". */
const ZGroupPointer = z.object({ type: z.enum(['site-section', 'site-section-group']), id: idParam });

export const siteSectionGroupRoutes = defineRoutes([
  {
    operationId: 'listSiteSectionGroups',
    method: 'get',
    path: '/orgs/:organizationId/sites/:siteId/section-groups',
    rpc: 'quire.sites.v1.SiteSectionGroupService/ListSiteSectionGroups',
    params: siteParams,
    query: z.object(paginationQuery),
    status: 200,
    summary: 'List all site section groups',
  },
  {
    operationId: 'addSectionGroupToSite',
    method: 'post',
    path: '/orgs/:organizationId/sites/:siteId/section-groups',
    rpc: 'quire.sites.v1.SiteSectionGroupService/AddSiteSectionGroup',
    params: siteParams,
    body: z.object({
      title: ZSectionGroupTitle,
      icon: ZIcon.nullable().optional(),
      sections: z.array(idParam).max(100).optional(),
      parent: idParam.optional(),
    }),
    responseField: 'group',
    status: 201,
    summary: 'Add a section group to a site',
  },
  {
    operationId: 'updateSiteSectionGroupById',
    method: 'patch',
    path: '/orgs/:organizationId/sites/:siteId/section-groups/:siteSectionGroupId',
    rpc: 'quire.sites.v1.SiteSectionGroupService/UpdateSiteSectionGroup',
    params: groupParams,
    body: z.object({ title: ZSectionGroupTitle.optional(), icon: ZIcon.nullable().optional() }),
    responseField: 'group',
    status: 200,
    summary: 'Update a site section group',
  },
  {
    operationId: 'deleteSiteSectionGroupById',
    method: 'delete',
    path: '/orgs/:organizationId/sites/:siteId/section-groups/:siteSectionGroupId',
    rpc: 'quire.sites.v1.SiteSectionGroupService/DeleteSiteSectionGroup',
    params: groupParams,
    status: 204,
    summary: 'Delete a site section group',
  },
  {
    operationId: 'addSectionToGroup',
    method: 'post',
    path: '/orgs/:organizationId/sites/:siteId/section-groups/:siteSectionGroupId/sections',
    rpc: 'quire.sites.v1.SiteSectionGroupService/AddSectionToGroup',
    params: groupParams,
    body: z.object({ sectionId: idParam }),
    responseField: 'group',
    status: 201,
    summary: 'Add a section to a section group',
  },
  {
    operationId: 'removeSectionFromGroup',
    method: 'delete',
    path: '/orgs/:organizationId/sites/:siteId/section-groups/:siteSectionGroupId/sections/:siteSectionId',
    rpc: 'quire.sites.v1.SiteSectionGroupService/RemoveSectionFromGroup',
    params: groupParams.extend({ siteSectionId: idParam }),
    status: 204,
    summary: 'Remove a section from a section group',
  },
  {
    operationId: 'moveSiteSectionGroup',
    method: 'post',
    path: '/orgs/:organizationId/sites/:siteId/section-groups/:siteSectionGroupId/move',
    rpc: 'quire.sites.v1.SiteSectionGroupService/MoveSiteSectionGroup',
    params: groupParams,
    body: z.object({ position: z.object({ before: ZGroupPointer.optional(), after: ZGroupPointer.optional() }).optional() }).optional(),
    responseField: 'group',
    status: 200,
    summary: 'Move a site section group to a new position',
  },
]);
