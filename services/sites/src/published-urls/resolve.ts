import { createHash } from 'node:crypto';
import type { sitesV1 } from '@quire/proto';
import { getPrincipal, notFound, type CallContext } from '@quire/shared';
import { shareKeyOpens } from '../access/load';
import { canReadSites, viewerOf } from '../access/policy';
import type { SitesContext } from '../context';
import type { Site } from '../generated/prisma/client';
import { conditionHolds } from '../lib/conditions';
import { verifyPreviewToken } from '../lib/preview-tokens';
import { segmentsUnder, siteSpaceAtPath } from '../lib/published-paths';
import { siteBaseUrl } from '../lib/urls';
import { ZId } from '../lib/validation';
import { verifyVisitorToken } from '../lib/visitor-tokens';
import { signSiteApiToken } from './api-tokens';
import { siteNamed, structureOf } from './queries';

/** The contract's 404 message for both resolvers. */
export const NO_CONTENT = 'No content found for the URL.';

export type PublishedUrlQuestion = {
  url: string;
  /** On a refused visitor token: answer the site's fallback URL (`{ target: "external", redirect }`) instead of 404. */
  redirectOnError: boolean;
  /** A visitor token (JWT, HS256 with the site's key): `visitor.jwtToken` or `visitorAuthToken`. */
  visitorToken?: string;
  unsignedClaims?: Record<string, unknown>;
};

/** Who the caller may read the site as, or why not. */
type Access = { claims?: Record<string, unknown>; visitorSession: boolean; shareKey?: string } | { refused: true };

/**
 * The access a reader of the site gets (docs/sites.md "Published URLs"): a valid `?preview=`
 * token opens the site whatever its state; otherwise only a published site, public and
 * unlisted to anyone, share-link with a `?share=` key that opens it, visitor-auth with a
 * verified visitor token (`visitorToken`, else `?jwt_token=`). Members of the organization
 * read published sites without key or token, but a wrong key or token is refused to them
 * too, so a revoked key stops working everywhere.
 */
async function accessOf(ctx: SitesContext, callContext: CallContext, site: Site, url: URL, visitorToken: string | undefined): Promise<Access> {
  const preview = url.searchParams.get('preview');
  if (preview) {
    const grant = await verifyPreviewToken(site.shareKey, preview);
    if (grant && grant.site === site.id) return { claims: grant.claims, visitorSession: false };
  }
  if (!site.published) throw notFound(NO_CONTENT);
  const member = canReadSites(viewerOf(getPrincipal(callContext), site.organizationId));
  switch (site.visibility) {
    case 'public':
    case 'unlisted':
      return { visitorSession: false };
    case 'share_link': {
      const shareKey = url.searchParams.get('share') ?? undefined;
      if (shareKey === undefined) {
        if (member) return { visitorSession: false };
        throw notFound(NO_CONTENT);
      }
      if (!(await shareKeyOpens(ctx.db, site, shareKey))) throw notFound(NO_CONTENT);
      return { visitorSession: false, shareKey };
    }
    case 'visitor_auth': {
      const token = visitorToken ?? url.searchParams.get('jwt_token') ?? undefined;
      if (token === undefined) return member ? { visitorSession: false } : { refused: true };
      const check = await verifyVisitorToken(site.shareKey, token);
      return check.ok ? { claims: check.claims, visitorSession: true } : { refused: true };
    }
  }
  throw notFound(NO_CONTENT);
}

/** The URL's path segments below QUIRE_SITES_URL as written (percent-escapes kept). */
function rawSegmentsUnder(sitesUrl: string, url: URL): string[] {
  const basePath = new URL(`${sitesUrl}/`).pathname;
  return url.pathname
    .slice(basePath.length)
    .split('/')
    .filter((segment) => segment !== '');
}

const pathOf = (sitesUrl: string, segments: string[]) => `${new URL(`${sitesUrl}/`).pathname}${segments.map((segment) => `${segment}/`).join('')}`;

