import fc from 'fast-check';
import type { FuzzOperation } from './operations';
import { FIXTURE_REF, propertyNamesOf, valueOf, type JsonSchema, type SchemaContext } from './schema-arbitrary';
import { idsFor, type CallerName, type World } from './world';

// Requests as compact descriptions (a seed gives the same descriptions in every run, whatever
// ids the world has), and their materialization into bytes on the wire. Huge values are
// described by their size and only built when sent.

export type ParamSpec =
  | { kind: 'fixture'; index: number }
  | { kind: 'other-org' }
  | { kind: 'absent' }
  /** Written into the URL as it is (may be invalid percent-encoding on purpose). */
  | { kind: 'raw'; segment: string }
  /** Percent-encoded text. */
  | { kind: 'text'; text: string };

/** Big JSON built when the request is sent, spliced into a body at one property (or as the body). */
export type Insert =
  | { kind: 'huge-string'; length: number; unit: string }
  | { kind: 'huge-array'; length: number; item: string }
  | { kind: 'deep'; depth: number; open: '[' | '{"a":' };

export type BodySpec =
  | { kind: 'json'; value: unknown }
  | { kind: 'text'; text: string }
  | { kind: 'bytes'; hex: string }
  | { kind: 'filled-bytes'; length: number }
  | { kind: 'splice'; base: unknown; at: string | null; insert: Insert };

export type CallerSpec = CallerName | 'anonymous' | { authorization: string };

export type FuzzRequest = {
  operation: number;
  caller: CallerSpec;
  /** Upper-case HTTP method sent. */
  method: string;
  params: Record<string, ParamSpec>;
  query: [string, string][];
  /** Appended to the query string as it is. */
  rawQuery?: string;
  body?: BodySpec;
  /** undefined: the operation's own content type; null: no Content-Type header. */
  contentType?: string | null;
  contentEncoding?: string;
  /** What was fuzzed, for the report. */
  mutation: string;
};

const UNICODE_EDGES = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\ud83d',
  '\ufeff',
  '\u202eevil',
  'a\u200db',
  '\u{1F469}\u200d\u{1F469}\u200d\u{1F467}\u200d\u{1F466}',
  'e\u0301\u0301\u0301',
  '\uffff\ufffe',
  '\u{10FFFF}',
  '\u2028\u2029',
  '\u0085\u0001\u001f\u007f',
  '\u{1D54F}\u{1D550}',
  'İıßẞ',
  '</script><script>alert(1)</script>',
  "' OR 1=1 --",
  '${jndi:ldap://x}',
  '{{7*7}}',
  '%00%ff',
  '\\',
  '"',
  ' ',
  '',
];

/** Path segments written verbatim: invalid or surprising percent-encodings, dot segments. */
const RAW_SEGMENTS = [
  '%00',
  'a%00b',
  '%',
  '%E0%A4%A',
  '%ED%A0%80',
  '%C0%AF',
  '%FF',
  '%2F',
  '%2e%2e',
  '..',
  '.',
  '%20',
  '%0d%0aSet-Cookie:x',
  '%F0%9F%92%A9',
  '%EF%BB%BF',
  '__proto__',
  'constructor',
  'null',
  '-1',
  '1e309',
  '~',
  "'",
  '%22',
  'a;b',
  'a,b',
];

const WRONG_TYPES: unknown[] = [0, -1, 1.5, 1e308, -1e308, 2 ** 31, 2 ** 53 + 1, true, false, null, '', 'x', [], [1, 'a'], {}, { a: { b: [] } }];

const OTHER_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'PROPFIND', 'SEARCH', 'FOO'];

const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/merge-patch+json',
  'APPLICATION/JSON',
  'application/octet-stream',
  ';;;',
  'x',
];

const SYNTAX_BODIES = [
  '',
  '{',
  '{"a":',
  '[',
  'nul',
  'null',
  'true',
  '1',
  '"x"',
  '[]',
  '{}',
  '{"a":1,"a":2}',
  '{"a":1}garbage',
  '\ufeff{}',
  'NaN',
  '{"a":NaN}',
  "{'a':1}",
  '{"a":1,}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  ' '.repeat(2000) + '{}',
];

