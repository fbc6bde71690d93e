import type { DocumentBlockCode, DocumentBlockOpenAPI, DocumentBlockOpenAPIOperation, DocumentBlockOpenAPISchemas, DocumentBlockOpenAPIWebhook } from '@gitbook/api';
import type { ElementContent } from 'hast';
import { h } from 'hastscript';
import { code } from '../code';
import type { RenderContext } from '../context';
import { notice } from '../notice';
import type { OpenAPISpecRef } from '../types';
import { curlExample, mediaExample } from './example';
import { description } from './markdown';
import { schemaBudget, schemaTree, typeLabel, type SchemaBudget } from './schema';
import { asArray, asString, deref, findOperation, findSchema, findWebhook, isObject, method, parameters, preferredMedia, serverUrl, type Json, type Method } from './spec';

/** The spec a block's ref names, as the caller loaded it (see `collectReferences`). */
export function specRef(ref: unknown): OpenAPISpecRef | undefined {
  if (!isObject(ref)) return undefined;
  if (ref.kind === 'openapi' && typeof ref.spec === 'string') return { spec: ref.spec };
  if (ref.kind === 'url' && typeof ref.url === 'string') return { url: ref.url };
  if (ref.kind === 'file' && typeof ref.file === 'string') return { file: ref.file };
  return undefined;
}

function loadSpec(ref: unknown, ctx: RenderContext): Json | undefined {
  const spec = specRef(ref);
  const loaded = spec ? ctx.resources.openAPISpec(spec) : undefined;
  return isObject(loaded) ? loaded : undefined;
}

/** A code block of the page's own kind (title, copy button, shiki), for examples. */
function codeExample(title: string, syntax: string, text: string, ctx: RenderContext): ElementContent[] {
  const block: DocumentBlockCode = {
    object: 'block',
    type: 'code',
    data: { syntax, title },
    nodes: text.split(/\r?\n/).map((line) => ({ object: 'block', type: 'code-line', data: {}, nodes: [{ object: 'text', leaves: [{ object: 'leaf', text: line, marks: [] }] }] })),
  };
  return code(block, ctx);
}

function section(label: string, content: ElementContent[]): ElementContent[] {
  if (content.length === 0) return [];
  return [h('div', { className: ['q-openapi-section'] }, [h('p', { className: ['q-openapi-label'] }, label), ...content])];
}

function parametersTable(spec: Json, list: Json[], ctx: RenderContext): ElementContent[] {
  const shown = list.filter((p) => p.in !== 'body');
  if (shown.length === 0) return [];
  const head = ['openapi_in', 'openapi_name', 'openapi_type', 'openapi_required', 'openapi_description'] as const;
  return [
    h('div', { className: ['q-table-wrap'], tabIndex: 0 }, [
      h('table', { className: ['q-table', 'q-openapi-params'] }, [
        h('caption', ctx.t('openapi_parameters')),
        h('thead', [h('tr', head.map((key) => h('th', { scope: 'col' }, ctx.t(key))))]),
        h(
          'tbody',
          shown.map((parameter) => {
            // OpenAPI 3 types a parameter with `schema`; Swagger 2 with `type` on the parameter itself.
            const schema = parameter.schema ?? parameter;
            return h('tr', [
              h('td', [h('code', asString(parameter.in) ?? '')]),
              h('td', [h('code', { className: ['q-schema-name'] }, asString(parameter.name) ?? ''), ...(parameter.deprecated === true ? [h('span', { className: ['q-badge', 'q-badge-deprecated'] }, ctx.t('openapi_deprecated'))] : [])]),
              h('td', [h('span', { className: ['q-schema-type'] }, typeLabel({ spec }, schema))]),
              h('td', parameter.required === true || parameter.in === 'path' ? ctx.t('openapi_required') : ctx.t('openapi_optional')),
              h('td', description(ctx, parameter.description)),
            ]);
          }),
        ),
      ]),
    ]),
  ];
}

/** The request body (OpenAPI 3 `requestBody`, or Swagger 2's `in: body` parameter): its media type and schema. */
function requestBody(spec: Json, operation: Json, list: Json[], ctx: RenderContext, budget: SchemaBudget): { content: ElementContent[]; example?: { type: string; text: string } } {
  const body = deref(spec, operation.requestBody).value;
  if (body) {
    const preferred = preferredMedia(body.content);
    const content = [
      ...description(ctx, body.description),
      ...(preferred ? [h('p', { className: ['q-openapi-media'] }, [h('code', preferred.type)]), ...schemaTree(spec, ctx, preferred.media.schema, budget)] : []),
    ];
    return { content, example: mediaExample(spec, body.content) };
  }
  const swaggerBody = list.find((p) => p.in === 'body');
  if (swaggerBody) {
    const consumes = asArray(operation.consumes ?? spec.consumes).find((t): t is string => typeof t === 'string') ?? 'application/json';
    return {
      content: [...description(ctx, swaggerBody.description), h('p', { className: ['q-openapi-media'] }, [h('code', consumes)]), ...schemaTree(spec, ctx, swaggerBody.schema, budget)],
      example: mediaExample(spec, { [consumes]: { schema: swaggerBody.schema } }),
    };
  }
  return { content: [] };
}

