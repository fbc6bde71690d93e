import { z } from 'zod';
import { defineRoutes } from '../route-row';
import { booleanQuery, ZUrl } from './schemas';

/**
 * The URL resolvers: published URLs by sites (quire.sites.v1.PublishedUrlService,
 * proto/quire/sites/v1/published_url.proto), any Quire URL by content
 * (quire.content.v1.UrlService, proto/quire/content/v1/url.proto).
 */

const ZVisitorToken = z.string().min(1).max(8192);

export const urlRoutes = defineRoutes([
  {
    operationId: 'getPublishedContentByUrl',
    method: 'get',
    path: '/urls/published',
    rpc: 'quire.sites.v1.PublishedUrlService/GetPublishedContentByUrl',
    query: z.object({ url: ZUrl, visitorAuthToken: ZVisitorToken.optional(), redirectOnError: booleanQuery.optional() }),
    responseField: 'lookup',
    status: 200,
    summary: 'Resolve a URL of a published content.',
  },
  {
    operationId: 'resolvePublishedContentByUrl',
    method: 'post',
    path: '/urls/published',
    rpc: 'quire.sites.v1.PublishedUrlService/ResolvePublishedContentByUrl',
    body: z.object({
      url: ZUrl,
      redirectOnError: z.boolean().optional(),
      visitor: z.object({ jwtToken: ZVisitorToken.optional(), unsignedClaims: z.record(z.string().max(256), z.unknown()).optional() }).optional(),
    }),
    responseField: 'lookup',
    status: 200,
    summary: 'Resolve a URL of a published content.',
  },
  {
    operationId: 'getContentByUrl',
    method: 'get',
    path: '/urls/content',
    rpc: 'quire.content.v1.UrlService/GetContentByUrl',
    query: z.object({ url: z.string().min(1).max(2048) }),
    status: 200,
    summary: 'Resolve a URL to a content (space, collection, page)',
  },
]);
