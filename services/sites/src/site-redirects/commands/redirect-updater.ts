import { alreadyExists, notFound } from '@quire/shared';
import { REDIRECT_NOT_FOUND } from '../../access/load';
import type { PrismaClient } from '../../db';
import type { SiteRedirect } from '../../generated/prisma/client';
import { recordEvent } from '../../lib/events';
import { lockSite } from '../../lib/locks';
import { checkDestination, DUPLICATE_SOURCE, refusedWrite, type RedirectDestination } from './redirect-creator';

export type RedirectChanges = { source?: string; destination?: RedirectDestination };

/** Changes the source and/or the destination, checked as on creation; a patch that changes nothing records no event. */
export async function redirectUpdater(db: PrismaClient, redirect: SiteRedirect, changes: RedirectChanges, actorId: string): Promise<SiteRedirect> {
  const { destination } = changes;
  const fields = [
    ...(changes.source !== undefined && changes.source !== redirect.source ? ['source'] : []),
    ...(destination &&
    (destination.kind !== redirect.kind || destination.siteSectionId !== redirect.siteSectionId || destination.siteSpaceId !== redirect.siteSpaceId || destination.pageId !== redirect.pageId)
      ? ['destination']
      : []),
  ];
  if (fields.length === 0) return redirect;
  try {
    return await db.$transaction(async (tx) => {
      await lockSite(tx, redirect.siteId);
      if (destination) await checkDestination(tx, redirect.siteId, destination);
      if (changes.source !== undefined) {
        const holder = await tx.siteRedirect.findUnique({ where: { siteId_source: { siteId: redirect.siteId, source: changes.source } }, select: { id: true } });
        if (holder && holder.id !== redirect.id) throw alreadyExists(DUPLICATE_SOURCE);
      }
      const { count } = await tx.siteRedirect.updateMany({ where: { id: redirect.id }, data: { source: changes.source, ...destination } });
      if (count === 0) throw notFound(REDIRECT_NOT_FOUND);
      await recordEvent(tx, 'site-redirect', 'updated', {
        aggregateId: redirect.id,
        organizationId: redirect.organizationId,
        data: { id: redirect.id, siteId: redirect.siteId, fields, actorId },
      });
      return tx.siteRedirect.findUniqueOrThrow({ where: { id: redirect.id } });
    });
  } catch (error) {
    throw refusedWrite(error);
  }
}
