import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { RouteRow } from '../routes/route-row';
import type { ProtoRegistry } from '../transcoding/proto-registry';
import { findField } from '../transcoding/codec-cache';
import { MessageSchemas } from './message-schema';

type Json = Record<string, unknown>;

export type ContractOperation = { method: string; path: string; summary?: string; tags?: string[]; responses: Json };

/** What scripts/extract-contract.mjs writes to src/generated/contract.json. */
export type Contract = {
  source: string;
  openapi: string;
  components: { schemas: Json; responses: Json; parameters: Json };
  operations: Record<string, ContractOperation>;
};

const CONTRACT_PATH = path.resolve(__dirname, '..', '..', 'src', 'generated', 'contract.json');

export function loadContract(file: string = CONTRACT_PATH): Contract {
  if (!fs.existsSync(file)) {
    throw new Error(`${file} is missing: run "npm run generate -w @quire/gateway" (scripts/extract-contract.mjs)`);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Contract;
}

const ERROR_SCHEMA_NAME = 'QuireError';

const errorSchema = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: { code: { type: 'integer', format: 'int32' }, message: { type: 'string' } },
    },
  },
};

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_SCHEMA_NAME}` } } },
});

/** Errors of page routes (`page` rows) are HTML pages naming the status and the reason. */
const errorPageResponse = (description: string) => ({ description, content: { 'text/html': { schema: { type: 'string' } } } });

function zodSchema(schema: z.ZodType): Json {
  const json = z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'input', unrepresentable: 'any' }) as Json;
  delete json.$schema;
  return json;
}

/** A parameter is optional when its schema accepts `undefined`. */
const isOptional = (schema: z.ZodType) => schema.safeParse(undefined).success;

function parametersOf(row: RouteRow): Json[] {
  const parameters: Json[] = [];
  for (const [name, schema] of Object.entries(row.params?.shape ?? {})) {
    parameters.push({ name, in: 'path', required: true, schema: zodSchema(schema as z.ZodType) });
  }
  for (const [name, schema] of Object.entries(row.query?.shape ?? {})) {
    const parameter: Json = { name, in: 'query', schema: zodSchema(schema as z.ZodType) };
    if (!isOptional(schema as z.ZodType)) parameter.required = true;
    parameters.push(parameter);
  }
  return parameters;
}

const openApiPath = (template: string) => template.replace(/:([A-Za-z0-9_]+)\*?/g, '{$1}');

/** Every `#/components/<kind>/<name>` reference inside a JSON value. */
function collectRefs(value: unknown, found: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) collectRefs(item, found);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') found.add(item);
      else collectRefs(item, found);
    }
  }
}

/**
 * Copies the contract components the document refers to (transitively), so that the
 * document stands alone without carrying the whole GitBook contract.
 */
function contractComponentsFor(document: Json, contract: Contract, own: Json): Json {
  const components: Record<'schemas' | 'responses' | 'parameters', Json> = { schemas: {}, responses: {}, parameters: {} };
  const pending = new Set<string>();
  collectRefs(document.paths, pending);
  collectRefs(own, pending);
  const seen = new Set<string>();
  while (pending.size > 0) {
    const ref = pending.values().next().value as string;
    pending.delete(ref);
    if (seen.has(ref)) continue;
    seen.add(ref);
    const match = /^#\/components\/(schemas|responses|parameters)\/(.+)$/.exec(ref);
    if (!match) continue;
    const kind = match[1] as 'schemas' | 'responses' | 'parameters';
    const name = match[2];
    const definition = contract.components[kind][name];
    if (definition === undefined) continue;
    components[kind][name] = definition;
    const nested = new Set<string>();
    collectRefs(definition, nested);
    for (const next of nested) if (!seen.has(next)) pending.add(next);
  }
  return components;
}

export type BuildOptions = {
  rows: RouteRow[];
  registry: ProtoRegistry;
  contract: Contract;
  /** Public base URL of the gateway (without /v1). */
  publicUrl?: string;
  version?: string;
};

/**
 * The gateway's OpenAPI 3.0 document: paths and inputs from the route rows' zod schemas,
 * responses from the GitBook contract's operation of the same operationId, or, for our
 * extensions, from the response message of the rpc.
 */
