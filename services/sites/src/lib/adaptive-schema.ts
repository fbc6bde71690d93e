import Ajv from 'ajv';
import { invalidArgument } from '@quire/shared';
import { definitionsReferencedBy } from './contract';

// The contract's SiteAdaptiveJSONSchema, with every schema it references, from @gitbook/api.
const ADAPTIVE_SCHEMA_DEFINITIONS = definitionsReferencedBy({ $ref: '#/definitions/SiteAdaptiveJSONSchema' });

/** A claim of the visitor schema (GitBook "SiteAdaptiveJSONSchemaClaimsProperties"). */
export type Claim =
  | { type: 'boolean'; description: string }
  | { type: 'string'; description: string; enum?: string[] }
  | { type: 'number'; description: string }
  | { type: 'array'; description: string; items: Claim }
  | { type: 'object'; description: string; properties: Record<string, Claim>; additionalProperties: false };

/** GitBook "SiteAdaptiveJSONSchema": signed claims at the top, unsigned ones under `unsigned`. */
export type AdaptiveSchema = {
  $schema?: string;
  type: 'object';
  properties: { unsigned?: { type: 'object'; description: string; properties: Record<string, Claim>; additionalProperties: false } } & Record<string, unknown>;
  additionalProperties: false;
};

const ajv = new Ajv({ allErrors: false, strict: false });
const validateContract = ajv.compile({
  $ref: '#/definitions/SiteAdaptiveJSONSchema',
  definitions: ADAPTIVE_SCHEMA_DEFINITIONS,
});

const UNSIGNED_DESCRIPTION = 'Unsigned claims of the site visitor.';
const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

class SchemaError extends Error {
  constructor(
    readonly path: string,
    reason: string,
  ) {
    super(`${path}: ${reason}`);
  }
}

function closed(value: Record<string, unknown>, path: string, allowed: string[]): void {
  for (const key of Object.keys(value)) {
    if (!allowed.includes(key)) throw new SchemaError(`${path}.${key}`, 'is not allowed (the schema is closed)');
  }
}

function requireKeys(value: Record<string, unknown>, path: string, keys: string[]): void {
  for (const key of keys) if (!(key in value)) throw new SchemaError(`${path}.${key}`, 'is required');
}

function describedClaim(value: Record<string, unknown>, path: string): void {
  if (typeof value.description !== 'string') throw new SchemaError(`${path}.description`, 'is required (a string describing the claim)');
}

/** A primitive claim (boolean, string with or without enum, number): what arrays may hold. */
function checkPrimitive(value: unknown, path: string): void {
  if (!isObject(value)) throw new SchemaError(path, 'must be an object');
  switch (value.type) {
    case 'boolean':
    case 'number':
      closed(value, path, ['type', 'description']);
      describedClaim(value, path);
      return;
    case 'string':
      closed(value, path, ['type', 'description', 'enum']);
      describedClaim(value, path);
      if ('enum' in value && (!Array.isArray(value.enum) || value.enum.some((item) => typeof item !== 'string'))) {
        throw new SchemaError(`${path}.enum`, 'must be an array of strings');
      }
      return;
    default:
      throw new SchemaError(`${path}.type`, 'must be "boolean", "string" or "number"');
  }
}

function checkClaim(value: unknown, path: string): void {
  if (!isObject(value)) throw new SchemaError(path, 'must be an object');
  if (value.type === 'array') {
    closed(value, path, ['type', 'description', 'items']);
    describedClaim(value, path);
    requireKeys(value, path, ['items']);
    checkPrimitive(value.items, `${path}.items`);
    return;
  }
  if (value.type === 'object') {
    closed(value, path, ['type', 'description', 'properties', 'additionalProperties']);
    describedClaim(value, path);
    requireKeys(value, path, ['properties', 'additionalProperties']);
    if (value.additionalProperties !== false) throw new SchemaError(`${path}.additionalProperties`, 'must be false');
    checkClaims(value.properties, `${path}.properties`);
    return;
  }
  if (!['boolean', 'string', 'number'].includes(value.type as string)) {
    throw new SchemaError(`${path}.type`, 'must be "boolean", "string", "number", "array" or "object"');
  }
  checkPrimitive(value, path);
}

function checkClaims(value: unknown, path: string): void {
  if (!isObject(value)) throw new SchemaError(path, 'must be an object');
  for (const [name, claim] of Object.entries(value)) checkClaim(claim, `${path}.${name}`);
}

/** Names the first problem with a JSON path (the contract's oneOfs make ajv's own errors vague). */
function explain(schema: unknown, path: string): void {
  if (!isObject(schema)) throw new SchemaError(path, 'must be an object');
  closed(schema, path, ['$schema', 'type', 'properties', 'additionalProperties']);
  requireKeys(schema, path, ['type', 'properties', 'additionalProperties']);
  if ('$schema' in schema && schema.$schema !== 'http://json-schema.org/draft-07/schema#') {
    throw new SchemaError(`${path}.$schema`, 'must be "http://json-schema.org/draft-07/schema#"');
  }
  if (schema.type !== 'object') throw new SchemaError(`${path}.type`, 'must be "object"');
  if (schema.additionalProperties !== false) throw new SchemaError(`${path}.additionalProperties`, 'must be false');
  if (!isObject(schema.properties)) throw new SchemaError(`${path}.properties`, 'must be an object');
  for (const [name, claim] of Object.entries(schema.properties)) {
    const claimPath = `${path}.properties.${name}`;
    if (name !== 'unsigned') {
      checkClaim(claim, claimPath);
      continue;
    }
    if (!isObject(claim)) throw new SchemaError(claimPath, 'must be an object');
    closed(claim, claimPath, ['type', 'description', 'properties', 'additionalProperties']);
    requireKeys(claim, claimPath, ['type', 'description', 'properties', 'additionalProperties']);
    if (claim.type !== 'object') throw new SchemaError(`${claimPath}.type`, 'must be "object"');
    if (claim.description !== UNSIGNED_DESCRIPTION) throw new SchemaError(`${claimPath}.description`, `must be "${UNSIGNED_DESCRIPTION}"`);
    if (claim.additionalProperties !== false) throw new SchemaError(`${claimPath}.additionalProperties`, 'must be false');
    checkClaims(claim.properties, `${claimPath}.properties`);
  }
}

/**
 * The schema, checked with ajv against the contract's closed SiteAdaptiveJSONSchema; a
 * refusal is INVALID_ARGUMENT "jsonSchema.<path>: <reason>".
 */
export function parseAdaptiveSchema(jsonSchema: unknown, field = 'jsonSchema'): AdaptiveSchema {
  if (validateContract(jsonSchema)) {
    // ajv accepts it: the walk below agrees (it is the same schema, written out).
    return jsonSchema as AdaptiveSchema;
  }
  try {
    explain(jsonSchema, field);
  } catch (error) {
    if (error instanceof SchemaError) throw invalidArgument(error.message);
    throw error;
  }
  const first = validateContract.errors?.[0];
  const path = first?.instancePath ? `${field}${first.instancePath.replaceAll('/', '.')}` : field;
  throw invalidArgument(`${path}: ${first?.message ?? 'does not match SiteAdaptiveJSONSchema'}`);
}

/** Claim name -> claim, for signed claims (top level) and unsigned ones. */
export function claimsOf(schema: AdaptiveSchema): { signed: Record<string, Claim>; unsigned: Record<string, Claim> } {
  const { unsigned, ...signed } = schema.properties;
  return { signed: signed as Record<string, Claim>, unsigned: unsigned?.properties ?? {} };
}
