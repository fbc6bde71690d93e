import { z } from 'zod';
import { defineRoutes } from '../../route-row';
import { paginationQuery } from '../schemas';
import { siteParams } from './common';

/** quire.sites.v1.SitePermissionService (proto/quire/sites/v1/site_permission.proto). */

export const sitePermissionRoutes = defineRoutes([
  {
    operationId: 'listPermissionsAggregateInSite',
    method: 'get',
    path: '/orgs/:organizationId/sites/:siteId/permissions/aggregate',
    rpc: 'quire.sites.v1.SitePermissionService/ListSitePermissions',
    params: siteParams,
    query: z.object({ ...paginationQuery }),
    status: 200,
    summary: 'List all sites users permissions',
  },
]);
