import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import forge from 'node-forge';
import { SignedXml } from 'xml-crypto';

// A SAML identity provider for tests: an RSA key and a self-signed X.509 certificate made with
// node-forge, and real SAML 2.0 Responses whose Assertion (and optionally the Response) is
// signed with xml-crypto, as Okta, Entra ID or Keycloak send them (HTTP-POST binding).
// Used by identity's tests and the end-to-end suite; it lives in @quire/testing so that no
// service's production build carries it.

export type TestCertificate = { certificate: string; privateKey: string };

/** A self-signed certificate over a new RSA key (2048 bits unless told). */
export function createTestCertificate({
  notBefore = new Date(Date.now() - 24 * 3600_000),
  notAfter = new Date(Date.now() + 365 * 24 * 3600_000),
  bits = 2048,
  commonName = 'Test IdP',
}: { notBefore?: Date; notAfter?: Date; bits?: number; commonName?: string } = {}): TestCertificate {
  // Node generates the key (fast); node-forge makes the certificate around it.
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: bits,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(publicKey);
  certificate.serialNumber = `01${randomBytes(8).toString('hex')}`;
  certificate.validity.notBefore = notBefore;
  certificate.validity.notAfter = notAfter;
  const name = [{ name: 'commonName', value: commonName }];
  certificate.setSubject(name);
  certificate.setIssuer(name);
  certificate.sign(forge.pki.privateKeyFromPem(privateKey), forge.md.sha256.create());
  return { certificate: forge.pki.certificateToPem(certificate), privateKey };
}

/** What the start URL's redirect carries (HTTP-Redirect binding). */
export type ReceivedAuthnRequest = {
  id: string;
  acsUrl: string;
  issuer: string;
  destination: string;
  xml: string;
  query: URLSearchParams;
};

export function readAuthnRequest(location: string): ReceivedAuthnRequest {
  const url = new URL(location);
  const encoded = url.searchParams.get('SAMLRequest');
  if (!encoded) throw new Error(`no SAMLRequest in ${location}`);
  const xml = inflateRawSync(Buffer.from(encoded, 'base64')).toString('utf8');
  const attribute = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(xml)?.[1] ?? '';
  return {
    id: attribute('ID'),
    acsUrl: attribute('AssertionConsumerServiceURL'),
    destination: attribute('Destination'),
    issuer: /<(?:saml:)?Issuer[^>]*>([^<]*)</.exec(xml)?.[1] ?? '',
    xml,
    query: url.searchParams,
  };
}

export type ResponseOptions = {
  /** The request answered (its id becomes InResponseTo) and the ACS URL (Destination, Recipient). */
  inResponseTo: string;
  acsUrl: string;
  /** Quire's entity ID of the provider (the Audience). */
  audience: string;
  email: string;
  displayName?: string;
  assertionId?: string;
  issuer?: string;
  recipient?: string;
  /** InResponseTo of the subject confirmation; null leaves it out (some IdPs do). */
  subjectInResponseTo?: string | null;
  issuedAt?: Date;
  notBefore?: Date;
  notOnOrAfter?: Date;
  /** Also sign the whole Response. */
  signResponse?: boolean;
  /** Sign with this key instead of the provider's (a forged signature). */
  signingKey?: string;
  /** Leave the assertion unsigned. */
  unsigned?: boolean;
};

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[character]!);

const newSamlId = () => `_${randomBytes(16).toString('hex')}`;

const SIGNATURE_ALGORITHM = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
const EXCLUSIVE_C14N = 'http://www.w3.org/2001/10/xml-exc-c14n#';
const ENVELOPED = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';
const SHA256 = 'http://www.w3.org/2001/04/xmlenc#sha256';

