import type { runtimeV1 } from '@quire/proto';
import { invalidArgument, notFound, parseRequest } from '@quire/shared';
import type pg from 'pg';
import { z } from 'zod';
import { findIntegration } from '../../access/integration-access';
import type { EnvironmentResolver, IdentityForRuntime } from '../../environment/resolver';
import type { Invoker } from '../../invocations/dispatch';
import { callEndpoint, MAX_ENDPOINT_BODY_BYTES } from '../call-endpoint';
import { siteScriptServer } from '../site-script';

const NOT_FOUND_MESSAGE = 'No matching integration found for given name';

const ZCallIntegrationEndpointRequest = z.object({
  integrationName: z.string().min(1).max(100).regex(/^[a-zA-Z0-9-_.]+$/, 'must be an integration name'),
  path: z.string().max(2048),
  // An HTTP token (RFC 9110 5.6.2).
  method: z.string().min(1).max(32).regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/, 'must be an HTTP method'),
  query: z.string().max(8192),
  headers: z.array(z.object({ name: z.string().min(1).max(256), value: z.string().max(16_384) })).max(200),
});

const ZId = z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'must be an id');
const ZGetSiteIntegrationScriptRequest = z.object({
  integrationName: ZCallIntegrationEndpointRequest.shape.integrationName,
  installationId: ZId,
  siteId: ZId,
});

/** IntegrationEndpointService (proto/quire/runtime/v1/endpoint.proto). */
export function integrationEndpointService(ctx: {
  db: pg.Pool;
  identity: IdentityForRuntime;
  resolve: EnvironmentResolver;
  invoker: Invoker;
}): runtimeV1.IntegrationEndpointServiceImplementation {
  const getSiteScript = siteScriptServer(ctx);
  return {
    async getSiteIntegrationScript(request) {
      const input = parseRequest(ZGetSiteIntegrationScriptRequest, {
        integrationName: request.integrationName,
        installationId: request.installationId,
        siteId: request.siteId,
      });
      return getSiteScript(input);
    },
    async callIntegrationEndpoint(request) {
      const input = parseRequest(ZCallIntegrationEndpointRequest, {
        integrationName: request.integrationName,
        path: request.path,
        method: request.method,
        query: request.query,
        headers: request.headers,
      });
      if (request.body.byteLength > MAX_ENDPOINT_BODY_BYTES) throw invalidArgument(`body: at most ${MAX_ENDPOINT_BODY_BYTES} bytes`);
      // Anyone may call it (no principal): an unknown or unpublished integration is not there.
      const integration = await findIntegration(ctx.identity, input.integrationName);
      if (!integration.published) throw notFound(NOT_FOUND_MESSAGE);
      const target = await ctx.resolve(integration.integrationId);
      if (!target) throw notFound(NOT_FOUND_MESSAGE);
      const { answer } = await callEndpoint(ctx.db, ctx.invoker, target, { ...input, body: request.body });
      return answer;
    },
  };
}
