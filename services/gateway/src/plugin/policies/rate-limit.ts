import { tokenDigest } from '../../auth/authenticator';
import { sendError } from '../../http/errors';
import { bootstrappingRuntime } from '../runtime';
import { bearerOf, requestState } from '../request-state';
import { policySchema, type GatewayPolicy } from './policy';

/**
 * Fixed-window limit per bearer token (per client IP without one). Every response it lets
 * through, and every 429 it answers, carries X-RateLimit-Limit/-Remaining/-Reset.
 * Why not express-gateway's own rate-limit policy: see docs/gateway.md.
 */
export const rateLimitPolicy: GatewayPolicy = {
  name: 'quire-rate-limit',
  schema: policySchema('quire-rate-limit'),
  policy: () => {
    const { limiter } = bootstrappingRuntime();
    const windowSeconds = Math.round(limiter.windowMs / 1000);
    return (req, res, next) => {
      const state = requestState(res);
      const bearer = bearerOf(req, state);
      // Hashing keeps tokens out of the limiter's memory, as in the principal cache, which
      // reuses this digest.
      if (bearer.kind === 'token') state.tokenDigest = tokenDigest(bearer.token);
      const key = state.tokenDigest === undefined ? `ip:${req.ip}` : `token:${state.tokenDigest}`;
      const decision = limiter.hit(key);
      res.setHeader('X-RateLimit-Limit', String(decision.limit));
      res.setHeader('X-RateLimit-Remaining', String(decision.remaining));
      res.setHeader('X-RateLimit-Reset', String(decision.resetAt));
      if (decision.allowed) {
        next();
        return;
      }
      res.setHeader('Retry-After', String(decision.retryAfter));
      sendError(
        res,
        429,
        `Rate limit exceeded: at most ${decision.limit} requests per ${windowSeconds} seconds. Retry in ${decision.retryAfter} seconds.`,
      );
    };
  },
};
