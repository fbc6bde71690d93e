import { SamlStatusError } from '@node-saml/node-saml';
import { ServerError, Status } from '@quire/shared';

/**
 * Why a SAML login was refused. Each reason has one fixed message: the browser's error page
 * names it, and the log line records the reason only, never the response or the assertion.
 */
const FAILURES = {
  'unknown-provider': [Status.NOT_FOUND, 'there is no such SAML provider in this organization'],
  'provider-pending': [
    Status.PERMISSION_DENIED,
    'this SAML provider is pending: its entity ID, SSO URL or certificate is missing, or the certificate is not valid today',
  ],
  'missing-response': [Status.INVALID_ARGUMENT, 'no SAMLResponse was posted (the identity provider must use the HTTP-POST binding)'],
  'malformed-response': [Status.INVALID_ARGUMENT, 'the SAMLResponse is not a base64-encoded SAML response'],
  'invalid-response': [Status.INVALID_ARGUMENT, 'the SAML response could not be validated (a required element is missing or malformed)'],
  'encrypted-assertion': [Status.INVALID_ARGUMENT, 'encrypted assertions are not supported: the identity provider must sign, not encrypt, them'],
  'signature-invalid': [Status.PERMISSION_DENIED, "the signature is invalid or missing: the assertion, or the whole response, must be signed with this provider's certificate"],
  'issuer-mismatch': [Status.PERMISSION_DENIED, "the assertion was issued by another identity provider (its Issuer is not this provider's entity ID)"],
  'audience-mismatch': [Status.PERMISSION_DENIED, 'the assertion is meant for another service provider (audience mismatch)'],
  'destination-mismatch': [Status.PERMISSION_DENIED, "the assertion is addressed to another URL (its Recipient is not this provider's ACS URL)"],
  expired: [Status.PERMISSION_DENIED, 'the assertion has expired'],
  'not-yet-valid': [Status.PERMISSION_DENIED, 'the assertion is not valid yet'],
  unsolicited: [
    Status.PERMISSION_DENIED,
    "the response does not answer a login started from this provider's start URL, or that login has expired (InResponseTo)",
  ],
  replayed: [Status.PERMISSION_DENIED, 'this SAML response or assertion was already used to log in (replay)'],
  'idp-refused': [Status.PERMISSION_DENIED, 'the identity provider did not authenticate the user'],
  'missing-email': [Status.PERMISSION_DENIED, "the assertion's NameID is not an email address"],
  // OpenID Connect (docs/sso.md, "OpenID Connect").
  'unknown-oidc-provider': [Status.NOT_FOUND, 'there is no such OIDC provider in this organization'],
  'oidc-provider-disabled': [Status.PERMISSION_DENIED, 'this OIDC provider is disabled by an admin of the organization'],
  'oidc-provider-pending': [Status.PERMISSION_DENIED, 'this OIDC provider is pending: its client id or client secret is missing'],
  'oidc-secret-unavailable': [
    Status.FAILED_PRECONDITION,
    "this OIDC provider's client secret cannot be opened (QUIRE_SECRETS_KEY is missing or was changed): an admin must set it again",
  ],
  'oidc-provider-unreachable': [
    Status.UNAVAILABLE,
    'the OpenID provider could not be reached, or its discovery document or keys are invalid or outside its issuer',
  ],
  'missing-callback-parameters': [Status.INVALID_ARGUMENT, 'the callback carries no code and state (it must be reached from the OpenID provider)'],
  'unknown-state': [
    Status.PERMISSION_DENIED,
    "the callback does not answer a sign-in started from this provider's start URL, or that sign-in has expired (state)",
  ],
  'state-reused': [Status.PERMISSION_DENIED, 'this sign-in was already completed or refused: its state and code cannot be used again (replay)'],
  'code-rejected': [
    Status.PERMISSION_DENIED,
    'the OpenID provider refused the authorization code (invalid, expired, already used, or issued for another sign-in)',
  ],
  'id-token-invalid': [Status.PERMISSION_DENIED, 'the ID token is missing or invalid'],
  'id-token-signature': [Status.PERMISSION_DENIED, "the ID token's signature does not verify with the provider's published keys (JWKS)"],
  'id-token-issuer': [Status.PERMISSION_DENIED, 'the response or its ID token was issued by another provider (issuer mismatch)'],
  'id-token-audience': [Status.PERMISSION_DENIED, "the ID token is meant for another client (its audience is not this provider's client id)"],
  'id-token-nonce': [Status.PERMISSION_DENIED, 'the ID token does not carry the nonce of this sign-in (missing or different nonce)'],
  'id-token-expired': [Status.PERMISSION_DENIED, 'the ID token has expired or was issued too long ago'],
  'email-missing': [Status.PERMISSION_DENIED, 'the OpenID provider gave no email address (the email scope must be allowed for this client)'],
  'email-unverified': [Status.PERMISSION_DENIED, 'the OpenID provider does not vouch for the email address (email_verified is not true)'],
  'email-domain-not-allowed': [Status.PERMISSION_DENIED, "the email address's domain is not one this provider allows"],
  'other-organizations': [
    Status.PERMISSION_DENIED,
    "this account also belongs to other organizations, so this organization's identity provider cannot sign it in; use an API token",
  ],
} as const satisfies Record<string, readonly [Status, string]>;

