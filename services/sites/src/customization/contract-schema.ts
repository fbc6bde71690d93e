import { definitionsReferencedBy, requestBodySchema } from '../lib/contract';

// The contract's SiteCustomizationSettings and the override body of
// overrideSiteSpaceCustomizationById, with every schema they reference, from @gitbook/api.

export const SITE_SPACE_OVERRIDE_SCHEMA = requestBodySchema('/orgs/{organizationId}/sites/{siteId}/site-spaces/{siteSpaceId}/customization', 'patch');

export const CUSTOMIZATION_DEFINITIONS = definitionsReferencedBy({ $ref: '#/definitions/SiteCustomizationSettings' }, SITE_SPACE_OVERRIDE_SCHEMA);
