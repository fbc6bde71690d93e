import { sitesV1 } from '@quire/proto';
import { parseRequest } from '@quire/shared';
import { z } from 'zod';
import type { SitesContext } from '../../context';
import { presentSiteCustomization, presentSiteSpaceCustomization } from '../../customization/presenter';
import type { Site } from '../../generated/prisma/client';
import { verifyPreviewToken } from '../../lib/preview-tokens';
import { ZId, ZShareKey } from '../../lib/validation';
import { MAX_VISITOR_TOKEN_LENGTH, verifyVisitorToken } from '../../lib/visitor-tokens';
import { shareKeyOpens } from '../../access/load';
import { readerStructure, siteNamed } from '../queries';

const ZOpenPublishedSiteRequest = z.object({
  organizationId: ZId,
  // A basename or an id: both are limited to these characters (docs/sites.md).
  siteName: z.string().min(1).max(100).regex(/^[A-Za-z0-9._~-]+$/),
  shareKey: ZShareKey.optional(),
  visitorToken: z.string().max(MAX_VISITOR_TOKEN_LENGTH).optional(),
  previewToken: z.string().max(MAX_VISITOR_TOKEN_LENGTH).optional(),
});

type Grant = { grant: sitesV1.ReaderGrant; claims?: Record<string, unknown>; expiresAt?: Date };
type Decision = Grant | { denied: sitesV1.ReaderAccess; refusal?: string };

const NOT_FOUND: Decision = { denied: sitesV1.ReaderAccess.READER_ACCESS_NOT_FOUND };

/**
 * Who may read: a valid preview token opens the site whatever its state (members asked for
 * it); otherwise only a published site, as its visibility says. A wrong share key is NOT_FOUND
 * (as for the API's reader routes), a missing or bad visitor token AUTH_REQUIRED.
 */
async function decide(ctx: SitesContext, site: Site, input: z.infer<typeof ZOpenPublishedSiteRequest>): Promise<Decision> {
  if (input.previewToken) {
    const preview = await verifyPreviewToken(site.shareKey, input.previewToken);
    if (preview && preview.site === site.id) return { grant: sitesV1.ReaderGrant.READER_GRANT_PREVIEW, claims: preview.claims ?? {}, expiresAt: preview.expiresAt };
  }
  if (!site.published) return NOT_FOUND;
  switch (site.visibility) {
    case 'public':
      return { grant: sitesV1.ReaderGrant.READER_GRANT_PUBLIC };
    case 'unlisted':
      return { grant: sitesV1.ReaderGrant.READER_GRANT_UNLISTED };
    case 'share_link':
      return (await shareKeyOpens(ctx.db, site, input.shareKey || undefined)) ? { grant: sitesV1.ReaderGrant.READER_GRANT_SHARE_KEY } : NOT_FOUND;
    case 'visitor_auth': {
      if (!input.visitorToken) return { denied: sitesV1.ReaderAccess.READER_ACCESS_AUTH_REQUIRED, refusal: 'no visitor token' };
      const check = await verifyVisitorToken(site.shareKey, input.visitorToken);
      if (!check.ok) return { denied: sitesV1.ReaderAccess.READER_ACCESS_AUTH_REQUIRED, refusal: check.refusal };
      return { grant: sitesV1.ReaderGrant.READER_GRANT_VISITOR_TOKEN, claims: check.claims, expiresAt: check.expiresAt };
    }
  }
  return NOT_FOUND;
}

/**
 * SiteReaderService.OpenPublishedSite: the site as this visitor may read it, in four queries
 * (the site, then its sections, groups and site spaces). Keys stay here: the reader gets a
 * decision, the structure and the claims of a verified token.
 */
export async function openPublishedSite(ctx: SitesContext, request: sitesV1.OpenPublishedSiteRequest): Promise<sitesV1.OpenPublishedSiteResponse> {
  const input = parseRequest(ZOpenPublishedSiteRequest, request);
  const site = await siteNamed(ctx.db, input.organizationId, input.siteName);
  if (!site) return { access: sitesV1.ReaderAccess.READER_ACCESS_NOT_FOUND, site: undefined, claims: undefined };
  const decision = await decide(ctx, site, input);
  if ('denied' in decision) {
    return {
      access: decision.denied,
      site: undefined,
      claims: undefined,
      refusal: decision.refusal,
      fallbackUrl: decision.denied === sitesV1.ReaderAccess.READER_ACCESS_AUTH_REQUIRED ? (site.fallbackUrl ?? undefined) : undefined,
    };
  }
  const { sections, groups, siteSpaces } = await readerStructure(ctx.db, site.id);
  const customization = presentSiteCustomization(site);
  return {
    access: sitesV1.ReaderAccess.READER_ACCESS_GRANTED,
    grant: decision.grant,
    claims: decision.claims,
    grantExpiresAt: decision.expiresAt,
    site: {
      id: site.id,
      organizationId: site.organizationId,
      title: site.title,
      visibility: site.visibility.replace('_', '-'),
      basename: site.basename ?? undefined,
      published: site.published,
      updatedAt: site.updatedAt,
      sections: sections.map((section) => ({
        id: section.id,
        title: section.title,
        path: section.path,
        default: section.isDefault,
        icon: section.icon ?? undefined,
        condition: section.condition ?? undefined,
        sectionGroupId: section.sectionGroupId ?? undefined,
        position: section.position,
      })),
      sectionGroups: groups.map((group) => ({ id: group.id, title: group.title, icon: group.icon ?? undefined, parentGroupId: group.parentId ?? undefined, position: group.position })),
      siteSpaces: siteSpaces.map((row) => ({
        id: row.id,
        sectionId: row.sectionId ?? undefined,
        spaceId: row.spaceId,
        path: row.path,
        default: row.isDefault,
        condition: row.condition ?? undefined,
        customization: presentSiteSpaceCustomization(customization, row.customization),
      })),
      customization,
    },
  };
}
