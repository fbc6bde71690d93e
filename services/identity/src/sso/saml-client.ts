import { SAML, ValidateInResponseTo, type CacheItem, type CacheProvider, type Profile } from '@node-saml/node-saml';
import { z } from 'zod';
import type { Db } from '../db';
import { serviceProviderEndpoints } from '../saml/presenter';
import type { ActiveSamlProvider } from '../saml/queries';
import type { PublicUrls } from '../lib/urls';
import { LoginFailure, reasonOfValidationError } from './login-failure';
import type { SsoSettings } from './settings';

export const EMAIL_NAME_ID_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';
const BEARER_METHOD = 'urn:oasis:names:tc:SAML:2.0:cm:bearer';

/** How long a login started at the start URL may take at the identity provider. */
export const LOGIN_REQUEST_TTL_MS = 15 * 60_000;
/** Clock difference tolerated between Quire and the identity provider. */
export const ACCEPTED_CLOCK_SKEW_MS = 60_000;
/** An assertion is refused this long after it was issued, whatever its NotOnOrAfter says. */
export const MAX_ASSERTION_AGE_MS = 60 * 60_000;
/** Longest AuthnRequest or Assertion ID looked up or stored. */
const MAX_SAML_ID_LENGTH = 256;

/**
 * node-saml's store of AuthnRequest ids (InResponseTo), kept in `saml_login_requests` so that
 * every identity replica knows every request. A request is consumed by the login transaction
 * (samlLoginCompleter), not here: `removeAsync` changes nothing, so a forged response cannot
 * use up the login it names.
 */
export class LoginRequestStore implements CacheProvider {
  /** Set when a lookup found a request that a completed login already consumed (a replay). */
  replayDetected = false;

  constructor(
    private readonly db: Db,
    private readonly providerId: string,
  ) {}

  async saveAsync(key: string, value: string): Promise<CacheItem> {
    const createdAt = new Date();
    await this.db.samlLoginRequest.create({
      data: { id: key, providerId: this.providerId, createdAt, expiresAt: new Date(createdAt.getTime() + LOGIN_REQUEST_TTL_MS) },
      select: { id: true },
    });
    return { value, createdAt: createdAt.getTime() };
  }

  async getAsync(key: string): Promise<string | null> {
    if (key.length > MAX_SAML_ID_LENGTH) return null;
    const request = await this.db.samlLoginRequest.findFirst({
      where: { id: key, providerId: this.providerId },
      select: { createdAt: true, expiresAt: true, consumedAt: true },
    });
    if (!request) return null;
    if (request.consumedAt) {
      this.replayDetected = true;
      return null;
    }
    return request.expiresAt.getTime() > Date.now() ? request.createdAt.toISOString() : null;
  }

  async removeAsync(): Promise<string | null> {
    return null;
  }
}

function samlFor(urls: PublicUrls, provider: ActiveSamlProvider, store: LoginRequestStore, settings: SsoSettings): SAML {
  const endpoints = serviceProviderEndpoints(urls, provider.organizationId, provider.id);
  return new SAML({
    entryPoint: provider.ssoUrl,
    issuer: endpoints.entityId,
    audience: endpoints.entityId,
    callbackUrl: endpoints.acsUrl,
    idpCert: provider.certificate,
    // The assertion must be covered by a signature with the provider's certificate: its own, or
    // the Response's (node-saml then reads the assertion from the signed Response). Unsigned: refused.
    wantAssertionsSigned: false,
    wantAuthnResponseSigned: false,
    // Only responses to logins started here: no IdP-initiated (unsolicited) logins.
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: LOGIN_REQUEST_TTL_MS,
    cacheProvider: store,
    acceptedClockSkewMs: ACCEPTED_CLOCK_SKEW_MS,
    maxAssertionAgeMs: MAX_ASSERTION_AGE_MS,
    identifierFormat: EMAIL_NAME_ID_FORMAT,
    // Let the identity provider choose how people authenticate (MFA, Kerberos...).
    disableRequestedAuthnContext: true,
    signatureAlgorithm: 'sha256',
    ...(settings.signing && { privateKey: settings.signing.privateKey }),
  });
}

/**
 * The identity provider's SSO URL with a new AuthnRequest (HTTP-Redirect binding, deflated
 * and base64-encoded in `SAMLRequest`; signed with `SigAlg` and `Signature` when Quire has a
 * signing key). The request's id is stored so that the response can be matched to it.
 */
export function authorizeUrl(db: Db, urls: PublicUrls, provider: ActiveSamlProvider, settings: SsoSettings): Promise<string> {
  const store = new LoginRequestStore(db, provider.id);
  return samlFor(urls, provider, store, settings).getAuthorizeUrlAsync('', undefined, {});
}

