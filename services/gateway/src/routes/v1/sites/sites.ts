import { z } from 'zod';
import { defineRoutes } from '../../route-row';
import { booleanQuery, idParam, paginationQuery } from '../schemas';
import { repeatedQuery, siteParams, ZShareKey, ZSiteAgentsContext, ZSiteBasename, ZSiteProxyOrigin, ZSiteTitle, ZSiteType, ZSiteVisibility } from './common';

/** quire.sites.v1.SiteService (proto/quire/sites/v1/site.proto). */

const ZStructurePointer = z.object({ type: z.enum(['site-space', 'site-section', 'site-section-group']), id: idParam });

export const siteRoutes = defineRoutes([
  {
    operationId: 'listSites',
    method: 'get',
    path: '/orgs/:organizationId/sites',
    rpc: 'quire.sites.v1.SiteService/ListSites',
    params: z.object({ organizationId: idParam }),
    query: z.object({
      ...paginationQuery,
      space: idParam.optional(),
      title: z.string().max(128).optional(),
      published: booleanQuery.optional(),
      type: repeatedQuery(ZSiteType).optional(),
    }),
    status: 200,
    summary: 'List all sites',
  },
  {
    operationId: 'createSite',
    method: 'post',
    path: '/orgs/:organizationId/sites',
    rpc: 'quire.sites.v1.SiteService/CreateSite',
    params: z.object({ organizationId: idParam }),
    body: z
      .object({
        type: ZSiteType.optional(),
        title: ZSiteTitle.optional(),
        visibility: ZSiteVisibility.optional(),
        spaces: z.array(idParam).max(100).optional(),
      })
      .optional(),
    responseField: 'site',
    status: 201,
    summary: 'Create a site',
  },
  {
    operationId: 'getSiteById',
    method: 'get',
    path: '/orgs/:organizationId/sites/:siteId',
    rpc: 'quire.sites.v1.SiteService/GetSite',
    params: siteParams,
    responseField: 'site',
    status: 200,
    summary: 'Get a site by its ID',
  },
  {
    operationId: 'updateSiteById',
    method: 'patch',
    path: '/orgs/:organizationId/sites/:siteId',
    rpc: 'quire.sites.v1.SiteService/UpdateSite',
    params: siteParams,
    body: z.object({
      title: ZSiteTitle.optional(),
      visibility: ZSiteVisibility.optional(),
      basename: ZSiteBasename.optional(),
      adaptiveContent: z.object({ enabled: z.boolean() }).optional(),
      agentsContext: ZSiteAgentsContext.optional(),
      defaultSiteSpace: idParam.optional(),
      defaultSiteSection: idParam.optional(),
      proxy: ZSiteProxyOrigin.nullable().optional(),
    }),
    responseField: 'site',
    status: 200,
    summary: 'Update a site',
  },
  {
    operationId: 'deleteSiteById',
    method: 'delete',
    path: '/orgs/:organizationId/sites/:siteId',
    rpc: 'quire.sites.v1.SiteService/DeleteSite',
    params: siteParams,
    status: 204,
    summary: 'Delete a site',
  },
  {
    operationId: 'sortSiteStructure',
    method: 'patch',
    path: '/orgs/:organizationId/sites/:siteId/structure/sort',
    rpc: 'quire.sites.v1.SiteService/SortSiteStructure',
    params: siteParams,
    body: z.object({
      item: ZStructurePointer,
      position: z.object({ before: ZStructurePointer.optional(), after: ZStructurePointer.optional() }),
    }),
    responseField: 'item',
    status: 200,
    summary: 'Move a site space, site section or site section group to a new position in the site structure',
  },
  {
    operationId: 'getSiteStructure',
    method: 'get',
    path: '/orgs/:organizationId/sites/:siteId/structure',
    rpc: 'quire.sites.v1.SiteService/GetSiteStructure',
    params: siteParams,
    query: z.object({ shareKey: ZShareKey.optional() }),
    responseField: 'structure',
    status: 200,
    summary: 'Get a site structure',
  },
]);
