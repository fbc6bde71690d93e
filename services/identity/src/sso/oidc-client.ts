import { createHash } from 'node:crypto';
import * as client from 'openid-client';
import { LoginFailure, type LoginFailureReason } from './login-failure';

/**
 * What identity fetches from an OpenID provider, and how (docs/sso.md, "Connections to the
 * provider"). Sign-in is identity's own business, not integration egress: it connects to the
 * issuer itself, but only there:
 * - every request (discovery document, token endpoint, JWKS, userinfo) must go to the
 *   issuer's own origin (scheme, host and port); endpoints the discovery document places
 *   elsewhere are refused, so an admin's issuer cannot make identity call other hosts;
 * - redirects are not followed;
 * - each request has OIDC_FETCH_TIMEOUT_MS in all, and each response at most
 *   OIDC_MAX_RESPONSE_BYTES (read in a stream and cut there).
 */
export const OIDC_FETCH_TIMEOUT_MS = 5_000;
export const OIDC_MAX_RESPONSE_BYTES = 256 * 1024;
/** Discovery documents and keys are reused this long per provider configuration. */
const CONFIGURATION_TTL_MS = 10 * 60_000;
const MAX_CACHED_CONFIGURATIONS = 200;

/** What identity asks for: the ID token, and the person's email and name. */
export const OIDC_SCOPE = 'openid email profile';

class OidcEgressError extends Error {
  override name = 'OidcEgressError';
}

