import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import { parseTraceparent, recordHttpRequest, startSpan, TRACEPARENT_HEADER, TRACESTATE_HEADER } from '@quire/shared';
import type { RouteTable } from '../../routes/route-table';
import { bootstrappingRuntime, type GatewayRuntime } from '../runtime';
import { logIdsOf, requestState, v1PathOf } from '../request-state';
import { policySchema, type GatewayPolicy } from './policy';

// The same characters services accept in x-request-id metadata (@quire/shared).
const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The route template of a request for metrics: the matched row's ('/v1/spaces/:spaceId'),
 * or 'unmatched'. Never the path itself, whose ids would make a series per resource.
 */
function routeLabelOf(req: Request, route: string | undefined, routes: RouteTable): string {
  if (route) return route;
  // Answered before quire-auth or quire-route matched it (rate limit, CORS preflight).
  const path = v1PathOf(req);
  const match = path === undefined ? undefined : routes.match(req.method, path);
  return match?.kind === 'found' ? `/v1${match.row.path}` : 'unmatched';
}

/**
 * Takes the caller's X-Request-Id when it is sane, otherwise makes one; echoes it on the
 * response. Starts the request's server span, continuing the caller's `traceparent` when it
 * is valid (a new trace otherwise). When the response is finished: the duration histogram and
 * error count by route template, the span's end, and one access-log line. Also called by the
 * final error handler for requests that failed before the pipelines ran.
 */
export function beginRequest(req: Request, res: Response, { logger, routes }: Pick<GatewayRuntime, 'logger' | 'routes'>): void {
  const incoming = req.get('x-request-id');
  const state = requestState(res);
  state.requestId = incoming && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
  res.setHeader('X-Request-Id', state.requestId);
  const span = startSpan(`${req.method} /v1`, {
    kind: 'server',
    parent: parseTraceparent(req.headers[TRACEPARENT_HEADER], req.headers[TRACESTATE_HEADER]) ?? null,
    requestId: state.requestId,
    attributes: { 'http.request.method': req.method, 'quire.request_id': state.requestId },
  });
  state.span = span;
  // The access line is dropped below `info` (LOG_LEVEL=warn): then it is not built at all.
  const logAccess = logger.isLevelEnabled('info');
  const startedAt = process.hrtime.bigint();
  res.on('finish', () => {
    const ms = Number(process.hrtime.bigint() - startedAt) / 1e6;
    const route = routeLabelOf(req, state.route, routes);
    recordHttpRequest(req.method, route, res.statusCode, ms / 1000);
    span.updateName(`${req.method} ${route}`);
    span.setAttribute('http.route', route);
    span.setAttribute('http.response.status_code', res.statusCode);
    span.end(res.statusCode >= 500 ? `HTTP ${res.statusCode}` : undefined);
    if (!logAccess) return;
    logger.info(
      {
        ...logIdsOf(state),
        method: req.method,
        route: state.route ?? req.path.slice(0, 200),
        status: res.statusCode,
        ms: Math.round(ms * 100) / 100,
        userId: state.principal?.userId,
      },
      'request',
    );
  });
}

export const requestIdPolicy: GatewayPolicy = {
  name: 'quire-request-id',
  schema: policySchema('quire-request-id'),
  policy: () => {
    const runtime = bootstrappingRuntime();
    return (req, res, next) => {
      beginRequest(req, res, runtime);
      next();
    };
  },
};
