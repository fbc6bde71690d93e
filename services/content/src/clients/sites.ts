import { sitesV1 } from '@quire/proto';
import { createServiceClient } from '@quire/shared';

/** Where a published URL points: the space a site publishes there and the page path after it. */
export type PublishedLocation = { organizationId: string; siteId: string; spaceId: string; pagePath: string };

/** Published URLs as sites resolves them (getContentByUrl). */
export type PublishedUrlLocator = {
  /** Undefined when the URL shows nothing published. Throws when sites cannot answer. */
  locate(url: string): Promise<PublishedLocation | undefined>;
};

/** PublishedUrlLocator over sites' `PublishedUrlInternalService.LocatePublishedUrl` (no principal: content decides access). */
export function sitesPublishedUrlLocator(sitesGrpcUrl: string, { deadlineMs }: { deadlineMs?: number } = {}): PublishedUrlLocator {
  const client = createServiceClient(sitesV1.PublishedUrlInternalServiceDefinition, sitesGrpcUrl, { deadlineMs });
  return {
    async locate(url) {
      const { organizationId, location } = await client.locatePublishedUrl({ url });
      if (!organizationId || !location) return undefined;
      return { organizationId, siteId: location.siteId, spaceId: location.spaceId, pagePath: location.pagePath };
    },
  };
}
