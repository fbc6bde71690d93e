import Ajv, { type ValidateFunction } from 'ajv';
import { invalidArgument } from '@quire/shared';
import { CUSTOMIZATION_DEFINITIONS, SITE_SPACE_OVERRIDE_SCHEMA } from './contract-schema';

/**
 * Customization bodies are checked with ajv against the contract's schemas (compiled once,
 * below). When ajv refuses one, `explain` walks the same schema beside the value to name the
 * first problem with its JSON path: the contract's many oneOfs (a value or null, a font name
 * or a font definition, nine kinds of ContentRef) make ajv's own errors vague. Accepted values
 * are pruned to the properties the contract declares, as the gateway drops unknown keys of
 * other bodies, so a misspelled key is not kept (and shown) forever.
 */

export type JsonObject = Record<string, unknown>;
type Schema = { readonly [key: string]: unknown };

/** What the stored JSON of one customization (a site's settings, a site space's overrides) may weigh. */
export const MAX_CUSTOMIZATION_BYTES = 64 * 1024;

const DEFINITIONS = CUSTOMIZATION_DEFINITIONS as unknown as Record<string, Schema>;
const SCHEMA_ID = 'quire:site-customization';

const isObject = (value: unknown): value is JsonObject => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The contract's `uri` format, kept to http and https: these URLs (logos, favicons, fonts,
 * privacy policy) end up in pages of the published site, where `javascript:` or `data:` would
 * be a way in.
 */
function isWebUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

const EMOJI_CODEPOINTS = /^[0-9a-f]{4,6}(?:-[0-9a-f]{4,6})*$/i;
const EMOJI_CHARACTERS = /^(?:\p{Extended_Pictographic}|\p{Regional_Indicator}|\p{Emoji_Component}|\u200d|\ufe0f|\u20e3)+$/u;
const EMOJI_BASE = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20e3/u;

/** GitBook "Emoji": "Unicode codepoint or character of the emoji" (e.g. "1f389" or "🎉"). */
const isEmoji = (value: string): boolean => EMOJI_CODEPOINTS.test(value) || (EMOJI_CHARACTERS.test(value) && EMOJI_BASE.test(value));

const FORMATS: Record<string, { test: (value: string) => boolean; reason: string }> = {
  uri: { test: isWebUrl, reason: 'must be an http(s) URL' },
  emoji: { test: isEmoji, reason: 'must be an emoji (a character such as "🎉" or its code point such as "1f389")' },
};

/** `#/definitions/X` as seen from a schema compiled on its own. */
function rebase(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rebase);
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, key === '$ref' && typeof item === 'string' ? `${SCHEMA_ID}${item}` : rebase(item)]),
  );
}

const ajv = new Ajv({ strict: false, allErrors: false });
for (const [name, { test }] of Object.entries(FORMATS)) ajv.addFormat(name, { type: 'string', validate: test });
ajv.addSchema({ $id: SCHEMA_ID, definitions: DEFINITIONS });

const compiled = new Map<string, ValidateFunction>();
/** A definition's validator (ajv compiles each once), or an inline schema's, shared by identical ones. */
function validatorOf(schema: Schema): ValidateFunction {
  if (typeof schema.$ref === 'string') return ajv.getSchema(`${SCHEMA_ID}${schema.$ref}`)!;
  const text = JSON.stringify(schema);
  let validate = compiled.get(text);
  if (!validate) compiled.set(text, (validate = ajv.compile(rebase(schema) as object)));
  return validate;
}

const validateSettings = validatorOf({ $ref: '#/definitions/SiteCustomizationSettings' });
const validateOverrides = validatorOf(SITE_SPACE_OVERRIDE_SCHEMA);

/** A validator for every oneOf branch of both schemas (by identity), to tell which branch a value takes. */
const branchValidators = new Map<Schema, ValidateFunction>();
(function compileBranches(value: unknown): void {
  if (Array.isArray(value)) return value.forEach(compileBranches);
  if (!isObject(value)) return;
  if (Array.isArray(value.oneOf)) for (const branch of value.oneOf as Schema[]) branchValidators.set(branch, validatorOf(branch));
  Object.values(value).forEach(compileBranches);
})([DEFINITIONS, SITE_SPACE_OVERRIDE_SCHEMA]);

const matches = (branch: Schema, value: unknown): boolean => branchValidators.get(branch)!(value);

function resolve(schema: Schema): Schema {
  let current = schema;
  while (typeof current.$ref === 'string') current = DEFINITIONS[current.$ref.replace('#/definitions/', '')];
  return current;
}

class SchemaError extends Error {
  constructor(
    readonly path: string,
    readonly reason: string,
  ) {
    super(`${path}: ${reason}`);
  }
}

const fail = (path: string, reason: string): never => {
  throw new SchemaError(path, reason);
};
const join = (path: string, key: string | number) => (path === '' ? String(key) : `${path}.${key}`);
const quoted = (values: readonly unknown[]) => values.map((value) => JSON.stringify(value)).join(', ');

