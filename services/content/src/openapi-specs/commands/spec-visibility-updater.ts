import type { PrismaClient } from '../../db';
import type { OpenAPISpecVisibility } from '../../generated/prisma/enums';
import { recordEvent } from '../../lib/events';
import { lockSpecBySlug, specSelect, type SpecRow } from '../queries';

export type SpecVisibilityUpdate = { organizationId: string; slug: string; visibility: OpenAPISpecVisibility; actorId: string };

/** Sets a spec's visibility; null when there is no such spec. */
export function specVisibilityUpdater(db: PrismaClient, input: SpecVisibilityUpdate): Promise<SpecRow | null> {
  return db.$transaction(async (tx) => {
    const spec = await lockSpecBySlug(tx, input.organizationId, input.slug);
    if (!spec) return null;
    if (spec.visibility === input.visibility) return spec;
    const updated = await tx.openAPISpec.update({ where: { id: spec.id }, data: { visibility: input.visibility }, select: specSelect });
    await recordEvent(tx, 'openapi-spec', 'updated', {
      aggregateId: spec.id,
      organizationId: spec.organizationId,
      data: { id: spec.id, slug: spec.slug, visibility: input.visibility, actorId: input.actorId },
    });
    return updated;
  });
}
