import type { sitesV1 } from '@quire/proto';
import { invalidArgument, notFound, parseRequest, type CallContext } from '@quire/shared';
import { parser as RisonParser } from 'rison-node';
import { z } from 'zod';
import { loadSite, SITE_SPACE_NOT_FOUND } from '../../access/load';
import type { SitesContext } from '../../context';
import { signPreviewToken } from '../../lib/preview-tokens';
import { siteBaseUrl } from '../../lib/urls';
import { ZId } from '../../lib/validation';
import { defaultSiteSpace, siteSpaceWithSection } from '../../published-urls/queries';

/** Quire's limit on the Rison `claims`. */
const MAX_CLAIMS_LENGTH = 4096;

const ZGetSitePublishingPreviewRequest = z.object({
  organizationId: ZId,
  siteId: ZId,
  siteSpace: z.union([z.literal(''), ZId]).optional(),
  claims: z.string().max(MAX_CLAIMS_LENGTH).optional(),
});

/** The `claims` query parameter: a Rison-encoded object, else 400. */
export function parseRisonClaims(claims: string | undefined): Record<string, unknown> | undefined {
  if (claims === undefined || claims === '') return undefined;
  let failed = false;
  const parser = new RisonParser(() => {
    failed = true;
  });
  // The library's own `error` prints the input with console.log; record the failure only.
  parser.error = function (this: InstanceType<typeof RisonParser>, message: string) {
    this.message = message;
    return undefined;
  };
  let value: unknown;
  try {
    value = parser.parse(claims);
  } catch {
    // After an error the parser may go on and trip over its own state.
    failed = true;
  }
  if (failed) throw invalidArgument('claims: is not valid Rison');
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw invalidArgument('claims: must be a Rison-encoded object, e.g. (plan:pro,beta:!t)');
  return value as Record<string, unknown>;
}

/**
 * getSitePublishingPreviewById: members of the organization (not guests) get a URL of the site
 * space (the default one when `siteSpace` is absent) under QUIRE_SITES_URL, published or not,
 * with `?preview=<token>`: a JWS signed with the site's key, valid one hour, carrying the
 * claims to preview adaptive content with (lib/preview-tokens.ts). The reader honours it.
 */
export async function getSitePublishingPreview(
  ctx: SitesContext,
  request: sitesV1.GetSitePublishingPreviewRequest,
  callContext: CallContext,
): Promise<sitesV1.GetSitePublishingPreviewResponse> {
  const input = parseRequest(ZGetSitePublishingPreviewRequest, request);
  const claims = parseRisonClaims(input.claims);
  const { site } = await loadSite(ctx, callContext, input.organizationId, input.siteId, 'read');
  const siteSpace = input.siteSpace ? await siteSpaceWithSection(ctx.db, site.id, input.siteSpace) : await defaultSiteSpace(ctx.db, site.id);
  if (!siteSpace) {
    if (input.siteSpace) throw notFound(SITE_SPACE_NOT_FOUND);
    throw invalidArgument('siteSpace: the site has no site space to preview');
  }
  const { token } = await signPreviewToken(site.shareKey, { site: site.id, siteSpace: siteSpace.id, claims });
  const segments = [...(siteSpace.section ? [siteSpace.section.path] : []), siteSpace.path];
  return { url: `${siteBaseUrl(ctx.urls, site)}/${segments.map(encodeURIComponent).join('/')}?preview=${token}` };
}