type JsonType = 'null' | 'object' | 'array' | 'string' | 'number' | 'boolean';
const jsonTypeOf = (value: unknown): JsonType =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : (typeof value as 'object' | 'string' | 'number' | 'boolean');
const ARTICLES: Record<string, string> = { object: 'an object', array: 'an array', string: 'a string', number: 'a number', integer: 'an integer', boolean: 'a boolean', null: 'null' };

function acceptsType(node: Schema, type: JsonType): boolean {
  const schema = resolve(node);
  if (type === 'null' && schema.nullable === true) return true;
  if (Array.isArray(schema.oneOf)) return (schema.oneOf as Schema[]).some((branch) => acceptsType(branch, type));
  if (schema.type === undefined) return true;
  return schema.type === type || (schema.type === 'integer' && type === 'number');
}

function expectedTypes(branches: Schema[]): string[] {
  const types = new Set<string>();
  for (const branch of branches) {
    const schema = resolve(branch);
    // The contract's "set to null to reset" branch is a string type whose only value is null.
    const onlyNull = Array.isArray(schema.enum) && schema.enum.every((value) => value === null);
    if (Array.isArray(schema.oneOf)) expectedTypes(schema.oneOf as Schema[]).forEach((type) => types.add(type));
    else if (typeof schema.type === 'string' && !onlyNull) types.add(schema.type);
    if (schema.nullable === true) types.add('null');
  }
  return [...types];
}

/** Keys of a schema that list values or document them without constraining anything else. */
const ENUM_ONLY_KEYS = ['type', 'enum', 'nullable', 'deprecated', 'description', 'example'];

/** A string branch that only lists values (an enum, or the `null` of "set to null to reset"). */
const enumOnly = (schema: Schema): readonly unknown[] | undefined =>
  Array.isArray(schema.enum) && Object.keys(schema).every((key) => ENUM_ONLY_KEYS.includes(key)) ? schema.enum : undefined;

/** The branch of a oneOf that `value` most likely meant, to explain what is wrong with it. */
function explainOneOf(branches: Schema[], value: unknown, path: string): void {
  const matching = branches.filter((branch) => matches(branch, value));
  if (matching.length === 1) return;
  if (matching.length > 1) {
    const keys = matching.flatMap((branch) => (resolve(branch).required as string[] | undefined) ?? []);
    fail(path, keys.length > 1 ? `must have only one of ${quoted(keys)}` : 'matches more than one of its allowed forms');
  }
  const type = jsonTypeOf(value);
  const candidates = branches.filter((branch) => acceptsType(branch, type));
  if (candidates.length === 0) fail(path, `must be ${expectedTypes(branches).map((t) => ARTICLES[t] ?? t).join(' or ')}`);
  if (type !== 'object' && candidates.every((branch) => enumOnly(resolve(branch)))) {
    fail(path, `must be one of ${quoted(candidates.flatMap((branch) => enumOnly(resolve(branch))!))}`);
  }
  if (candidates.length === 1) return explain(candidates[0], value, path);
  const objects = candidates.map(resolve).filter((schema) => isObject(schema.properties)) as (Schema & { properties: Record<string, Schema> })[];
  if (type === 'object' && objects.length > 0) {
    const object = value as JsonObject;
    // A property every branch pins to one value (ContentRef's `kind`) tells the branches apart.
    const discriminator = Object.keys(objects[0].properties).find((key) =>
      objects.every((schema) => (resolve(schema.properties[key] ?? {}).enum as unknown[] | undefined)?.length === 1),
    );
    if (discriminator !== undefined) {
      const chosen = objects.find((schema) => (resolve(schema.properties[discriminator]).enum as unknown[])[0] === object[discriminator]);
      if (!chosen) fail(join(path, discriminator), `must be one of ${quoted(objects.map((schema) => (resolve(schema.properties[discriminator]).enum as unknown[])[0]))}`);
      return explain(chosen!, value, path);
    }
    // Otherwise the branch whose required properties are all there, the most of them first.
    const score = (schema: Schema) => {
      const required = (schema.required as string[] | undefined) ?? [];
      return required.every((key) => key in object) ? required.length + 1 : 0;
    };
    const best = [...objects].sort((a, b) => score(b) - score(a))[0];
    return explain(best, value, path);
  }
  return explain(candidates[0], value, path);
}

function explainString(schema: Schema, value: string, path: string): void {
  const length = [...value].length;
  if (typeof schema.minLength === 'number' && length < schema.minLength) fail(path, `must have at least ${schema.minLength} character${schema.minLength === 1 ? '' : 's'}`);
  if (typeof schema.maxLength === 'number' && length > schema.maxLength) fail(path, `must have at most ${schema.maxLength} characters`);
  if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(value)) {
    fail(path, schema.pattern === DEFINITIONS.Color.pattern ? 'must be a color such as "#346DDB"' : `must match ${schema.pattern}`);
  }
  const format = typeof schema.format === 'string' ? FORMATS[schema.format] : undefined;
  if (format && !format.test(value)) fail(path, format.reason);
}