function statusClass(status: string): string {
  const first = status[0];
  return first === '2' || first === '3' || first === '4' || first === '5' ? `q-status-${first}xx` : 'q-status-default';
}

/** Responses by status, the first success open; each with its description, media type and schema. */
function responses(spec: Json, operation: Json, ctx: RenderContext, budget: SchemaBudget): { content: ElementContent[]; example?: { status: string; type: string; text: string } } {
  const all = isObject(operation.responses) ? Object.entries(operation.responses).slice(0, 50) : [];
  all.sort(([a], [b]) => a.localeCompare(b));
  let example: { status: string; type: string; text: string } | undefined;
  let opened = false;
  const content = all.flatMap(([status, raw]) => {
    const response = deref(spec, raw).value;
    if (!response) return [];
    const preferred = preferredMedia(response.content);
    // Swagger 2: the schema sits on the response.
    const schema = preferred ? preferred.media.schema : response.schema;
    const success = status.startsWith('2');
    const open = success && !opened;
    opened ||= open;
    if (success && !example) {
      const found = mediaExample(spec, response.content ?? (response.schema !== undefined ? { 'application/json': { schema: response.schema } } : undefined));
      if (found) example = { status, ...found };
    }
    const text = asString(response.description)?.trim() ?? '';
    const summaryText = text.split('\n')[0].slice(0, 200);
    const body = [
      // A one-line description is the summary already.
      ...(summaryText === text ? [] : description(ctx, text)),
      ...(preferred ? [h('p', { className: ['q-openapi-media'] }, [h('code', preferred.type)])] : []),
      ...(schema !== undefined ? schemaTree(spec, ctx, schema, budget) : [h('p', { className: ['q-openapi-empty'] }, ctx.t('openapi_no_content'))]),
    ];
    return [
      h('details', { className: ['q-openapi-response'], open: open || undefined }, [
        h('summary', [h('span', { className: ['q-status', statusClass(status)] }, status.slice(0, 20)), ...(summaryText ? [h('span', { className: ['q-openapi-response-summary'] }, summaryText)] : [])]),
        h('div', { className: ['q-openapi-response-body'] }, body),
      ]),
    ];
  });
  return { content, example };
}

/** Security requirements as the schemes' names and kinds. */
function authorizations(spec: Json, operation: Json): ElementContent[] {
  const requirements = asArray(operation.security ?? spec.security).filter(isObject);
  const schemes = isObject(spec.components) && isObject(spec.components.securitySchemes) ? spec.components.securitySchemes : isObject(spec.securityDefinitions) ? spec.securityDefinitions : {};
  const names = [...new Set(requirements.flatMap((requirement) => Object.keys(requirement)))].slice(0, 20);
  if (names.length === 0) return [];
  return [
    h(
      'ul',
      { className: ['q-openapi-auth'] },
      names.map((name) => {
        const scheme = Object.hasOwn(schemes, name) ? deref(spec, schemes[name]).value : undefined;
        const kind = [asString(scheme?.type), asString(scheme?.scheme), scheme?.in ? `in ${asString(scheme.in) ?? ''}` : undefined, asString(scheme?.name)].filter(Boolean).join(' · ');
        return h('li', [h('code', name), ...(kind ? [{ type: 'text' as const, value: ` ${kind}` }] : [])]);
      }),
    ),
  ];
}

