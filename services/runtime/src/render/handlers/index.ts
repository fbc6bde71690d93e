import type { runtimeV1 } from '@quire/proto';
import { getPrincipal, getRequestId, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { RenderComponent } from '../commands/component-renderer';
import { decompressRenderRequest, parseRenderRequest, ZIntegrationName } from '../request';

const ZName = z.object({ integrationName: ZIntegrationName });
const ZId = z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'must be an id');

/** Most integration blocks one page renders (the reader asks for a page's blocks at once). */
export const MAX_BLOCKS_PER_PAGE = 50;

const ZRenderBlocks = z.object({
  organizationId: ZId,
  spaceId: ZId,
  theme: z.enum(['dark', 'light']).optional(),
  blocks: z
    .array(z.object({ integrationName: ZIntegrationName, componentId: z.string().min(1).max(256), props: z.record(z.string(), z.unknown()).optional() }))
    .max(MAX_BLOCKS_PER_PAGE),
});

/** IntegrationRenderService (proto/quire/runtime/v1/render.proto): renderIntegrationUIWithPost and WithGet. */
export function integrationRenderService(renderComponent: RenderComponent): runtimeV1.IntegrationRenderServiceImplementation {
  const render = async (integrationName: string, body: unknown, callContext: CallContext) => {
    // Every render has a caller (the contract's global security); their principal decides.
    getPrincipal(callContext);
    const { output, cacheControl } = await renderComponent(integrationName, parseRenderRequest(body), { callContext });
    return { output: output as unknown as Record<string, unknown>, cacheControl };
  };
  return {
    async renderIntegrationUI(request, callContext) {
      const { integrationName } = parseRequest(ZName, { integrationName: request.integrationName });
      const { integrationName: _name, ...body } = request;
      return render(integrationName, body, callContext);
    },
    async renderCompressedIntegrationUI(request, callContext) {
      const { integrationName } = parseRequest(ZName, { integrationName: request.integrationName });
      return render(integrationName, decompressRenderRequest(request.request), callContext);
    },
  };
}

/**
 * IntegrationRenderInternalService: the reader's integration blocks of one published page,
 * all at once (in parallel; blocks of one integration share its identity call and environment
 * through the cache). A block that fails answers its reason; the page still renders the others.
 */
export function integrationRenderInternalService(renderComponent: RenderComponent): runtimeV1.IntegrationRenderInternalServiceImplementation {
  return {
    async renderIntegrationBlocks(request, callContext) {
      const { organizationId, spaceId, theme, blocks } = parseRequest(ZRenderBlocks, request);
      const requestId = getRequestId(callContext);
      const outputs = await Promise.all(
        blocks.map(async (block): Promise<runtimeV1.IntegrationBlockOutput> => {
          try {
            const body = parseRenderRequest({
              componentId: block.componentId,
              props: block.props ?? {},
              context: { type: 'document', theme: theme ?? 'light', spaceId, editable: false },
            });
            const rendered = await renderComponent(block.integrationName, body, { publishedOrganizationId: organizationId, requestId });
            return { output: rendered.output as unknown as Record<string, unknown>, cacheControl: rendered.cacheControl, publicEndpoint: rendered.publicEndpoint };
          } catch (error) {
            return { error: (error as { details?: string; message?: string }).details ?? (error as Error).message ?? 'failed' };
          }
        }),
      );
      return { outputs };
    },
  };
}
