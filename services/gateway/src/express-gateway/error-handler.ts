import { randomUUID } from 'node:crypto';
import type { Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorRequestHandler, Express, RequestHandler } from 'express';
import { errorBody, INTERNAL_ERROR_MESSAGE, sendError } from '../http/errors';
import { applyRateLimit } from './policies/rate-limit';
import { beginRequest } from './policies/request-id';
import { logIdsOf, requestState } from './request-state';
import type { GatewayRuntime } from './runtime';

/** What a client may be told about an error that escaped the pipelines. */
function errorResponseOf(error: unknown): { status: number; message: string } {
  const { status, statusCode, type } = (error ?? {}) as { status?: unknown; statusCode?: unknown; type?: unknown };
  // Express's router throws a URIError (status 400) for a parameter it cannot decode.
  if (error instanceof URIError) return { status: 400, message: 'Malformed URL: invalid percent-encoding' };
  if (type === 'entity.too.large') return { status: 413, message: 'Request body is too large' };
  if (type === 'entity.parse.failed') return { status: 400, message: 'Request body is not valid JSON' };
  const code = typeof status === 'number' ? status : typeof statusCode === 'number' ? statusCode : 500;
  if (code >= 400 && code < 500) return { status: code, message: 'Bad request' };
  return { status: 500, message: INTERNAL_ERROR_MESSAGE };
}

/**
 * The last middleware of the app: whatever went wrong, and however early (before our
 * policies ran: a path express cannot decode, a body parser error), the client gets the
 * contract's JSON error body, a request id and the rate-limit headers; never Express's
 * HTML page or a stack trace.
 */
function finalErrorHandler(runtime: GatewayRuntime): ErrorRequestHandler {
  const { logger, limiter, authenticator } = runtime;
  return (error: unknown, req, res, _next) => {
    const state = requestState(res);
    if (!state.requestId) beginRequest(req, res, runtime);
    const { status, message } = errorResponseOf(error);
    if (status >= 500) logger.error({ err: error, ...logIdsOf(state) }, 'request failed');
    if (res.headersSent) {
      res.destroy();
      return;
    }
    if (res.getHeader('X-RateLimit-Limit') === undefined && !applyRateLimit(req, res, limiter, authenticator)) return;
    sendError(res, status, message);
  };
}

/** For a request no pipeline took (the `other` endpoint normally answers these). */
function finalNotFound(runtime: GatewayRuntime): RequestHandler {
  const { limiter, authenticator } = runtime;
  return (req, res) => {
    if (!requestState(res).requestId) beginRequest(req, res, runtime);
    if (res.getHeader('X-RateLimit-Limit') === undefined && !applyRateLimit(req, res, limiter, authenticator)) return;
    sendError(res, 404, `No route for ${req.method} ${req.path}`);
  };
}

/**
 * A request Node's HTTP parser refuses (bad header line, headers too large) never reaches
 * Express; Node would answer a bare "400 Bad Request". We answer the same JSON as everywhere.
 */
function answerClientError(runtime: GatewayRuntime, error: NodeJS.ErrnoException, socket: Socket): void {
  // The connection's previous request may still have its response attached: one still being
  // written, or (on a kept-alive connection) one fully written whose 'finish' comes a tick after
  // the client read it and sent the malformed request. Answering at once would put our bytes
  // in the middle of that response, and destroying the socket would lose both: the refusal
  // follows that response instead.
  const inFlight = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (inFlight && !inFlight.writableFinished) {
    inFlight.once('finish', () => answerClientError(runtime, error, socket));
    inFlight.once('close', () => {
      if (!inFlight.writableFinished) socket.destroy();
    });
    return;
  }
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const message = status === 431 ? 'Request headers are too large' : 'Malformed HTTP request';
  const body = JSON.stringify(errorBody(status, message));
  const decision = runtime.limiter.hit(`ip:${socket.remoteAddress}`);
  socket.end(
    [
      `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      `X-Request-Id: ${randomUUID()}`,
      `X-RateLimit-Limit: ${decision.limit}`,
      `X-RateLimit-Remaining: ${decision.remaining}`,
      `X-RateLimit-Reset: ${decision.resetAt}`,
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  );
}

/**
 * Registers the handlers that must come after express-gateway's pipelines. express-gateway
 * builds its app internally, so it is taken back from the server it returns.
 */
export function installFinalHandlers(server: Server, runtime: GatewayRuntime): void {
  const app = server.listeners('request')[0] as Express | undefined;
  if (!app || typeof app.use !== 'function') throw new Error('express-gateway did not serve an express app');
  app.use(finalNotFound(runtime));
  app.use(finalErrorHandler(runtime));
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => answerClientError(runtime, error, socket));
}
