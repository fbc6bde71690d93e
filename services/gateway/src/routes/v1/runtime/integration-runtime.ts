import { z } from 'zod';
import { defineRoutes } from '../../route-row';
import { ZIntegrationName } from '../identity/integrations';
import { idParam } from '../schemas';

/**
 * quire.runtime.v1 (proto/quire/runtime/v1/): what the integrations runtime records and
 * queues (docs/integrations.md "The runtime"). The runtime checks the caller (the owning
 * organization's admins or the integration's token for events, the integration's token only
 * for tasks) and every input again.
 */
const integrationParams = z.object({ integrationName: ZIntegrationName });

/** The public endpoint's body limit: a webhook's payload, not an upload. */
const ENDPOINT_MAX_BYTES = 1024 * 1024;

export const integrationRuntimeRoutes = defineRoutes([
  {
    operationId: 'listIntegrationEvents',
    method: 'get',
    path: '/integrations/:integrationName/events',
    rpc: 'quire.runtime.v1.IntegrationEventService/ListIntegrationEvents',
    params: integrationParams,
    query: z.object({ page: z.string().min(1).max(512).optional(), limit: z.coerce.number().int().min(1).max(1000).optional() }),
    status: 200,
    summary: 'List all integration events',
  },
  {
    operationId: 'getIntegrationEvent',
    method: 'get',
    path: '/integrations/:integrationName/events/:eventId',
    rpc: 'quire.runtime.v1.IntegrationEventService/GetIntegrationEvent',
    params: integrationParams.extend({ eventId: z.string().min(1).max(64) }),
    status: 200,
    summary: 'Get an integration event by its ID',
  },
  {
    operationId: 'queueIntegrationTask',
    method: 'post',
    path: '/integrations/:integrationName/tasks',
    rpc: 'quire.runtime.v1.IntegrationTaskService/QueueIntegrationTask',
    params: integrationParams,
    body: z.object({ task: z.record(z.string().max(1024), z.unknown()), schedule: z.number().min(0).max(86_400).optional() }),
    status: 204,
    summary: 'Queue an integration task',
  },
  // urls.publicEndpoint: anyone may call it (webhooks from outside send no Quire token), with
  // any method, at the endpoint itself and under it; the integration's script answers.
  {
    operationId: 'callIntegrationEndpoint',
    method: 'post',
    path: '/integrations/:integrationName/integration',
    rpc: 'quire.runtime.v1.IntegrationEndpointService/CallIntegrationEndpoint',
    params: integrationParams,
    passthrough: { anyMethod: true, maxBytes: ENDPOINT_MAX_BYTES },
    public: true,
    status: 200,
    extension: true,
    summary: "Call an integration's public endpoint (any method; the integration's script answers)",
  },
  {
    operationId: 'callIntegrationEndpointPath',
    method: 'post',
    path: '/integrations/:integrationName/integration/:path*',
    rpc: 'quire.runtime.v1.IntegrationEndpointService/CallIntegrationEndpoint',
    params: integrationParams.extend({ path: z.string().min(1).max(2048) }),
    passthrough: { anyMethod: true, maxBytes: ENDPOINT_MAX_BYTES },
    public: true,
    status: 200,
    extension: true,
    summary: "Call a path under an integration's public endpoint (any method; the integration's script answers)",
  },
  // SiteIntegrationScript.script: a published site's pages include it (<script src async>).
  {
    operationId: 'getSiteIntegrationScript',
    method: 'get',
    path: '/integrations/:integrationName/installations/:installationId/sites/:siteId/script.js',
    rpc: 'quire.runtime.v1.IntegrationEndpointService/GetSiteIntegrationScript',
    params: integrationParams.extend({ installationId: idParam, siteId: idParam }),
    passthrough: { maxBytes: 1024 },
    public: true,
    status: 200,
    extension: true,
    summary: "A site installation's script (the integration's fetch_published_script answer, JavaScript)",
  },
]);
