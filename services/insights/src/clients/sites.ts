import { sitesV1 } from '@quire/proto';
import { createServiceClient, type ServiceClient } from '@quire/shared';

/** The sites rpcs insights calls: which site space a published URL shows (`ResolvePublishedUrls`). */
export type SitesClient = ServiceClient<typeof sitesV1.SiteInternalServiceDefinition>;

/** A client of sites at `sitesGrpcUrl` (host:port, SITES_GRPC_URL), every call with a deadline. */
export function createSitesClient(sitesGrpcUrl: string, { deadlineMs }: { deadlineMs?: number } = {}): SitesClient {
  return createServiceClient(sitesV1.SiteInternalServiceDefinition, sitesGrpcUrl, { deadlineMs });
}

/** Which sites exist in an organization (site insights accept events only for those). */
export type SiteDirectory = {
  /** The ids among `siteIds` that are sites of the organization. Throws when sites cannot answer. */
  existing(organizationId: string, siteIds: string[]): Promise<Set<string>>;
};

/** How long a site known to exist is not asked about again (a deleted site's events are refused within it). */
export const SITE_EXISTENCE_TTL_MS = 60_000;

/**
 * The SiteDirectory of a deployment: sites' `PublishedUrlInternalService.FindSites`, one call
 * for the ids not already known, with the sites found remembered for SITE_EXISTENCE_TTL_MS
 * (every page view asks about the same site).
 */
export function sitesDirectory(sitesGrpcUrl: string, { deadlineMs }: { deadlineMs?: number } = {}): SiteDirectory {
  const client = createServiceClient(sitesV1.PublishedUrlInternalServiceDefinition, sitesGrpcUrl, { deadlineMs });
  const known = new Map<string, number>();
  return {
    async existing(organizationId, siteIds) {
      const now = Date.now();
      const found = new Set<string>();
      const unknown: string[] = [];
      for (const siteId of new Set(siteIds)) {
        if ((known.get(`${organizationId}/${siteId}`) ?? 0) > now) found.add(siteId);
        else unknown.push(siteId);
      }
      if (unknown.length === 0) return found;
      const answer = await client.findSites({ organizationId, siteIds: unknown });
      if (known.size > 10_000) known.clear();
      for (const siteId of answer.siteIds) {
        found.add(siteId);
        known.set(`${organizationId}/${siteId}`, now + SITE_EXISTENCE_TTL_MS);
      }
      return found;
    },
  };
}
