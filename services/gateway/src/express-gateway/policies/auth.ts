import { AuthenticationError, tokenDigest } from '../../auth/authenticator';
import { INTERNAL_ERROR_MESSAGE, sendError } from '../../http/errors';
import { bootstrappingRuntime } from '../runtime';
import { bearerOf, logIdsOf, requestState, v1PathOf } from '../request-state';
import { policySchema, type GatewayPolicy } from './policy';

/**
 * Resolves `Authorization: Bearer <token>` to the caller's principal through identity
 * (cached briefly, see Authenticator). Routes marked `public` in the table skip it.
 */
export const authPolicy: GatewayPolicy = {
  name: 'quire-auth',
  schema: policySchema('quire-auth'),
  policy: () => {
    const { authenticator, routes, logger } = bootstrappingRuntime();
    return (req, res, next) => {
      const state = requestState(res);
      const path = v1PathOf(req);
      if (path !== undefined) {
        state.match = routes.match(req.method, path);
        if (state.match.kind === 'found' && state.match.row.public) {
          next();
          return;
        }
      }
      const bearer = bearerOf(req, state);
      if (bearer.kind !== 'token') {
        res.setHeader('WWW-Authenticate', 'Bearer realm="quire"');
        sendError(
          res,
          401,
          bearer.kind === 'missing'
            ? 'Authentication required: send an API token as "Authorization: Bearer <token>"'
            : 'Malformed Authorization header: expected "Bearer <token>"',
        );
        return;
      }
      const digest = (state.tokenDigest ??= tokenDigest(bearer.token));
      const cached = authenticator.cached(digest);
      if (cached) {
        state.principal = cached;
        next();
        return;
      }
      authenticator.authenticate(bearer.token, state.requestId, digest, state.span?.trace).then(
        (principal) => {
          state.principal = principal;
          next();
        },
        (error: unknown) => {
          if (error instanceof AuthenticationError) {
            if (error.status === 401) res.setHeader('WWW-Authenticate', 'Bearer realm="quire", error="invalid_token"');
            else logger.error({ err: error.cause ?? error, ...logIdsOf(state) }, 'authentication failed');
            sendError(res, error.status, error.message);
            return;
          }
          logger.error({ err: error, ...logIdsOf(state) }, 'authentication failed');
          sendError(res, 500, INTERNAL_ERROR_MESSAGE);
        },
      );
    };
  },
};
