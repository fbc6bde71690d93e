import http from 'node:http';
import fc from 'fast-check';
import { z } from 'zod';
import type { RouteRow } from '@quire/gateway';
import { FIXTURE_REF, valueOf, type JsonSchema, type SchemaContext } from './schema-arbitrary';
import { absentId, idsFor, type World } from './world';

// Requests for the access matrix: for every route row, one request the row's schemas accept
// (real ids of the world in the path, the smallest valid query and body the fuzzer's
// generators find), so that the answer says who may do what, not what input is wrong.

export type MatrixRequest = {
  row: RouteRow;
  method: string;
  path: string;
  body?: string;
  contentType?: string;
  /** Path parameters the world has no id for (an absent id was used). */
  absentParams: string[];
  /** No input the row's schemas accept was found: the answer may be 400. */
  noValidInput: boolean;
};

const jsonSchemaOf = (schema: z.ZodType): JsonSchema => z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'input', unrepresentable: 'any' }) as JsonSchema;

/**
 * How unlikely a service is to refuse a sample the schema accepts (lower is better): ids of
 * the world rather than made-up ones, something to do rather than `{}`, no empty strings,
 * and short.
 */
function score(sample: unknown, original: unknown): number {
  const text = JSON.stringify(sample) ?? '';
  const fixtures = Math.min(3, (JSON.stringify(original) ?? '').match(FIXTURE_REF)?.length ?? 0);
  const empty = text === '{}' ? 1 : 0;
  const emptyValues = text.match(/:(""|\[\]|\{\})/g)?.length ?? 0;
  const nonAscii = /[^\x20-\x7e]/.test(text) ? 1 : 0;
  return text.length - fixtures * 300 + empty * 500 + emptyValues * 600 + nonAscii * 200;
}

/** Lists of ids the world resolved to the same id, once each (a service refuses duplicates). */
function withoutDuplicates(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map(withoutDuplicates);
    return items.every((item) => typeof item === 'string') ? [...new Set(items)] : items;
  }
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutDuplicates(item)]));
  return value;
}

/** The best of `tries` samples the zod schema accepts, undefined when no input is needed, null when none was found. */
function validSample(schema: z.ZodType, context: SchemaContext, resolve: (value: unknown) => unknown, seed: number, tries = 80): unknown {
  if (schema.safeParse(undefined).success) return undefined;
  const samples = fc.sample(valueOf(jsonSchemaOf(schema), context), { seed, numRuns: tries });
  const accepted = samples
    .map((original) => ({ original, value: resolve(original) }))
    .filter(({ value }) => schema.safeParse(value).success)
    .map(({ original, value }) => ({ value, score: score(value, original) }));
  accepted.sort((a, b) => a.score - b.score);
  return accepted.length > 0 ? accepted[0].value : null;
}

/** Fixture placeholders of a generated value replaced by the world's ids. */
function resolverFor(world: World, row: RouteRow): (value: unknown) => unknown {
  return (value) => {
    const text = JSON.stringify(value);
    if (text === undefined) return value;
    return withoutDuplicates(
      JSON.parse(
        text.replace(FIXTURE_REF, (_, param: string, index: string) => {
          const known = idsFor(world.ids, param, row.path);
          return known.length ? known[Number(index) % known.length] : absentId();
        }),
      ),
    );
  };
}

const hash = (text: string) => [...text].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) | 0, 0);

export function matrixRequest(row: RouteRow, world: World, context: SchemaContext): MatrixRequest {
  const absentParams: string[] = [];
  // `:name*` (a rest parameter) takes one value like any other.
  const path = row.path.replace(/:([A-Za-z0-9_]+)\*?/g, (_, name: string) => {
    const known = idsFor(world.ids, name, row.path);
    if (known.length) return encodeURIComponent(known[0]);
    absentParams.push(name);
    return `absent-${name.toLowerCase()}`;
  });
  const resolve = resolverFor(world, row);
  let noValidInput = false;
  let query = '';
  if (row.query) {
    // Optional query parameters are left out: the smallest accepted query.
    const required = Object.entries(row.query.shape).filter(([, schema]) => !(schema as z.ZodType).safeParse(undefined).success);
    const sample = validSample(row.query, context, resolve, hash(row.operationId));
    if (sample === null) noValidInput = true;
    const values = (sample ?? {}) as Record<string, unknown>;
    const entries = required.length ? required.map(([name]) => [name, values[name]] as const) : [];
    query = entries
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
      .join('&');
  }
  let body: string | undefined;
  let contentType: string | undefined;
  if (row.body) {
    const sample = validSample(row.body, context, resolve, hash(row.operationId) + 1);
    if (sample === null) noValidInput = true;
    if (sample !== undefined && sample !== null) {
      if (row.bodyEncoding === 'form') {
        body = new URLSearchParams(sample as Record<string, string>).toString();
        contentType = 'application/x-www-form-urlencoded';
      } else {
        body = JSON.stringify(sample);
        contentType = 'application/json';
      }
    }
  }
  if (row.rawBody) {
    body = 'fuzz matrix file';
    contentType = 'text/plain';
  }
  return { row, method: row.method.toUpperCase(), path: `/v1${path}${query ? `?${query}` : ''}`, body, contentType, absentParams, noValidInput };
}

export type MatrixAnswer = { status: number; body: string };

/**
 * A new connection per request: the matrix pauses between phases (generating input, reading
 * back), and a kept-alive connection the gateway closes for idleness at the moment it is
 * reused would fail a request for a reason that is not the route's.
 */
const agent = new http.Agent({ keepAlive: false });

export function sendMatrixRequest(baseUrl: string, token: string, request: MatrixRequest): Promise<MatrixAnswer> {
  const url = new URL(baseUrl);
  const headers: Record<string, string | number> = { authorization: `Bearer ${token}` };
  if (request.contentType) headers['content-type'] = request.contentType;
  const body = request.body === undefined ? undefined : Buffer.from(request.body, 'utf8');
  if (body) headers['content-length'] = body.length;
  return new Promise((resolve) => {
    const outgoing = http.request({ agent, host: url.hostname, port: url.port, method: request.method, path: request.path, headers, timeout: 10_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8').slice(0, 300) }));
    });
    // No answer at all (a reset connection, the 10 s deadline): status 0, a failure for every rule.
    outgoing.on('timeout', () => outgoing.destroy(new Error('no answer within 10 s')));
    outgoing.on('error', (error) => resolve({ status: 0, body: `no answer: ${error.message}` }));
    outgoing.end(body);
  });
}
