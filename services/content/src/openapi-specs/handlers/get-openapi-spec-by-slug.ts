import type { contentV1 } from '@quire/proto';
import { getPrincipal, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { specNotFound } from '../load';
import { authorizeSpecAction } from '../policy';
import { presentSpec } from '../presenter';
import { findSpecBySlug } from '../queries';
import { ZSpecSlug } from '../validation';

const ZGetOpenAPISpecBySlugRequest = z.object({ organizationId: ZId, specSlug: ZSpecSlug });

export async function getOpenAPISpecBySlug(
  ctx: ContentContext,
  request: contentV1.GetOpenAPISpecBySlugRequest,
  callContext: CallContext,
): Promise<contentV1.GetOpenAPISpecBySlugResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZGetOpenAPISpecBySlugRequest, request);
  const abilities = authorizeSpecAction(principal, input.organizationId, 'view');
  const spec = await findSpecBySlug(ctx.db, input.organizationId, input.specSlug);
  if (!spec) throw specNotFound();
  return { spec: presentSpec(spec, abilities, ctx.urls) };
}
