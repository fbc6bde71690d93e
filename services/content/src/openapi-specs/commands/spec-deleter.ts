import { Prisma, type PrismaClient } from '../../db';
import { recordEvent } from '../../lib/events';

export type SpecDeletion = { organizationId: string; slug: string; actorId: string };

/**
 * Deletes a spec and its versions (ON DELETE CASCADE); false when there was no such spec. A job
 * still queued for one of its versions then finds nothing (NOT_FOUND) and ends.
 */
export function specDeleter(db: PrismaClient, input: SpecDeletion): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const deleted = await tx.$queryRaw<{ id: string }[]>(Prisma.sql`
      DELETE FROM openapi_specs WHERE organization_id = ${input.organizationId} AND slug = ${input.slug} RETURNING id`);
    if (deleted.length === 0) return false;
    await recordEvent(tx, 'openapi-spec', 'deleted', {
      aggregateId: deleted[0].id,
      organizationId: input.organizationId,
      data: { id: deleted[0].id, slug: input.slug, actorId: input.actorId },
    });
    return true;
  });
}
