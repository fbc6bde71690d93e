import type { identityV1 } from '@quire/proto';
import { parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { IdentityContext } from '../../context';
import { ZId } from '../../lib/validation';
import { relyingPartyEndpoints } from '../../oidc/presenter';
import { purgeExpiredLoginState } from '../commands/expired-login-state-purger';
import { OIDC_LOGIN_STATE_TTL_MS } from '../commands/oidc-login-state-consumer';
import { refuseLogin } from '../login-failure';
import { authorizationUrl, newLoginSecrets, OIDC_FETCH_TIMEOUT_MS, OIDC_MAX_RESPONSE_BYTES, oidcConfiguration, stateHash } from '../oidc-client';
import { loadOidcLoginProvider } from '../queries';

const ZStartOIDCLoginRequest = z.object({ organizationId: ZId, oidcProviderId: ZId });

/**
 * The browser is sent to the provider's authorization endpoint (302 from the gateway) with a
 * new state, nonce and PKCE challenge; the state's hash, the nonce and the verifier are kept
 * for OIDC_LOGIN_STATE_TTL_MS.
 */
export async function startOidcLogin(
  ctx: IdentityContext,
  request: identityV1.StartOIDCLoginRequest,
  _callContext: CallContext,
): Promise<identityV1.StartOIDCLoginResponse> {
  const { organizationId, oidcProviderId } = parseRequest(ZStartOIDCLoginRequest, request);
  try {
    const now = new Date();
    const provider = await loadOidcLoginProvider(ctx.db, ctx.settings.secrets, organizationId, oidcProviderId);
    const configuration = await oidcConfiguration(provider, { timeoutMs: OIDC_FETCH_TIMEOUT_MS, maxBytes: OIDC_MAX_RESPONSE_BYTES });
    const secrets = newLoginSecrets();
    const { redirectUrl } = relyingPartyEndpoints(ctx.urls, organizationId, oidcProviderId);
    const location = await authorizationUrl(configuration, redirectUrl, secrets);
    await ctx.db.oidcLoginState.create({
      data: {
        stateHash: stateHash(secrets.state),
        providerId: oidcProviderId,
        nonce: secrets.nonce,
        codeVerifier: secrets.codeVerifier,
        expiresAt: new Date(now.getTime() + OIDC_LOGIN_STATE_TTL_MS),
      },
    });
    await purgeExpiredLoginState(ctx.db, now).catch((error: unknown) => ctx.logger.warn({ err: error }, 'could not purge expired SSO login state'));
    return { location };
  } catch (error) {
    throw refuseLogin(ctx.logger, error, { step: 'start', organizationId, oidcProviderId });
  }
}
