import { contentV1 } from '@quire/proto';
import { createServiceClient, type ServiceClient } from '@quire/shared';

/** The content rpcs insights calls: which page of a space is at a path (`FindPagesByPath`). */
export type ContentClient = ServiceClient<typeof contentV1.PageInternalServiceDefinition>;

/** A client of content at `contentGrpcUrl` (host:port, CONTENT_GRPC_URL), every call with a deadline. */
export function createContentClient(contentGrpcUrl: string, { deadlineMs }: { deadlineMs?: number } = {}): ContentClient {
  return createServiceClient(contentV1.PageInternalServiceDefinition, contentGrpcUrl, { deadlineMs });
}
