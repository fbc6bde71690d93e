import { readFileSync } from 'node:fs';

/**
 * The reference contract's JSON schemas, read from `@gitbook/api`'s OpenAPI document (the same
 * package the gateway and @quire/documents follow), so that sites validates against the
 * contract itself rather than a copy that could drift. `$ref`s point at `#/definitions/<name>`,
 * as ajv expects of a schema compiled with `definitions`.
 */

export type Schema = { readonly [key: string]: unknown };

type Spec = {
  components: { schemas: Record<string, Schema> };
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: Schema }> } }>>;
};

const COMPONENT_REF = '#/components/schemas/';
const DEFINITION_REF = '#/definitions/';

const spec = JSON.parse(readFileSync(require.resolve('@gitbook/api/spec/openapi.json'), 'utf8')) as Spec;

function rebased<T>(value: T): T {
  return JSON.parse(JSON.stringify(value).replaceAll(`"${COMPONENT_REF}`, `"${DEFINITION_REF}`)) as T;
}

/** The JSON request body schema of an operation of the contract. */
export function requestBodySchema(path: string, method: string): Schema {
  const schema = spec.paths[path]?.[method]?.requestBody?.content['application/json']?.schema;
  if (!schema) throw new Error(`the contract has no JSON body for ${method.toUpperCase()} ${path}`);
  return rebased(schema);
}

/**
 * Every component schema `roots` reference, directly or through each other, by name: only
 * those, so that validators compile what they use and nothing of the rest of the contract.
 */
export function definitionsReferencedBy(...roots: Schema[]): Record<string, Schema> {
  const definitions: Record<string, Schema> = {};
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (value === null || typeof value !== 'object') return;
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string' && item.startsWith(DEFINITION_REF)) {
        const name = item.slice(DEFINITION_REF.length);
        if (name in definitions) continue;
        const component = spec.components.schemas[name];
        if (!component) throw new Error(`the contract has no schema ${name}`);
        definitions[name] = rebased(component);
        visit(definitions[name]);
      } else {
        visit(item);
      }
    }
  };
  visit(roots);
  return definitions;
}
