import { sitesV1 } from '@quire/proto';
import { createServiceClient, type ServiceClient } from '@quire/shared';

/** The sites rpcs insights calls: which site space a published URL shows (`ResolvePublishedUrls`). */
export type SitesClient = ServiceClient<typeof sitesV1.SiteInternalServiceDefinition>;

/** A client of sites at `sitesGrpcUrl` (host:port, SITES_GRPC_URL), every call with a deadline. */
export function createSitesClient(sitesGrpcUrl: string, { deadlineMs }: { deadlineMs?: number } = {}): SitesClient {
  return createServiceClient(sitesV1.SiteInternalServiceDefinition, sitesGrpcUrl, { deadlineMs });
}
