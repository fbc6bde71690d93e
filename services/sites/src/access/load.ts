import { timingSafeEqual } from 'node:crypto';
import { getPrincipal, notFound, permissionDenied, type CallContext } from '@quire/shared';
import type { SitesContext } from '../context';
import type { Db } from '../db';
import type { Site } from '../generated/prisma/client';
import { shareKeyDigest } from '../share-links/keys';
import { activeShareLinkHasKey } from '../share-links/queries';
import { canManageSites, canReadSites, viewerOf, visitorMayRead, type SiteViewer } from './policy';

export const SITE_NOT_FOUND = 'No matching site found';

export async function findSite(db: Db, organizationId: string, siteId: string): Promise<Site | null> {
  return db.site.findFirst({ where: { id: siteId, organizationId } });
}

/**
 * The site, for a member who may `read` or `manage` it. Non-members and guests get
 * NOT_FOUND whatever exists, so ids do not leak across organizations.
 */
export async function loadSite(
  ctx: SitesContext,
  callContext: CallContext,
  organizationId: string,
  siteId: string,
  action: 'read' | 'manage',
): Promise<{ site: Site; viewer: SiteViewer }> {
  const viewer = viewerOf(getPrincipal(callContext), organizationId);
  if (!canReadSites(viewer)) throw notFound(SITE_NOT_FOUND);
  const site = await findSite(ctx.db, organizationId, siteId);
  if (!site) throw notFound(SITE_NOT_FOUND);
  if (action === 'manage' && !canManageSites(viewer)) throw permissionDenied('Only organization admins and creators can manage sites');
  return { site, viewer };
}

/** The organization, for a member who may manage sites in it (creating one). */
export function authorizeManageIn(callContext: CallContext, organizationId: string): SiteViewer {
  const viewer = viewerOf(getPrincipal(callContext), organizationId);
  if (!canReadSites(viewer)) throw notFound('No matching organization found');
  if (!canManageSites(viewer)) throw permissionDenied('Only organization admins and creators can manage sites');
  return viewer;
}

/**
 * Whether `shareKey` opens the site: the site's own share key, or, on a share-link site, the
 * key of one of its active share links. Digests are compared in constant time.
 */
export async function shareKeyOpens(db: Db, site: Site, shareKey: string | undefined): Promise<boolean> {
  if (!shareKey) return false;
  const digest = shareKeyDigest(shareKey);
  if (timingSafeEqual(shareKeyDigest(site.shareKey), digest)) return true;
  return site.visibility === 'share_link' && activeShareLinkHasKey(db, site.id, digest);
}

/**
 * The site, for a reader of its published structure: members always, others as
 * visitorMayRead says. A wrong `shareKey` on a share-link site is NOT_FOUND for everyone,
 * so that a revoked key (regenerated, or of a share link deactivated or deleted) stops
 * working even in a member's hands.
 * `publishedSiteReader` is true when anyone in the caller's place could read the published
 * site (whether or not they are a member): the spaces it embeds are then shown to them.
 */
export async function loadSiteForReader(
  ctx: SitesContext,
  callContext: CallContext,
  organizationId: string,
  siteId: string,
  shareKey: string | undefined,
): Promise<{ site: Site; viewer: SiteViewer; shareKey: string | undefined; publishedSiteReader: boolean }> {
  const viewer = viewerOf(getPrincipal(callContext), organizationId);
  const site = await findSite(ctx.db, organizationId, siteId);
  if (!site) throw notFound(SITE_NOT_FOUND);
  const keyMatches = await shareKeyOpens(ctx.db, site, shareKey);
  if (site.visibility === 'share_link' && shareKey && !keyMatches) throw notFound(SITE_NOT_FOUND);
  const publishedSiteReader = visitorMayRead(site, keyMatches);
  if (!canReadSites(viewer) && !publishedSiteReader) throw notFound(SITE_NOT_FOUND);
  return { site, viewer, shareKey: site.visibility === 'share_link' && keyMatches ? shareKey : undefined, publishedSiteReader };
}
