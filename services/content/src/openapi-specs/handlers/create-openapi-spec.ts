import type { contentV1 } from '@quire/proto';
import { getPrincipal, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { specCreator } from '../commands/spec-creator';
import { authorizeSpecAction } from '../policy';
import { presentSpec } from '../presenter';
import { ZSpecSlug, ZSpecSource } from '../validation';

const ZCreateOpenAPISpecRequest = z.object({ organizationId: ZId, slug: ZSpecSlug, source: ZSpecSource });

/** A new spec with its first version, queued for the git-worker (201, `processingState: pending`). */
export async function createOpenAPISpec(
  ctx: ContentContext,
  request: contentV1.CreateOpenAPISpecRequest,
  callContext: CallContext,
): Promise<contentV1.CreateOpenAPISpecResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZCreateOpenAPISpecRequest, request);
  const abilities = authorizeSpecAction(principal, input.organizationId, 'create');
  const spec = await specCreator(ctx.db, { organizationId: input.organizationId, slug: input.slug, source: input.source, actorId: principal.userId });
  return { spec: presentSpec(spec, abilities, ctx.urls) };
}
