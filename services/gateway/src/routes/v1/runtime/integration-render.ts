import { z } from 'zod';
import { defineRoutes } from '../../route-row';
import { ZIntegrationName } from '../identity/integrations';

/**
 * quire.runtime.v1.IntegrationRenderService (proto/quire/runtime/v1/render.proto): ContentKit
 * renders of an integration's components (docs/integrations.md "Rendering blocks"). The
 * runtime checks the caller against the render's context, the context and every input again;
 * the gateway only shapes the request. The script's Cache-Control is relayed as a header.
 */
const integrationParams = z.object({ integrationName: ZIntegrationName });

const ZObject = z.record(z.string().max(1024), z.unknown());

/** GitBook "RenderIntegrationUI" (its context and action are checked in full by the runtime). */
const ZRenderIntegrationUI = z.object({
  componentId: z.string().min(1).max(256),
  props: ZObject,
  state: ZObject.optional(),
  context: z.object({
    type: z.enum(['configuration_account', 'configuration_space', 'configuration_site', 'configuration_contentsource', 'document']),
    theme: z.enum(['dark', 'light']),
  }).loose(),
  action: ZObject.optional(),
});

export const integrationRenderRoutes = defineRoutes([
  {
    operationId: 'renderIntegrationUIWithPost',
    method: 'post',
    path: '/integrations/:integrationName/render',
    rpc: 'quire.runtime.v1.IntegrationRenderService/RenderIntegrationUI',
    params: integrationParams,
    body: ZRenderIntegrationUI,
    status: 200,
    responseField: 'output',
    responseHeaders: { 'Cache-Control': 'cacheControl' },
    summary: 'Render an integration UI with POST method',
  },
  {
    operationId: 'renderIntegrationUIWithGet',
    method: 'get',
    path: '/integrations/:integrationName/render',
    rpc: 'quire.runtime.v1.IntegrationRenderService/RenderCompressedIntegrationUI',
    params: integrationParams,
    // LZ-string (compressToEncodedURIComponent, or compressToBase64): decompressed and checked by the runtime.
    query: z.object({ request: z.string().min(1).max(64 * 1024) }),
    status: 200,
    responseField: 'output',
    responseHeaders: { 'Cache-Control': 'cacheControl' },
    summary: 'Render an integration UI with GET method',
  },
]);
