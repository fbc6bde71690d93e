import express, { type Request, type Response } from 'express';
import type protobuf from 'protobufjs';
import {
  encodePrincipal,
  findUnstorableText,
  formatTraceparent,
  PRINCIPAL_METADATA_KEY,
  REQUEST_ID_METADATA_KEY,
  startSpan,
  TRACEPARENT_HEADER,
  TRACESTATE_HEADER,
  tracingEnabled,
  type Principal,
  type Span,
  type TraceContext,
} from '@quire/shared';
import type { z } from 'zod';
import { INTERNAL_ERROR_MESSAGE, httpErrorOfGrpc, sendError, sendJson } from '../../http/errors';
import { jsonStreamInput, sendJsonStream } from '../../http/json-stream';
import { isRedirectTarget, sendErrorPage, sendHtmlPage, sendRedirect } from '../../http/pages';
import type { RouteRow } from '../../routes/route-row';
import type { PrincipalSelector } from '../../auth/authenticator';
import { GrpcCallError } from '../../transcoding/grpc-caller';
import type { CallMetadata } from '../../transcoding/grpc-connection';
import { findField, TranscodeError } from '../../transcoding/codec-cache';
import { encodeJson } from '../../transcoding/from-json';
import { decodeToJson } from '../../transcoding/to-json';
import { bootstrappingRuntime } from '../runtime';
import { logIdsOf, requestState, v1PathOf, type RequestState } from '../request-state';
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

/**
 * Deepest JSON nesting accepted (objects and arrays, counted from the body itself). The checks
 * after this one and the transcoder walk values recursively: a body of 10,000 nested arrays
 * (20 kB) would overflow their stacks and answer 500 instead of 400. Nothing this deep can
 * reach a service anyway: a request message holds at most 100 nested messages
 * (`MAX_MESSAGE_DEPTH`, transcoding/from-json.ts), and each JSON level costs at least one.
 */
export const MAX_JSON_DEPTH = 128;

/** Refuses input nested deeper than MAX_JSON_DEPTH, walking it without recursion. */
function refuseDeepNesting(input: unknown, location: string): void {
  const pending: [unknown, number][] = [[input, 0]];
  while (pending.length > 0) {
    const [value, depth] = pending.pop()!;
    if (value === null || typeof value !== 'object') continue;
    if (depth + 1 > MAX_JSON_DEPTH) throw new HttpError(400, `${location}: nested too deeply (at most ${MAX_JSON_DEPTH} levels of objects and arrays)`);
    for (const item of Array.isArray(value) ? value : Object.values(value)) {
      if (item !== null && typeof item === 'object') pending.push([item, depth + 1]);
    }
  }
}