/** An operation (or a webhook): method and path, summary, description, authorizations, parameters, body, responses, examples. */
function operationView(spec: Json, found: { operation: Json; pathItem: Json }, verb: Method, path: string, ctx: RenderContext, webhook: boolean): ElementContent[] {
  const { operation, pathItem } = found;
  const budget = schemaBudget();
  const list = parameters(spec, pathItem, operation);
  const server = webhook ? undefined : serverUrl(spec, pathItem, operation);
  const request = requestBody(spec, operation, list, ctx, budget);
  const response = responses(spec, operation, ctx, budget);
  const summary = asString(operation.summary);
  const header = h('div', { className: ['q-openapi-header'] }, [
    ...(webhook ? [h('span', { className: ['q-badge', 'q-badge-webhook'] }, ctx.t('openapi_webhook'))] : []),
    h('span', { className: ['q-method', `q-method-${verb}`] }, verb.toUpperCase()),
    h('code', { className: ['q-openapi-path'] }, path),
    ...(operation.deprecated === true ? [h('span', { className: ['q-badge', 'q-badge-deprecated'] }, ctx.t('openapi_deprecated'))] : []),
  ]);
  const examples = [
    ...(webhook ? [] : codeExample(ctx.t('openapi_request_example'), 'bash', curlExample(spec, server, path, verb, operation, request.example), ctx)),
    ...(webhook && request.example ? codeExample(ctx.t('openapi_example'), 'json', request.example.text, ctx) : []),
    ...(response.example ? codeExample(`${ctx.t('openapi_response_example')} (${response.example.status})`, 'json', response.example.text, ctx) : []),
  ];
  return [
    h('div', { className: ['q-openapi', webhook ? 'q-openapi-webhook' : 'q-openapi-operation'] }, [
      header,
      ...(summary ? [h('p', { className: ['q-openapi-summary'] }, summary.slice(0, 500))] : []),
      ...description(ctx, operation.description),
      ...(server ? section(ctx.t('openapi_servers'), [h('p', [h('code', { className: ['q-openapi-server'] }, server)])]) : []),
      ...section(ctx.t('openapi_authorizations'), authorizations(spec, operation)),
      ...parametersTable(spec, list, ctx),
      ...section(ctx.t('openapi_request_body'), request.content),
      ...section(ctx.t('openapi_responses'), response.content),
      ...(budget.exhausted ? [notice(ctx.t('openapi_more'))] : []),
      ...(examples.length > 0 ? [h('div', { className: ['q-openapi-examples'] }, examples)] : []),
    ]),
  ];
}

function operationBlock(ref: unknown, pathValue: unknown, methodValue: unknown, ctx: RenderContext): ElementContent[] {
  return ctx.withToc(false, () => {
    const spec = loadSpec(ref, ctx);
    if (!spec) return [notice(ctx.t('openapi_missing_spec'))];
    const path = typeof pathValue === 'string' ? pathValue : '';
    const verb = method(methodValue);
    const found = verb ? findOperation(spec, path, verb) : undefined;
    const name = `${typeof methodValue === 'string' ? methodValue.toUpperCase().slice(0, 10) : '?'} ${path.slice(0, 300)}`;
    if (!found || !verb) return [notice(ctx.t('openapi_missing_operation', { name }))];
    return operationView(spec, found, verb, path, ctx, false);
  });
}

export function openapiOperation(block: DocumentBlockOpenAPIOperation, ctx: RenderContext): ElementContent[] {
  return operationBlock(block.data?.ref, block.data?.path, block.data?.method, ctx);
}

/** The older `swagger` block: the same operation view, its spec named by a URL or a file of the space. */
export function swagger(block: DocumentBlockOpenAPI, ctx: RenderContext): ElementContent[] {
  return operationBlock(block.data?.ref, block.data?.path, block.data?.method, ctx);
}

export function openapiWebhook(block: DocumentBlockOpenAPIWebhook, ctx: RenderContext): ElementContent[] {
  return ctx.withToc(false, () => {
    const spec = loadSpec(block.data?.ref, ctx);
    if (!spec) return [notice(ctx.t('openapi_missing_spec'))];
    const name = typeof block.data?.name === 'string' ? block.data.name : '';
    const verb = method(block.data?.method);
    const found = verb ? findWebhook(spec, name, verb) : undefined;
    if (!found || !verb) return [notice(ctx.t('openapi_missing_operation', { name: name.slice(0, 300) }))];
    return operationView(spec, found, verb, name, ctx, true);
  });
}

/** Named schemas (models), each a `<details>` open on its tree; grouped under one title unless `grouped: false`. */
export function openapiSchemas(block: DocumentBlockOpenAPISchemas, ctx: RenderContext): ElementContent[] {
  return ctx.withToc(false, () => {
    const spec = loadSpec(block.data?.ref, ctx);
    if (!spec) return [notice(ctx.t('openapi_missing_spec'))];
    const budget = schemaBudget();
    const names = asArray(block.data?.schemas).filter((n): n is string => typeof n === 'string').slice(0, 100);
    const items = names.map((name) => {
      const schema = findSchema(spec, name);
      if (!schema) return notice(ctx.t('openapi_missing_schema', { name: name.slice(0, 200) }));
      return h('details', { className: ['q-openapi-schema'], open: true }, [
        h('summary', [h('code', { className: ['q-schema-name'] }, name), h('span', { className: ['q-schema-type'] }, typeLabel({ spec }, schema))]),
        h('div', { className: ['q-openapi-schema-body'] }, [...description(ctx, schema.description), ...schemaTree(spec, ctx, schema, budget)]),
      ]);
    });
    const more = budget.exhausted ? [notice(ctx.t('openapi_more'))] : [];
    if (block.data?.grouped === false) return [...items.map((item) => h('div', { className: ['q-openapi', 'q-openapi-schemas'] }, [item])), ...more];
    return [h('div', { className: ['q-openapi', 'q-openapi-schemas'] }, [h('p', { className: ['q-openapi-label'] }, ctx.t('openapi_schemas')), ...items, ...more])];
  });
}
