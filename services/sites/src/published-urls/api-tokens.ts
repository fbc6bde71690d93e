import { jwtVerify, SignJWT } from 'jose';

// The `apiToken` of a resolved published URL: "Short-lived API token to fetch content related
// to the space in the context of the URL" (docs/sites.md "Published URLs").

/** How long an API token of a published URL works. */
export const SITE_API_TOKEN_TTL_SECONDS = 3600;
/** Tells these tokens from user (`gb_api_`) and installation (`gb_inst_`) tokens. */
export const SITE_API_TOKEN_PREFIX = 'gb_site_';
const API_KIND = 'site-api';

export type SiteApiGrant = { organization: string; site: string; siteSpace: string; space: string; expiresAt: Date };

const keyOf = (siteKey: string) => new TextEncoder().encode(siteKey);

/**
 * `gb_site_` + a compact JWS (HS256) signed with the site's publishing key, claims
 * `{ kind: "site-api", organization, site, siteSpace, space, exp }`: reading one space the
 * site publishes, for one hour. Regenerating the site's key voids it.
 */
export async function signSiteApiToken(siteKey: string, grant: Omit<SiteApiGrant, 'expiresAt'>, now = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const jws = await new SignJWT({ kind: API_KIND, organization: grant.organization, site: grant.site, siteSpace: grant.siteSpace, space: grant.space })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + SITE_API_TOKEN_TTL_SECONDS)
    .sign(keyOf(siteKey));
  return `${SITE_API_TOKEN_PREFIX}${jws}`;
}

/** The site id a token claims (unverified), to find the key it must be verified with. */
export function claimedSite(token: string): string | undefined {
  if (!token.startsWith(SITE_API_TOKEN_PREFIX)) return undefined;
  const payload = token.slice(SITE_API_TOKEN_PREFIX.length).split('.')[1];
  if (!payload) return undefined;
  try {
    const site = (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { site?: unknown }).site;
    return typeof site === 'string' ? site : undefined;
  } catch {
    return undefined;
  }
}

/** The grant of a token signed with `siteKey`, or undefined (bad signature, expired, too long-lived, not one). */
export async function verifySiteApiToken(siteKey: string, token: string, now = new Date()): Promise<SiteApiGrant | undefined> {
  if (!token.startsWith(SITE_API_TOKEN_PREFIX)) return undefined;
  try {
    const { payload } = await jwtVerify(token.slice(SITE_API_TOKEN_PREFIX.length), keyOf(siteKey), { algorithms: ['HS256'], requiredClaims: ['exp'], currentDate: now });
    const { kind, organization, site, siteSpace, space } = payload;
    if (kind !== API_KIND || typeof organization !== 'string' || typeof site !== 'string' || typeof siteSpace !== 'string' || typeof space !== 'string') return undefined;
    if ((payload.exp as number) - now.getTime() / 1000 > SITE_API_TOKEN_TTL_SECONDS + 60) return undefined;
    return { organization, site, siteSpace, space, expiresAt: new Date((payload.exp as number) * 1000) };
  } catch {
    return undefined;
  }
}