function validate<T>(schema: z.ZodType<T> | undefined, input: unknown, location: string): T | undefined {
  refuseDeepNesting(input, location);
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

const FORM_TYPE = 'application/x-www-form-urlencoded';

/**
 * A form body (route rows with `bodyEncoding: 'form'`): an object of strings (a field sent
 * twice becomes an array, which the row's schema refuses). No body at all is `undefined`.
 */
function readFormBody(parser: express.RequestHandler, req: Request, res: Response): Promise<unknown> {
  const hasBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
  if (!hasBody) return Promise.resolve(undefined);
  if (!req.is(FORM_TYPE)) return Promise.reject(new HttpError(415, `Unsupported Content-Type: send the request body as ${FORM_TYPE}`));
  return new Promise((resolve, reject) => {
    parser(req, res, (error?: unknown) => {
      if (!error) {
        resolve({ ...(req.body as object) });
        return;
      }
      const { type } = error as { type?: string };
      if (type === 'entity.too.large') reject(new HttpError(413, 'Request body is too large'));
      else if (type === 'parameters.too.many') reject(new HttpError(413, 'Request body has too many fields'));
      else if (type === 'charset.unsupported' || type === 'encoding.unsupported') reject(new HttpError(415, 'Unsupported request body encoding'));
      else reject(new HttpError(400, 'Could not read the request body'));
    });
  });
}

/**
 * A page route's answer (route rows' `page`): a redirect to the location field when it is
 * set, else the HTML of the html field. A location that is not an absolute http(s) URL, or an
 * answer with neither, is the service's bug: 500.
 */
function sendPageResponse(req: Request, res: Response, row: RouteRow, responseType: protobuf.Type, bytes: Uint8Array): void {
  const page = row.page!;
  const message = decodeToJson(responseType, bytes);
  const field = (jsonName: string | undefined) => (jsonName === undefined ? undefined : message[jsonName]);
  const location = field(page.locationField);
  if (typeof location === 'string' && location !== '') {
    if (!isRedirectTarget(location)) throw new Error(`${row.operationId} answered a redirect that is not an absolute http(s) URL`);
    sendRedirect(res, req.method, location);
    return;
  }
  const html = field(page.htmlField);
  if (typeof html !== 'string' || html === '') throw new Error(`${row.operationId} answered neither a location nor a page`);
  sendHtmlPage(res, 200, html);
}

/**
 * A raw body (route rows' `rawBody`): the bytes as sent, whatever the Content-Type, up to the
 * row's limit (a Content-Length above it is refused before anything is read). No body at all
 * is zero bytes.
 */
function readRawBody(parser: express.RequestHandler, limit: number, req: Request, res: Response): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    parser(req, res, (error?: unknown) => {
      if (!error) {
        resolve(Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0));
        return;
      }
      const { type } = error as { type?: string };
      if (type === 'entity.too.large') reject(new HttpError(413, `Request body is too large: the limit is ${limit} bytes`));
      else if (type === 'encoding.unsupported') reject(new HttpError(415, 'Unsupported request body encoding'));
      else reject(new HttpError(400, 'Could not read the request body'));
    });
  });
}

const MEDIA_TYPE = /^[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]{0,126}\/[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]{0,126}$/;

/**
 * Types a browser only displays (images, PDF, plain text, audio, video): served inline.
 * Anything else (HTML, SVG, XML, scripts...) could run script in our origin if opened: it is
 * sent as an attachment with a sandboxing Content-Security-Policy.
 */
const PASSIVE_TYPE = /^(?:image\/(?:png|jpeg|gif|webp|avif|bmp)|application\/pdf|text\/plain|text\/csv|audio\/[a-z0-9.+-]+|video\/[a-z0-9.+-]+)$/;

