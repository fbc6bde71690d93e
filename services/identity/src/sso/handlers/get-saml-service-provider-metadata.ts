import { generateServiceProviderMetadata } from '@node-saml/node-saml';
import type { identityV1 } from '@quire/proto';
import { parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { IdentityContext } from '../../context';
import { ZId } from '../../lib/validation';
import { serviceProviderEndpoints } from '../../saml/presenter';
import { findSamlProvider } from '../../saml/queries';
import { LoginFailure, refuseLogin } from '../login-failure';
import { EMAIL_NAME_ID_FORMAT } from '../saml-client';

const ZGetSAMLServiceProviderMetadataRequest = z.object({ organizationId: ZId, samlProviderId: ZId });

/**
 * Quire's side of one provider as SAML metadata, which identity providers import (often by
 * URL, the service provider's entity ID): entity ID, ACS URL (HTTP-POST), email NameID, signed
 * assertions wanted, and Quire's signing certificate when AuthnRequests are signed. Served for
 * pending providers too: it is what an admin needs while setting one up.
 */
export async function getSamlServiceProviderMetadata(
  ctx: IdentityContext,
  request: identityV1.GetSAMLServiceProviderMetadataRequest,
  _callContext: CallContext,
): Promise<identityV1.GetSAMLServiceProviderMetadataResponse> {
  const { organizationId, samlProviderId } = parseRequest(ZGetSAMLServiceProviderMetadataRequest, request);
  try {
    const provider = await findSamlProvider(ctx.db, organizationId, samlProviderId);
    if (!provider) throw new LoginFailure('unknown-provider');
    const endpoints = serviceProviderEndpoints(ctx.urls, organizationId, samlProviderId);
    const { signing } = ctx.settings.sso;
    const xml = generateServiceProviderMetadata({
      issuer: endpoints.entityId,
      callbackUrl: endpoints.acsUrl,
      identifierFormat: EMAIL_NAME_ID_FORMAT,
      wantAssertionsSigned: true,
      ...(signing && { privateKey: signing.privateKey, publicCerts: signing.certificate, signatureAlgorithm: 'sha256' as const }),
    });
    return { data: Buffer.from(xml, 'utf8'), contentType: 'application/samlmetadata+xml' };
  } catch (error) {
    throw refuseLogin(ctx.logger, error, { step: 'metadata', organizationId, samlProviderId });
  }
}
