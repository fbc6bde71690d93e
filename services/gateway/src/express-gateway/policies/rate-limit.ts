import type { Request, Response } from 'express';
import type { Authenticator } from '../../auth/authenticator';
import { tokenDigest } from '../../auth/authenticator';
import { sendError } from '../../http/errors';
import type { FixedWindowLimiter } from '../../rate-limit/fixed-window-limiter';
import { bootstrappingRuntime } from '../runtime';
import { bearerOf, requestState } from '../request-state';
import { policySchema, type GatewayPolicy } from './policy';

/**
 * Counts the request and sets X-RateLimit-Limit/-Remaining/-Reset; past the limit, answers
 * 429 with Retry-After and returns false.
 *
 * The key is the verified token when the request carries one identity has already accepted
 * (its principal is cached, or it has a live window), otherwise the client address (`req.ip`, which honours
 * TRUST_PROXY). Keying on an unverified bearer string would give every invented token a
 * fresh budget. Tokens are hashed, as in the principal cache, which reuses the digest.
 */
export function applyRateLimit(req: Request, res: Response, limiter: FixedWindowLimiter, authenticator: Authenticator): boolean {
  const state = requestState(res);
  const bearer = bearerOf(req, state);
  if (bearer.kind === 'token') state.tokenDigest ??= tokenDigest(bearer.token);
  const tokenKey = state.tokenDigest === undefined ? undefined : `token:${state.tokenDigest}`;
  // Verified: identity accepted the token (principal cached), or it already has a window,
  // which only verified tokens get; so its budget outlives the principal cache's TTL.
  const verified = tokenKey !== undefined && (limiter.isActive(tokenKey) || authenticator.cached(state.tokenDigest!) !== undefined);
  const decision = limiter.hit(verified ? tokenKey : `ip:${req.ip ?? req.socket.remoteAddress}`);
  res.setHeader('X-RateLimit-Limit', String(decision.limit));
  res.setHeader('X-RateLimit-Remaining', String(decision.remaining));
  res.setHeader('X-RateLimit-Reset', String(decision.resetAt));
  if (decision.allowed) return true;
  res.setHeader('Retry-After', String(decision.retryAfter));
  const windowSeconds = Math.round(limiter.windowMs / 1000);
  sendError(
    res,
    429,
    `Rate limit exceeded: at most ${decision.limit} requests per ${windowSeconds} seconds. Retry in ${decision.retryAfter} seconds.`,
  );
  return false;
}

/** Why not express-gateway's own rate-limit policy: see docs/gateway.md. */
export const rateLimitPolicy: GatewayPolicy = {
  name: 'quire-rate-limit',
  schema: policySchema('quire-rate-limit'),
  policy: () => {
    const { limiter, authenticator } = bootstrappingRuntime();
    return (req, res, next) => {
      if (applyRateLimit(req, res, limiter, authenticator)) next();
    };
  },
};
