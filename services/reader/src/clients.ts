import { contentV1, runtimeV1, sitesV1 } from '@quire/proto';
import { createServiceClient } from '@quire/shared';

/** The services the reader reads from; no principal travels: these are internal rpcs. */
export type ReaderClients = {
  sites: ReturnType<typeof createSitesReader>;
  siteInternal: ReturnType<typeof createSiteInternal>;
  content: ReturnType<typeof createContentReader>;
  /** The runtime's renders of integration blocks; absent without RUNTIME_GRPC_URL. */
  runtime?: ReturnType<typeof createRuntimeRenderer>;
};

const createSitesReader = (address: string, deadlineMs: number) => createServiceClient(sitesV1.SiteReaderServiceDefinition, address, { deadlineMs });
const createSiteInternal = (address: string, deadlineMs: number) => createServiceClient(sitesV1.SiteInternalServiceDefinition, address, { deadlineMs });
const createRuntimeRenderer = (address: string, deadlineMs: number) =>
  createServiceClient(runtimeV1.IntegrationRenderInternalServiceDefinition, address, { deadlineMs });
const createContentReader = (address: string, deadlineMs: number) => createServiceClient(contentV1.ContentReaderServiceDefinition, address, { deadlineMs });

export function createReaderClients(options: { sitesGrpcUrl: string; contentGrpcUrl: string; runtimeGrpcUrl?: string; deadlineMs: number }): ReaderClients {
  return {
    ...(options.runtimeGrpcUrl && { runtime: createRuntimeRenderer(options.runtimeGrpcUrl, options.deadlineMs) }),
    sites: createSitesReader(options.sitesGrpcUrl, options.deadlineMs),
    siteInternal: createSiteInternal(options.sitesGrpcUrl, options.deadlineMs),
    content: createContentReader(options.contentGrpcUrl, options.deadlineMs),
  };
}
