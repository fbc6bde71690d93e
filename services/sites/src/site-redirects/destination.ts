import { sitesV1 } from '@quire/proto';
import { invalidArgument, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { pageKey } from '../clients/content';
import type { SitesContext } from '../context';
import type { Site } from '../generated/prisma/client';
import { ZId } from '../lib/validation';
import { findSiteSpace } from '../site-spaces/queries';
import type { RedirectDestination } from './commands/redirect-creator';

const K = sitesV1.SiteRedirectDestinationKind;

/**
 * GitBook "SiteRedirectDestination" from a request: `kind` and the ids that kind requires
 * (those of other kinds are ignored), as the columns of a redirect.
 */
export const ZRedirectDestination = z
  .object({ kind: z.number(), siteSectionId: ZId.optional(), siteSpaceId: ZId.optional(), pageId: ZId.optional() })
  .transform((value, context): RedirectDestination => {
    const require = (field: 'siteSectionId' | 'siteSpaceId' | 'pageId'): string => {
      const id = value[field];
      if (id === undefined) context.addIssue({ code: 'custom', path: [field], message: 'is required' });
      return id ?? '';
    };
    switch (value.kind) {
      case K.SITE_REDIRECT_DESTINATION_KIND_SITE_SECTION:
        return { kind: 'site_section', siteSectionId: require('siteSectionId'), siteSpaceId: null, pageId: null };
      case K.SITE_REDIRECT_DESTINATION_KIND_SITE_SPACE:
        return { kind: 'site_space', siteSectionId: null, siteSpaceId: require('siteSpaceId'), pageId: null };
      case K.SITE_REDIRECT_DESTINATION_KIND_SITE_PAGE:
        return { kind: 'site_page', siteSectionId: null, siteSpaceId: require('siteSpaceId'), pageId: require('pageId') };
      default:
        context.addIssue({ code: 'custom', path: ['kind'], message: 'must be "site-section", "site-space" or "site-page"' });
        return z.NEVER;
    }
  });

/**
 * For a site-page destination: the site space is in the site and the page is in its space's
 * current revision (asked of content), else INVALID_ARGUMENT. Sections and site spaces are
 * checked again under the site's lock when the redirect is written.
 */
export async function checkDestinationPage(ctx: SitesContext, site: Site, destination: RedirectDestination, callContext: CallContext): Promise<void> {
  if (destination.kind !== 'site_page') return;
  const siteSpace = await findSiteSpace(ctx.db, site.id, destination.siteSpaceId);
  if (!siteSpace) throw invalidArgument(`destination.siteSpaceId: no site space ${destination.siteSpaceId} in this site`);
  const paths = await ctx.pages.pagePaths(site.organizationId, [{ spaceId: siteSpace.spaceId, pageId: destination.pageId }], callContext);
  if (!paths.has(pageKey(siteSpace.spaceId, destination.pageId))) {
    throw invalidArgument(`destination.pageId: no page ${destination.pageId} in the space of site space ${siteSpace.id}`);
  }
}