const AUTHORIZATION_HEADERS = ['Bearer', 'Bearer ', 'Basic dXNlcjpwYXNz', `Bearer ${'x'.repeat(600)}`, 'Bearer tok en', 'Bearer unknown-token-0123456789', 'bearer', 'Bearer \u00e9t\u00e9'];

const weighted = <T>(...pairs: [number, fc.Arbitrary<T>][]) => fc.oneof(...pairs.map(([weight, arbitrary]) => ({ weight, arbitrary })));

function callerArbitrary(): fc.Arbitrary<CallerSpec> {
  return weighted<CallerSpec>(
    [4, fc.constant('admin')],
    [1, fc.constantFrom<CallerSpec>('create', 'edit', 'review', 'comment')],
    [2, fc.constant('read')],
    [1, fc.constant('guest')],
    [2, fc.constant('outsider')],
    [1, fc.constant('anonymous')],
    [1, fc.constantFrom(...AUTHORIZATION_HEADERS).map((authorization) => ({ authorization }))],
  );
}

function paramArbitrary(schema: JsonSchema): fc.Arbitrary<ParamSpec> {
  return weighted<ParamSpec>(
    [5, fc.nat(2).map((index) => ({ kind: 'fixture', index }))],
    [1, fc.constant({ kind: 'other-org' })],
    [1, fc.constant({ kind: 'absent' })],
    [1, fc.constantFrom(...RAW_SEGMENTS).map((segment) => ({ kind: 'raw', segment }))],
    [
      1,
      fc
        .oneof(
          fc.constantFrom(...UNICODE_EDGES),
          fc.string({ unit: 'binary', maxLength: 20 }),
          fc.integer({ min: (schema.maxLength ?? 64) + 1, max: 5000 }).map((length) => 'a'.repeat(length)),
        )
        .map((text) => ({ kind: 'text', text })),
    ],
  );
}

