import type { contentV1 } from '@quire/proto';
import { getPrincipal, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { loadSpecVersion } from '../load';
import { presentVersion } from '../presenter';
import { ZSpecSlug } from '../validation';

const ZGetOpenAPISpecVersionRequest = z.object({ organizationId: ZId, specSlug: ZSpecSlug, versionId: ZId.optional() });

/** One version of a spec: `versionId`, or the newest one ("latest") without it. */
export async function getOpenAPISpecVersion(
  ctx: ContentContext,
  request: contentV1.GetOpenAPISpecVersionRequest,
  callContext: CallContext,
): Promise<contentV1.GetOpenAPISpecVersionResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZGetOpenAPISpecVersionRequest, request);
  const { spec, version } = await loadSpecVersion(ctx, principal, input);
  return { version: presentVersion(version, spec, ctx.urls) };
}
