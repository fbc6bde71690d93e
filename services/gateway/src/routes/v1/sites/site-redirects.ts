import { z } from 'zod';
import { defineRoutes } from '../../route-row';
import { idParam, paginationQuery } from '../schemas';
import { siteParams, ZShareKey } from './common';

/** quire.sites.v1.SiteRedirectService (proto/quire/sites/v1/site_redirect.proto). */

const redirectParams = siteParams.extend({ siteRedirectId: idParam });

/**
 * GitBook "SiteRedirectSourcePath" (leading '/', segments of unreserved characters or %XX
 * escapes, at most 512 characters); one trailing slash is accepted too, the service removes it.
 */
const ZSourcePath = z
  .string()
  .max(512)
  .regex(/^\/(?:[A-Za-z0-9\-._~]|%[0-9A-Fa-f]{2})+(?:\/(?:[A-Za-z0-9\-._~]|%[0-9A-Fa-f]{2})+)*\/?$/, 'must be a path such as "/guides/install"');

/** GitBook "SiteRedirectDestination". */
const ZDestination = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('site-section'), siteSectionId: idParam }),
  z.object({ kind: z.literal('site-space'), siteSpaceId: idParam }),
  z.object({ kind: z.literal('site-page'), siteSpaceId: idParam, pageId: idParam }),
]);

export const siteRedirectRoutes = defineRoutes([
  {
    operationId: 'listSiteRedirects',
    method: 'get',
    path: '/orgs/:organizationId/sites/:siteId/redirects',
    rpc: 'quire.sites.v1.SiteRedirectService/ListSiteRedirects',
    params: siteParams,
    query: z.object({ ...paginationQuery, search: z.string().max(512).optional() }),
    status: 200,
    summary: 'List all site redirects',
  },
  {
    operationId: 'createSiteRedirect',
    method: 'post',
    path: '/orgs/:organizationId/sites/:siteId/redirects',
    rpc: 'quire.sites.v1.SiteRedirectService/CreateSiteRedirect',
    params: siteParams,
    body: z.object({ source: ZSourcePath, destination: ZDestination }),
    responseField: 'redirect',
    status: 201,
    summary: 'Create a site redirect',
  },
  {
    operationId: 'updateSiteRedirectById',
    method: 'patch',
    path: '/orgs/:organizationId/sites/:siteId/redirects/:siteRedirectId',
    rpc: 'quire.sites.v1.SiteRedirectService/UpdateSiteRedirect',
    params: redirectParams,
    body: z.object({ source: ZSourcePath.optional(), destination: ZDestination.optional() }),
    responseField: 'redirect',
    status: 200,
    summary: 'Update a site redirect',
  },
  {
    operationId: 'deleteSiteRedirectById',
    method: 'delete',
    path: '/orgs/:organizationId/sites/:siteId/redirects/:siteRedirectId',
    rpc: 'quire.sites.v1.SiteRedirectService/DeleteSiteRedirect',
    params: redirectParams,
    status: 204,
    summary: 'Delete a site redirect',
  },
  {
    operationId: 'getSiteRedirectBySource',
    method: 'get',
    path: '/orgs/:organizationId/sites/:siteId/redirect',
    rpc: 'quire.sites.v1.SiteRedirectService/GetSiteRedirectBySource',
    params: siteParams,
    query: z.object({ source: ZSourcePath, shareKey: ZShareKey.optional() }),
    status: 200,
    summary: 'Get a site redirect by its source',
  },
]);
