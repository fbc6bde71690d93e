import type { contentV1 } from '@quire/proto';
import { getPrincipal, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { specVisibilityUpdater } from '../commands/spec-visibility-updater';
import { specNotFound } from '../load';
import { authorizeSpecAction } from '../policy';
import { presentSpec, VISIBILITY } from '../presenter';
import { ZSpecSlug } from '../validation';

const ZVisibility = z
  .number()
  .refine((value) => VISIBILITY.fromProto.has(value), 'must be "private" or "public"')
  .transform((value) => VISIBILITY.fromProto.get(value)!);

const ZUpdateOpenAPISpecBySlugRequest = z.object({ organizationId: ZId, specSlug: ZSpecSlug, visibility: ZVisibility });

/** PATCH: the visibility (the contract's only updatable field). */
export async function updateOpenAPISpecBySlug(
  ctx: ContentContext,
  request: contentV1.UpdateOpenAPISpecBySlugRequest,
  callContext: CallContext,
): Promise<contentV1.UpdateOpenAPISpecBySlugResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZUpdateOpenAPISpecBySlugRequest, request);
  const abilities = authorizeSpecAction(principal, input.organizationId, 'edit');
  const spec = await specVisibilityUpdater(ctx.db, {
    organizationId: input.organizationId,
    slug: input.specSlug,
    visibility: input.visibility,
    actorId: principal.userId,
  });
  if (!spec) throw specNotFound();
  return { spec: presentSpec(spec, abilities, ctx.urls) };
}