/** Throws a SchemaError naming the first problem of `value` against `node`; returns when it sees none. */
function explain(node: Schema, value: unknown, path: string): void {
  const schema = resolve(node);
  if (value === null && schema.nullable === true) return;
  if (Array.isArray(schema.oneOf)) return explainOneOf(schema.oneOf as Schema[], value, path);
  if (typeof schema.type === 'string' && !acceptsType({ type: schema.type }, jsonTypeOf(value))) fail(path, `must be ${ARTICLES[schema.type]}`);
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) fail(path, `must be one of ${quoted(schema.enum)}`);
  if (isObject(value)) {
    for (const key of (schema.required as string[] | undefined) ?? []) if (!(key in value)) fail(join(path, key), 'is required');
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    if (schema.additionalProperties === false) {
      for (const key of Object.keys(value)) if (!Object.hasOwn(properties, key)) fail(join(path, key), 'is not allowed');
    }
    if (typeof schema.minProperties === 'number' && Object.keys(value).length < schema.minProperties) fail(path, 'must not be empty');
    for (const [key, property] of Object.entries(properties)) {
      if (Object.hasOwn(value, key) && value[key] !== undefined) explain(property, value[key], join(path, key));
    }
  } else if (Array.isArray(value)) {
    if (typeof schema.minItems === 'number' && value.length < schema.minItems) fail(path, `must have at least ${schema.minItems} item${schema.minItems === 1 ? '' : 's'}`);
    if (typeof schema.maxItems === 'number' && value.length > schema.maxItems) fail(path, `must have at most ${schema.maxItems} item${schema.maxItems === 1 ? '' : 's'}`);
    if (isObject(schema.items)) value.forEach((item, index) => explain(schema.items as Schema, item, join(path, index)));
  } else if (typeof value === 'string') {
    explainString(schema, value, path);
  } else if (typeof value === 'number') {
    if (schema.type === 'integer' && !Number.isInteger(value)) fail(path, 'must be an integer');
    if (typeof schema.minimum === 'number' && value < schema.minimum) fail(path, `must be at least ${schema.minimum}`);
    if (typeof schema.maximum === 'number' && value > schema.maximum) fail(path, `must be at most ${schema.maximum}`);
  }
}

/** `value` without the properties `node` does not declare (the value is valid). */
function prune(node: Schema, value: unknown): unknown {
  const schema = resolve(node);
  if (Array.isArray(schema.oneOf)) {
    const branch = (schema.oneOf as Schema[]).find((candidate) => matches(candidate, value));
    return branch ? prune(branch, value) : value;
  }
  if (isObject(value) && isObject(schema.properties)) {
    const properties = schema.properties as Record<string, Schema>;
    const kept: JsonObject = {};
    for (const [key, item] of Object.entries(value)) if (Object.hasOwn(properties, key)) kept[key] = prune(properties[key], item);
    return kept;
  }
  if (Array.isArray(value) && isObject(schema.items)) return value.map((item) => prune(schema.items as Schema, item));
  return value;
}

function check(validate: ValidateFunction, schema: Schema, value: unknown): JsonObject {
  if (validate(value)) return prune(schema, value) as JsonObject;
  try {
    explain(schema, value, '');
  } catch (error) {
    if (error instanceof SchemaError) throw invalidArgument(error.message);
    throw error;
  }
  // ajv refused what the walk accepts: report ajv's own first error.
  const first = validate.errors?.[0];
  const path = first?.instancePath ? first.instancePath.slice(1).replaceAll('/', '.') : 'request';
  throw invalidArgument(`${path}: ${first?.message ?? 'is not valid'}`);
}

/** Refuses a stored tree over MAX_CUSTOMIZATION_BYTES (the published view repeats it per site space). */
export function assertStorable(value: JsonObject, field: string): void {
  const bytes = Buffer.byteLength(JSON.stringify(value), 'utf8');
  if (bytes > MAX_CUSTOMIZATION_BYTES) throw invalidArgument(`${field}: is too large (${bytes} bytes of JSON, at most ${MAX_CUSTOMIZATION_BYTES})`);
}

/**
 * A full GitBook "SiteCustomizationSettings" (updateSiteCustomizationById's body), pruned to
 * the contract's properties. A refusal is INVALID_ARGUMENT "<json path>: <reason>".
 */
export function parseSiteCustomization(value: unknown): JsonObject {
  const settings = check(validateSettings, { $ref: '#/definitions/SiteCustomizationSettings' }, value);
  assertStorable(settings, 'settings');
  return settings;
}

/** overrideSiteSpaceCustomizationById's body (null resets an override), pruned likewise. */
export function parseSiteSpaceOverrides(value: unknown): JsonObject {
  return check(validateOverrides, SITE_SPACE_OVERRIDE_SCHEMA, value);
}
