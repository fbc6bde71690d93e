import { z } from 'zod';
import { defineRoutes } from '../../route-row';
import { booleanQuery, idParam, paginationQuery } from '../schemas';
import { siteParams, ZExpression, ZShareKey, ZSitePath } from './common';

/** quire.sites.v1.SiteSpaceService (proto/quire/sites/v1/site_space.proto). */

const siteSpaceParams = siteParams.extend({ siteSpaceId: idParam });
const ZSiteSpacePointer = z.object({ type: z.literal('site-space'), siteSpace: idParam });

export const siteSpaceRoutes = defineRoutes([
  {
    operationId: 'listSiteSpaces',
    method: 'get',
    path: '/orgs/:organizationId/sites/:siteId/site-spaces',
    rpc: 'quire.sites.v1.SiteSpaceService/ListSiteSpaces',
    params: siteParams,
    query: z.object({ ...paginationQuery, shareKey: ZShareKey.optional(), default: booleanQuery.optional() }),
    status: 200,
    summary: 'List all the site spaces',
  },
  {
    operationId: 'addSpaceToSite',
    method: 'post',
    path: '/orgs/:organizationId/sites/:siteId/site-spaces',
    rpc: 'quire.sites.v1.SiteSpaceService/AddSiteSpace',
    params: siteParams,
    body: z.object({ spaceId: idParam, sectionId: idParam.optional() }),
    responseField: 'siteSpace',
    status: 201,
    summary: 'Add a space to a site',
  },
  {
    operationId: 'updateSiteSpaceById',
    method: 'patch',
    path: '/orgs/:organizationId/sites/:siteId/site-spaces/:siteSpaceId',
    rpc: 'quire.sites.v1.SiteSpaceService/UpdateSiteSpace',
    params: siteSpaceParams,
    body: z.object({ path: ZSitePath.optional(), condition: ZExpression.nullable().optional(), spaceId: idParam.optional() }),
    responseField: 'siteSpace',
    status: 200,
    summary: 'Update a site space',
  },
  {
    operationId: 'moveSiteSpace',
    method: 'post',
    path: '/orgs/:organizationId/sites/:siteId/site-spaces/:siteSpaceId/move',
    rpc: 'quire.sites.v1.SiteSpaceService/MoveSiteSpace',
    params: siteSpaceParams,
    body: z.object({ position: z.object({ before: ZSiteSpacePointer.optional(), after: ZSiteSpacePointer.optional() }).optional() }).optional(),
    responseField: 'siteSpace',
    status: 200,
    summary: 'Move a site space to a new position',
  },
  {
    operationId: 'deleteSiteSpaceById',
    method: 'delete',
    path: '/orgs/:organizationId/sites/:siteId/site-spaces/:siteSpaceId',
    rpc: 'quire.sites.v1.SiteSpaceService/DeleteSiteSpace',
    params: siteSpaceParams,
    status: 204,
    summary: 'Delete a site space',
  },
]);