/** The contract's `contextId`: what about the visitor changes what they see (their claims), as a digest. */
const contextIdOf = (claims: Record<string, unknown>) => createHash('sha256').update(canonicalJson(claims)).digest('base64url').slice(0, 22);

/** JSON with object keys sorted, so that equal claims give equal digests. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * What a URL under QUIRE_SITES_URL shows, as GitBook "PublishedSiteContentLookup": exactly
 * one of its branches, never the fields of both. NOT_FOUND `No content found for the URL.`
 * for any URL that shows nothing to this caller (other hosts, unknown sites, unpublished
 * sites, a wrong share key, a section or site space the visitor's claims hide).
 */
export async function resolvePublishedContent(ctx: SitesContext, callContext: CallContext, question: PublishedUrlQuestion): Promise<sitesV1.PublishedSiteContentLookup> {
  const segments = segmentsUnder(ctx.urls.sitesUrl, question.url);
  if (!segments || segments.length < 2 || !ZId.safeParse(segments[0]).success) throw notFound(NO_CONTENT);
  const [organizationId, siteName, ...rest] = segments;
  const site = await siteNamed(ctx.db, organizationId, siteName);
  if (!site) throw notFound(NO_CONTENT);
  const url = new URL(question.url);
  const access = await accessOf(ctx, callContext, site, url, question.visitorToken);
  if ('refused' in access) {
    if (question.redirectOnError && site.fallbackUrl) return { target: 'external', redirect: site.fallbackUrl };
    throw notFound(NO_CONTENT);
  }

  const { sections, siteSpaces } = await structureOf(ctx.db, site.id);
  const at = siteSpaceAtPath(rest, sections, siteSpaces);
  if (!at) throw notFound(NO_CONTENT);
  const { section, siteSpace } = at;
  // Adaptive content: a section or site space the visitor's claims hide shows nothing. A member
  // asking without claims sees everything, as the published view does without `visitor`.
  const claims = { ...(access.claims ?? {}), ...(question.unsignedClaims && { unsigned: question.unsignedClaims }) };
  const judged = access.claims !== undefined || question.unsignedClaims !== undefined || !canReadSites(viewerOf(getPrincipal(callContext), organizationId));
  if (judged && !(conditionHolds(section?.condition ?? null, claims) && conditionHolds(siteSpace.condition, claims))) throw notFound(NO_CONTENT);

  const raw = rawSegmentsUnder(ctx.urls.sitesUrl, url);
  const consumed = 2 + (at.sectionNamed ? 1 : 0) + (at.siteSpaceNamed ? 1 : 0);
  const groupSize = siteSpaces.filter((candidate) => candidate.sectionId === (section?.id ?? null)).length;
  // Complete: no further segment could name a section or site space before the page path.
  const complete = at.rest.length > 0 || ((at.sectionNamed || sections.length <= 1) && (at.siteSpaceNamed || groupSize <= 1));
  const canonicalSegments = [...(section ? [section.path] : []), siteSpace.path, ...at.rest];
  return {
    site: site.id,
    siteSection: section?.id,
    siteSpace: siteSpace.id,
    space: siteSpace.spaceId,
    pathname: at.rest.join('/'),
    basePath: pathOf(ctx.urls.sitesUrl, raw.slice(0, consumed)),
    siteBasePath: pathOf(ctx.urls.sitesUrl, raw.slice(0, 2)),
    apiToken: await signSiteApiToken(site.shareKey, { organization: organizationId, site: site.id, siteSpace: siteSpace.id, space: siteSpace.spaceId }),
    organization: organizationId,
    complete,
    shareKey: access.shareKey,
    contextId: access.visitorSession ? contextIdOf(claims) : undefined,
    canonicalUrl: `${siteBaseUrl(ctx.urls, site)}/${canonicalSegments.map(encodeURIComponent).join('/')}`,
  };
}
