import type { PrismaClient } from '../../db';
import { recordEvent } from '../../lib/events';

/** Deletes a redirect of the site; false when there was none. */
export async function redirectDeleter(db: PrismaClient, site: { id: string; organizationId: string }, redirectId: string, actorId: string): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const { count } = await tx.siteRedirect.deleteMany({ where: { id: redirectId, siteId: site.id } });
    if (count === 0) return false;
    await recordEvent(tx, 'site-redirect', 'deleted', {
      aggregateId: redirectId,
      organizationId: site.organizationId,
      data: { id: redirectId, siteId: site.id, actorId },
    });
    return true;
  });
}
