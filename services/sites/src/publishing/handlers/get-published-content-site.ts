import type { sitesV1 } from '@quire/proto';
import { invalidArgument, notFound, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { SITE_NOT_FOUND, loadSiteForReader } from '../../access/load';
import type { SitesContext } from '../../context';
import { presentSiteCustomization, presentSiteSpaceCustomization, type JsonObject } from '../../customization/presenter';
import { conditionHolds } from '../../lib/conditions';
import { ZId, ZShareKey } from '../../lib/validation';
import { loadSiteStructure, presentSite } from '../../sites/presenter';

/** Quire's limit on the `visitor` claims (JSON text) of the extension. */
const MAX_VISITOR_CLAIMS = 16 * 1024;

const ZGetPublishedContentSiteRequest = z.object({
  organizationId: ZId,
  siteId: ZId,
  shareKey: ZShareKey.optional(),
  visitor: z.string().max(MAX_VISITOR_CLAIMS).optional(),
});

function parseClaims(visitor: string | undefined): Record<string, unknown> | undefined {
  if (visitor === undefined || visitor === '') return undefined;
  let claims: unknown;
  try {
    claims = JSON.parse(visitor);
  } catch {
    throw invalidArgument('visitor: must be a JSON object of claims');
  }
  if (claims === null || typeof claims !== 'object' || Array.isArray(claims)) throw invalidArgument('visitor: must be a JSON object of claims');
  return claims as Record<string, unknown>;
}

/**
 * The published site: its sections and section groups (or root site spaces), full
 * customization settings and scripts. With `visitor` claims (extension), sections and site
 * spaces whose condition is false for them are left out. Groups holding no section shown are
 * left out. Unpublished sites are NOT_FOUND, as for a visitor.
 */
export async function getPublishedContentSite(
  ctx: SitesContext,
  request: sitesV1.GetPublishedContentSiteRequest,
  callContext: CallContext,
): Promise<sitesV1.GetPublishedContentSiteResponse> {
  const input = parseRequest(ZGetPublishedContentSiteRequest, request);
  const claims = parseClaims(input.visitor);
  const { site, shareKey, publishedSiteReader } = await loadSiteForReader(ctx, callContext, input.organizationId, input.siteId, input.shareKey || undefined);
  if (!site.published) throw notFound(SITE_NOT_FOUND);
  const shown = (condition: string | null) => claims === undefined || conditionHolds(condition, claims);
  const { structure, allSiteSpaces, siteSpaces, spaces } = await loadSiteStructure(ctx, site, callContext, {
    shareKey,
    publishedSiteReader,
    shown,
    dropEmptyGroups: true,
  });

  const settings = presentSiteCustomization(site);
  const settingsBySiteSpace: Record<string, JsonObject> = {};
  for (const row of siteSpaces) {
    if (spaces.has(row.spaceId)) settingsBySiteSpace[row.id] = presentSiteSpaceCustomization(settings, row.customization);
  }
  return {
    site: {
      object: 'published-content-site',
      site: presentSite(ctx.urls, site, allSiteSpaces.length, shareKey),
      structure,
      customizations: { site: settings, siteSpaces: settingsBySiteSpace },
      scripts: [],
    },
  };
}
