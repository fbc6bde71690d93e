import type { contentV1 } from '@quire/proto';
import { getPrincipal, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { specDeleter } from '../commands/spec-deleter';
import { authorizeSpecAction } from '../policy';
import { ZSpecSlug } from '../validation';

const ZDeleteOpenAPISpecBySlugRequest = z.object({ organizationId: ZId, specSlug: ZSpecSlug });

/** Deletes the spec and its versions; `deleted: false` when there was none (idempotent). */
export async function deleteOpenAPISpecBySlug(
  ctx: ContentContext,
  request: contentV1.DeleteOpenAPISpecBySlugRequest,
  callContext: CallContext,
): Promise<contentV1.DeleteOpenAPISpecBySlugResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZDeleteOpenAPISpecBySlugRequest, request);
  authorizeSpecAction(principal, input.organizationId, 'edit');
  const deleted = await specDeleter(ctx.db, { organizationId: input.organizationId, slug: input.specSlug, actorId: principal.userId });
  return { deleted };
}
