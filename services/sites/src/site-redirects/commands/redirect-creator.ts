import { alreadyExists, invalidArgument, newId } from '@quire/shared';
import type { PrismaClient, TransactionClient } from '../../db';
import { Prisma, type Site, type SiteRedirect } from '../../generated/prisma/client';
import { recordEvent } from '../../lib/events';
import { lockSite } from '../../lib/locks';
import { MAX_SITE_REDIRECTS } from '../queries';

/** Where a redirect leads: the columns of its kind. */
export type RedirectDestination =
  | { kind: 'site_section'; siteSectionId: string; siteSpaceId: null; pageId: null }
  | { kind: 'site_space'; siteSectionId: null; siteSpaceId: string; pageId: null }
  | { kind: 'site_page'; siteSectionId: null; siteSpaceId: string; pageId: string };

export const DUPLICATE_SOURCE = 'source: another redirect of the site already has this source';

/**
 * Refuses (INVALID_ARGUMENT) a destination whose section or site space is not in the site.
 * Run under the site's lock, which section and site space deletions take too, so the row
 * written next cannot point at something deleted meanwhile. (The page of a site-page
 * destination lives in content: the handler checks it before.)
 */
export async function checkDestination(tx: TransactionClient, siteId: string, destination: RedirectDestination): Promise<void> {
  if (destination.siteSectionId !== null && !(await tx.siteSection.findFirst({ where: { id: destination.siteSectionId, siteId }, select: { id: true } }))) {
    throw invalidArgument(`destination.siteSectionId: no site section ${destination.siteSectionId} in this site`);
  }
  if (destination.siteSpaceId !== null && !(await tx.siteSpace.findFirst({ where: { id: destination.siteSpaceId, siteId }, select: { id: true } }))) {
    throw invalidArgument(`destination.siteSpaceId: no site space ${destination.siteSpaceId} in this site`);
  }
}

/**
 * What a refused write means: a duplicate source found by the unique index is ALREADY_EXISTS;
 * a destination deleted meanwhile by a writer that does not take the site's lock (content's
 * space.deleted consumer removes site spaces) fails its foreign key: INVALID_ARGUMENT.
 */
export function refusedWrite(error: unknown): unknown {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) return error;
  if (error.code === 'P2002') return alreadyExists(DUPLICATE_SOURCE);
  if (error.code === 'P2003') return invalidArgument('destination: the destination no longer exists');
  return error;
}

/**
 * Creates a redirect. Under the site's lock: the destination is in the site, the source is
 * not taken (ALREADY_EXISTS), and the site holds fewer than MAX_SITE_REDIRECTS redirects, so
 * concurrent creations cannot pass the limit or both take a source.
 */
export async function redirectCreator(db: PrismaClient, site: Site, source: string, destination: RedirectDestination, actorId: string): Promise<SiteRedirect> {
  try {
    return await db.$transaction(async (tx) => {
      await lockSite(tx, site.id);
      await checkDestination(tx, site.id, destination);
      if (await tx.siteRedirect.findUnique({ where: { siteId_source: { siteId: site.id, source } }, select: { id: true } })) throw alreadyExists(DUPLICATE_SOURCE);
      if ((await tx.siteRedirect.count({ where: { siteId: site.id } })) >= MAX_SITE_REDIRECTS) {
        throw invalidArgument(`A site has at most ${MAX_SITE_REDIRECTS} redirects`);
      }
      const redirect = await tx.siteRedirect.create({ data: { id: newId(), siteId: site.id, organizationId: site.organizationId, source, ...destination } });
      await recordEvent(tx, 'site-redirect', 'created', {
        aggregateId: redirect.id,
        organizationId: site.organizationId,
        data: { id: redirect.id, siteId: site.id, actorId },
      });
      return redirect;
    });
  } catch (error) {
    throw refusedWrite(error);
  }
}
