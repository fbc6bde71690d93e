import type { identityV1 } from '@quire/proto';
import { parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { IdentityContext } from '../../context';
import { ZId } from '../../lib/validation';
import { purgeExpiredLoginState } from '../commands/expired-login-state-purger';
import { samlLoginCompleter } from '../commands/saml-login-completer';
import { LoginFailure, refuseLogin } from '../login-failure';
import { loginResultPage, loginReturnLocation } from '../login-result';
import { loadLoginProvider } from '../queries';
import { validateResponse } from '../saml-client';

/** A signed response with a few certificates is tens of kilobytes; this leaves ample room. */
const MAX_SAML_RESPONSE_LENGTH = 512 * 1024;

const ZCompleteSAMLLoginRequest = z.object({
  organizationId: ZId,
  samlProviderId: ZId,
  samlResponse: z.string().max(MAX_SAML_RESPONSE_LENGTH),
  // Quire sends no RelayState; whatever comes back is ignored.
  relayState: z.string().max(4096).optional(),
});

/**
 * The Assertion Consumer Service: validates the identity provider's response, signs the person
 * in (samlLoginCompleter) and hands the new token to the browser, in the return URL's fragment
 * when one is configured, else on a page that shows it.
 */
export async function completeSamlLogin(
  ctx: IdentityContext,
  request: identityV1.CompleteSAMLLoginRequest,
  _callContext: CallContext,
): Promise<identityV1.CompleteSAMLLoginResponse> {
  const { organizationId, samlProviderId, samlResponse } = parseRequest(ZCompleteSAMLLoginRequest, request);
  const { sso } = ctx.settings;
  try {
    const now = new Date();
    const provider = await loadLoginProvider(ctx.db, organizationId, samlProviderId, now);
    if (samlResponse.trim() === '') throw new LoginFailure('missing-response');
    const assertion = await validateResponse(ctx.db, ctx.urls, provider, sso, samlResponse);
    const login = await samlLoginCompleter(ctx.db, { organizationId, samlProviderId, assertion, tokenTtlSeconds: sso.tokenTtlSeconds });
    ctx.logger.info({ organizationId, samlProviderId, userId: login.userId }, 'SAML login');
    await purgeExpiredLoginState(ctx.db, now).catch((error: unknown) => ctx.logger.warn({ err: error }, 'could not purge expired SAML login state'));
    return sso.returnUrl
      ? { location: loginReturnLocation(sso.returnUrl, organizationId, login), html: '' }
      : { location: '', html: loginResultPage(login) };
  } catch (error) {
    throw refuseLogin(ctx.logger, error, { step: 'acs', organizationId, samlProviderId });
  }
}
