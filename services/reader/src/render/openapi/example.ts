import { RENDER_LIMITS } from '../limits';
import { asArray, asString, deref, isObject, preferredMedia, type Json, type Method } from './spec';

const STRING_FORMATS: Record<string, string> = {
  'date-time': '2024-01-01T00:00:00Z',
  date: '2024-01-01',
  time: '12:00:00',
  email: 'name@example.com',
  uuid: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
  uri: 'https://example.com',
  url: 'https://example.com',
  hostname: 'example.com',
  ipv4: '192.0.2.1',
  ipv6: '2001:db8::1',
  password: '********',
  byte: 'U3dhZ2dlcg==',
  binary: 'binary',
};

/**
 * A value for a schema, for an example body: the schema's own example, default or first enum
 * value when it has one, else one built from its type (objects with every property, arrays of
 * one item), to a bounded depth and size, cycles cut.
 */
export function exampleValue(spec: Json, value: unknown, depth = 0, ancestors: Set<object> = new Set(), budget = { nodes: 2000 }): unknown {
  const { value: schema } = deref(spec, value);
  if (!schema || ancestors.has(schema) || depth > 6 || --budget.nodes < 0) return undefined;
  if (schema.example !== undefined) return schema.example;
  const examples = asArray(schema.examples);
  if (examples.length > 0) return examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  const values = asArray(schema.enum);
  if (values.length > 0) return values[0];
  const inner = new Set(ancestors).add(schema);
  const alternatives = [...asArray(schema.oneOf), ...asArray(schema.anyOf)];
  if (alternatives.length > 0) return exampleValue(spec, alternatives[0], depth + 1, inner, budget);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const type = types.find((t) => typeof t === 'string' && t !== 'null') as string | undefined;
  if (type === 'object' || (!type && (schema.properties !== undefined || schema.allOf !== undefined))) {
    const result: Record<string, unknown> = {};
    const parts = [schema, ...asArray(schema.allOf).map((part) => deref(spec, part).value).filter(isObject)];
    for (const part of parts) {
      if (part !== schema && inner.has(part)) continue;
      if (!isObject(part.properties)) continue;
      for (const [name, property] of Object.entries(part.properties).slice(0, 50)) {
        const example = exampleValue(spec, property, depth + 1, inner, budget);
        if (example !== undefined) result[name] = example;
      }
    }
    return result;
  }
  if (type === 'array' || (!type && schema.items !== undefined)) {
    const item = exampleValue(spec, schema.items, depth + 1, inner, budget);
    return item === undefined ? [] : [item];
  }
  if (type === 'integer' || type === 'number') return typeof schema.minimum === 'number' ? schema.minimum : 0;
  if (type === 'boolean') return true;
  if (type === 'string') return STRING_FORMATS[asString(schema.format) ?? ''] ?? 'text';
  return undefined;
}

/** JSON text of a value, or undefined when there is none or it is longer than `maxExampleLength`. */
export function exampleJson(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  let text: string | undefined;
  try {
    text = typeof value === 'string' ? value : JSON.stringify(value, null, 2);
  } catch {
    return undefined;
  }
  return text !== undefined && text.length <= RENDER_LIMITS.maxExampleLength ? text : undefined;
}

/** A media type's example: its `example`, its first `examples` value, else one from its schema. */
export function mediaExample(spec: Json, content: unknown): { type: string; text: string } | undefined {
  const preferred = preferredMedia(content);
  if (!preferred) return undefined;
  const { media, type } = preferred;
  let value: unknown = media.example;
  if (value === undefined && isObject(media.examples)) {
    const first = Object.values(media.examples).map((example) => deref(spec, example).value).find((example) => example?.value !== undefined);
    value = first?.value;
  }
  if (value === undefined) value = exampleValue(spec, media.schema);
  const text = exampleJson(value);
  return text === undefined ? undefined : { type, text };
}

const quote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

/** The header a security scheme puts on a request, with a placeholder secret. */
function authHeader(spec: Json, operation: Json): string | undefined {
  const requirements = asArray(operation.security ?? spec.security);
  const schemes = isObject(spec.components) && isObject(spec.components.securitySchemes) ? spec.components.securitySchemes : isObject(spec.securityDefinitions) ? spec.securityDefinitions : {};
  for (const requirement of requirements) {
    if (!isObject(requirement)) continue;
    for (const name of Object.keys(requirement)) {
      const scheme = Object.hasOwn(schemes, name) ? deref(spec, schemes[name]).value : undefined;
      if (!scheme) continue;
      const kind = asString(scheme.type);
      const httpScheme = asString(scheme.scheme)?.toLowerCase();
      if ((kind === 'http' && httpScheme === 'bearer') || kind === 'oauth2' || kind === 'openIdConnect') return 'Authorization: Bearer YOUR_SECRET_TOKEN';
      if ((kind === 'http' && httpScheme === 'basic') || kind === 'basic') return 'Authorization: Basic YOUR_CREDENTIALS';
      if (kind === 'apiKey' && scheme.in === 'header' && typeof scheme.name === 'string') return `${scheme.name}: YOUR_API_KEY`;
    }
  }
  return undefined;
}

/** A curl command for an operation: method, URL, authentication header, content type and example body. */
export function curlExample(spec: Json, server: string | undefined, path: string, verb: Method, operation: Json, body: { type: string; text: string } | undefined): string {
  const lines = [`curl -L \\`, `  --request ${verb.toUpperCase()} \\`, `  --url ${quote(`${(server ?? '').replace(/\/+$/, '')}${path}`)}`];
  const auth = authHeader(spec, operation);
  if (auth) {
    lines[lines.length - 1] += ' \\';
    lines.push(`  --header ${quote(auth)}`);
  }
  if (body) {
    lines[lines.length - 1] += ' \\';
    lines.push(`  --header ${quote(`Content-Type: ${body.type}`)} \\`, `  --data ${quote(body.text)}`);
  }
  return lines.join('\n');
}
