import { invalidArgument } from '@quire/shared';
import { z } from 'zod';
import { ZDomain } from '../lib/validation';

/** The same limits as SAML provider labels: they share the SSO login list. */
export const ZOidcProviderLabel = z.string().trim().min(1).max(30);
export const ZOidcIssuer = z.string().trim().min(1).max(2048);
export const ZOidcClientId = z.string().trim().max(255);
export const ZOidcClientSecret = z.string().max(1024);
/** Lower-cased domain names, at most 50. */
export const ZAllowedEmailDomains = z.array(ZDomain).max(50);

/** Bounds the unpaginated SSO login list (GET /orgs/{id}/sso) together with the SAML providers. */
export const MAX_OIDC_PROVIDERS_PER_ORGANIZATION = 20;

/** Hosts an `http:` issuer may name, when the operator allows it (QUIRE_OIDC_ALLOW_LOOPBACK_ISSUERS). */
export const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The issuer identifier (OpenID Connect Discovery 1.0, section 2): an `https:` URL without
 * query, fragment or credentials; Quire fetches its discovery document, token endpoint and
 * keys from it. `http:` on a loopback host only when the operator allows it (a provider on the
 * same machine: tests, development). A trailing slash is kept: the issuer must equal the
 * discovery document's `issuer` exactly.
 */
export function parseIssuer(value: string, allowLoopback: boolean): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalidArgument('issuer: must be an absolute URL');
  }
  const loopback = url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
  if (url.protocol !== 'https:' && !(loopback && allowLoopback)) {
    throw invalidArgument(
      allowLoopback ? 'issuer: must be an https URL (http is accepted for localhost and 127.0.0.1 only)' : 'issuer: must be an https URL',
    );
  }
  if (url.username || url.password) throw invalidArgument('issuer: must not contain credentials');
  if (url.search || url.hash || value.includes('?') || value.includes('#')) {
    throw invalidArgument('issuer: must not have a query or fragment');
  }
  return value;
}

/** Settings as a request gives them: undefined leaves a setting as it is, "" clears it. */
export type OidcSettingsInput = {
  issuer?: string;
  clientId?: string;
  clientSecret?: string;
  allowedEmailDomains?: string[];
  defaultTeam?: string;
};

/** The same, checked: undefined = unchanged, null = cleared. */
export type OidcSettings = {
  issuer?: string;
  clientId?: string | null;
  /** Still to be sealed, with the provider's id. */
  clientSecret?: string | null;
  allowedEmailDomains?: string[];
  /** Still to be checked against the organization's teams, in the writing transaction. */
  defaultTeamId?: string | null;
};

const ZTeamId = z.string().max(64).regex(/^[A-Za-z0-9_-]+$/, 'must be a team id');

export function parseOidcSettings(input: OidcSettingsInput, allowLoopback: boolean): OidcSettings {
  const settings: OidcSettings = {};
  if (input.issuer !== undefined) settings.issuer = parseIssuer(input.issuer, allowLoopback);
  if (input.clientId !== undefined) settings.clientId = input.clientId === '' ? null : input.clientId;
  if (input.clientSecret !== undefined) settings.clientSecret = input.clientSecret === '' ? null : input.clientSecret;
  if (input.allowedEmailDomains !== undefined) settings.allowedEmailDomains = [...new Set(input.allowedEmailDomains)];
  if (input.defaultTeam !== undefined) {
    if (input.defaultTeam === '') settings.defaultTeamId = null;
    else if (!ZTeamId.safeParse(input.defaultTeam).success) throw invalidArgument('defaultTeam: must be a team id');
    else settings.defaultTeamId = input.defaultTeam;
  }
  return settings;
}
