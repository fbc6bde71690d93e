import { contentV1, sitesV1 } from '@quire/proto';
import { createServiceClient } from '@quire/shared';

/** The services the reader reads from; no principal travels: these are internal rpcs. */
export type ReaderClients = {
  sites: ReturnType<typeof createSitesReader>;
  siteInternal: ReturnType<typeof createSiteInternal>;
  content: ReturnType<typeof createContentReader>;
};

const createSitesReader = (address: string, deadlineMs: number) => createServiceClient(sitesV1.SiteReaderServiceDefinition, address, { deadlineMs });
const createSiteInternal = (address: string, deadlineMs: number) => createServiceClient(sitesV1.SiteInternalServiceDefinition, address, { deadlineMs });
const createContentReader = (address: string, deadlineMs: number) => createServiceClient(contentV1.ContentReaderServiceDefinition, address, { deadlineMs });

export function createReaderClients(options: { sitesGrpcUrl: string; contentGrpcUrl: string; deadlineMs: number }): ReaderClients {
  return {
    sites: createSitesReader(options.sitesGrpcUrl, options.deadlineMs),
    siteInternal: createSiteInternal(options.sitesGrpcUrl, options.deadlineMs),
    content: createContentReader(options.contentGrpcUrl, options.deadlineMs),
  };
}
