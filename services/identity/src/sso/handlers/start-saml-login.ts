import type { identityV1 } from '@quire/proto';
import { parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { IdentityContext } from '../../context';
import { ZId } from '../../lib/validation';
import { purgeExpiredLoginState } from '../commands/expired-login-state-purger';
import { refuseLogin } from '../login-failure';
import { loadLoginProvider } from '../queries';
import { authorizeUrl } from '../saml-client';

const ZStartSAMLLoginRequest = z.object({ organizationId: ZId, samlProviderId: ZId });

/** The browser is sent to the identity provider with a new AuthnRequest (302 from the gateway). */
export async function startSamlLogin(
  ctx: IdentityContext,
  request: identityV1.StartSAMLLoginRequest,
  _callContext: CallContext,
): Promise<identityV1.StartSAMLLoginResponse> {
  const { organizationId, samlProviderId } = parseRequest(ZStartSAMLLoginRequest, request);
  try {
    const now = new Date();
    const provider = await loadLoginProvider(ctx.db, organizationId, samlProviderId, now);
    const location = await authorizeUrl(ctx.db, ctx.urls, provider, ctx.settings.sso);
    await purgeExpiredLoginState(ctx.db, now).catch((error: unknown) => ctx.logger.warn({ err: error }, 'could not purge expired SAML login state'));
    return { location };
  } catch (error) {
    throw refuseLogin(ctx.logger, error, { step: 'start', organizationId, samlProviderId });
  }
}