export type LoginFailureReason = keyof typeof FAILURES;

export class LoginFailure extends Error {
  constructor(readonly reason: LoginFailureReason) {
    super(FAILURES[reason][1]);
    this.name = 'LoginFailure';
  }
}

export type LoginProtocol = 'SAML' | 'OIDC';

/** The status error the gateway turns into the error page. */
export function loginFailureStatus(failure: LoginFailure, protocol: LoginProtocol = 'SAML'): ServerError {
  return new ServerError(FAILURES[failure.reason][0], `${protocol} login failed: ${failure.message}`);
}

/** node-saml's messages, by prefix, and the reason each one means. */
const NODE_SAML_MESSAGES: [string, LoginFailureReason][] = [
  ['InResponseTo is not valid', 'unsolicited'],
  ['InResponseTo is missing', 'unsolicited'],
  ['SubjectInResponseTo is not valid', 'unsolicited'],
  ['InResponseTo does not match', 'unsolicited'],
  ['Invalid signature', 'signature-invalid'],
  ['Invalid document signature', 'signature-invalid'],
  ['Cannot obtain assertion from signed data', 'signature-invalid'],
  ['SAML assertion not yet valid', 'not-yet-valid'],
  ['SAML assertion expired', 'expired'],
  // The subject confirmations are checked against their time window only.
  ['No valid subject confirmation found', 'expired'],
  ['SAML assertion audience mismatch', 'audience-mismatch'],
  ['SAML assertion has no AudienceRestriction', 'audience-mismatch'],
  ['SAML assertion AudienceRestriction has no Audience', 'audience-mismatch'],
  ['No decryption key for encrypted SAML response', 'encrypted-assertion'],
  ['Missing SAML assertion', 'invalid-response'],
];

/**
 * The reason behind an error of node-saml's response validation. `replayDetected` says that
 * the InResponseTo named a login that was already completed, which node-saml reports like an
 * unknown one. Anything unrecognized (a missing element node-saml reads without checking,
 * unparsable XML) is an invalid response.
 */
export function reasonOfValidationError(error: unknown, replayDetected: boolean): LoginFailureReason {
  if (error instanceof SamlStatusError) return 'idp-refused';
  const message = error instanceof Error ? error.message : '';
  const reason = NODE_SAML_MESSAGES.find(([prefix]) => message.startsWith(prefix))?.[1] ?? 'invalid-response';
  return reason === 'unsolicited' && replayDetected ? 'replayed' : reason;
}

/**
 * Logs a refused login (reason and where only: never the response, the assertion or the
 * error's own text, which can quote them) and answers the status error to throw. Errors that
 * are not refusals (the database is down) go on unchanged.
 */
export function refuseLogin(
  logger: { warn(fields: object, message: string): void },
  error: unknown,
  where:
    | { step: 'start' | 'acs' | 'metadata'; organizationId: string; samlProviderId: string }
    | { step: 'start' | 'callback'; organizationId: string; oidcProviderId: string },
): unknown {
  if (!(error instanceof LoginFailure)) return error;
  const protocol: LoginProtocol = 'oidcProviderId' in where ? 'OIDC' : 'SAML';
  logger.warn({ ...where, reason: error.reason }, `${protocol} login refused`);
  return loginFailureStatus(error, protocol);
}
