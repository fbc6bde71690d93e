import type { Request, Response } from 'express';
import type { Principal, Span } from '@quire/shared';
import type { RouteMatch } from '../routes/route-table';

/** What the policies learn about one request, kept on `res.locals`. */
export type RequestState = {
  requestId: string;
  /**
   * The request's server span (set with the request id): a child of the caller's
   * `traceparent` when it sent a valid one. Its trace id goes into the log lines and, as
   * `traceparent`, into the metadata of every gRPC call made for the request.
   */
  span?: Span;
  /** Set by quire-auth (or quire-route) once the path was matched against the table. */
  match?: RouteMatch;
  principal?: Principal;
  /**
   * The Authorization header as read by the first policy that needed it, and its token's
   * SHA-256 (both the rate limiter and the principal cache key on it): parsed and hashed once
   * per request.
   */
  bearer?: BearerToken;
  tokenDigest?: string;
  /** The matched route template, for logs: '/v1/spaces/:spaceId'. */
  route?: string;
};

/** The request's ids for a log line: `requestId`, `traceId` and `spanId`. */
export function logIdsOf(state: RequestState): { requestId: string; traceId?: string; spanId?: string } {
  return { requestId: state.requestId, traceId: state.span?.trace.traceId, spanId: state.span?.trace.spanId };
}

export function requestState(res: Response): RequestState {
  const locals = res.locals as { quire?: RequestState };
  locals.quire ??= { requestId: '' };
  return locals.quire;
}

/** The request path relative to /v1, or undefined outside /v1. */
export function v1PathOf(req: Request): string | undefined {
  const path = req.path;
  if (path === '/v1') return '/';
  return path.startsWith('/v1/') ? path.slice(3) : undefined;
}

export type BearerToken = { kind: 'missing' } | { kind: 'malformed' } | { kind: 'token'; token: string };

// RFC 6750 b64token, bounded so that absurd headers are refused before any work.
const TOKEN_PATTERN = /^[A-Za-z0-9\-._~+/]+=*$/;

/** The request's bearer token, parsed once per request and kept in its state. */
export function bearerOf(req: Request, state: RequestState): BearerToken {
  return (state.bearer ??= bearerTokenOf(req));
}

export function bearerTokenOf(req: Request): BearerToken {
  const header = req.headers.authorization;
  if (header === undefined || header === '') return { kind: 'missing' };
  const match = /^Bearer +(\S+) *$/i.exec(header);
  if (!match || match[1].length > 512 || !TOKEN_PATTERN.test(match[1])) return { kind: 'malformed' };
  return { kind: 'token', token: match[1] };
}
