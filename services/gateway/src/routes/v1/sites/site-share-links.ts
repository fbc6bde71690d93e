import { z } from 'zod';
import { defineRoutes } from '../../route-row';
import { idParam, paginationQuery } from '../schemas';
import { siteParams } from './common';

/** quire.sites.v1.SiteShareLinkService (proto/quire/sites/v1/site_share_link.proto). */

const shareLinkParams = siteParams.extend({ shareLinkId: idParam });
/** GitBook "ShareLinkName". */
const ZShareLinkName = z.string().max(50);

export const siteShareLinkRoutes = defineRoutes([
  {
    operationId: 'listSiteShareLinks',
    method: 'get',
    path: '/orgs/:organizationId/sites/:siteId/share-links',
    rpc: 'quire.sites.v1.SiteShareLinkService/ListSiteShareLinks',
    params: siteParams,
    query: z.object(paginationQuery),
    status: 200,
    summary: 'List all share links',
  },
  {
    operationId: 'createSiteShareLink',
    method: 'post',
    path: '/orgs/:organizationId/sites/:siteId/share-links',
    rpc: 'quire.sites.v1.SiteShareLinkService/CreateSiteShareLink',
    params: siteParams,
    body: z.object({ name: ZShareLinkName }),
    responseField: 'shareLink',
    status: 201,
    summary: 'Create a share link',
  },
  {
    operationId: 'updateSiteShareLinkById',
    method: 'patch',
    path: '/orgs/:organizationId/sites/:siteId/share-links/:shareLinkId',
    rpc: 'quire.sites.v1.SiteShareLinkService/UpdateSiteShareLink',
    params: shareLinkParams,
    body: z
      .object({ active: z.boolean().optional(), name: ZShareLinkName.optional() })
      .refine((body) => Object.keys(body).length >= 1, 'must have at least 1 property'),
    responseField: 'shareLink',
    status: 200,
    summary: 'Update a share link',
  },
  {
    operationId: 'deleteSiteShareLinkById',
    method: 'delete',
    path: '/orgs/:organizationId/sites/:siteId/share-links/:shareLinkId',
    rpc: 'quire.sites.v1.SiteShareLinkService/DeleteSiteShareLink',
    params: shareLinkParams,
    status: 204,
    summary: 'Deletes a share link',
  },
]);
