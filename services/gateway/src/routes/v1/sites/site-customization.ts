import { z } from 'zod';
import { defineRoutes } from '../../route-row';
import { booleanQuery, idParam } from '../schemas';
import { siteParams } from './common';

/** quire.sites.v1.SiteCustomizationService (proto/quire/sites/v1/site_customization.proto). */

const siteSpaceParams = siteParams.extend({ siteSpaceId: idParam });
// The contract's deprecated `unmasked`: Quire masks nothing (no plans), the answer is the same.
const unmaskedQuery = z.object({ unmasked: booleanQuery.optional() });
// The settings trees are checked by the sites service with ajv against the contract's
// SiteCustomizationSettings and override schemas, which names the JSON path of a problem.
const ZSettingsTree = z.record(z.string().max(100), z.unknown());

export const siteCustomizationRoutes = defineRoutes([
  {
    operationId: 'getSiteCustomizationById',
    method: 'get',
    path: '/orgs/:organizationId/sites/:siteId/customization',
    rpc: 'quire.sites.v1.SiteCustomizationService/GetSiteCustomization',
    params: siteParams,
    query: unmaskedQuery,
    responseField: 'settings',
    status: 200,
    summary: 'Get a site customization settings',
  },
  {
    operationId: 'updateSiteCustomizationById',
    method: 'put',
    path: '/orgs/:organizationId/sites/:siteId/customization',
    rpc: 'quire.sites.v1.SiteCustomizationService/UpdateSiteCustomization',
    params: siteParams,
    body: ZSettingsTree,
    bodyField: 'settings',
    responseField: 'settings',
    status: 200,
    summary: 'Update a site customization settings',
  },
  {
    operationId: 'getSiteSpaceCustomizationById',
    method: 'get',
    path: '/orgs/:organizationId/sites/:siteId/site-spaces/:siteSpaceId/customization',
    rpc: 'quire.sites.v1.SiteCustomizationService/GetSiteSpaceCustomization',
    params: siteSpaceParams,
    query: unmaskedQuery,
    responseField: 'settings',
    status: 200,
    summary: 'Get a site space customization settings',
  },
  {
    operationId: 'overrideSiteSpaceCustomizationById',
    method: 'patch',
    path: '/orgs/:organizationId/sites/:siteId/site-spaces/:siteSpaceId/customization',
    rpc: 'quire.sites.v1.SiteCustomizationService/OverrideSiteSpaceCustomization',
    params: siteSpaceParams,
    body: ZSettingsTree,
    bodyField: 'overrides',
    responseField: 'settings',
    status: 200,
    summary: 'Override a site space customization settings',
  },
  {
    operationId: 'deleteSiteSpaceCustomizationById',
    method: 'delete',
    path: '/orgs/:organizationId/sites/:siteId/site-spaces/:siteSpaceId/customization',
    rpc: 'quire.sites.v1.SiteCustomizationService/DeleteSiteSpaceCustomization',
    params: siteSpaceParams,
    status: 204,
    summary: 'Delete a site space customization settings',
  },
]);
