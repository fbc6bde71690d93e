import type { contentV1 } from '@quire/proto';
import { getPrincipal, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { specUpserter } from '../commands/spec-upserter';
import { authorizeSpecAction } from '../policy';
import { presentSpec } from '../presenter';
import { ZSpecSlug, ZSpecSource } from '../validation';

const ZCreateOrUpdateOpenAPISpecBySlugRequest = z.object({ organizationId: ZId, specSlug: ZSpecSlug, source: ZSpecSource });

/**
 * PUT by slug: a new spec (`created`, 201) or a new source for the existing one (200, same id).
 * Which of `create` or `edit` is needed depends on whether the spec exists, decided in the
 * command's transaction; seeing the organization's specs is checked first.
 */
export async function createOrUpdateOpenAPISpecBySlug(
  ctx: ContentContext,
  request: contentV1.CreateOrUpdateOpenAPISpecBySlugRequest,
  callContext: CallContext,
): Promise<contentV1.CreateOrUpdateOpenAPISpecBySlugResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZCreateOrUpdateOpenAPISpecBySlugRequest, request);
  const abilities = authorizeSpecAction(principal, input.organizationId, 'view');
  const { spec, created } = await specUpserter(ctx.db, {
    organizationId: input.organizationId,
    slug: input.specSlug,
    source: input.source,
    abilities,
    actorId: principal.userId,
  });
  return { spec: presentSpec(spec, abilities, ctx.urls), created };
}
