import { contentV1 } from '@quire/proto';
import { createServiceClient, type ServiceClient } from '@quire/shared';

/**
 * Content's internal services the worker calls, under the name handlers use
 * (`context.content.sources.writeRevision(...)`). Each area adds its internal service here, one
 * line: the client and its type follow.
 */
const CONTENT_SERVICES = {
  sources: contentV1.SourceInternalServiceDefinition,
  importRuns: contentV1.ImportRunInternalServiceDefinition,
  gitSync: contentV1.GitSyncInternalServiceDefinition,
  openapiSpecs: contentV1.OpenAPISpecInternalServiceDefinition,
} as const;

export type ContentClients = { [Name in keyof typeof CONTENT_SERVICES]: ServiceClient<(typeof CONTENT_SERVICES)[Name]> };

/**
 * Default deadline of a call to content. Longer than GRPC_DEADLINE_MS's 5 s: a job writes a
 * whole revision or a 25 MiB blob in one call. A call may pass its own `{ deadline }`.
 */
export const CONTENT_DEADLINE_MS = 30_000;

/** nice-grpc clients of content at `address` (host:port, CONTENT_GRPC_URL), every call with a deadline. */
export function createContentClients(address: string, { deadlineMs = CONTENT_DEADLINE_MS }: { deadlineMs?: number } = {}): ContentClients {
  const clients: Record<string, unknown> = {};
  for (const [name, definition] of Object.entries(CONTENT_SERVICES)) {
    clients[name] = createServiceClient(definition, address, { deadlineMs });
  }
  return clients as ContentClients;
}
