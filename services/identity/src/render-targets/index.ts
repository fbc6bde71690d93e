import type { identityV1 } from '@quire/proto';
import type { IdentityContext } from '../context';
import { resolveRenderTarget } from './resolve-render-target';

/** RenderTargetInternalService (proto/quire/identity/v1/render_target.proto): for the runtime's ContentKit renders. */
export function renderTargetInternalService(ctx: IdentityContext): identityV1.RenderTargetInternalServiceImplementation {
  return {
    resolveRenderTarget: (request, callContext) => resolveRenderTarget(ctx, request, callContext),
  };
}
