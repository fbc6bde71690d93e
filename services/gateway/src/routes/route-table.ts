import type { ProtoRegistry } from '../transcoding/proto-registry';
import type protobuf from 'protobufjs';
import { assertTranscodable, bytesFieldsOf, fieldCodecOf, findField } from '../transcoding/codec-cache';
import type { HttpMethod, RouteRow } from './route-row';

export type RouteMatch =
  | { kind: 'found'; row: RouteRow; params: Record<string, string> }
  | { kind: 'method-not-allowed'; allowed: HttpMethod[] }
  | { kind: 'not-found' };

export type RouteTable = {
  rows: RouteRow[];
  /** `path` is relative to /v1 ('/spaces/abc'), without query string. */
  match(method: string, path: string): RouteMatch;
};

/** `rest`: the last parameter of a path written `:name*`, which takes one or more segments ("a/b/c"). */
type Segment = { literal: string } | { param: string; rest?: boolean };

type CompiledRow = { row: RouteRow; segments: Segment[]; shape: string };

const HTTP_METHODS: HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete'];

function compilePath(template: string): Segment[] {
  return template
    .split('/')
    .filter((part) => part !== '')
    .map((part, index, parts) =>
      part.startsWith(':') && part.endsWith('*') && index === parts.length - 1
        ? { param: part.slice(1, -1), rest: true }
        : part.startsWith(':')
          ? { param: part.slice(1) }
          : { literal: part },
    );
}

const isRest = (segments: Segment[]) => {
  const last = segments.at(-1);
  return last !== undefined && 'param' in last && last.rest === true;
};

export const pathParamsOf = (template: string): string[] =>
  compilePath(template).flatMap((segment) => ('param' in segment ? [segment.param] : []));

function splitPath(path: string): string[] | undefined {
  const parts = path.split('/').filter((part) => part !== '');
  try {
    return parts.map((part) => decodeURIComponent(part));
  } catch {
    return undefined;
  }
}

/** Literal segments win over parameters, position by position ('/spaces/current' before '/spaces/:id'), parameters over a rest. */
function specificity(segments: Segment[]): string {
  return segments.map((segment) => ('literal' in segment ? '0' : segment.rest ? '2' : '1')).join('');
}

export function createRouteTable(rows: RouteRow[]): RouteTable {
  const byLength = new Map<number, CompiledRow[]>();
  // Rows ending in a rest parameter match paths of their length or longer, after the others.
  const restRows: CompiledRow[] = [];
  for (const row of rows) {
    const segments = compilePath(row.path);
    const compiled = { row, segments, shape: specificity(segments) };
    if (isRest(segments)) {
      restRows.push(compiled);
      continue;
    }
    const bucket = byLength.get(segments.length) ?? [];
    bucket.push(compiled);
    byLength.set(segments.length, bucket);
  }
  for (const bucket of [...byLength.values(), restRows]) {
    bucket.sort((a, b) => a.shape.localeCompare(b.shape));
  }

  return {
    rows,
    match(method, path) {
      const parts = splitPath(path);
      if (!parts) return { kind: 'not-found' };
      const wanted = method.toLowerCase() === 'head' ? 'get' : method.toLowerCase();
      const allowed = new Set<HttpMethod>();
      let bestPathShape: string | undefined;
      const candidates = [...(byLength.get(parts.length) ?? []), ...restRows.filter((candidate) => candidate.segments.length <= parts.length)];
      for (const candidate of candidates) {
        const params: Record<string, string> = {};
        const matches = candidate.segments.every((segment, index) => {
          if ('literal' in segment) return segment.literal === parts[index];
          params[segment.param] = segment.rest ? parts.slice(index).join('/') : parts[index];
          return true;
        });
        if (!matches) continue;
        // Only the most specific path shape counts: '/spaces/current' must not offer the
        // methods of '/spaces/:spaceId'.
        if (bestPathShape !== undefined && candidate.shape !== bestPathShape) break;
        bestPathShape = candidate.shape;
        if (candidate.row.method === wanted || candidate.row.passthrough?.anyMethod) return { kind: 'found', row: candidate.row, params };
        allowed.add(candidate.row.method);
      }
      if (allowed.size > 0) return { kind: 'method-not-allowed', allowed: HTTP_METHODS.filter((m) => allowed.has(m)) };
      return { kind: 'not-found' };
    },
  };
}

const isScalarField = (type: protobuf.Type, jsonName: string, scalar: 'string' | 'bytes' | 'bool' | 'int32'): boolean => {
  const field = fieldCodecOf(type, jsonName);
  return field !== undefined && field.jsonName === jsonName && !field.repeated && !field.map && field.value.kind === 'scalar' && field.value.scalar === scalar;
};

