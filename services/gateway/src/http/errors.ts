import type { Response } from 'express';
import { status as GrpcStatus } from '@grpc/grpc-js';

/** The contract's error body: `{ "error": { "code": <http status>, "message": "..." } }`. */
export type ErrorBody = { error: { code: number; message: string } };

export function errorBody(code: number, message: string): ErrorBody {
  return { error: { code, message } };
}

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * What `res.status(status).json(body)` sends (same bytes and headers; express still adds the
 * ETag, answers 304 to a fresh conditional GET and leaves the body out for HEAD), minus the
 * work res.json repeats on every response: reading three app settings and parsing back the
 * Content-Type it has just set to add a charset.
 */
export function sendJson(res: Response, status: number, body: unknown): void {
  res.status(status);
  res.setHeader('Content-Type', JSON_CONTENT_TYPE);
  res.send(Buffer.from(JSON.stringify(body), 'utf8'));
}

export function sendError(res: Response, code: number, message: string): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  sendJson(res, code, errorBody(code, message));
}

/** Generic message for failures whose details are not safe to show a client. */
export const INTERNAL_ERROR_MESSAGE = 'Internal server error';

/** gRPC status -> HTTP status, as in docs/conventions.md. */
const HTTP_STATUS_OF_GRPC: Partial<Record<GrpcStatus, number>> = {
  [GrpcStatus.INVALID_ARGUMENT]: 400,
  [GrpcStatus.UNAUTHENTICATED]: 401,
  [GrpcStatus.PERMISSION_DENIED]: 403,
  [GrpcStatus.NOT_FOUND]: 404,
  [GrpcStatus.ALREADY_EXISTS]: 409,
  [GrpcStatus.ABORTED]: 409,
  [GrpcStatus.FAILED_PRECONDITION]: 412,
  [GrpcStatus.RESOURCE_EXHAUSTED]: 429,
  // A route a service leaves visibly unimplemented (its message says what is missing).
  [GrpcStatus.UNIMPLEMENTED]: 501,
  [GrpcStatus.UNAVAILABLE]: 503,
  [GrpcStatus.DEADLINE_EXCEEDED]: 504,
};

/**
 * Messages a client may see are the service's own for mapped codes; everything else, and
 * any status whose text comes from the gRPC transport (`fromTransport`), is generic.
 */
export function httpErrorOfGrpc(
  code: number,
  details: string,
  fromTransport = false,
): { status: number; message: string; exposed: boolean } {
  const status = HTTP_STATUS_OF_GRPC[code as GrpcStatus];
  if (status === undefined || (fromTransport && status < 500)) return { status: 500, message: INTERNAL_ERROR_MESSAGE, exposed: false };
  if (status === 503) return { status, message: 'Service temporarily unavailable', exposed: false };
  if (status === 504) return { status, message: 'The request took too long to complete', exposed: false };
  // The transport's own UNIMPLEMENTED (a method the server does not know) names no feature.
  if (status === 501 && fromTransport) return { status, message: 'Not implemented', exposed: false };
  return { status, message: details || defaultMessage(status), exposed: true };
}

function defaultMessage(status: number): string {
  switch (status) {
    case 400:
      return 'Bad request';
    case 401:
      return 'Authentication required';
    case 403:
      return 'Permission denied';
    case 404:
      return 'Not found';
    case 409:
      return 'Conflict';
    case 412:
      return 'Precondition failed';
    case 429:
      return 'Too many requests';
    default:
      return INTERNAL_ERROR_MESSAGE;
  }
}
