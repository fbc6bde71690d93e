import { z } from 'zod';
import { defineRoutes } from '../../route-row';
import { idParam, paginationQuery } from '../schemas';
import { siteParams } from './common';

/** quire.sites.v1.SiteSearchService (proto/quire/sites/v1/site_search.proto). */

/** GitBook "SiteSearchScope". */
const ZScope = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('default'), currentSiteSpace: idParam.optional() }),
  z.object({ mode: z.literal('specific'), siteSpaceIds: z.array(idParam).max(100) }),
  z.object({ mode: z.literal('all') }),
]);

/**
 * The body is `{query}` with exactly one of: `{scope}`, `{siteSpaceIds, mode?: "specific"}`,
 * `{mode: "current", siteSpaceId}`, `{mode: "all"}` (the last three deprecated): a body that
 * matches none, or two, is refused.
 */
const ZSearchBody = z
  .object({
    query: z.string().max(512),
    scope: ZScope.optional(),
    mode: z.enum(['specific', 'current', 'all']).optional(),
    siteSpaceIds: z.array(idParam).max(100).optional(),
    siteSpaceId: idParam.optional(),
  })
  .superRefine((body, context) => {
    const forms = [
      body.scope !== undefined,
      body.siteSpaceIds !== undefined && (body.mode === undefined || body.mode === 'specific'),
      body.mode === 'current' && body.siteSpaceId !== undefined,
      body.mode === 'all',
    ].filter(Boolean).length;
    if (forms !== 1) context.addIssue({ code: 'custom', message: 'must have exactly one of "scope", "siteSpaceIds", mode "current" with "siteSpaceId", or mode "all"' });
    if (body.mode === 'specific' && body.siteSpaceIds === undefined) context.addIssue({ code: 'custom', path: ['siteSpaceIds'], message: 'is required with mode "specific"' });
    if (body.mode === 'current' && body.siteSpaceId === undefined) context.addIssue({ code: 'custom', path: ['siteSpaceId'], message: 'is required with mode "current"' });
  });

export const siteSearchRoutes = defineRoutes([
  {
    operationId: 'searchSiteContent',
    method: 'post',
    path: '/orgs/:organizationId/sites/:siteId/search',
    rpc: 'quire.sites.v1.SiteSearchService/SearchSiteContent',
    params: siteParams,
    query: z.object({ ...paginationQuery }),
    body: ZSearchBody,
    status: 200,
    summary: 'Search in a site',
  },
]);