/** What a validated response established. */
export type VerifiedAssertion = {
  assertionId: string;
  /** The AuthnRequest this response answers. */
  inResponseTo: string;
  /** NameID, lower-cased. */
  email: string;
  /** From a display-name attribute, for people who have no account yet. */
  displayName?: string;
  /** Until when the assertion could still be accepted: how long its id is kept against replays. */
  retainUntil: Date;
};

type XmlNode = { _?: string; $?: Record<string, string> } & { [child: string]: XmlNode[] | string | Record<string, string> | undefined };

const children = (node: XmlNode | undefined, name: string): XmlNode[] => {
  const value = node?.[name];
  return Array.isArray(value) ? value : [];
};

const ZEmailNameId = z.string().trim().max(320).pipe(z.email());

const DISPLAY_NAME_ATTRIBUTES = [
  'displayName',
  'urn:oid:2.16.840.1.113730.3.1.241',
  'http://schemas.microsoft.com/identity/claims/displayname',
];

function displayNameOf(profile: Profile): string | undefined {
  const attributes = (profile.attributes ?? {}) as Record<string, unknown>;
  for (const name of DISPLAY_NAME_ATTRIBUTES) {
    const value = attributes[name];
    if (typeof value === 'string' && value.trim() !== '' && value.trim().length <= 255) return value.trim();
  }
  return undefined;
}

const timeOf = (value: string | undefined): number | undefined => {
  const time = value === undefined ? NaN : Date.parse(value);
  return Number.isNaN(time) ? undefined : time;
};

const BASE64 = /^[A-Za-z0-9+/\s]+={0,2}\s*$/;

/**
 * Validates a posted SAMLResponse against one provider with node-saml (signature with the
 * provider's certificate, InResponseTo against the stored requests, time window, audience),
 * then checks what node-saml leaves to its caller: the assertion's Issuer is the provider's
 * entity ID, a bearer subject confirmation names this provider's ACS URL as Recipient, and
 * the NameID is an email. Every refusal is a LoginFailure.
 */
export async function validateResponse(
  db: Db,
  urls: PublicUrls,
  provider: ActiveSamlProvider,
  settings: SsoSettings,
  samlResponse: string,
): Promise<VerifiedAssertion> {
  if (!BASE64.test(samlResponse) || !Buffer.from(samlResponse, 'base64').toString('utf8').trimStart().startsWith('<')) {
    throw new LoginFailure('malformed-response');
  }
  const store = new LoginRequestStore(db, provider.id);
  let profile: Profile | null;
  try {
    ({ profile } = await samlFor(urls, provider, store, settings).validatePostResponseAsync({ SAMLResponse: samlResponse }));
  } catch (error) {
    throw new LoginFailure(reasonOfValidationError(error, store.replayDetected));
  }
  if (!profile) throw new LoginFailure('invalid-response');

  const assertion = (profile.getAssertion?.() as { Assertion?: XmlNode } | undefined)?.Assertion;
  if (!assertion) throw new LoginFailure('invalid-response');
  if (profile.issuer !== provider.entityId) throw new LoginFailure('issuer-mismatch');

  const { acsUrl } = serviceProviderEndpoints(urls, provider.organizationId, provider.id);
  const confirmations = children(children(assertion, 'Subject')[0], 'SubjectConfirmation');
  const addressedHere = confirmations.some(
    (confirmation) =>
      confirmation.$?.Method === BEARER_METHOD &&
      children(confirmation, 'SubjectConfirmationData').some((data) => data.$?.Recipient === acsUrl),
  );
  if (!addressedHere) throw new LoginFailure('destination-mismatch');

  const assertionId = assertion.$?.ID;
  const inResponseTo = typeof profile.inResponseTo === 'string' ? profile.inResponseTo : undefined;
  if (!assertionId || assertionId.length > MAX_SAML_ID_LENGTH || !inResponseTo) throw new LoginFailure('invalid-response');

  const email = ZEmailNameId.safeParse(profile.nameID ?? '');
  if (!email.success) throw new LoginFailure('missing-email');

  // Accepted at most until the earliest of NotOnOrAfter and IssueInstant + the maximum age,
  // give or take the clock skew; the id is kept that long.
  const limits = [
    timeOf(children(assertion, 'Conditions')[0]?.$?.NotOnOrAfter),
    (timeOf(assertion.$?.IssueInstant) ?? Date.now()) + MAX_ASSERTION_AGE_MS,
  ].filter((time): time is number => time !== undefined);
  const retainUntil = new Date(Math.min(...limits) + ACCEPTED_CLOCK_SKEW_MS);

  return { assertionId, inResponseTo, email: email.data.toLowerCase(), displayName: displayNameOf(profile), retainUntil };
}
