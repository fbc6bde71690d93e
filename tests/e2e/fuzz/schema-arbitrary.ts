import fc from 'fast-check';

// fast-check arbitraries from the JSON schemas of the gateway's OpenAPI document (zod's
// `toJSONSchema`, OpenAPI 3.0 flavour, no $refs): values the schema accepts, mostly small, with
// the boundaries (empty, longest allowed) now and then, and ids of real fixtures where a
// property is named after a route parameter.

export type JsonSchema = {
  type?: string;
  enum?: unknown[];
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  default?: unknown;
  [key: string]: unknown;
};

/**
 * A fixture id placeholder, replaced by a real id of the world when the request is sent, so
 * that the generated requests (and so a seed) do not depend on the ids of one run.
 */
export const fixtureRef = (param: string, index: number): string => `@@fx.${param}.${index}@@`;
export const FIXTURE_REF = /@@fx\.([A-Za-z0-9:_-]+)\.(\d+)@@/g;

/** Body and query keys that hold the id of a route parameter's kind (`spaceId`, `teams`, `parent`...). */
export function fixtureParamOf(key: string | undefined, knownParams: ReadonlySet<string>): string | undefined {
  if (!key) return undefined;
  const singular = key.endsWith('s') ? key.slice(0, -1) : key;
  const aliases: Record<string, string> = { parent: 'collectionId', organization: 'organizationId', cluster: 'clusterId', defaultTeam: 'teamId', section: 'siteSectionId', sectionId: 'siteSectionId' };
  for (const candidate of [aliases[key], key, `${key}Id`, `${singular}Id`]) {
    if (candidate && knownParams.has(candidate)) return candidate;
  }
  return undefined;
}

/** Keeps generated text short: a schema allowing a MiB of Markdown still gets a few words mostly. */
const SMALL_TEXT = 24;

/**
 * URLs the stack may try to fetch (imports, Git sync, OpenAPI sources): hosts under the
 * reserved `.invalid` top-level domain, which never resolve (RFC 2606), so that a fuzz run never
 * sends a request to a real site; and addresses an egress guard must refuse (loopback, link-local
 * metadata, other schemes).
 */
export const safeUrl: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(fc.constantFrom('http', 'https'), fc.stringMatching(/^[a-z][a-z0-9-]{0,12}$/, { size: 'small' }), fc.webPath()).map(([scheme, label, path]) => `${scheme}://${label}.fuzz.invalid${path}`) },
  { weight: 1, arbitrary: fc.constantFrom('http://127.0.0.1:1/', 'http://[::1]:1/x', 'http://169.254.169.254/latest/meta-data/', 'http://10.0.0.1/', 'file:///etc/passwd', 'ftp://fuzz.invalid/', 'https://user:secret@fuzz.invalid/repo.git') },
);

const looksLikeUrl = (key: string | undefined) => key !== undefined && /(?:^url|url)$/i.test(key);

/** `fc.stringMatching` builds a whole arbitrary from the regex: slow enough to be made once per pattern. */
const matching = new Map<string, fc.Arbitrary<string>>();
function stringMatching(pattern: string): fc.Arbitrary<string> {
  let arbitrary = matching.get(pattern);
  if (!arbitrary) matching.set(pattern, (arbitrary = fc.stringMatching(new RegExp(pattern), { size: 'small' })));
  return arbitrary;
}

function stringArbitrary(schema: JsonSchema, key?: string): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? 10_000;
  const clamp = (text: string) => (text.length > maxLength ? text.slice(0, maxLength) : text);
  const atLeast = (text: string) => (text.length < minLength ? text + 'a'.repeat(minLength - text.length) : text);
  if (schema.format === 'date-time') {
    return fc
      .date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true })
      .map((date) => date.toISOString());
  }
  if (schema.format === 'email') return fc.emailAddress().filter((email) => email.length <= maxLength);
  if (schema.format === 'uri' || looksLikeUrl(key)) return safeUrl.filter((url) => url.length <= maxLength);
  if (schema.pattern) {
    try {
      const regex = new RegExp(schema.pattern);
      return stringMatching(schema.pattern).map(clamp).filter((text) => text.length >= minLength && regex.test(text));
    } catch {
      // A pattern fast-check cannot generate from: plain text below, refused now and then.
    }
  }
  const small = Math.min(maxLength, minLength + SMALL_TEXT);
  const plain = fc.oneof(
    fc.string({ minLength, maxLength: small, unit: 'grapheme' }),
    stringMatching('^[a-z][a-z0-9]*(?: [a-z0-9]+)*$').map(atLeast).map(clamp),
  );
  const boundaries: fc.Arbitrary<string>[] = [fc.constant('a'.repeat(minLength))];
  if (maxLength <= 100_000) boundaries.push(fc.constant(atLeast('b'.repeat(maxLength))));
  return fc.oneof({ weight: 8, arbitrary: plain }, { weight: 1, arbitrary: fc.oneof(...boundaries) });
}

function numberArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const integer = schema.type === 'integer';
  let min = typeof schema.minimum === 'number' ? schema.minimum : integer ? -(2 ** 31) : -1e9;
  let max = typeof schema.maximum === 'number' ? schema.maximum : integer ? 2 ** 31 - 1 : 1e9;
  if (typeof schema.exclusiveMinimum === 'number') min = schema.exclusiveMinimum + (integer ? 1 : Number.EPSILON);
  if (typeof schema.exclusiveMaximum === 'number') max = schema.exclusiveMaximum - (integer ? 1 : Number.EPSILON);
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

export type SchemaContext = {
  /** Route parameter names the world has ids for. */
  knownParams: ReadonlySet<string>;
};

/** A value `schema` accepts (as far as JSON Schema says; zod refinements may still refuse it). */
export function valueOf(schema: JsonSchema | undefined, context: SchemaContext, key?: string, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 12) return fc.jsonValue({ maxDepth: 1 });
  const nullable = (arbitrary: fc.Arbitrary<unknown>) =>
    schema.nullable ? fc.oneof({ weight: 6, arbitrary }, { weight: 1, arbitrary: fc.constant(null) }) : arbitrary;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return nullable(fc.constantFrom(...schema.enum));
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches && branches.length > 0) return nullable(fc.oneof(...branches.map((branch) => valueOf(branch, context, key, depth + 1))));
  if (schema.allOf && schema.allOf.length > 0) return valueOf(schema.allOf[0], context, key, depth + 1);
  switch (schema.type) {
    case 'string': {
      // Emoji fields take an emoji character or its code point (content and sites check it).
      if (key === 'emoji' && (schema.maxLength ?? 50) >= 5) return nullable(fc.oneof({ weight: 3, arbitrary: fc.constantFrom('🎉', '📘', '1f389', '2764') }, { weight: 1, arbitrary: stringArbitrary(schema, key) }));
      const fixture = fixtureParamOf(key, context.knownParams);
      const text = stringArbitrary(schema, key);
      if (!fixture) return nullable(text);
      return nullable(fc.oneof({ weight: 3, arbitrary: fc.nat(2).map((index) => fixtureRef(fixture, index)) }, { weight: 1, arbitrary: text }));
    }
    case 'integer':
    case 'number':
      return nullable(numberArbitrary(schema));
    case 'boolean':
      return nullable(fc.boolean());
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.min(schema.maxItems ?? 1000, minLength + 3);
      return nullable(fc.array(valueOf(schema.items, context, key, depth + 1), { minLength, maxLength }));
    }
    case 'object':
    case undefined: {
      if (schema.type === undefined && !schema.properties && schema.additionalProperties === undefined) {
        // `{}`: any JSON value (zod's z.unknown(), protobuf Struct/Value fields).
        return fc.jsonValue({ maxDepth: 2 });
      }
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, valueOf(property, context, name, depth + 1)]));
      const required = (schema.required ?? []).filter((name) => name in properties);
      const optional = Object.keys(properties).filter((name) => !required.includes(name));
      // Mostly the required properties and one or two others: every optional property at once
      // is a request some rule between them refuses ("exactly one of"), rarely what was meant.
      const record = fc
        .tuple(fc.record(model, { noNullPrototype: true }), fc.oneof({ weight: 4, arbitrary: fc.subarray(optional, { maxLength: Math.min(2, optional.length) }) }, { weight: 1, arbitrary: fc.constant(optional) }))
        .map(([all, chosen]) => Object.fromEntries(Object.entries(all).filter(([name]) => required.includes(name) || chosen.includes(name))));
      const extra = schema.additionalProperties;
      if (extra && typeof extra === 'object' && Object.keys(properties).length === 0) {
        return nullable(fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), valueOf(extra, context, undefined, depth + 1), { maxKeys: 3, noNullPrototype: true }));
      }
      return nullable(record);
    }
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/** The property names of an object schema (through anyOf/oneOf), for mutations that target one. */
export function propertyNamesOf(schema: JsonSchema | undefined): string[] {
  if (!schema) return [];
  const names = new Set(Object.keys(schema.properties ?? {}));
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) for (const name of propertyNamesOf(branch)) names.add(name);
  return [...names];
}
