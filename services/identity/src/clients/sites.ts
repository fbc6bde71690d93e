import { sitesV1 } from '@quire/proto';
import { type CallContext, createServiceClient, forwardMetadata, type ServiceClient } from '@quire/shared';

/**
 * Sites site installations of integrations name and embed (`extended=true`), read from the
 * sites service on behalf of the caller (their principal is forwarded, so sites decides what
 * they may read), in one batch call.
 */
export type SiteEmbeds = {
  /** The sites of the organization among `siteIds` that the caller may read, by id (SiteInternalService/GetSites). */
  getSites(organizationId: string, siteIds: string[], context: CallContext): Promise<Map<string, sitesV1.Site>>;
};

export function siteEmbeds(internal: ServiceClient<typeof sitesV1.SiteInternalServiceDefinition>): SiteEmbeds {
  return {
    async getSites(organizationId, siteIds, context) {
      if (siteIds.length === 0) return new Map();
      const { sites } = await internal.getSites({ organizationId, siteIds }, { metadata: forwardMetadata(context) });
      // Sites answers the organization's sites only (GetSitesRequest.organization_id).
      return new Map(sites.map((site) => [site.id, site]));
    },
  };
}

export function createSiteEmbeds(address: string, { deadlineMs }: { deadlineMs?: number } = {}): SiteEmbeds {
  return siteEmbeds(createServiceClient(sitesV1.SiteInternalServiceDefinition, address, { deadlineMs }));
}