/** A query value as a URL carries it: scalars as text, arrays as repeated keys. */
function queryEntries(name: string, value: unknown): [string, string][] {
  if (value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap((item) => queryEntries(name, item));
  if (value !== null && typeof value === 'object') return [[name, JSON.stringify(value)]];
  return [[name, String(value)]];
}

type QueryDraw = { query: [string, string][]; rawQuery?: string; label: string };

function queryArbitrary(operation: FuzzOperation, context: SchemaContext): { valid: fc.Arbitrary<QueryDraw>; changed: fc.Arbitrary<QueryDraw> } {
  // `page` is a pagination cursor (schemas.ts `paginationQuery`): none can be made up, so a
  // valid request leaves it out; invalid ones send made-up cursors.
  const parts = operation.queryParams
    .filter(({ name, required }) => required || name !== 'page')
    .map(({ name, schema, required }) => {
      const value = valueOf(schema, context, name).map((v) => queryEntries(name, v));
      return required ? value : weighted([2, fc.constant([] as [string, string][])], [1, value]);
    });
  const validQuery = (parts.length ? fc.tuple(...parts) : fc.constant([] as [string, string][][])).map((entries) => entries.flat());
  const invalidValue = fc.oneof(
    fc.constantFrom(...UNICODE_EDGES),
    fc.constantFrom('-1', '0', '1.5', '1e309', 'NaN', 'Infinity', 'true', 'null', '[]', '{}', '0x10', ' 7 '),
    fc.integer({ min: 300, max: 12_000 }).map((length) => 'q'.repeat(length)),
    fc.string({ unit: 'binary', maxLength: 30 }),
  );
  const names = operation.queryParams.map((p) => p.name);
  const nameArbitrary = names.length ? fc.oneof(fc.constantFrom(...names), fc.string({ minLength: 1, maxLength: 10 })) : fc.string({ minLength: 1, maxLength: 10 });
  const rawQueries = fc.constantFrom(
    '%00=1',
    'a=%00',
    'limit[$gt]=1',
    'page[]=a&page[]=b',
    '__proto__[polluted]=1',
    'a=%E0%A4%A',
    'a=%ED%A0%80',
    '&&&=&',
    '=',
    ...names.flatMap((name) => [`${name}=1&${name}=2`, `${name}[x]=1`, `${name}=%00`, `${name}=%FF`]),
  );
  const changes: [number, fc.Arbitrary<QueryDraw>][] = [
    [3, fc.tuple(validQuery, nameArbitrary, invalidValue).map(([query, name, value]) => ({ query: [...query, [name, value] as [string, string]], label: `query ${name}=<invalid>` }))],
    [2, fc.tuple(validQuery, rawQueries).map(([query, rawQuery]) => ({ query, rawQuery, label: `raw query ${rawQuery.slice(0, 40)}` }))],
  ];
  const required = operation.queryParams.filter((p) => p.required).map((p) => p.name);
  if (required.length > 0) {
    changes.push([1, fc.tuple(validQuery, fc.constantFrom(...required)).map(([query, drop]) => ({ query: query.filter(([name]) => name !== drop), label: `query without ${drop}` }))]);
  }
  return { valid: validQuery.map((query) => ({ query, label: 'valid query' })), changed: weighted(...changes) };
}

const insertArbitrary: fc.Arbitrary<Insert> = fc.oneof(
  fc.record({
    kind: fc.constant('huge-string' as const),
    length: fc.constantFrom(1_000, 70_000, 600_000, 1_100_000, 3_000_000),
    unit: fc.constantFrom('a', '\u00e9', '\u{1F600}', '\u0000', '\\"'),
  }),
  fc.record({ kind: fc.constant('huge-array' as const), length: fc.constantFrom(1_000, 50_000, 300_000), item: fc.constantFrom('1', '"x"', '{}', 'null', '[]') }),
  // Around the transcoder's message depth (100) and the gateway's JSON depth (128), and far past both.
  fc.record({ kind: fc.constant('deep' as const), depth: fc.constantFrom(20, 40, 100, 128, 129, 1_000, 10_000, 100_000, 400_000), open: fc.constantFrom('[' as const, '{"a":' as const) }),
);

/** A body the schema accepts, or one mutation of it. */
function jsonBodyArbitrary(schema: JsonSchema, context: SchemaContext): fc.Arbitrary<{ body: BodySpec; label: string }> {
  const valid = valueOf(schema, context);
  const properties = propertyNamesOf(schema);
  const required = schema.required ?? [];
  const target = properties.length ? fc.option(fc.constantFrom(...properties), { nil: null, freq: 4 }) : fc.constant(null);
  const setAt = (base: unknown, at: string | null, value: unknown) =>
    at !== null && base !== null && typeof base === 'object' && !Array.isArray(base) ? { ...(base as object), [at]: value } : value;
  const asObject = (base: unknown) => (base !== null && typeof base === 'object' && !Array.isArray(base) ? (base as Record<string, unknown>) : {});
  const variants: [number, fc.Arbitrary<{ body: BodySpec; label: string }>][] = [
    [2, valid.map((value) => ({ body: { kind: 'json', value }, label: 'valid body' }))],
    [2, fc.tuple(valid, target, fc.constantFrom(...WRONG_TYPES)).map(([base, at, value]) => ({ body: { kind: 'json', value: setAt(base, at, value) }, label: `wrong type at ${at ?? 'body'}` }))],
    [2, fc.tuple(valid, target, fc.constantFrom(...UNICODE_EDGES)).map(([base, at, value]) => ({ body: { kind: 'json', value: setAt(base, at, value) }, label: `unicode edge at ${at ?? 'body'}` }))],
    [1, fc.tuple(valid, fc.constantFrom(...UNICODE_EDGES)).map(([base, key]) => ({ body: { kind: 'json', value: { ...asObject(base), [key]: 1 } }, label: 'unicode edge key' }))],
    [2, fc.tuple(valid, target, insertArbitrary).map(([base, at, insert]) => ({ body: { kind: 'splice', base, at, insert }, label: `${insert.kind} at ${at ?? 'body'}` }))],
    [1, fc.constantFrom(...SYNTAX_BODIES).map((text) => ({ body: { kind: 'text', text }, label: `syntax ${JSON.stringify(text.slice(0, 30))}` }))],
    [1, fc.jsonValue({ maxDepth: 3 }).map((value) => ({ body: { kind: 'json', value }, label: 'any JSON' }))],
    [
      1,
      fc.constantFrom('ff fe 7b 7d', '7b 22 74 69 74 6c 65 22 3a 22 c3 28 22 7d', '7b 22 61 22 3a 22 ed a0 80 22 7d', 'ef bb bf 7b 7d', '00 00 00 7b').map((hex) => ({
        body: { kind: 'bytes', hex },
        label: 'invalid UTF-8 bytes',
      })),
    ],
  ];
  if (required.length > 0) {
    variants.push([
      1,
      fc.tuple(valid, fc.constantFrom(...required)).map(([base, drop]) => {
        const copy = { ...asObject(base) };
        delete copy[drop];
        return { body: { kind: 'json', value: copy } as BodySpec, label: `missing ${drop}` };
      }),
    ]);
  }
  return weighted(...variants);
}

function formBodyArbitrary(schema: JsonSchema, context: SchemaContext, valid: boolean): fc.Arbitrary<{ body: BodySpec; label: string }> {
  const encode = (value: unknown) =>
    Object.entries((value ?? {}) as Record<string, unknown>)
      .map(([key, item]) => `${encodeURIComponent(key)}=${safeEncode(typeof item === 'string' ? item : JSON.stringify(item))}`)
      .join('&');
  const validForm = valueOf(schema, context).map((value) => ({ body: { kind: 'text', text: encode(value) } as BodySpec, label: 'valid form' }));
  if (valid) return validForm;
  return weighted(
    [4, validForm],
    [
      2,
      fc
        .constantFrom('SAMLResponse=%00', 'SAMLResponse=%', 'a=1&a=2', 'SAMLResponse[x]=1', '&&&', Array.from({ length: 200 }, (_, i) => `k${i}=v`).join('&'), 'SAMLResponse=' + 'A'.repeat(200_000))
        .map((text) => ({ body: { kind: 'text', text } as BodySpec, label: `form ${text.slice(0, 30)}` })),
    ],
    [1, fc.constantFrom(...SYNTAX_BODIES).map((text) => ({ body: { kind: 'text', text } as BodySpec, label: 'JSON sent to a form' }))],
  );
}

function rawBodyArbitrary(valid: boolean): fc.Arbitrary<{ body: BodySpec; label: string }> {
  const small = fc.uint8Array({ minLength: 1, maxLength: 64 }).map((bytes) => ({ body: { kind: 'bytes', hex: Buffer.from(bytes).toString('hex') } as BodySpec, label: 'small bytes' }));
  if (valid) return small;
  return weighted(
    [2, fc.uint8Array({ maxLength: 64 }).map((bytes) => ({ body: { kind: 'bytes', hex: Buffer.from(bytes).toString('hex') } as BodySpec, label: 'small bytes' }))],
    [1, fc.constant({ body: { kind: 'bytes', hex: '' } as BodySpec, label: 'empty bytes' })],
    [1, fc.constantFrom(100_000, 1_500_000).map((length) => ({ body: { kind: 'filled-bytes', length } as BodySpec, label: `${length} bytes` }))],
  );
}

/** What one request changes from a valid request; most requests change one thing, some none. */
type Change = 'none' | 'caller' | 'params' | 'query' | 'body' | 'content-type' | 'content-encoding' | 'method';

/**
 * Every request the fuzzer may send for one operation: a valid request (declared method, real
 * ids, query and body from the schemas, a member's token) with one thing changed at a time,
 * so that a refusal has one cause and valid requests still reach the services' deeper code.
 */
export function requestArbitrary(operationIndex: number, operation: FuzzOperation, context: SchemaContext): fc.Arbitrary<FuzzRequest> {
  const declared = operation.method.toUpperCase();
  const validParams = Object.fromEntries(operation.pathParams.map(({ name }) => [name, { kind: 'fixture', index: 0 } as ParamSpec]));
  const changedParams = operation.pathParams.length
    ? fc
        .tuple(...operation.pathParams.map(({ schema }) => paramArbitrary(schema)))
        .map((specs) => Object.fromEntries(operation.pathParams.map(({ name }, i) => [name, specs[i]])))
    : fc.constant(validParams);
  const memberCaller = fc.constantFrom<CallerSpec>('admin', 'admin', 'create', 'edit', 'review', 'comment', 'read', 'read');

  let validBody: fc.Arbitrary<{ body?: BodySpec; label: string }>;
  let changedBody: fc.Arbitrary<{ body?: BodySpec; label: string }>;
  if (operation.body?.kind === 'json') {
    validBody = valueOf(operation.body.schema, context).map((value) => ({ body: { kind: 'json', value } as BodySpec, label: 'valid body' }));
    changedBody = weighted<{ body?: BodySpec; label: string }>([12, jsonBodyArbitrary(operation.body.schema, context)], [1, fc.constant({ label: 'no body' })]);
  } else if (operation.body?.kind === 'form') {
    validBody = formBodyArbitrary(operation.body.schema, context, true);
    changedBody = formBodyArbitrary(operation.body.schema, context, false);
  } else if (operation.body?.kind === 'raw') {
    validBody = rawBodyArbitrary(true);
    changedBody = rawBodyArbitrary(false);
  } else {
    validBody = fc.constant({ label: 'no body' });
    changedBody = fc.jsonValue({ maxDepth: 2 }).map((value) => ({ body: { kind: 'json', value } as BodySpec, label: 'unexpected body' }));
  }
  const change = weighted<Change>(
    [5, fc.constant('none')],
    [2, fc.constant('caller')],
    [2, fc.constant('params')],
    [2, fc.constant('query')],
    [operation.body ? 5 : 1, fc.constant('body')],
    [1, fc.constant('content-type')],
    [1, fc.constant('content-encoding')],
    [1, fc.constant('method')],
  );
  const query = queryArbitrary(operation, context);

  return fc
    .record({
      change,
      member: memberCaller,
      otherCaller: callerArbitrary(),
      otherMethod: fc.constantFrom(...OTHER_METHODS),
      validParams: fc.nat(2).map((index) => Object.fromEntries(operation.pathParams.map(({ name }) => [name, { kind: 'fixture', index } as ParamSpec]))),
      changedParams,
      validQuery: query.valid,
      changedQuery: query.changed,
      validBody,
      changedBody,
      contentType: fc.constantFrom<string | null>(null, ...WRONG_CONTENT_TYPES),
      contentEncoding: fc.constantFrom('gzip', 'deflate', 'br', 'identity', 'x-fuzz'),
    })
    .map((draw) => {
      const { change } = draw;
      const params = change === 'params' ? draw.changedParams : draw.validParams;
      const chosenQuery = change === 'query' ? draw.changedQuery : draw.validQuery;
      const chosenBody = change === 'body' ? draw.changedBody : draw.validBody;
      const labels = [chosenBody.label, chosenQuery.label];
      if (change === 'method') labels.push(`method ${draw.otherMethod}`);
      if (change === 'content-type') labels.push(`content-type ${draw.contentType}`);
      if (change === 'content-encoding') labels.push(`content-encoding ${draw.contentEncoding}`);
      const odd = Object.entries(params).filter(([, spec]) => spec.kind !== 'fixture');
      if (odd.length) labels.push(`params ${odd.map(([name, spec]) => `${name}=${spec.kind}`).join(',')}`);
      return {
        operation: operationIndex,
        caller: change === 'caller' ? draw.otherCaller : draw.member,
        method: change === 'method' ? draw.otherMethod : declared,
        params,
        query: chosenQuery.query,
        rawQuery: chosenQuery.rawQuery,
        body: chosenBody.body,
        contentType: change === 'content-type' ? draw.contentType : undefined,
        contentEncoding: change === 'content-encoding' ? draw.contentEncoding : undefined,
        mutation: `${change === 'none' ? 'valid' : `changed ${change}`}: ${labels.join('; ')}`,
      };
    });
}

/** encodeURIComponent, except that a lone surrogate becomes U+FFFD instead of throwing. */
export function safeEncode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0').toUpperCase()}`).join('');
  }
}

