import { timingSafeEqual } from 'node:crypto';
import type { contentV1 } from '@quire/proto';
import { getPrincipal, notFound, permissionDenied, type CallContext } from '@quire/shared';
import type { SitesContext } from '../context';
import type { Db } from '../db';
import type { Site, SiteRedirect, SiteSection, SiteSectionGroup, SiteShareLink, SiteSpace } from '../generated/prisma/client';
import { shareKeyDigest } from '../lib/share-keys';
import { activeShareLinkHasKey, findShareLink } from '../share-links/queries';
import { findRedirect } from '../site-redirects/queries';
import { findSectionGroup } from '../site-section-groups/queries';
import { findSection } from '../site-sections/queries';
import { findSiteSpace } from '../site-spaces/queries';
import { canManageSites, canReadSites, viewerOf, visitorMayRead, type SiteViewer } from './policy';

// The messages of NOT_FOUND answers, the same whichever rpc gives them.
export const ORGANIZATION_NOT_FOUND = 'No matching organization found';
export const SITE_NOT_FOUND = 'No matching site found';
export const SECTION_NOT_FOUND = 'No matching Site section found';
export const SITE_SPACE_NOT_FOUND = 'No matching Site space found';
export const SHARE_LINK_NOT_FOUND = 'No matching share link found';
export const SECTION_GROUP_NOT_FOUND = 'No matching site section group found';
export const REDIRECT_NOT_FOUND = 'No matching site redirect found';
/** A space named in a request body, which content does not answer for the caller. */
export const SPACE_NOT_FOUND = 'spaceId: no matching space found';
const MANAGE_DENIED = 'Only organization admins and creators can manage sites';

export type SiteAction = 'read' | 'manage';

export async function findSite(db: Db, organizationId: string, siteId: string): Promise<Site | null> {
  return db.site.findFirst({ where: { id: siteId, organizationId } });
}

/**
 * The caller, if they may `action` sites of the organization, before any site is read (listing
 * sites, creating one, deleting one idempotently). Non-members and guests get NOT_FOUND with
 * `notFoundMessage`; members who may only read get PERMISSION_DENIED for `manage`.
 */
export function authorizeIn(callContext: CallContext, organizationId: string, action: SiteAction, notFoundMessage = ORGANIZATION_NOT_FOUND): SiteViewer {
  const viewer = viewerOf(getPrincipal(callContext), organizationId);
  if (!canReadSites(viewer)) throw notFound(notFoundMessage);
  if (action === 'manage' && !canManageSites(viewer)) throw permissionDenied(MANAGE_DENIED);
  return viewer;
}

/**
 * The site, for a member who may `read` or `manage` it. Non-members and guests get
 * NOT_FOUND whatever exists, so ids do not leak across organizations; a reader asking to
 * manage a site that does not exist gets NOT_FOUND too (the site is looked up first).
 */
export async function loadSite(
  ctx: SitesContext,
  callContext: CallContext,
  organizationId: string,
  siteId: string,
  action: SiteAction,
): Promise<{ site: Site; viewer: SiteViewer }> {
  const viewer = viewerOf(getPrincipal(callContext), organizationId);
  if (!canReadSites(viewer)) throw notFound(SITE_NOT_FOUND);
  const site = await findSite(ctx.db, organizationId, siteId);
  if (!site) throw notFound(SITE_NOT_FOUND);
  if (action === 'manage' && !canManageSites(viewer)) throw permissionDenied(MANAGE_DENIED);
  return { site, viewer };
}

/** A section of a site already loaded. */
export async function sectionOf(ctx: SitesContext, site: Site, siteSectionId: string): Promise<SiteSection> {
  const section = await findSection(ctx.db, site.id, siteSectionId);
  if (!section) throw notFound(SECTION_NOT_FOUND);
  return section;
}

/** A site space of a site already loaded. */
export async function siteSpaceOf(ctx: SitesContext, site: Site, siteSpaceId: string): Promise<SiteSpace> {
  const siteSpace = await findSiteSpace(ctx.db, site.id, siteSpaceId);
  if (!siteSpace) throw notFound(SITE_SPACE_NOT_FOUND);
  return siteSpace;
}

/** A section group of a site already loaded. */
export async function sectionGroupOf(ctx: SitesContext, site: Site, groupId: string): Promise<SiteSectionGroup> {
  const group = await findSectionGroup(ctx.db, site.id, groupId);
  if (!group) throw notFound(SECTION_GROUP_NOT_FOUND);
  return group;
}

/** A redirect of a site already loaded. */
export async function redirectOf(ctx: SitesContext, site: Site, redirectId: string): Promise<SiteRedirect> {
  const redirect = await findRedirect(ctx.db, site.id, redirectId);
  if (!redirect) throw notFound(REDIRECT_NOT_FOUND);
  return redirect;
}

/** A share link of a site already loaded. */
export async function shareLinkOf(ctx: SitesContext, site: Site, shareLinkId: string): Promise<SiteShareLink> {
  const link = await findShareLink(ctx.db, site.id, shareLinkId);
  if (!link) throw notFound(SHARE_LINK_NOT_FOUND);
  return link;
}

/**
 * The space `spaceId` of the organization, as content shows it to the caller (one content
 * call): NOT_FOUND when it does not exist, is deleted, or the caller may not read it.
 */
export async function loadSpace(ctx: SitesContext, organizationId: string, spaceId: string, callContext: CallContext): Promise<contentV1.Space> {
  const space = (await ctx.spaces.getSpaces(organizationId, [spaceId], callContext)).get(spaceId);
  if (!space) throw notFound(SPACE_NOT_FOUND);
  return space;
}

/** The site (for `action`, as loadSite) and one of its sections. */
export async function loadSection(
  ctx: SitesContext,
  callContext: CallContext,
  input: { organizationId: string; siteId: string; siteSectionId: string },
  action: SiteAction,
): Promise<{ site: Site; viewer: SiteViewer; section: SiteSection }> {
  const loaded = await loadSite(ctx, callContext, input.organizationId, input.siteId, action);
  return { ...loaded, section: await sectionOf(ctx, loaded.site, input.siteSectionId) };
}

/** The site (for `action`, as loadSite) and one of its site spaces. */
export async function loadSiteSpace(
  ctx: SitesContext,
  callContext: CallContext,
  input: { organizationId: string; siteId: string; siteSpaceId: string },
  action: SiteAction,
): Promise<{ site: Site; viewer: SiteViewer; siteSpace: SiteSpace }> {
  const loaded = await loadSite(ctx, callContext, input.organizationId, input.siteId, action);
  return { ...loaded, siteSpace: await siteSpaceOf(ctx, loaded.site, input.siteSpaceId) };
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
