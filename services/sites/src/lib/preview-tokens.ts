import { jwtVerify, SignJWT } from 'jose';

/** How long a preview URL works: "The URL will be valid for 1 hour." */
export const PREVIEW_TOKEN_TTL_SECONDS = 3600;

/** The `kind` claim of a preview token: a visitor token (signed with the same key) is not one. */
const PREVIEW_KIND = 'preview';

/** What a preview token grants: reading `site` (at `siteSpace`) as a visitor with `claims`, until `expiresAt`. */
export type PreviewGrant = {
  site: string;
  siteSpace: string;
  /** The visitor claims to preview adaptive content with (the Rison `claims` of the request). */
  claims?: Record<string, unknown>;
  expiresAt: Date;
};

const keyOf = (siteKey: string) => new TextEncoder().encode(siteKey);

/**
 * A preview token: a compact JWS (HS256) signed with the site's publishing key (its share
 * key, `privateKey` of SitePublishingAuth), claims `{ kind: "preview", site, siteSpace,
 * claims, exp }` expiring after one hour. Regenerating the site's key voids every preview
 * token at once.
 */
export async function signPreviewToken(siteKey: string, grant: Omit<PreviewGrant, 'expiresAt'>, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = new Date((issuedAt + PREVIEW_TOKEN_TTL_SECONDS) * 1000);
  const token = await new SignJWT({ kind: PREVIEW_KIND, site: grant.site, siteSpace: grant.siteSpace, ...(grant.claims && { claims: grant.claims }) })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + PREVIEW_TOKEN_TTL_SECONDS)
    .sign(keyOf(siteKey));
  return { token, expiresAt };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The grant of a preview token signed with `siteKey`, or undefined when it is not one: a bad
 * signature (another site's key, a regenerated key), another algorithm, an expired token, or
 * a JWT that is not a preview token (a visitor token signed with the same key). The caller
 * checks that `site` is the site it serves.
 */
export async function verifyPreviewToken(siteKey: string, token: string, now = new Date()): Promise<PreviewGrant | undefined> {
  try {
    const { payload } = await jwtVerify(token, keyOf(siteKey), { algorithms: ['HS256'], requiredClaims: ['exp'], currentDate: now });
    if (payload.kind !== PREVIEW_KIND || typeof payload.site !== 'string' || typeof payload.siteSpace !== 'string') return undefined;
    if (payload.claims !== undefined && !isObject(payload.claims)) return undefined;
    // A token claiming to last longer than a preview does was not made here.
    if ((payload.exp as number) - now.getTime() / 1000 > PREVIEW_TOKEN_TTL_SECONDS + 60) return undefined;
    return { site: payload.site, siteSpace: payload.siteSpace, claims: payload.claims as Record<string, unknown> | undefined, expiresAt: new Date((payload.exp as number) * 1000) };
  } catch {
    return undefined;
  }
}