/**
 * Raw bodies and responses: a `bytes` field may only be the row's raw body field (top level of
 * the request) or raw response field (top level of the response), never reached from JSON.
 */
function rawProblems(row: RouteRow, requestType: protobuf.Type, responseType: protobuf.Type): string[] {
  const problems: string[] = [];
  const { rawBody, rawResponse } = row;
  if (rawBody) {
    if (row.body) problems.push('rawBody and body are exclusive');
    if (!['post', 'put', 'patch'].includes(row.method)) problems.push('rawBody needs a POST, PUT or PATCH route');
    if (!isScalarField(requestType, rawBody.field, 'bytes')) problems.push(`rawBody.field "${rawBody.field}" is not a bytes field of ${requestType.fullName}`);
    if (!isScalarField(requestType, rawBody.contentTypeField, 'string')) {
      problems.push(`rawBody.contentTypeField "${rawBody.contentTypeField}" is not a string field of ${requestType.fullName}`);
    }
    if (rawBody.maxBytes !== undefined && (!Number.isInteger(rawBody.maxBytes) || rawBody.maxBytes <= 0)) problems.push('rawBody.maxBytes must be a positive integer');
  }
  if (rawResponse) {
    if (row.responseField) problems.push('rawResponse and responseField are exclusive');
    if (row.status !== 200) problems.push('rawResponse needs status 200');
    if (!isScalarField(responseType, rawResponse.dataField, 'bytes')) {
      problems.push(`rawResponse.dataField "${rawResponse.dataField}" is not a bytes field of ${responseType.fullName}`);
    }
    for (const [option, name] of [['contentTypeField', rawResponse.contentTypeField], ['fileNameField', rawResponse.fileNameField]] as const) {
      if (name !== undefined && !isScalarField(responseType, name, 'string')) problems.push(`rawResponse.${option} "${name}" is not a string field of ${responseType.fullName}`);
    }
  }
  for (const path of bytesFieldsOf(requestType)) {
    if (path !== rawBody?.field && !(row.passthrough && path === PASSTHROUGH_FIELDS.body)) problems.push(`bytes field ${requestType.fullName}.${path} can only be the row's rawBody.field`);
  }
  for (const path of bytesFieldsOf(responseType)) {
    if (path !== rawResponse?.dataField && !(row.jsonStream && path === JSON_STREAM_FIELDS.chunk) && !(row.passthrough && path === PASSTHROUGH_FIELDS.body)) {
      problems.push(`bytes field ${responseType.fullName}.${path} can only be the row's rawResponse.dataField`);
    }
  }
  return problems;
}

/** The fields (JSON names) a `jsonStream` row's rpc has: its request's, then its response messages'. */
export const JSON_STREAM_FIELDS = {
  ifNoneMatch: 'ifNoneMatch',
  acceptEncoding: 'acceptEncoding',
  chunk: 'chunk',
  etag: 'etag',
  notModified: 'notModified',
  contentEncoding: 'contentEncoding',
  contentLength: 'contentLength',
} as const;

/** Streamed JSON: a server-streaming rpc with the fields the gateway reads and fills, and a plain 200 row. */
function jsonStreamProblems(row: RouteRow, method: { requestType: protobuf.Type; responseType: protobuf.Type; responseStream: boolean }): string[] {
  if (!row.jsonStream) return method.responseStream ? [`rpc streams its responses; only a row with jsonStream can route it`] : [];
  const problems: string[] = [];
  if (!method.responseStream) problems.push('jsonStream needs a server-streaming rpc');
  if (row.status !== 200) problems.push('jsonStream needs status 200');
  for (const option of ['responseField', 'rawResponse', 'page', 'createdWhen', 'resetWhen'] as const) {
    if (row[option] !== undefined) problems.push(`jsonStream and ${option} are exclusive`);
  }
  const { requestType, responseType } = method;
  for (const name of [JSON_STREAM_FIELDS.ifNoneMatch, JSON_STREAM_FIELDS.acceptEncoding]) {
    if (!isScalarField(requestType, name, 'string')) problems.push(`jsonStream needs a string field "${name}" in ${requestType.fullName}`);
  }
  const response = [
    [JSON_STREAM_FIELDS.chunk, 'bytes'],
    [JSON_STREAM_FIELDS.etag, 'string'],
    [JSON_STREAM_FIELDS.notModified, 'bool'],
    [JSON_STREAM_FIELDS.contentEncoding, 'string'],
    [JSON_STREAM_FIELDS.contentLength, 'int32'],
  ] as const;
  for (const [name, scalar] of response) {
    if (!isScalarField(responseType, name, scalar)) problems.push(`jsonStream needs a ${scalar} field "${name}" in ${responseType.fullName}`);
  }
  return problems;
}

