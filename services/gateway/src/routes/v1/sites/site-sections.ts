import { z } from 'zod';
import { defineRoutes } from '../../route-row';
import { idParam, paginationQuery } from '../schemas';
import { siteParams, ZExpression, ZIcon, ZShareKey, ZSitePath, ZSiteSectionDescription, ZSiteSectionTitle } from './common';

/** quire.sites.v1.SiteSectionService (proto/quire/sites/v1/site_section.proto). */

const sectionParams = siteParams.extend({ siteSectionId: idParam });
const ZSectionPointer = z.object({ type: z.literal('site-section'), siteSection: idParam });

export const siteSectionRoutes = defineRoutes([
  {
    operationId: 'listSiteSections',
    method: 'get',
    path: '/orgs/:organizationId/sites/:siteId/sections',
    rpc: 'quire.sites.v1.SiteSectionService/ListSiteSections',
    params: siteParams,
    query: z.object({ ...paginationQuery, shareKey: ZShareKey.optional() }),
    status: 200,
    summary: 'List all site sections',
  },
  {
    operationId: 'addSectionToSite',
    method: 'post',
    path: '/orgs/:organizationId/sites/:siteId/sections',
    rpc: 'quire.sites.v1.SiteSectionService/AddSiteSection',
    params: siteParams,
    body: z.object({ spaceId: idParam, title: ZSiteSectionTitle.nullable().optional(), icon: ZIcon.nullable().optional() }),
    responseField: 'siteSection',
    status: 201,
    summary: 'Add a section to a site',
  },
  {
    operationId: 'updateSiteSectionById',
    method: 'patch',
    path: '/orgs/:organizationId/sites/:siteId/sections/:siteSectionId',
    rpc: 'quire.sites.v1.SiteSectionService/UpdateSiteSection',
    params: sectionParams,
    body: z.object({
      title: ZSiteSectionTitle.optional(),
      path: ZSitePath.optional(),
      defaultSiteSpace: idParam.optional(),
      condition: ZExpression.nullable().optional(),
      icon: ZIcon.nullable().optional(),
      description: ZSiteSectionDescription.nullable().optional(),
    }),
    responseField: 'siteSection',
    status: 200,
    summary: 'Update a site section',
  },
  {
    operationId: 'moveSiteSection',
    method: 'post',
    path: '/orgs/:organizationId/sites/:siteId/sections/:siteSectionId/move',
    rpc: 'quire.sites.v1.SiteSectionService/MoveSiteSection',
    params: sectionParams,
    body: z.object({ position: z.object({ before: ZSectionPointer.optional(), after: ZSectionPointer.optional() }).optional() }).optional(),
    responseField: 'siteSection',
    status: 200,
    summary: 'Move a site section to a new position',
  },
  {
    operationId: 'deleteSiteSectionById',
    method: 'delete',
    path: '/orgs/:organizationId/sites/:siteId/sections/:siteSectionId',
    rpc: 'quire.sites.v1.SiteSectionService/DeleteSiteSection',
    params: sectionParams,
    status: 204,
    summary: 'Delete a site section',
  },
]);
