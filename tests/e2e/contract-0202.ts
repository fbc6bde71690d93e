import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

// Validates response bodies against GitBook's later contract, @gitbook/api 0.202.0 (installed
// as @gitbook/api-0202), for the operations Quire adopts from it (the audit events). Its
// document is OpenAPI 3.1, whose schemas are JSON Schema 2020-12: compiled with ajv's 2020
// dialect, as is, where contract.ts adapts 0.146.0's OpenAPI 3.0 schemas.

type Json = Record<string, any>;

// eslint-disable-next-line @typescript-eslint/no-require-imports
const spec = require('@gitbook/api-0202/spec/openapi.json') as Json;
const SPEC_ID = 'gitbook-0202-openapi.json';
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'];

const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false, logger: false });
addFormats(ajv);
for (const format of ['emoji', 'icon', 'int32', 'int64', 'float', 'double', 'byte', 'binary', 'password']) {
  if (!ajv.formats[format]) ajv.addFormat(format, true);
}
ajv.addSchema({ $id: SPEC_ID, components: spec.components });

const operations = new Map<string, Json>();
for (const item of Object.values(spec.paths as Json)) {
  for (const method of HTTP_METHODS) if (item[method]?.operationId) operations.set(item[method].operationId, item[method]);
}

/** Local refs rewritten to point into the registered copy of the components. */
function rebase(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(rebase);
  if (schema && typeof schema === 'object') {
    const copy: Json = {};
    for (const [key, item] of Object.entries(schema)) copy[key] = key === '$ref' && typeof item === 'string' && item.startsWith('#/') ? `${SPEC_ID}${item}` : rebase(item);
    return copy;
  }
  return schema;
}

const resolveResponse = (response: Json): Json =>
  typeof response.$ref === 'string' ? spec.components.responses[response.$ref.replace('#/components/responses/', '')] : response;

const validators = new Map<string, ValidateFunction>();

function validatorFor(operationId: string, status: number): ValidateFunction {
  const key = `${operationId} ${status}`;
  const known = validators.get(key);
  if (known) return known;
  const operation = operations.get(operationId);
  if (!operation) throw new Error(`@gitbook/api 0.202.0 has no operation "${operationId}"`);
  const raw = operation.responses[String(status)];
  if (!raw) throw new Error(`@gitbook/api 0.202.0 documents no ${status} response for ${operationId} (it has ${Object.keys(operation.responses).join(', ')})`);
  const schema = resolveResponse(raw).content?.['application/json']?.schema;
  if (!schema) throw new Error(`${operationId} ${status} has no JSON body in @gitbook/api 0.202.0`);
  const validate = ajv.compile(rebase(schema) as Json);
  validators.set(key, validate);
  return validate;
}

/**
 * Fails unless `body` is what @gitbook/api 0.202.0 says `operationId` answers with `status`
 * (errors included: 400, 401, 403 and 404 bodies are declared by these operations).
 */
export function expectContract0202(operationId: string, status: number, body: unknown): void {
  const validate = validatorFor(operationId, status);
  if (!validate(body)) {
    const errors = (validate.errors ?? []).slice(0, 10).map((error) => `  ${error.instancePath || '/'} ${error.message} ${JSON.stringify(error.params)}`);
    throw new Error(`${operationId} ${status}: body does not match @gitbook/api 0.202.0:\n${errors.join('\n')}\nbody: ${JSON.stringify(body).slice(0, 2000)}`);
  }
  if (status >= 400) expect((body as { error: { code: number } }).error.code).toBe(status);
}