/** The fields (JSON names) a `passthrough` row's rpc has: its request's, then its response's. */
export const PASSTHROUGH_FIELDS = { method: 'method', query: 'query', headers: 'headers', body: 'body', status: 'status' } as const;

/** A repeated `{ string name; string value; }` message field. */
function isHeaderList(type: protobuf.Type, jsonName: string): boolean {
  const field = fieldCodecOf(type, jsonName);
  if (!field || field.jsonName !== jsonName || !field.repeated) return false;
  const declared = type.fields[findField(type, jsonName)!.name];
  declared.resolve();
  const item = declared.resolvedType;
  if (!item || !('fieldsArray' in item)) return false;
  const names = item.fieldsArray.map((f) => `${f.name}:${f.type}:${f.repeated}`).sort();
  return names.join(',') === 'name:string:false,value:string:false';
}

/** Passthrough rows: the request and response fields the gateway fills and reads, and a plain 200 row. */
function passthroughProblems(row: RouteRow, requestType: protobuf.Type, responseType: protobuf.Type): string[] {
  const { passthrough } = row;
  if (!passthrough) return [];
  const problems: string[] = [];
  if (row.status !== 200) problems.push('passthrough needs status 200');
  for (const option of ['body', 'rawBody', 'rawResponse', 'responseField', 'page', 'jsonStream', 'createdWhen', 'resetWhen', 'bodyEncoding', 'bodyField'] as const) {
    if (row[option] !== undefined) problems.push(`passthrough and ${option} are exclusive`);
  }
  if (passthrough.maxBytes !== undefined && (!Number.isInteger(passthrough.maxBytes) || passthrough.maxBytes <= 0)) problems.push('passthrough.maxBytes must be a positive integer');
  const F = PASSTHROUGH_FIELDS;
  for (const name of [F.method, F.query]) if (!isScalarField(requestType, name, 'string')) problems.push(`passthrough needs a string field "${name}" in ${requestType.fullName}`);
  if (!isScalarField(requestType, F.body, 'bytes')) problems.push(`passthrough needs a bytes field "${F.body}" in ${requestType.fullName}`);
  if (!isHeaderList(requestType, F.headers)) problems.push(`passthrough needs a repeated {name, value} field "${F.headers}" in ${requestType.fullName}`);
  if (!isScalarField(responseType, F.status, 'int32')) problems.push(`passthrough needs an int32 field "${F.status}" in ${responseType.fullName}`);
  if (!isScalarField(responseType, F.body, 'bytes')) problems.push(`passthrough needs a bytes field "${F.body}" in ${responseType.fullName}`);
  if (!isHeaderList(responseType, F.headers)) problems.push(`passthrough needs a repeated {name, value} field "${F.headers}" in ${responseType.fullName}`);
  return problems;
}

/** Form bodies and page answers: what they need from the row and from the response message. */
function browserProblems(row: RouteRow, responseType: protobuf.Type): string[] {
  const problems: string[] = [];
  if (row.bodyEncoding === 'form') {
    if (!row.body) problems.push('bodyEncoding "form" needs a body schema');
    if (!['post', 'put', 'patch'].includes(row.method)) problems.push('bodyEncoding "form" needs a POST, PUT or PATCH route');
  }
  const { page } = row;
  if (page) {
    if (row.responseField) problems.push('page and responseField are exclusive');
    if (row.rawResponse) problems.push('page and rawResponse are exclusive');
    if (row.status !== 200) problems.push('page needs status 200');
    if (page.locationField === undefined && page.htmlField === undefined) problems.push('page needs a locationField or an htmlField');
    for (const [option, name] of [['locationField', page.locationField], ['htmlField', page.htmlField]] as const) {
      if (name !== undefined && !isScalarField(responseType, name, 'string')) problems.push(`page.${option} "${name}" is not a string field of ${responseType.fullName}`);
    }
  }
  return problems;
}

const HEADER_NAME = /^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/;
/** Headers a row may not set from a service's answer: the gateway's own and the framing ones. */
const RESERVED_HEADERS = new Set(['content-type', 'content-length', 'transfer-encoding', 'connection', 'location', 'set-cookie', 'etag', 'x-request-id']);

/** `responseHeaders`: valid, unreserved header names mapped to top-level string fields of the response, on JSON rows. */
function headerProblems(row: RouteRow, responseType: protobuf.Type): string[] {
  if (!row.responseHeaders) return [];
  const problems: string[] = [];
  for (const option of ['rawResponse', 'page', 'jsonStream'] as const) {
    if (row[option] !== undefined) problems.push(`responseHeaders and ${option} are exclusive`);
  }
  if (row.status === 204) problems.push('responseHeaders needs a status with a body');
  for (const [header, field] of Object.entries(row.responseHeaders)) {
    if (!HEADER_NAME.test(header) || RESERVED_HEADERS.has(header.toLowerCase())) problems.push(`responseHeaders: "${header}" is not a header a row may set`);
    if (!isScalarField(responseType, field, 'string')) problems.push(`responseHeaders: "${field}" is not a string field of ${responseType.fullName}`);
  }
  return problems;
}

