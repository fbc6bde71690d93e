import type { ElementContent } from 'hast';
import { h } from 'hastscript';
import type { RenderContext } from '../context';
import { RENDER_LIMITS } from '../limits';
import { description } from './markdown';
import { asArray, asString, deref, isObject, type Json } from './spec';

/** What one OpenAPI block may still show: properties are counted against `maxSchemaProperties`. */
export type SchemaBudget = { properties: number; exhausted: boolean };

export function schemaBudget(): SchemaBudget {
  return { properties: RENDER_LIMITS.maxSchemaProperties, exhausted: false };
}

type Walk = { spec: Json; ctx: RenderContext; budget: SchemaBudget };

/** A schema with its `$ref` followed, the ref's name (a type's title) and whether it is already being shown above (a cycle). */
function resolve(walk: Walk, value: unknown, ancestors: Set<object>): { schema: Json | undefined; name?: string; cycle: boolean } {
  const { value: schema, name } = deref(walk.spec, value);
  return { schema, name: name ?? (schema ? asString(schema.title) : undefined), cycle: !!schema && ancestors.has(schema) };
}

/** Properties and required names of an object schema, `allOf` parts merged. */
function objectParts(walk: Walk, schema: Json, ancestors: Set<object>): { properties: Array<[string, unknown]>; required: Set<string>; additional?: unknown } {
  const properties = new Map<string, unknown>();
  const required = new Set<string>();
  let additional: unknown;
  const visit = (part: Json, depth: number) => {
    if (depth > 8) return;
    if (isObject(part.properties)) {
      // Past the block's property budget nothing more is shown; reading further is wasted.
      for (const name in part.properties) {
        if (properties.size > walk.budget.properties) break;
        if (Object.hasOwn(part.properties, name)) properties.set(name, part.properties[name]);
      }
    }
    for (const name of asArray(part.required)) if (typeof name === 'string') required.add(name);
    if (part.additionalProperties !== undefined && part.additionalProperties !== false) additional = part.additionalProperties;
    for (const sub of asArray(part.allOf).slice(0, 20)) {
      const resolved = resolve(walk, sub, ancestors);
      if (resolved.schema && !resolved.cycle) visit(resolved.schema, depth + 1);
    }
  };
  visit(schema, 0);
  return { properties: [...properties.entries()], required, additional };
}

/** A type for people: `string · date-time`, `array<Pet>`, `integer | null`, `Pet`. */
export function typeLabel(walk: { spec: Json }, value: unknown, depth = 0): string {
  const { value: schema, name } = deref(walk.spec, value);
  if (!schema) return name ?? '';
  const types = Array.isArray(schema.type) ? schema.type.filter((t): t is string => typeof t === 'string') : typeof schema.type === 'string' ? [schema.type] : [];
  const nullable = schema.nullable === true || types.includes('null');
  const main = types.filter((t) => t !== 'null');
  let label: string;
  if (main.includes('array') || (main.length === 0 && schema.items !== undefined)) {
    label = `array<${depth < 3 ? typeLabel(walk, schema.items, depth + 1) || 'any' : '…'}>`;
  } else if (name && (main.length === 0 || main.includes('object'))) {
    label = name;
  } else if (main.length > 0) {
    label = main.join(' | ');
  } else if (schema.properties !== undefined || schema.allOf !== undefined) {
    label = name ?? 'object';
  } else if (schema.oneOf !== undefined || schema.anyOf !== undefined) {
    label = name ?? 'one of';
  } else {
    label = name ?? 'any';
  }
  const format = asString(schema.format);
  if (format && !label.startsWith('array')) label += ` · ${format}`;
  return (nullable ? `${label} | null` : label).slice(0, 200);
}

function literal(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return (text ?? '').slice(0, 200);
}

/** Constraints and values worth showing beside a description: enum, default, bounds, pattern. */
function facts(walk: Walk, schema: Json): ElementContent[] {
  const out: ElementContent[] = [];
  const values = asArray(schema.enum).slice(0, 50);
  if (values.length > 0) {
    out.push(h('div', { className: ['q-schema-fact'] }, [h('span', { className: ['q-schema-fact-label'] }, `${walk.ctx.t('openapi_enum')}: `), ...values.flatMap((v, i) => [...(i > 0 ? [{ type: 'text' as const, value: ' ' }] : []), h('code', literal(v))])]));
  }
  if (schema.default !== undefined) {
    out.push(h('div', { className: ['q-schema-fact'] }, [h('span', { className: ['q-schema-fact-label'] }, `${walk.ctx.t('openapi_default')}: `), h('code', literal(schema.default))]));
  }
  const bounds = [
    ['minimum', '≥'],
    ['exclusiveMinimum', '>'],
    ['maximum', '≤'],
    ['exclusiveMaximum', '<'],
    ['minLength', 'length ≥'],
    ['maxLength', 'length ≤'],
    ['minItems', 'items ≥'],
    ['maxItems', 'items ≤'],
  ]
    .filter(([key]) => typeof schema[key] === 'number')
    .map(([key, sign]) => `${sign} ${schema[key] as number}`);
  const pattern = asString(schema.pattern);
  if (bounds.length > 0 || pattern) {
    out.push(h('div', { className: ['q-schema-fact'] }, [...(bounds.length > 0 ? [{ type: 'text' as const, value: bounds.join(', ') }] : []), ...(pattern ? [{ type: 'text' as const, value: bounds.length > 0 ? ' ' : '' }, h('code', pattern.slice(0, 200))] : [])]));
  }
  return out;
}

