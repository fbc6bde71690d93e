import type { JsonSchema } from './schema-arbitrary';

// The operations of the gateway's OpenAPI document (GET /v1/openapi.json), as the fuzzer
// needs them. The document is generated from the route table, so a new route is fuzzed
// without anyone listing it; what a row's options change (form bodies, raw bodies, HTML
// pages, public routes) is read from the document too.

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
const METHODS: HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete'];

export type BodyKind = 'json' | 'form' | 'raw';

export type FuzzOperation = {
  operationId: string;
  method: HttpMethod;
  /** OpenAPI template relative to /v1: '/spaces/{spaceId}'. */
  path: string;
  /** Express-style template, as route rows write it: '/spaces/:spaceId'. */
  routePath: string;
  pathParams: { name: string; schema: JsonSchema }[];
  queryParams: { name: string; schema: JsonSchema; required: boolean }[];
  body?: { kind: BodyKind; schema: JsonSchema; required: boolean };
  /** No bearer token needed (`security: []`). */
  public: boolean;
  /** A browser route (`page` row): its errors are HTML pages, not the JSON error body. */
  htmlErrors: boolean;
  /**
   * A passthrough row (`x-quire-any-method`, an integration's public endpoint): its answers are
   * the integration script's, whatever their status and type; only Quire's own JSON errors have
   * the contract's shape.
   */
  passthrough: boolean;
};

type Json = Record<string, any>;

export function operationsOf(document: Json): FuzzOperation[] {
  const operations: FuzzOperation[] = [];
  for (const [path, item] of Object.entries(document.paths as Record<string, Json>)) {
    for (const method of METHODS) {
      const operation = item[method] as Json | undefined;
      if (!operation) continue;
      const parameters = (operation.parameters ?? []) as Json[];
      const content = (operation.requestBody?.content ?? {}) as Json;
      let body: FuzzOperation['body'];
      if (content['application/json']) body = { kind: 'json', schema: content['application/json'].schema, required: !!operation.requestBody.required };
      else if (content['application/x-www-form-urlencoded']) body = { kind: 'form', schema: content['application/x-www-form-urlencoded'].schema, required: !!operation.requestBody.required };
      else if (content['*/*']) body = { kind: 'raw', schema: content['*/*'].schema, required: !!operation.requestBody.required };
      operations.push({
        operationId: operation.operationId,
        method,
        path,
        routePath: path.replace(/\{([^}]+)\}/g, ':$1'),
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema ?? {}, required: !!p.required })),
        body,
        public: Array.isArray(operation.security) && operation.security.length === 0,
        htmlErrors: !!operation.responses?.default?.content?.['text/html'],
        passthrough: operation['x-quire-any-method'] === true,
      });
    }
  }
  return operations;
}