/**
 * Checks the table against itself and the protos, so that a bad row stops the gateway at
 * start-up instead of failing requests: unique operation ids and routes, declared path
 * parameters, existing unary rpcs whose messages the transcoder supports (server-streaming
 * ones only for `jsonStream` rows, with the fields it needs), existing body/response fields,
 * `bytes` fields only as raw bodies, raw responses or streamed chunks, and form bodies and
 * page answers only where they can work.
 */
export function validateRouteTable(rows: RouteRow[], registry: ProtoRegistry): void {
  const problems: string[] = [];
  const operationIds = new Set<string>();
  const routes = new Set<string>();
  for (const row of rows) {
    const label = `${row.operationId} (${row.method.toUpperCase()} ${row.path})`;
    if (operationIds.has(row.operationId)) problems.push(`${label}: duplicate operationId`);
    operationIds.add(row.operationId);
    const routeKey = `${row.method} ${row.path.replace(/:[^/]+/g, ':')}`;
    if (routes.has(routeKey)) problems.push(`${label}: duplicate route`);
    routes.add(routeKey);
    if (!HTTP_METHODS.includes(row.method)) problems.push(`${label}: unknown method`);
    if (!row.path.startsWith('/') || row.path.startsWith('/v1/')) problems.push(`${label}: path must start with "/" and be relative to /v1`);
    const declared = Object.keys(row.params?.shape ?? {});
    for (const param of pathParamsOf(row.path)) {
      if (!declared.includes(param)) problems.push(`${label}: path parameter ":${param}" is not in params`);
    }
    for (const param of declared) {
      if (!pathParamsOf(row.path).includes(param)) problems.push(`${label}: params has "${param}" which is not in the path`);
    }
    if (![200, 201, 204].includes(row.status)) problems.push(`${label}: status must be 200, 201 or 204`);
    try {
      const method = registry.method(row.rpc);
      assertTranscodable(method.requestType);
      assertTranscodable(method.responseType);
      if (row.bodyField && !findField(method.requestType, row.bodyField)) {
        problems.push(`${label}: bodyField "${row.bodyField}" is not a field of ${method.requestType.fullName}`);
      }
      if (row.createdWhen) {
        const field = findField(method.responseType, row.createdWhen);
        const declared = field && method.responseType.fields[field.name];
        if (!declared || declared.type !== 'bool' || declared.repeated) problems.push(`${label}: createdWhen "${row.createdWhen}" is not a bool field of ${method.responseType.fullName}`);
        if (row.status !== 200) problems.push(`${label}: createdWhen needs status 200`);
      }
      if (row.changesAccessOf === 'organization' || row.changesAccessOf === 'integration') {
        const param = row.changesAccessOf === 'organization' ? 'organizationId' : 'integrationName';
        if (!row.path.includes(`/:${param}`)) problems.push(`${label}: changesAccessOf "${row.changesAccessOf}" needs the path parameter ${param}`);
      }
      if (row.resetWhen) {
        const field = findField(method.responseType, row.resetWhen);
        const declared = field && method.responseType.fields[field.name];
        if (!declared || declared.type !== 'bool' || declared.repeated) problems.push(`${label}: resetWhen "${row.resetWhen}" is not a bool field of ${method.responseType.fullName}`);
        if (row.status !== 204) problems.push(`${label}: resetWhen needs status 204`);
      }
      if (row.responseField && !findField(method.responseType, row.responseField)) {
        problems.push(`${label}: responseField "${row.responseField}" is not a field of ${method.responseType.fullName}`);
      }
      problems.push(...rawProblems(row, method.requestType, method.responseType).map((problem) => `${label}: ${problem}`));
      problems.push(...browserProblems(row, method.responseType).map((problem) => `${label}: ${problem}`));
      problems.push(...jsonStreamProblems(row, method).map((problem) => `${label}: ${problem}`));
      problems.push(...passthroughProblems(row, method.requestType, method.responseType).map((problem) => `${label}: ${problem}`));
      problems.push(...headerProblems(row, method.responseType).map((problem) => `${label}: ${problem}`));
    } catch (error) {
      problems.push(`${label}: ${(error as Error).message}`);
    }
  }
  if (problems.length > 0) throw new Error(`Invalid route table:\n  ${problems.join('\n  ')}`);
}
