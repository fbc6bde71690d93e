import type { identityV1 } from '@quire/proto';
import { parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { IdentityContext } from '../../context';
import { ZId } from '../../lib/validation';
import { relyingPartyEndpoints } from '../../oidc/presenter';
import { purgeExpiredLoginState } from '../commands/expired-login-state-purger';
import { emailDomainAllowed, oidcLoginCompleter } from '../commands/oidc-login-completer';
import { consumeOidcLoginState } from '../commands/oidc-login-state-consumer';
import { LoginFailure, refuseLogin } from '../login-failure';
import { loginResultPage, loginReturnLocation } from '../login-result';
import { OIDC_FETCH_TIMEOUT_MS, OIDC_MAX_RESPONSE_BYTES, oidcConfiguration, verifyCallback } from '../oidc-client';
import { loadOidcLoginProvider } from '../queries';

/** Authorization codes and states are short; providers' own limits are far below these. */
const ZCompleteOIDCLoginRequest = z.object({
  organizationId: ZId,
  oidcProviderId: ZId,
  code: z.string().max(4096).optional(),
  state: z.string().max(512).optional(),
  iss: z.string().max(2048).optional(),
  error: z.string().max(256).optional(),
  errorDescription: z.string().max(1024).optional(),
});

/**
 * The redirect URI: uses up the sign-in the state names, exchanges the code, verifies the ID
 * token and the email (oidc-client), signs the person in (oidcLoginCompleter) and hands the new
 * token to the browser exactly as the SAML ACS does.
 */
export async function completeOidcLogin(
  ctx: IdentityContext,
  request: identityV1.CompleteOIDCLoginRequest,
  _callContext: CallContext,
): Promise<identityV1.CompleteOIDCLoginResponse> {
  const { organizationId, oidcProviderId, code, state, iss, error } = parseRequest(ZCompleteOIDCLoginRequest, request);
  const { sso } = ctx.settings;
  try {
    const now = new Date();
    const provider = await loadOidcLoginProvider(ctx.db, ctx.settings.secrets, organizationId, oidcProviderId);
    if (!state) throw new LoginFailure('missing-callback-parameters');
    // Used up first, whatever follows: neither this state nor its code is accepted again.
    const oneTime = await consumeOidcLoginState(ctx.db, oidcProviderId, state, now);
    // The provider refused (the person cancelled, or is not allowed to use this client).
    if (error !== undefined) throw new LoginFailure('idp-refused');
    if (!code) throw new LoginFailure('missing-callback-parameters');
    const configuration = await oidcConfiguration(provider, { timeoutMs: OIDC_FETCH_TIMEOUT_MS, maxBytes: OIDC_MAX_RESPONSE_BYTES });
    const { redirectUrl } = relyingPartyEndpoints(ctx.urls, organizationId, oidcProviderId);
    const identity = await verifyCallback(configuration, redirectUrl, { code, state, iss }, { state, ...oneTime });
    // Checked again under the provider's lock by the completer; refused here without a transaction.
    if (!emailDomainAllowed(provider.allowedEmailDomains, identity.email)) throw new LoginFailure('email-domain-not-allowed');
    const login = await oidcLoginCompleter(ctx.db, { organizationId, oidcProviderId, identity, tokenTtlSeconds: sso.tokenTtlSeconds });
    ctx.logger.info({ organizationId, oidcProviderId, userId: login.userId }, 'OIDC login');
    await purgeExpiredLoginState(ctx.db, now).catch((purgeError: unknown) => ctx.logger.warn({ err: purgeError }, 'could not purge expired SSO login state'));
    return sso.returnUrl
      ? { location: loginReturnLocation(sso.returnUrl, organizationId, login), html: '' }
      : { location: '', html: loginResultPage(login) };
  } catch (failure) {
    throw refuseLogin(ctx.logger, failure, { step: 'callback', organizationId, oidcProviderId });
  }
}