/** One property (or an array's items, an alternative): its name, type, required flag, description, facts, and what it holds. */
function property(walk: Walk, name: string | undefined, value: unknown, required: boolean, depth: number, ancestors: Set<object>): ElementContent {
  const { schema, cycle } = resolve(walk, value, ancestors);
  const head: ElementContent[] = [];
  if (name !== undefined) head.push(h('code', { className: ['q-schema-name'] }, name));
  head.push(h('span', { className: ['q-schema-type'] }, typeLabel(walk, value)));
  if (required) head.push(h('span', { className: ['q-schema-required'] }, walk.ctx.t('openapi_required')));
  if (schema?.deprecated === true) head.push(h('span', { className: ['q-badge', 'q-badge-deprecated'] }, walk.ctx.t('openapi_deprecated')));
  if (cycle) head.push(h('span', { className: ['q-schema-recursive'] }, walk.ctx.t('openapi_recursive')));
  const body: ElementContent[] = [];
  if (schema) {
    body.push(...description(walk.ctx, schema.description), ...facts(walk, schema));
    if (!cycle) body.push(...children(walk, schema, depth + 1, ancestors));
  }
  return h('li', { className: ['q-schema-prop'] }, [h('div', { className: ['q-schema-head'] }, head), ...body]);
}

/** What a schema holds: an object's properties, an array's items, its alternatives; nothing past `maxSchemaDepth`. */
export function children(walk: Walk, schema: Json, depth: number, ancestors: Set<object>): ElementContent[] {
  if (depth > RENDER_LIMITS.maxSchemaDepth) return [];
  const inner = new Set(ancestors).add(schema);
  const out: ElementContent[] = [];
  const { properties, required, additional } = objectParts(walk, schema, inner);
  const rows: ElementContent[] = [];
  for (const [name, value] of properties) {
    if (walk.budget.properties <= 0) {
      walk.budget.exhausted = true;
      break;
    }
    walk.budget.properties--;
    rows.push(property(walk, name, value, required.has(name), depth, inner));
  }
  if (isObject(additional) && walk.budget.properties > 0) {
    walk.budget.properties--;
    rows.push(property(walk, '[key: string]', additional, false, depth, inner));
  }
  if (rows.length > 0) out.push(h('ul', { className: ['q-schema'] }, rows));
  const items = schema.items;
  if (items !== undefined && rows.length === 0) {
    const resolved = resolve(walk, items, inner);
    if (resolved.schema && !resolved.cycle) out.push(...children(walk, resolved.schema, depth + 1, inner));
  }
  for (const [key, label] of [
    ['oneOf', 'openapi_one_of'],
    ['anyOf', 'openapi_any_of'],
  ] as const) {
    const alternatives = asArray(schema[key]).slice(0, 20);
    if (alternatives.length === 0) continue;
    out.push(
      h('div', { className: ['q-schema-alternatives'] }, [
        h('p', { className: ['q-schema-fact-label'] }, walk.ctx.t(label)),
        h('ul', { className: ['q-schema'] }, alternatives.map((alternative) => property(walk, undefined, alternative, false, depth, inner))),
      ]),
    );
  }
  return out;
}

/** A schema shown as a tree (a request or response body, a named schema). */
export function schemaTree(spec: Json, ctx: RenderContext, value: unknown, budget: SchemaBudget): ElementContent[] {
  const walk: Walk = { spec, ctx, budget };
  const { schema } = resolve(walk, value, new Set());
  if (!schema) return [];
  const tree = children(walk, schema, 0, new Set());
  // A body that is a plain value (a string, an array of strings): its type alone.
  if (tree.length === 0) return [h('ul', { className: ['q-schema'] }, [property(walk, undefined, value, false, RENDER_LIMITS.maxSchemaDepth, new Set())])];
  return tree;
}