/** RFC 8187 `filename*` value (UTF-8, percent-encoded) and an ASCII `filename` fallback. */
function contentDisposition(disposition: 'inline' | 'attachment', fileName: string): string {
  if (fileName === '') return disposition;
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

const DEFAULT_RAW_MAX_AGE_SECONDS = 300;

/** Answers a raw response (route rows' `rawResponse`): the bytes of one field, typed by another. */
function sendRawResponse(res: Response, row: RouteRow, responseType: protobuf.Type, bytes: Uint8Array): void {
  const raw = row.rawResponse!;
  const message = responseType.decode(bytes) as unknown as Record<string, unknown>;
  const fieldValue = (jsonName: string | undefined) => (jsonName === undefined ? undefined : message[findField(responseType, jsonName)!.name]);
  const data = fieldValue(raw.dataField);
  const declared = String(fieldValue(raw.contentTypeField) ?? '').toLowerCase();
  const contentType = MEDIA_TYPE.test(declared) ? declared : 'application/octet-stream';
  const passive = PASSIVE_TYPE.test(contentType);
  res.status(200);
  res.setHeader('Content-Type', contentType);
  res.setHeader('Content-Disposition', contentDisposition(passive ? 'inline' : 'attachment', String(fieldValue(raw.fileNameField) ?? '')));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cache-Control', `private, max-age=${raw.maxAgeSeconds ?? DEFAULT_RAW_MAX_AGE_SECONDS}`);
  if (!passive) res.setHeader('Content-Security-Policy', "sandbox; default-src 'none'");
  res.send(data instanceof Uint8Array ? Buffer.from(data.buffer, data.byteOffset, data.byteLength) : Buffer.alloc(0));
}

/** A passthrough row's default body limit (RouteRow.passthrough.maxBytes). */
export const DEFAULT_PASSTHROUGH_MAX_BYTES = 1024 * 1024;

/** Hop-by-hop headers (RFC 9110 7.6.1) belong to one connection, never passed on either way. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade']);

/** Hop-by-hop headers, and those the Connection header names. */
function hopByHopOf(connection: string | string[] | undefined): Set<string> {
  const named = [connection ?? []].flat().flatMap((value) => value.split(',').map((name) => name.trim().toLowerCase()));
  return new Set([...HOP_BY_HOP, ...named.filter(Boolean)]);
}

/**
 * What a passthrough row's rpc receives of the request: the method as sent, the raw query
 * string, each header line as received (repeated headers stay separate) except hop-by-hop
 * ones and Quire's own `x-quire-*`. Authorization and cookies are the caller's to send: the
 * gateway authenticates nothing on these rows.
 */
function passthroughInput(req: Request): { method: string; query: string; headers: { name: string; value: string }[] } {
  const skip = hopByHopOf(req.headers.connection);
  const headers: { name: string; value: string }[] = [];
  for (let index = 0; index + 1 < req.rawHeaders.length; index += 2) {
    const name = req.rawHeaders[index].toLowerCase();
    if (skip.has(name) || name.startsWith('x-quire-')) continue;
    headers.push({ name, value: req.rawHeaders[index + 1] });
  }
  const at = req.originalUrl.indexOf('?');
  return { method: req.method, query: at === -1 ? '' : req.originalUrl.slice(at + 1), headers };
}

/** Headers a passthrough answer never carries: the connection's, the length Node computes, and cookies for the API's origin. */
const PASSTHROUGH_DROPPED = new Set([...HOP_BY_HOP, 'content-length', 'set-cookie', 'set-cookie2']);

/**
 * A passthrough answer (third-party content, e.g. an integration script's, served from the API's
 * origin, which also serves published sites with `npm start`): the status and headers as given
 * (hop-by-hop, Content-Length and Set-Cookie dropped, a header Node refuses left out), plus a
 * sandboxing Content-Security-Policy (any HTML it answers runs in an opaque origin: no cookie
 * or storage of ours, no same-origin call) and nosniff. A status outside 200..599 is a 502.
 */
function sendPassthroughResponse(res: Response, responseType: protobuf.Type, bytes: Uint8Array, logger: { warn(obj: object, msg: string): void }, logIds: object): void {
  const message = responseType.decode(bytes) as unknown as { status?: number; headers?: { name?: string; value?: string }[]; body?: Uint8Array };
  const status = message.status ?? 0;
  if (!Number.isInteger(status) || status < 200 || status > 599) {
    sendError(res, 502, `The upstream answered an invalid HTTP status (${status})`);
    return;
  }
  res.status(status);
  const headers = message.headers ?? [];
  const skip = hopByHopOf(headers.filter((header) => header.name?.toLowerCase() === 'connection').map((header) => header.value ?? ''));
  for (const { name = '', value = '' } of headers) {
    const lower = name.toLowerCase();
    if (skip.has(lower) || PASSTHROUGH_DROPPED.has(lower)) continue;
    try {
      res.appendHeader(lower, value);
    } catch {
      logger.warn({ ...logIds, header: lower.slice(0, 100) }, 'passthrough answer: header left out (invalid name or value)');
    }
  }
  res.appendHeader('Content-Security-Policy', 'sandbox allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  const body = message.body ?? new Uint8Array(0);
  res.end(Buffer.from(body.buffer, body.byteOffset, body.byteLength));
}

/** A header value a service answered: printable ASCII (and spaces), no CR/LF, at most 1024 characters. */
const HEADER_VALUE = /^[\x20-\x7e]{1,1024}$/;

/** Route rows' `responseHeaders`: each set string field as its header; a value that cannot be a header is left out. */
function setResponseHeaders(res: Response, headers: Record<string, string>, responseType: protobuf.Type, message: Record<string, unknown>): void {
  for (const [header, jsonName] of Object.entries(headers)) {
    const value = message[findField(responseType, jsonName)!.jsonName];
    if (typeof value === 'string' && HEADER_VALUE.test(value)) res.setHeader(header, value);
  }
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

/** The call's metadata: the principal, the request id, and the trace the service continues. */
function callMetadata(state: RequestState, trace: TraceContext | undefined): CallMetadata {
  const metadata: CallMetadata = { [REQUEST_ID_METADATA_KEY]: state.requestId };
  if (state.principal) metadata[PRINCIPAL_METADATA_KEY] = encodedPrincipal(state.principal);
  if (trace) {
    metadata[TRACEPARENT_HEADER] = formatTraceparent(trace);
    if (trace.traceState) metadata[TRACESTATE_HEADER] = trace.traceState;
  }
  return metadata;
}

/** The cached principals a call of `row` may change the access of (RouteRow.changesAccessOf). */
function accessChangedBy(row: RouteRow, params: unknown, principal: Principal | undefined): PrincipalSelector | undefined {
  const path = (params ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  switch (row.changesAccessOf) {
    case 'organization':
      return { organizationId: text(path.organizationId), userId: text(path.userId) };
    case 'caller':
      return principal && { userId: principal.userId };
    case 'integration':
      return { integration: text(path.integrationName) };
    default:
      return undefined;
  }
}

/** While spans are exported, the rpc gets a client span of its own; otherwise the request's span is its parent. */
function clientSpanOf(state: RequestState, rpc: string): Span | undefined {
  if (!tracingEnabled() || !state.span) return undefined;
  return startSpan(rpc, { kind: 'client', parent: state.span.trace, attributes: { 'rpc.system': 'grpc', 'rpc.method': rpc } });
}

/**
 * The generic transcoder: route table row -> validated input -> request message -> unary
 * gRPC call -> response message -> JSON (or, for `jsonStream` rows, a server-streaming call
 * whose chunks are the JSON body). No resource-specific code lives here.
 */
export const routePolicy: GatewayPolicy = {
  name: 'quire-route',
  schema: policySchema('quire-route'),
  policy: () => {
    const { routes, registry, caller, logger, bodyLimit, grpcDeadlineMs, authenticator, maxUploadBytes } = bootstrappingRuntime();
    // Not strict: a body of `null` or `3` is valid JSON, and the row's schema says what is wrong with it.
    const jsonParser = express.json({ limit: bodyLimit, type: JSON_TYPES, strict: false });
    // Flat string fields (querystring), as HTML forms post them; at most 100 fields.
    const formParser = express.urlencoded({ limit: bodyLimit, type: FORM_TYPE, extended: false, parameterLimit: 100 });
    // Raw-body parsers by limit, made on first use (the JSON path never touches them).
    const rawParsers = new Map<number, express.RequestHandler>();
    const rawParser = (limit: number) => {
      let parser = rawParsers.get(limit);
      if (!parser) rawParsers.set(limit, (parser = express.raw({ type: () => true, limit })));
      return parser;
    };

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
        // A passthrough row takes the query string as it is (its rpc's `query`).
        const query = row.passthrough ? undefined : validate(row.query, req.query, 'query');
        const readBody = () => (row.bodyEncoding === 'form' ? readFormBody(formParser, req, res) : readJsonBody(jsonParser, req, res));
        const body = row.body ? validate(row.body, await readBody(), 'body') : undefined;
        const input = mergeInput(row, params, query, body);
        if (row.rawBody) {
          const limit = row.rawBody.maxBytes ?? maxUploadBytes;
          input[row.rawBody.field] = await readRawBody(rawParser(limit), limit, req, res);
          input[row.rawBody.contentTypeField] = req.headers['content-type'] ?? '';
        }
        if (row.jsonStream) Object.assign(input, jsonStreamInput(req));
        if (row.passthrough) {
          const limit = row.passthrough.maxBytes ?? DEFAULT_PASSTHROUGH_MAX_BYTES;
          Object.assign(input, passthroughInput(req), { body: await readRawBody(rawParser(limit), limit, req, res) });
        }
        const request = encodeJson(method.requestType, input);
        const clientSpan = clientSpanOf(state, row.rpc);
        if (row.jsonStream) {
          const metadata = callMetadata(state, clientSpan?.trace ?? state.span?.trace);
          try {
            await sendJsonStream(res, { caller, method, request, metadata, deadlineMs: grpcDeadlineMs, logger, logIds: logIdsOf(state) });
          } catch (error) {
            clientSpan?.end(error instanceof GrpcCallError ? `gRPC status ${error.code}` : 'call failed');
            throw error;
          }
          clientSpan?.end();
          return;
        }
        let responseBytes: Buffer;
        try {
          responseBytes = await caller.call(method, request, callMetadata(state, clientSpan?.trace ?? state.span?.trace), grpcDeadlineMs);
        } catch (error) {
          clientSpan?.end(error instanceof GrpcCallError ? `gRPC status ${error.code}` : 'call failed');
          throw error;
        } finally {
          // Before the answer leaves: the next request of anyone the change concerns asks
          // identity again. Also after a failure, which may come after identity committed.
          const selector = accessChangedBy(row, params, state.principal);
          if (selector) authenticator.evict(selector);
        }
        clientSpan?.end();
        if (row.changesCallerAccess && state.tokenDigest) authenticator.forget(state.tokenDigest);
        if (row.passthrough) {
          sendPassthroughResponse(res, method.responseType, responseBytes, logger, logIdsOf(state));
          return;
        }
        if (row.status === 204) {
          const reset = row.resetWhen && decodeToJson(method.responseType, responseBytes)[findField(method.responseType, row.resetWhen)!.jsonName] === true;
          res.status(reset ? 205 : 204).end();
          return;
        }
        if (row.rawResponse) {
          sendRawResponse(res, row, method.responseType, responseBytes);
          return;
        }
        if (row.page) {
          sendPageResponse(req, res, row, method.responseType, responseBytes);
          return;
        }
        const message = decodeToJson(method.responseType, responseBytes);
        const payload = row.responseField ? message[findField(method.responseType, row.responseField)!.jsonName] : message;
        const location = (payload as { urls?: { location?: unknown } } | undefined)?.urls?.location;
        const status = row.createdWhen && message[findField(method.responseType, row.createdWhen)!.jsonName] === true ? 201 : row.status;
        if (status === 201 && typeof location === 'string') res.setHeader('Location', location);
        if (row.responseHeaders) setResponseHeaders(res, row.responseHeaders, method.responseType, message);
        sendJson(res, status, payload ?? null);
      })().catch((error: unknown) => {
        // A browser-facing route shows its errors as a page; the others answer the JSON error body.
        const fail = (status: number, message: string) =>
          row.page ? sendErrorPage(res, status, message, state.requestId) : sendError(res, status, message);
        if (error instanceof HttpError) {
          fail(error.status, error.message);
        } else if (error instanceof TranscodeError) {
          fail(400, error.message);
        } else if (error instanceof GrpcCallError) {
          const mapped = httpErrorOfGrpc(error.code, error.details, error.fromTransport);
          if (!mapped.exposed) {
            logger.error({ ...logIdsOf(state), rpc: row.rpc, code: error.code, details: error.details }, 'rpc failed');
          }
          fail(mapped.status, mapped.message);
        } else {
          logger.error({ err: error, ...logIdsOf(state), rpc: row.rpc }, 'route failed');
          fail(500, INTERNAL_ERROR_MESSAGE);
        }
      });
    };
  },
};
