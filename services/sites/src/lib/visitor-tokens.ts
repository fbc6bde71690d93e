import { errors, jwtVerify } from 'jose';

/** Registered JWT claims: they say how the token works, not who the visitor is. */
const REGISTERED = new Set(['exp', 'iat', 'nbf', 'jti', 'iss', 'aud']);

/** The longest visitor token Quire reads (a JWT of a few KiB of claims is already large). */
export const MAX_VISITOR_TOKEN_LENGTH = 8192;

export type VisitorTokenCheck = { ok: true; claims: Record<string, unknown>; expiresAt: Date } | { ok: false; refusal: string };

/**
 * GitBook's visitor authentication: a JWT signed HS256 with the site's publishing-auth
 * `privateKey`, which must carry `exp`. Only HS256 is accepted (no `none`, no key confusion);
 * `exp`/`nbf` are checked against the clock with no tolerance beyond 30 s of skew. The claims
 * besides the registered ones are the visitor's, for adaptive content. A refusal says why
 * without repeating the token.
 */
export async function verifyVisitorToken(siteKey: string, token: string, now = new Date()): Promise<VisitorTokenCheck> {
  if (token.length > MAX_VISITOR_TOKEN_LENGTH) return { ok: false, refusal: 'the visitor token is too long' };
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(siteKey), {
      algorithms: ['HS256'],
      requiredClaims: ['exp'],
      clockTolerance: 30,
      currentDate: now,
    });
    const claims: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(payload)) if (!REGISTERED.has(name)) claims[name] = value;
    return { ok: true, claims, expiresAt: new Date((payload.exp as number) * 1000) };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, refusal: 'the visitor token has expired' };
    if (error instanceof errors.JWSSignatureVerificationFailed) return { ok: false, refusal: 'the visitor token is not signed with the site key' };
    if (error instanceof errors.JWTClaimValidationFailed) return { ok: false, refusal: `the visitor token's "${error.claim}" claim is missing or invalid` };
    return { ok: false, refusal: 'the visitor token is not a valid HS256 JWT' };
  }
}