export function buildOpenApiDocument({ rows, registry, contract, publicUrl, version = '1.0.0' }: BuildOptions): Json {
  const messageSchemas = new MessageSchemas();
  const paths: Record<string, Json> = {};

  for (const row of [...rows].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method))) {
    const contractOperation = row.extension || row.adoptedContract ? undefined : contract.operations[row.operationId];
    const operation: Json = { operationId: row.operationId, summary: row.summary };
    operation.tags = contractOperation?.tags ?? [row.path.split('/').filter(Boolean)[0] ?? 'default'];
    if (row.extension) operation['x-quire-extension'] = true;
    if (row.adoptedContract) operation['x-quire-adopted-contract'] = row.adoptedContract;
    operation.security = row.public ? [] : [{ user: [] }];

    const parameters = parametersOf(row);
    if (parameters.length > 0) operation.parameters = parameters;
    if (row.body) {
      const mediaType = row.bodyEncoding === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
      operation.requestBody = {
        required: !isOptional(row.body),
        content: { [mediaType]: { schema: zodSchema(row.body) } },
      };
    }
    if (row.passthrough) {
      // The request as sent (any method with anyMethod), the answer as the service gives it.
      operation.requestBody = { required: false, content: { '*/*': { schema: { type: 'string', format: 'binary' } } } };
      if (row.passthrough.anyMethod) operation['x-quire-any-method'] = true;
    }
    if (row.rawBody) {
      // Bytes as sent; the Content-Type header is kept as the resource's content type.
      operation.requestBody = { required: true, content: { '*/*': { schema: { type: 'string', format: 'binary' } } } };
    }

    const responses: Json = {};
    if (contractOperation) {
      Object.assign(responses, contractOperation.responses);
    }
    if (row.page) {
      if (row.page.locationField) {
        responses[row.method === 'get' ? '302' : '303'] = {
          description: 'Redirect (302 after GET, 303 after POST)',
          headers: { Location: { schema: { type: 'string', format: 'uri' } } },
        };
      }
      if (row.page.htmlField) responses['200'] = { description: row.summary, content: { 'text/html': { schema: { type: 'string' } } } };
    } else if (!responses[String(row.status)]) {
      if (row.status === 204) {
        responses['204'] = { description: 'No content' };
      } else if (row.rawResponse || row.passthrough) {
        responses[String(row.status)] = { description: row.summary, content: { '*/*': { schema: { type: 'string', format: 'binary' } } } };
      } else {
        const method = registry.method(row.rpc);
        let schema: Json = messageSchemas.refOf(method.responseType);
        if (row.responseField) {
          const field = method.responseType.fields[findField(method.responseType, row.responseField)!.name];
          field.resolve();
          schema = field.resolvedType && 'fieldsArray' in field.resolvedType ? messageSchemas.refOf(field.resolvedType) : {};
        }
        responses[String(row.status)] = { description: row.summary, content: { 'application/json': { schema } } };
      }
    }
    if (row.jsonStream && !responses['304']) {
      responses['304'] = {
        description: 'Not modified: If-None-Match names the current ETag (no body)',
        headers: { ETag: { schema: { type: 'string' } } },
      };
    }
    const routeError = row.page ? errorPageResponse : errorResponse;
    if (!row.public && !responses['401']) responses['401'] = errorResponse('Missing, malformed or unknown API token');
    if ((row.params || row.query || row.body || row.rawBody) && !responses['400']) responses['400'] = routeError('Invalid input');
    if ((row.rawBody || row.passthrough) && !responses['413']) responses['413'] = errorResponse('Request body larger than the upload limit');
    if (row.adoptedContract) {
      // What the adopted contract declares besides 400 and 401.
      responses['403'] ??= errorResponse('Forbidden: the caller may not do this in the organization');
      responses['404'] ??= errorResponse('Not found (another organization is reported as not found)');
    }
    if (!responses['429']) responses['429'] = errorResponse('Rate limit exceeded');
    if (!responses.default) responses.default = routeError('Error');
    operation.responses = responses;

    const key = openApiPath(row.path);
    paths[key] = { ...paths[key], [row.method]: operation };
  }

  paths['/openapi.json'] = {
    get: {
      operationId: 'getQuireOpenApiDocument',
      summary: 'This OpenAPI document',
      tags: ['openapi'],
      'x-quire-extension': true,
      security: [],
      responses: {
        '200': { description: 'OpenAPI 3.0 document', content: { 'application/json': { schema: { type: 'object' } } } },
        '429': errorResponse('Rate limit exceeded'),
      },
    },
  };
  // Served by the gateway itself (src/reference), as the document is.
  paths['/reference'] = {
    get: {
      operationId: 'getQuireApiReference',
      summary: 'Browsable reference of this OpenAPI document (HTML page)',
      tags: ['openapi'],
      'x-quire-extension': true,
      security: [],
      responses: {
        '200': { description: 'HTML page rendering this document, with "try it" calls to this server', content: { 'text/html': { schema: { type: 'string' } } } },
        '429': errorResponse('Rate limit exceeded'),
      },
    },
  };

  const document: Json = {
    openapi: '3.0.3',
    info: {
      title: 'Quire API',
      version,
      description: `Quire's HTTP API, wire-compatible with the GitBook v1 REST API (${contract.source}). Operations marked x-quire-extension are Quire's own; those marked x-quire-adopted-contract come from the later GitBook contract it names.`,
    },
    servers: [{ url: `${publicUrl ?? ''}/v1` }],
    security: [{ user: [] }],
    paths,
  };
  const ownSchemas: Json = { [ERROR_SCHEMA_NAME]: errorSchema, ...messageSchemas.components };
  const copied = contractComponentsFor(document, contract, ownSchemas);
  document.components = {
    securitySchemes: { user: { type: 'http', scheme: 'bearer', description: 'API token: "Authorization: Bearer <token>"' } },
    schemas: { ...(copied.schemas as Json), ...ownSchemas },
    responses: copied.responses,
    parameters: copied.parameters,
  };
  return document;
}
