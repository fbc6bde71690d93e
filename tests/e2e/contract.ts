import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

// Validates response bodies against the GitBook contract (@gitbook/api's OpenAPI 3.0
// document): the response schema of an operation and status. A body that does not
// validate fails the test.

type Json = Record<string, any>;

// eslint-disable-next-line @typescript-eslint/no-require-imports
const spec = require('@gitbook/api/spec/openapi.json') as Json;
const SPEC_ID = 'gitbook-openapi.json';
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

/**
 * OpenAPI 3.0 schema objects as JSON Schema: `nullable: true` becomes `anyOf [schema, null]`
 * (OpenAPI allows it beside $ref, enum or allOf, where ajv's own `nullable` needs `type`),
 * and discriminators are dropped because the `oneOf` branches they annotate already tell
 * the variants apart. Unknown annotation keywords are ignored (strict off).
 */
function withoutDiscriminators(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutDiscriminators);
  if (value && typeof value === 'object') {
    const copy: Json = {};
    for (const [key, item] of Object.entries(value)) {
      if (key !== 'discriminator' && key !== 'nullable') copy[key] = withoutDiscriminators(item);
    }
    return (value as Json).nullable === true ? { anyOf: [copy, { type: 'null' }] } : copy;
  }
  return value;
}

const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false, logger: false });
addFormats(ajv);
for (const format of ['emoji', 'icon', 'int32', 'int64', 'float', 'double', 'byte', 'binary', 'password']) {
  if (!ajv.formats[format]) ajv.addFormat(format, true);
}
/**
 * GitBook "PlainObject" (`{ [key]: string | number | boolean | array | PlainObject }`) lists its
 * value types in a `oneOf` whose PlainObject branch has no `type`, so every string, number,
 * boolean or array matches two branches and no object with such a value could ever validate.
 * Its branches are checked as `anyOf`, which is what the official client's types say.
 */
function withPlainObjectAnyOf(components: Json): Json {
  const plain = components.schemas?.PlainObject as Json | undefined;
  if (!plain?.additionalProperties?.oneOf) return components;
  const values = plain.additionalProperties.oneOf as Json[];
  const anyOf = values.map((value) => (value.type === 'array' && value.items?.oneOf ? { ...value, items: { anyOf: value.items.oneOf } } : value));
  return { ...components, schemas: { ...components.schemas, PlainObject: { ...plain, additionalProperties: { anyOf } } } };
}

/**
 * GitBook "RevisionSemanticChangePageEdited" lists its `attributes` as a `oneOf` of the document,
 * group and link change attributes: three open objects whose members are all optional, so any
 * non-empty attributes object matches all three (and `{}` none, `minProperties: 1`): no
 * page_edited change could ever validate (content-breadth.md, getRevisionSemanticChanges). Its
 * branches are checked as `anyOf`, which is what the official client's type says (a union);
 * the rest of the change is checked as written.
 */
function withPageEditedAttributesAnyOf(components: Json): Json {
  const edited = components.schemas?.RevisionSemanticChangePageEdited as Json | undefined;
  const attributes = edited?.properties?.attributes as Json | undefined;
  if (!attributes?.oneOf) return components;
  const patched = { ...edited, properties: { ...edited!.properties, attributes: { anyOf: attributes.oneOf } } };
  return { ...components, schemas: { ...components.schemas, RevisionSemanticChangePageEdited: patched } };
}

ajv.addSchema({ $id: SPEC_ID, components: withPageEditedAttributesAnyOf(withPlainObjectAnyOf(withoutDiscriminators(spec.components) as Json)) });

const operations = new Map<string, Json>();
for (const item of Object.values(spec.paths as Json)) {
  for (const method of HTTP_METHODS) if (item[method]?.operationId) operations.set(item[method].operationId, item[method]);
}

const resolveResponse = (response: Json): Json => {
  if (typeof response.$ref === 'string') {
    const name = response.$ref.replace('#/components/responses/', '');
    return { ...spec.components.responses[name], ...response, $ref: undefined };
  }
  return response;
};

/** Rewrites local refs so they point into the registered copy of the components. */
function rebase(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(rebase);
  if (schema && typeof schema === 'object') {
    const copy: Json = {};
    for (const [key, item] of Object.entries(schema)) {
      copy[key] = key === '$ref' && typeof item === 'string' && item.startsWith('#/') ? `${SPEC_ID}${item}` : rebase(item);
    }
    return copy;
  }
  return schema;
}

const validators = new Map<string, ValidateFunction | null>();

function validatorFor(operationId: string, status: number): ValidateFunction | null {
  const key = `${operationId} ${status}`;
  if (validators.has(key)) return validators.get(key)!;
  const operation = operations.get(operationId);
  if (!operation) throw new Error(`The contract has no operation "${operationId}"`);
  const raw = operation.responses[String(status)] ?? operation.responses[`${String(status)[0]}XX`] ?? operation.responses.default;
  if (!raw) {
    throw new Error(`The contract documents no ${status} response for ${operationId} (it has ${Object.keys(operation.responses).join(', ')})`);
  }
  const schema = resolveResponse(raw).content?.['application/json']?.schema;
  const validate = schema ? ajv.compile(withoutDiscriminators(rebase(schema)) as Json) : null;
  validators.set(key, validate);
  return validate;
}

/**
 * Fails unless `body` is what the contract says `operationId` answers with `status`
 * (a response without content in the contract requires an empty body).
 */
export function expectContract(operationId: string, status: number, body: unknown): void {
  const validate = validatorFor(operationId, status);
  if (!validate) {
    if (body !== undefined && body !== null && body !== '') {
      throw new Error(`${operationId} ${status}: the contract has no body, got ${JSON.stringify(body).slice(0, 500)}`);
    }
    return;
  }
  if (!validate(body)) {
    const errors = (validate.errors ?? []).slice(0, 10).map((error) => `  ${error.instancePath || '/'} ${error.message} ${JSON.stringify(error.params)}`);
    throw new Error(
      `${operationId} ${status}: body does not match the contract:\n${errors.join('\n')}\nbody: ${JSON.stringify(body).slice(0, 2000)}`,
    );
  }
}

const validateError = ajv.compile(rebase(spec.components.schemas.Error) as Json);

/** Fails unless `body` is the contract's error body (`Error` schema) carrying `status` as its code. */
export function expectContractError(status: number, body: unknown): void {
  if (!validateError(body)) {
    throw new Error(`error body does not match the contract's Error schema: ${JSON.stringify(body)}`);
  }
  const code = (body as { error: { code: number } }).error.code;
  if (code !== status) throw new Error(`error body has code ${code}, expected ${status}`);
}
