import { createPrivateKey, X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import { z } from 'zod';

/** How SSO logins end and what Quire signs with (docs/sso.md). */
export type SsoSettings = {
  /** Lifetime of the API token a SAML login issues. */
  tokenTtlSeconds: number;
  /**
   * Where the browser goes after a login, with the token in the URL fragment
   * (`#token=...&expiresAt=...`). Unset: the ACS answers an HTML page that shows the token.
   */
  returnUrl?: string;
  /** When set, AuthnRequests are signed (HTTP-Redirect binding) and the certificate is in the metadata. */
  signing?: { privateKey: string; certificate: string };
  /**
   * Whether an OIDC provider's issuer may be `http://` on a loopback host (localhost, 127.0.0.1,
   * [::1]): a provider on the same machine, for tests and development. Off by default: identity
   * connects to the issuer, and an organization admin must not point it at local services.
   */
  allowLoopbackOidcIssuers: boolean;
};

export const DEFAULT_SSO_TOKEN_TTL_SECONDS = 3600;
/** Tokens from a login are short-lived: at most a week. */
export const MAX_SSO_TOKEN_TTL_SECONDS = 7 * 24 * 3600;
export const MIN_SSO_TOKEN_TTL_SECONDS = 60;

export function ssoSettings(options: Partial<SsoSettings> = {}): SsoSettings {
  const tokenTtlSeconds = options.tokenTtlSeconds ?? DEFAULT_SSO_TOKEN_TTL_SECONDS;
  if (!Number.isInteger(tokenTtlSeconds) || tokenTtlSeconds < MIN_SSO_TOKEN_TTL_SECONDS || tokenTtlSeconds > MAX_SSO_TOKEN_TTL_SECONDS) {
    throw new Error(`SSO token lifetime must be ${MIN_SSO_TOKEN_TTL_SECONDS}..${MAX_SSO_TOKEN_TTL_SECONDS} seconds, got ${tokenTtlSeconds}`);
  }
  return {
    tokenTtlSeconds,
    returnUrl: options.returnUrl,
    signing: options.signing,
    allowLoopbackOidcIssuers: options.allowLoopbackOidcIssuers ?? false,
  };
}

const optionalPath = z.string().min(1).optional();

/** Environment variables of SAML logins (README's configuration table), for main.ts. */
export const ssoConfig = {
  /** Lifetime of the API token a SAML login issues, in seconds. */
  QUIRE_SSO_TOKEN_TTL_SECONDS: z.coerce.number().int().min(MIN_SSO_TOKEN_TTL_SECONDS).max(MAX_SSO_TOKEN_TTL_SECONDS).default(DEFAULT_SSO_TOKEN_TTL_SECONDS),
  /** Where browsers go after a SAML login, with the token in the URL fragment; unset: a page shows it. */
  QUIRE_SSO_RETURN_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s):// URL' })
    .refine((value) => !value.includes('#'), 'must not have a fragment (the token is put there)')
    .optional(),
  /** PEM private key (RSA) AuthnRequests are signed with; needs QUIRE_SAML_SIGNING_CERT_FILE. */
  QUIRE_SAML_SIGNING_KEY_FILE: optionalPath,
  /** PEM certificate of that key, published in the service-provider metadata. */
  QUIRE_SAML_SIGNING_CERT_FILE: optionalPath,
  /** `true`: OIDC issuers may be http:// on localhost/127.0.0.1/[::1] (development and tests only). */
  QUIRE_OIDC_ALLOW_LOOPBACK_ISSUERS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
};

type SsoConfig = {
  QUIRE_SSO_TOKEN_TTL_SECONDS: number;
  QUIRE_SSO_RETURN_URL?: string;
  QUIRE_SAML_SIGNING_KEY_FILE?: string;
  QUIRE_SAML_SIGNING_CERT_FILE?: string;
  QUIRE_OIDC_ALLOW_LOOPBACK_ISSUERS?: boolean;
};

/**
 * The settings from the environment. A signing key and certificate are read from their files
 * and must belong together: a mistake stops the service at start, not at the first login.
 */
export function ssoSettingsFromConfig(config: SsoConfig): SsoSettings {
  const { QUIRE_SAML_SIGNING_KEY_FILE: keyFile, QUIRE_SAML_SIGNING_CERT_FILE: certificateFile } = config;
  if (Boolean(keyFile) !== Boolean(certificateFile)) {
    throw new Error('QUIRE_SAML_SIGNING_KEY_FILE and QUIRE_SAML_SIGNING_CERT_FILE are set together or not at all');
  }
  let signing: SsoSettings['signing'];
  if (keyFile && certificateFile) {
    const privateKey = fs.readFileSync(keyFile, 'utf8');
    const certificate = fs.readFileSync(certificateFile, 'utf8');
    if (!new X509Certificate(certificate).checkPrivateKey(createPrivateKey(privateKey))) {
      throw new Error('QUIRE_SAML_SIGNING_CERT_FILE is not the certificate of QUIRE_SAML_SIGNING_KEY_FILE');
    }
    signing = { privateKey, certificate };
  }
  return ssoSettings({
    tokenTtlSeconds: config.QUIRE_SSO_TOKEN_TTL_SECONDS,
    returnUrl: config.QUIRE_SSO_RETURN_URL,
    signing,
    allowLoopbackOidcIssuers: config.QUIRE_OIDC_ALLOW_LOOPBACK_ISSUERS ?? false,
  });
}
