import { X509Certificate } from 'node:crypto';
import { invalidArgument } from '@quire/shared';
import { z } from 'zod';

/** Contract limits (SAMLProviderLabel, SAMLProviderEntityID, SAMLProviderCertificate, URL). */
export const ZSamlProviderLabel = z.string().trim().min(1).max(30);
export const ZSamlEntityId = z.string().trim().max(1024);
export const ZSamlCertificate = z.string().max(10_000);
export const ZSsoUrl = z.string().trim().max(2048);

/** Bounds the unpaginated SSO login list (GET /orgs/{id}/sso) and what one organization stores. */
export const MAX_SAML_PROVIDERS_PER_ORGANIZATION = 20;

/** RSA keys shorter than this are refused: they no longer protect a signature. */
export const MIN_RSA_KEY_BITS = 2048;

/** Hosts an `http:` SSO URL may name: an identity provider on the same machine (tests, development). */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The identity provider's SSO URL, where browsers are sent with the AuthnRequest: `https:`, or
 * `http:` on a loopback host only. Quire itself never connects to it.
 */
export function parseSsoUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalidArgument('ssoURL: must be an absolute URL');
  }
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
  if (!secure) throw invalidArgument('ssoURL: must be an https URL (http is accepted for localhost and 127.0.0.1 only)');
  if (url.username || url.password) throw invalidArgument('ssoURL: must not contain credentials');
  return url.toString();
}

export type ParsedCertificate = { pem: string; notBefore: Date; notAfter: Date };

const PEM_CERTIFICATE = /^-----BEGIN CERTIFICATE-----\s+[A-Za-z0-9+/=\s]+-----END CERTIFICATE-----$/;

const certificateDate = (text: string): Date | undefined => {
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

/**
 * One X.509 certificate in PEM, the identity provider's signing certificate: parsed with
 * Node's X509Certificate, an RSA key (what XML signatures of SAML use) of at least 2048 bits,
 * and valid at `now`. Answers it as Node re-encodes it, with its validity period.
 */
export function parseCertificate(text: string, now: Date): ParsedCertificate {
  const pem = text.trim();
  if (!PEM_CERTIFICATE.test(pem)) {
    throw invalidArgument('certificate: must be one X.509 certificate in PEM format (-----BEGIN CERTIFICATE----- ... -----END CERTIFICATE-----)');
  }
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(pem);
  } catch {
    throw invalidArgument('certificate: is not a valid X.509 certificate (its PEM content could not be parsed)');
  }
  const notBefore = certificateDate(certificate.validFrom);
  const notAfter = certificateDate(certificate.validTo);
  if (!notBefore || !notAfter) throw invalidArgument('certificate: has an unreadable validity period');
  const key = certificate.publicKey;
  if (key.asymmetricKeyType !== 'rsa') {
    throw invalidArgument(`certificate: must hold an RSA key (SAML signatures are RSA), not ${key.asymmetricKeyType ?? 'an unknown key type'}`);
  }
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (bits < MIN_RSA_KEY_BITS) throw invalidArgument(`certificate: its RSA key has ${bits} bits; at least ${MIN_RSA_KEY_BITS} are required`);
  if (now.getTime() >= notAfter.getTime()) throw invalidArgument(`certificate: expired on ${notAfter.toISOString()}`);
  if (now.getTime() < notBefore.getTime()) throw invalidArgument(`certificate: is not valid before ${notBefore.toISOString()}`);
  return { pem: certificate.toString().trim(), notBefore, notAfter };
}

/** Settings of a provider as a request gives them: undefined leaves a setting as it is, "" clears it. */
export type ProviderSettingsInput = {
  entityId?: string;
  certificate?: string;
  ssoUrl?: string;
  defaultTeam?: string;
};

/** The same, checked and ready to store: undefined = unchanged, null = cleared. */
export type ProviderSettings = {
  entityId?: string | null;
  certificate?: ParsedCertificate | null;
  ssoUrl?: string | null;
  /** Still to be checked against the organization's teams, in the writing transaction. */
  defaultTeamId?: string | null;
};

const ZTeamId = z.string().max(64).regex(/^[A-Za-z0-9_-]+$/, 'must be a team id');

/** Checks what can be checked without the database: URL, certificate, id shapes. */
export function parseProviderSettings(input: ProviderSettingsInput, now: Date): ProviderSettings {
  const settings: ProviderSettings = {};
  if (input.entityId !== undefined) settings.entityId = input.entityId === '' ? null : input.entityId;
  if (input.ssoUrl !== undefined) settings.ssoUrl = input.ssoUrl === '' ? null : parseSsoUrl(input.ssoUrl);
  if (input.certificate !== undefined) {
    settings.certificate = input.certificate.trim() === '' ? null : parseCertificate(input.certificate, now);
  }
  if (input.defaultTeam !== undefined) {
    if (input.defaultTeam === '') settings.defaultTeamId = null;
    else if (!ZTeamId.safeParse(input.defaultTeam).success) throw invalidArgument('defaultTeam: must be a team id');
    else settings.defaultTeamId = input.defaultTeam;
  }
  return settings;
}