async function readCapped(body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<Uint8Array> {
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new OidcEgressError(`the response is larger than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

export type OidcFetchLimits = { timeoutMs: number; maxBytes: number };

/** openid-client's fetch for one issuer: its origin only, no redirects, bounded in time and size. */
export function issuerFetch(issuer: string, limits: OidcFetchLimits): client.CustomFetch {
  const origin = new URL(issuer).origin;
  return async (url, options) => {
    if (new URL(url).origin !== origin) throw new OidcEgressError("an endpoint outside the issuer's origin was refused");
    const timeout = AbortSignal.timeout(limits.timeoutMs);
    const response = await fetch(url, {
      method: options.method,
      headers: options.headers,
      body: options.body as RequestInit['body'],
      redirect: 'manual',
      signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
    });
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > limits.maxBytes) {
      await response.body?.cancel().catch(() => undefined);
      throw new OidcEgressError(`the response is larger than ${limits.maxBytes} bytes`);
    }
    const bytes = await readCapped(response.body, limits.maxBytes);
    const headers = new Headers(response.headers);
    // The body is already decoded and measured.
    headers.delete('content-encoding');
    headers.delete('content-length');
    const empty = response.status === 204 || response.status === 304 || (response.status >= 100 && response.status < 200);
    return new Response(empty ? null : bytes, { status: response.status, statusText: response.statusText, headers });
  };
}

export type OidcClientSettings = {
  id: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Part of the cache key: a changed provider is discovered again. */
  updatedAt: Date;
};

const configurations = new Map<string, { configuration: client.Configuration; expiresAt: number }>();

const cacheKey = (provider: OidcClientSettings) =>
  createHash('sha256').update(JSON.stringify([provider.id, provider.issuer, provider.clientId, provider.clientSecret, provider.updatedAt.getTime()])).digest('hex');

/**
 * The provider's configuration from its discovery document (openid-client checks that its
 * `issuer` is the configured one), cached per provider settings for a few minutes with the
 * JWKS openid-client caches in it. ID tokens are verified against the JWKS signature as well
 * (enableNonRepudiationChecks), not only trusted for coming over TLS from the token endpoint.
 */
export async function oidcConfiguration(provider: OidcClientSettings, limits: OidcFetchLimits): Promise<client.Configuration> {
  const key = cacheKey(provider);
  const cached = configurations.get(key);
  if (cached && cached.expiresAt > Date.now()) return cached.configuration;
  const issuer = new URL(provider.issuer);
  let configuration: client.Configuration;
  try {
    configuration = await client.discovery(issuer, provider.clientId, undefined, client.ClientSecretBasic(provider.clientSecret), {
      [client.customFetch]: issuerFetch(provider.issuer, limits),
      execute: issuer.protocol === 'http:' ? [client.allowInsecureRequests] : [],
      timeout: Math.ceil(limits.timeoutMs / 1000),
    });
  } catch {
    throw new LoginFailure('oidc-provider-unreachable');
  }
  const { token_endpoint: tokenEndpoint, jwks_uri: jwksUri, authorization_endpoint: authorizationEndpoint } = configuration.serverMetadata();
  const inside = (endpoint: string | undefined) => endpoint !== undefined && new URL(endpoint).origin === issuer.origin;
  // Checked here too, so that a provider that names other hosts is refused at the start, not
  // half-way through a sign-in. The authorization endpoint is the browser's, not identity's.
  if (!inside(tokenEndpoint) || !inside(jwksUri) || !authorizationEndpoint) throw new LoginFailure('oidc-provider-unreachable');
  client.enableNonRepudiationChecks(configuration);
  if (configurations.size >= MAX_CACHED_CONFIGURATIONS) {
    const oldest = configurations.keys().next().value;
    if (oldest !== undefined) configurations.delete(oldest);
  }
  configurations.set(key, { configuration, expiresAt: Date.now() + CONFIGURATION_TTL_MS });
  return configuration;
}

/** The one-time values of a sign-in: `state` and `nonce` go to the provider, the verifier stays. */
export type LoginSecrets = { state: string; nonce: string; codeVerifier: string };

export function newLoginSecrets(): LoginSecrets {
  return { state: client.randomState(), nonce: client.randomNonce(), codeVerifier: client.randomPKCECodeVerifier() };
}

/** What the database keeps of a state: its hash (a leaked row does not answer a callback). */
export const stateHash = (state: string): string => createHash('sha256').update(state).digest('base64url');

/** The authorization endpoint with the request: code flow, PKCE (S256), state and nonce. */
export async function authorizationUrl(configuration: client.Configuration, redirectUri: string, secrets: LoginSecrets): Promise<string> {
  const codeChallenge = await client.calculatePKCECodeChallenge(secrets.codeVerifier);
  return client
    .buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: OIDC_SCOPE,
      state: secrets.state,
      nonce: secrets.nonce,
      code_challenge: codeChallenge,
      code_challenge_method: 'S256',
    })
    .toString();
}

export type VerifiedIdentity = { email: string; displayName?: string; subject: string };

export type CallbackParameters = { code?: string; state: string; iss?: string };

const stringClaim = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/**
 * Exchanges the code at the token endpoint (with the PKCE verifier and the client secret) and
 * verifies the ID token: signature with the provider's JWKS, `iss`, `aud` (this client id),
 * `exp`/`iat`, and the `nonce` of this sign-in, which must be present. The email must come
 * with `email_verified: true`, from the ID token or, when the provider keeps it out of the ID
 * token, from its userinfo endpoint (for the same `sub`).
 */
export async function verifyCallback(
  configuration: client.Configuration,
  redirectUri: string,
  parameters: CallbackParameters,
  secrets: LoginSecrets,
): Promise<VerifiedIdentity> {
  const currentUrl = new URL(redirectUri);
  if (parameters.code !== undefined) currentUrl.searchParams.set('code', parameters.code);
  currentUrl.searchParams.set('state', parameters.state);
  if (parameters.iss !== undefined) currentUrl.searchParams.set('iss', parameters.iss);
  let claims: client.IDToken;
  let accessToken: string;
  try {
    const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
      pkceCodeVerifier: secrets.codeVerifier,
      expectedNonce: secrets.nonce,
      expectedState: secrets.state,
      idTokenExpected: true,
    });
    const idTokenClaims = tokens.claims();
    if (!idTokenClaims) throw new LoginFailure('id-token-invalid');
    claims = idTokenClaims;
    accessToken = tokens.access_token;
  } catch (error) {
    throw new LoginFailure(reasonOfOidcError(error));
  }
  let email = stringClaim(claims.email);
  let verified = claims.email_verified;
  let name = stringClaim(claims.name);
  if (email === undefined) {
    try {
      const userInfo = await client.fetchUserInfo(configuration, accessToken, claims.sub);
      email = stringClaim(userInfo.email);
      verified = userInfo.email_verified;
      name ??= stringClaim(userInfo.name);
    } catch (error) {
      throw new LoginFailure(reasonOfOidcError(error));
    }
  }
  if (email === undefined || !email.includes('@')) throw new LoginFailure('email-missing');
  if (verified !== true) throw new LoginFailure('email-unverified');
  return { email: email.toLowerCase(), displayName: name?.slice(0, 255), subject: claims.sub };
}

/** The messages and claims along an error's cause chain (openid-client wraps oauth4webapi's). */
function describe(error: unknown): { codes: string[]; messages: string[]; claims: string[] } {
  const codes: string[] = [];
  const messages: string[] = [];
  const claims: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 6; depth++) {
    const node = current as { code?: unknown; message?: unknown; claim?: unknown; cause?: unknown };
    if (typeof node.code === 'string') codes.push(node.code);
    if (typeof node.message === 'string') messages.push(node.message);
    if (typeof node.claim === 'string') claims.push(node.claim);
    current = node.cause;
  }
  return { codes, messages, claims };
}

/**
 * The reason behind an error of the code exchange or the ID token's validation. openid-client's
 * own messages are never shown or logged (they can quote claims); they are only mapped here.
 */
export function reasonOfOidcError(error: unknown): LoginFailureReason {
  if (error instanceof LoginFailure) return error.reason;
  if (error instanceof client.ResponseBodyError) return 'code-rejected';
  if (error instanceof client.AuthorizationResponseError) return 'idp-refused';
  const { codes, messages, claims } = describe(error);
  const said = (text: string) => messages.some((message) => message.includes(text));
  if (said('signature verification failed') || codes.includes('OAUTH_KEY_SELECTION_FAILED')) return 'id-token-signature';
  if (codes.includes('OAUTH_JWT_TIMESTAMP_CHECK_FAILED')) return 'id-token-expired';
  if (claims.includes('nonce') || said('"nonce"')) return 'id-token-nonce';
  if (claims.includes('aud') || claims.includes('azp') || said('"aud"') || said('"azp"')) return 'id-token-audience';
  if (claims.includes('iss') || said('"iss"')) return 'id-token-issuer';
  if (said('"state"')) return 'unknown-state';
  if (error instanceof OidcEgressError || codes.some((code) => code === 'OAUTH_RESPONSE_IS_NOT_CONFORM' || code === 'OAUTH_RESPONSE_IS_NOT_JSON')) {
    return 'oidc-provider-unreachable';
  }
  if (error instanceof TypeError || (error instanceof Error && error.name === 'AbortError') || (error instanceof DOMException && error.name === 'TimeoutError')) {
    return 'oidc-provider-unreachable';
  }
  return 'id-token-invalid';
}
