import express, { type Request, type Response } from 'express';
import { Metadata } from '@grpc/grpc-js';
import { encodePrincipal, findUnstorableText, PRINCIPAL_METADATA_KEY, REQUEST_ID_METADATA_KEY, type Principal } from '@quire/shared';
import type { z } from 'zod';
import { INTERNAL_ERROR_MESSAGE, httpErrorOfGrpc, sendError, sendJson } from '../../http/errors';
import type { RouteRow } from '../../routes/route-row';
import { GrpcCallError } from '../../transcoding/grpc-caller';
import { findField, TranscodeError } from '../../transcoding/codec-cache';
import { encodeJson } from '../../transcoding/from-json';
import { decodeToJson } from '../../transcoding/to-json';
import { bootstrappingRuntime } from '../runtime';
import { requestState, v1PathOf, type RequestState } from '../request-state';
import { policySchema, type GatewayPolicy } from './policy';

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** zod issues as one message: "title: Too big: ...; position.before: ..." */
export function validationMessage(error: z.ZodError, location: string): string {
  return error.issues
    .flatMap((issue) => {
      const path = issue.path.map(String).join('.');
      // zod reports unknown keys once, on the enclosing object; name each field instead.
      if (issue.code === 'unrecognized_keys') {
        return issue.keys.map((key) => `${path ? `${path}.${key}` : key}: is not a known field`);
      }
      return [`${path || location}: ${issue.message}`];
    })
    .join('; ');
}

/**
 * PostgreSQL cannot store NUL or half a surrogate pair: such text anywhere in the input (a
 * decoded path parameter, a query parameter from %00, a JSON "\u0000" or "\ud800" escape at
 * any depth, object keys included) is refused here, naming the field, before any service call.
 */
function refuseUnstorableText(input: unknown, location: string): void {
  const found = findUnstorableText(input);
  if (found) throw new HttpError(400, `${found.path || location}: ${found.reason}`);
}

function validate<T>(schema: z.ZodType<T> | undefined, input: unknown, location: string): T | undefined {
  refuseUnstorableText(input, location);
  if (!schema) return undefined;
  const result = schema.safeParse(input);
  if (!result.success) throw new HttpError(400, validationMessage(result.error, location));
  return result.data;
}

const JSON_TYPES = ['application/json', 'application/*+json'];

function readJsonBody(parser: express.RequestHandler, req: Request, res: Response): Promise<unknown> {
  const hasBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
  if (!hasBody) return Promise.resolve(undefined);
  if (!req.is(JSON_TYPES)) {
    return Promise.reject(new HttpError(415, 'Unsupported Content-Type: send the request body as application/json'));
  }
  return new Promise((resolve, reject) => {
    parser(req, res, (error?: unknown) => {
      if (!error) {
        resolve(req.body);
        return;
      }
      const { type } = error as { type?: string };
      if (type === 'entity.too.large') reject(new HttpError(413, 'Request body is too large'));
      else if (type === 'entity.parse.failed') reject(new HttpError(400, 'Request body is not valid JSON'));
      else if (type === 'charset.unsupported' || type === 'encoding.unsupported') {
        reject(new HttpError(415, 'Unsupported request body encoding'));
      } else reject(new HttpError(400, 'Could not read the request body'));
    });
  });
}

function mergeInput(row: RouteRow, params: unknown, query: unknown, body: unknown): Record<string, unknown> {
  const merged: Record<string, unknown> = {};
  if (body !== undefined) {
    if (row.bodyField) merged[row.bodyField] = body;
    else if (typeof body === 'object' && body !== null && !Array.isArray(body)) Object.assign(merged, body);
  }
  if (query && typeof query === 'object') Object.assign(merged, query);
  if (params && typeof params === 'object') Object.assign(merged, params);
  return merged;
}

// The authenticator hands out the same principal object for as long as it is cached, so its
// encoding (JSON + base64url) is kept with it instead of being redone for every request.
const encodedPrincipals = new WeakMap<Principal, string>();

function encodedPrincipal(principal: Principal): string {
  let encoded = encodedPrincipals.get(principal);
  if (encoded === undefined) {
    encoded = encodePrincipal(principal);
    encodedPrincipals.set(principal, encoded);
  }
  return encoded;
}

function callMetadata(state: RequestState): Metadata {
  const metadata = new Metadata();
  if (state.principal) metadata.set(PRINCIPAL_METADATA_KEY, encodedPrincipal(state.principal));
  metadata.set(REQUEST_ID_METADATA_KEY, state.requestId);
  return metadata;
}

/**
 * The generic transcoder: route table row -> validated input -> request message -> unary
 * gRPC call -> response message -> JSON. No resource-specific code lives here.
 */
export const routePolicy: GatewayPolicy = {
  name: 'quire-route',
  schema: policySchema('quire-route'),
  policy: () => {
    const { routes, registry, caller, logger, bodyLimit, grpcDeadlineMs, authenticator } = bootstrappingRuntime();
    // Not strict: a body of `null` or `3` is valid JSON, and the row's schema says what is wrong with it.
    const jsonParser = express.json({ limit: bodyLimit, type: JSON_TYPES, strict: false });

    return (req, res) => {
      const state = requestState(res);
      const path = v1PathOf(req);
      const match = state.match ?? (path === undefined ? { kind: 'not-found' as const } : routes.match(req.method, path));
      if (match.kind === 'not-found') {
        sendError(res, 404, `No route for ${req.method} ${req.path}`);
        return;
      }
      if (match.kind === 'method-not-allowed') {
        res.setHeader('Allow', match.allowed.map((method) => method.toUpperCase()).join(', '));
        sendError(res, 405, `Method ${req.method} is not allowed on ${req.path}`);
        return;
      }
      const { row } = match;
      state.route = `/v1${row.path}`;
      const method = registry.method(row.rpc);

      (async () => {
        const params = validate(row.params, match.params, 'path');
        const query = validate(row.query, req.query, 'query');
        const body = row.body ? validate(row.body, await readJsonBody(jsonParser, req, res), 'body') : undefined;
        const request = encodeJson(method.requestType, mergeInput(row, params, query, body));
        const responseBytes = await caller.call(method, request, callMetadata(state), grpcDeadlineMs);
        if (row.changesCallerAccess && state.tokenDigest) authenticator.forget(state.tokenDigest);
        if (row.status === 204) {
          res.status(204).end();
          return;
        }
        const message = decodeToJson(method.responseType, responseBytes);
        const payload = row.responseField ? message[findField(method.responseType, row.responseField)!.jsonName] : message;
        const location = (payload as { urls?: { location?: unknown } } | undefined)?.urls?.location;
        if (row.status === 201 && typeof location === 'string') res.setHeader('Location', location);
        sendJson(res, row.status, payload ?? null);
      })().catch((error: unknown) => {
        if (error instanceof HttpError) {
          sendError(res, error.status, error.message);
        } else if (error instanceof TranscodeError) {
          sendError(res, 400, error.message);
        } else if (error instanceof GrpcCallError) {
          const mapped = httpErrorOfGrpc(error.code, error.details, error.fromTransport);
          if (!mapped.exposed) {
            logger.error({ requestId: state.requestId, rpc: row.rpc, code: error.code, details: error.details }, 'rpc failed');
          }
          sendError(res, mapped.status, mapped.message);
        } else {
          logger.error({ err: error, requestId: state.requestId, rpc: row.rpc }, 'route failed');
          sendError(res, 500, INTERNAL_ERROR_MESSAGE);
        }
      });
    };
  },
};
