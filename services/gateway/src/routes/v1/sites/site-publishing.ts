import { z } from 'zod';
import { defineRoutes } from '../../route-row';
import { ZUrl } from '../schemas';
import { siteParams, ZShareKey } from './common';

/** quire.sites.v1.SitePublishingService (proto/quire/sites/v1/site_publishing.proto). */

export const sitePublishingRoutes = defineRoutes([
  {
    operationId: 'publishSite',
    method: 'post',
    path: '/orgs/:organizationId/sites/:siteId/publish',
    rpc: 'quire.sites.v1.SitePublishingService/PublishSite',
    params: siteParams,
    responseField: 'site',
    status: 200,
    summary: 'Publish a site',
  },
  {
    operationId: 'unpublishSite',
    method: 'post',
    path: '/orgs/:organizationId/sites/:siteId/unpublish',
    rpc: 'quire.sites.v1.SitePublishingService/UnpublishSite',
    params: siteParams,
    responseField: 'site',
    status: 200,
    summary: 'Unpublish a site',
  },
  {
    operationId: 'getSitePublishingAuthById',
    method: 'get',
    path: '/orgs/:organizationId/sites/:siteId/publishing/auth',
    rpc: 'quire.sites.v1.SitePublishingService/GetSitePublishingAuth',
    params: siteParams,
    responseField: 'auth',
    status: 200,
    summary: 'Get a site auth config',
  },
  {
    operationId: 'updateSitePublishingAuthById',
    method: 'patch',
    path: '/orgs/:organizationId/sites/:siteId/publishing/auth',
    rpc: 'quire.sites.v1.SitePublishingService/UpdateSitePublishingAuth',
    params: siteParams,
    body: z.object({ backend: z.enum(['custom', 'integration']), fallbackURL: ZUrl.nullable().optional() }),
    responseField: 'auth',
    status: 200,
    summary: 'Update a site auth config',
  },
  {
    operationId: 'regenerateSitePublishingAuthById',
    method: 'post',
    path: '/orgs/:organizationId/sites/:siteId/publishing/auth/regenerate',
    rpc: 'quire.sites.v1.SitePublishingService/RegenerateSitePublishingAuth',
    params: siteParams,
    responseField: 'auth',
    status: 200,
    summary: 'Regenerate a site auth',
  },
  {
    operationId: 'getPublishedContentSite',
    method: 'get',
    path: '/orgs/:organizationId/sites/:siteId/published',
    rpc: 'quire.sites.v1.SitePublishingService/GetPublishedContentSite',
    params: siteParams,
    query: z.object({
      shareKey: ZShareKey.optional(),
      // Quire extension: the visitor's claims as JSON; hides what their conditions exclude.
      visitor: z.string().max(16 * 1024).optional(),
    }),
    responseField: 'site',
    status: 200,
    summary: 'Get a published site',
  },
  {
    operationId: 'getSitePublishingPreviewById',
    method: 'get',
    path: '/orgs/:organizationId/sites/:siteId/publishing/preview',
    rpc: 'quire.sites.v1.SitePublishingService/GetSitePublishingPreview',
    params: siteParams,
    // `claims`: a Rison-encoded object, parsed by the service.
    query: z.object({ siteSpace: z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'must be an id').optional(), claims: z.string().max(4096).optional() }),
    status: 200,
    summary: 'Get a site preview URL',
  },
]);
