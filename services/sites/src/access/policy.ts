import { membershipRole, roleAtLeast, type MemberRole, type Principal } from '@quire/shared';
import type { SiteVisibility } from '../generated/prisma/client';

/** The caller's role in the site's organization: undefined when not a member, null for a guest. */
export type SiteViewer = { principal: Principal; role: MemberRole | null | undefined };

export const viewerOf = (principal: Principal, organizationId: string): SiteViewer => ({
  principal,
  role: membershipRole(principal, organizationId),
});

/** Members of the organization (not guests: nothing on a site is shared with them) read sites. */
export const canReadSites = (viewer: SiteViewer): boolean => viewer.role !== undefined && viewer.role !== null;

/** Organization admins and creators manage sites, their structure, share keys and schemas. */
export const canManageSites = (viewer: SiteViewer): boolean => roleAtLeast(viewer.role, 'create');

/**
 * Who else reads a site's published structure (published view, section and site-space
 * lists): anyone when the site is published and public or unlisted, and anyone holding the
 * share key of a published share-link site. Visitor-auth sites are read by visitors through
 * a JWT, which this API does not take.
 */
export function visitorMayRead(site: { published: boolean; visibility: SiteVisibility }, shareKeyMatches: boolean): boolean {
  if (!site.published) return false;
  if (site.visibility === 'public' || site.visibility === 'unlisted') return true;
  return site.visibility === 'share_link' && shareKeyMatches;
}
