import { z } from 'zod';
import { defineRoutes } from '../../route-row';
import { siteParams } from './common';

/** quire.sites.v1.SiteAdaptiveService (proto/quire/sites/v1/site_adaptive.proto). */

export const siteAdaptiveRoutes = defineRoutes([
  {
    operationId: 'getSiteAdaptiveSchema',
    method: 'get',
    path: '/orgs/:organizationId/sites/:siteId/adaptive-schema',
    rpc: 'quire.sites.v1.SiteAdaptiveService/GetSiteAdaptiveSchema',
    params: siteParams,
    responseField: 'schema',
    status: 200,
    summary: 'Get the JSON schema of the visitor attributes of an adaptive content site',
  },
  {
    operationId: 'updateSiteAdaptiveSchema',
    method: 'put',
    path: '/orgs/:organizationId/sites/:siteId/adaptive-schema',
    rpc: 'quire.sites.v1.SiteAdaptiveService/UpdateSiteAdaptiveSchema',
    params: siteParams,
    // The closed SiteAdaptiveJSONSchema is checked by the sites service (ajv), which names the JSON path.
    body: z.object({ jsonSchema: z.record(z.string().max(100), z.unknown()) }),
    responseField: 'schema',
    status: 200,
    summary: 'Update the JSON schema of the visitor attributes of an adaptive content site',
  },
  {
    operationId: 'listSiteAdaptiveTemplateConditions',
    method: 'get',
    path: '/orgs/:organizationId/sites/:siteId/adaptive-schema/template-conditions',
    rpc: 'quire.sites.v1.SiteAdaptiveService/ListSiteAdaptiveTemplateConditions',
    params: siteParams,
    status: 200,
    summary: 'List template conditions generated from the site visitor schema',
  },
]);