export type WireRequest = { method: string; path: string; headers: Record<string, string>; body?: Buffer; bodyPreview?: string };

function insertText(insert: Insert): string {
  switch (insert.kind) {
    case 'huge-string':
      return `"${insert.unit.repeat(Math.ceil(insert.length / Math.max(1, insert.unit.length)))}"`.replaceAll('\u0000', '\\u0000');
    case 'huge-array':
      return `[${new Array(insert.length).fill(insert.item).join(',')}]`;
    case 'deep':
      return insert.open === '[' ? '['.repeat(insert.depth) + ']'.repeat(insert.depth) : '{"a":'.repeat(insert.depth) + '1' + '}'.repeat(insert.depth);
  }
}

const SPLICE_MARK = '@@fuzz-splice@@';

/** The bytes of a request for the world: fixture placeholders become the world's ids. */
export function materialize(request: FuzzRequest, operations: FuzzOperation[], world: World, tokenOf: (caller: CallerSpec) => string | undefined): WireRequest {
  const operation = operations[request.operation];
  const fixture = (param: string, index: number): string => {
    const known = idsFor(world.ids, param, operation.routePath);
    // Without a fixture: an id (or slug) of the usual shape that names nothing.
    return known.length ? known[index % known.length] : `absent-${param.toLowerCase().replace(/[^a-z0-9]/g, '')}`;
  };
  const resolve = (text: string) => text.replace(FIXTURE_REF, (_, param: string, index: string) => fixture(param, Number(index)));

  let path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const spec = request.params[name] ?? { kind: 'fixture', index: 0 };
    switch (spec.kind) {
      case 'fixture':
        return fixture(name, spec.index);
      case 'other-org': {
        const other = world.otherIds[name];
        return other?.length ? other[0] : `absent-${name.toLowerCase().replace(/[^a-z0-9]/g, '')}`;
      }
      case 'absent':
        return `absent0${name.length}x${operation.operationId.length}`;
      case 'raw':
        return spec.segment;
      case 'text':
        return safeEncode(spec.text);
    }
  });
  const query = request.query.map(([key, value]) => `${safeEncode(resolve(key))}=${safeEncode(resolve(value))}`);
  if (request.rawQuery) query.push(request.rawQuery);
  if (query.length) path += `?${query.join('&')}`;

  const headers: Record<string, string> = {};
  const token = tokenOf(request.caller);
  if (typeof request.caller === 'object') headers.authorization = request.caller.authorization;
  else if (token) headers.authorization = `Bearer ${token}`;

  let body: Buffer | undefined;
  const spec = request.body;
  if (spec) {
    switch (spec.kind) {
      case 'json':
        body = Buffer.from(resolve(JSON.stringify(spec.value) ?? 'null'), 'utf8');
        break;
      case 'text':
        body = Buffer.from(resolve(spec.text), 'utf8');
        break;
      case 'bytes':
        body = Buffer.from(spec.hex, 'hex');
        break;
      case 'filled-bytes':
        body = Buffer.alloc(spec.length, 0x61);
        break;
      case 'splice': {
        const base = spec.at !== null && spec.base !== null && typeof spec.base === 'object' && !Array.isArray(spec.base) ? { ...(spec.base as object), [spec.at]: SPLICE_MARK } : SPLICE_MARK;
        body = Buffer.from(resolve(JSON.stringify(base)).replace(`"${SPLICE_MARK}"`, () => insertText(spec.insert)), 'utf8');
        break;
      }
    }
  }
  const defaultType = operation.body?.kind === 'form' ? 'application/x-www-form-urlencoded' : operation.body?.kind === 'raw' ? 'image/png' : 'application/json';
  if (request.contentType !== null && (body !== undefined || request.contentType !== undefined)) headers['content-type'] = request.contentType ?? defaultType;
  if (request.contentEncoding) headers['content-encoding'] = request.contentEncoding;
  const preview = body === undefined ? undefined : body.length > 300 ? `${body.subarray(0, 300).toString('utf8')}... (${body.length} bytes)` : body.toString('utf8');
  return { method: request.method, path: `/v1${path}`, headers, body, bodyPreview: preview };
}

/** The world's route parameter names, for schemas to recognise id-holding keys. */
export function contextOf(knownParams: Iterable<string>): SchemaContext {
  return { knownParams: new Set(knownParams) };
}