function sign(xml: string, element: 'Assertion' | 'Response', key: TestCertificate): string {
  const signature = new SignedXml({
    privateKey: key.privateKey,
    publicCert: key.certificate,
    signatureAlgorithm: SIGNATURE_ALGORITHM,
    canonicalizationAlgorithm: EXCLUSIVE_C14N,
  });
  const target = `//*[local-name(.)='${element}']`;
  signature.addReference({ xpath: target, transforms: [ENVELOPED, EXCLUSIVE_C14N], digestAlgorithm: SHA256 });
  // Schema order: the Signature comes right after the element's Issuer.
  signature.computeSignature(xml, { prefix: 'ds', location: { reference: `${target}/*[local-name(.)='Issuer']`, action: 'after' } });
  return signature.getSignedXml();
}

export type TestIdentityProvider = TestCertificate & {
  entityId: string;
  ssoUrl: string;
  /** A base64 SAMLResponse, signed as asked. */
  respond(options: ResponseOptions): string;
};

export function createTestIdentityProvider({
  entityId = `https://idp.test/${randomBytes(4).toString('hex')}`,
  ssoUrl = 'http://127.0.0.1:9/idp/sso',
}: { entityId?: string; ssoUrl?: string } = {}): TestIdentityProvider {
  const key = createTestCertificate();
  return {
    ...key,
    entityId,
    ssoUrl,
    respond(options) {
      const issuedAt = options.issuedAt ?? new Date();
      const notBefore = options.notBefore ?? new Date(issuedAt.getTime() - 60_000);
      const notOnOrAfter = options.notOnOrAfter ?? new Date(issuedAt.getTime() + 5 * 60_000);
      const issuer = escapeXml(options.issuer ?? entityId);
      const subjectInResponseTo = options.subjectInResponseTo === undefined ? options.inResponseTo : options.subjectInResponseTo;
      const attributes = options.displayName
        ? `<saml:AttributeStatement><saml:Attribute Name="displayName"><saml:AttributeValue>${escapeXml(options.displayName)}</saml:AttributeValue></saml:Attribute></saml:AttributeStatement>`
        : '';
      const assertion =
        `<saml:Assertion ID="${options.assertionId ?? newSamlId()}" Version="2.0" IssueInstant="${issuedAt.toISOString()}">` +
        `<saml:Issuer>${issuer}</saml:Issuer>` +
        `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${escapeXml(options.email)}</saml:NameID>` +
        `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData NotOnOrAfter="${notOnOrAfter.toISOString()}" Recipient="${escapeXml(options.recipient ?? options.acsUrl)}"` +
        `${subjectInResponseTo ? ` InResponseTo="${escapeXml(subjectInResponseTo)}"` : ''}/></saml:SubjectConfirmation></saml:Subject>` +
        `<saml:Conditions NotBefore="${notBefore.toISOString()}" NotOnOrAfter="${notOnOrAfter.toISOString()}"><saml:AudienceRestriction><saml:Audience>${escapeXml(options.audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
        `<saml:AuthnStatement AuthnInstant="${issuedAt.toISOString()}" SessionIndex="${newSamlId()}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>` +
        attributes +
        `</saml:Assertion>`;
      let xml =
        `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${newSamlId()}" Version="2.0" IssueInstant="${issuedAt.toISOString()}" Destination="${escapeXml(options.acsUrl)}" InResponseTo="${escapeXml(options.inResponseTo)}">` +
        `<saml:Issuer>${issuer}</saml:Issuer>` +
        `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
        assertion +
        `</samlp:Response>`;
      const signer = options.signingKey ? { certificate: key.certificate, privateKey: options.signingKey } : key;
      if (!options.unsigned) xml = sign(xml, 'Assertion', signer);
      if (options.signResponse) xml = sign(xml, 'Response', signer);
      return Buffer.from(xml, 'utf8').toString('base64');
    },
  };
}

/** The decoded XML of a SAMLResponse, changed by `edit`, encoded again (tampering after signing). */
export function tamper(samlResponse: string, edit: (xml: string) => string): string {
  return Buffer.from(edit(Buffer.from(samlResponse, 'base64').toString('utf8')), 'utf8').toString('base64');
}
