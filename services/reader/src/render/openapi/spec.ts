/**
 * Reading an OpenAPI document (3.0, 3.1, and Swagger 2.0 where it differs) defensively: the
 * caller gives it dereferenced, so `$ref`s are usually already replaced by the objects they
 * point to (a recursive schema then is a cycle of objects); any `$ref` left is resolved here
 * inside the document. Nothing in it is trusted: every field is checked before use.
 */
export type Json = Record<string, unknown>;

export const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type Method = (typeof METHODS)[number];

export const isObject = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value);
export const asString = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
export const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

export function method(value: unknown): Method | undefined {
  const lower = typeof value === 'string' ? value.toLowerCase() : '';
  return METHODS.find((m) => m === lower);
}

/** The value at a local JSON pointer (`#/components/schemas/Pet`), or undefined. */
export function pointer(spec: Json, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let value: unknown = spec;
  for (const raw of ref.slice(2).split('/')) {
    let key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    try {
      key = decodeURIComponent(key);
    } catch {
      // A key that is not percent-encoded stays as written.
    }
    if (!isObject(value) && !Array.isArray(value)) return undefined;
    if (!Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** The last segment of a `$ref` (`Pet` for `#/components/schemas/Pet`). */
export function refName(ref: string): string {
  return ref.split('/').pop() ?? ref;
}

/**
 * An object with its `$ref`s followed (up to 16 hops; a loop of refs gives the last object
 * reached), and the name of the last ref followed, if any.
 */
export function deref(spec: Json, value: unknown): { value: Json | undefined; name?: string } {
  let current = value;
  let name: string | undefined;
  for (let hops = 0; hops < 16 && isObject(current) && typeof current.$ref === 'string'; hops++) {
    const ref = current.$ref;
    const target = pointer(spec, ref);
    name = refName(ref);
    if (!isObject(target)) return { value: isObject(current) ? current : undefined, name };
    current = target;
  }
  return { value: isObject(current) ? current : undefined, name };
}

/** The operation at a path and method, with its path item (for shared parameters and servers). */
export function findOperation(spec: Json, path: string, verb: Method): { operation: Json; pathItem: Json } | undefined {
  const paths = isObject(spec.paths) ? spec.paths : undefined;
  if (!paths || !Object.hasOwn(paths, path)) return undefined;
  const pathItem = deref(spec, paths[path]).value;
  const operation = pathItem && Object.hasOwn(pathItem, verb) ? deref(spec, pathItem[verb]).value : undefined;
  return pathItem && operation ? { operation, pathItem } : undefined;
}

/** A webhook (OpenAPI 3.1 `webhooks`) by name and method. */
export function findWebhook(spec: Json, name: string, verb: Method): { operation: Json; pathItem: Json } | undefined {
  const webhooks = isObject(spec.webhooks) ? spec.webhooks : undefined;
  if (!webhooks || !Object.hasOwn(webhooks, name)) return undefined;
  const pathItem = deref(spec, webhooks[name]).value;
  const operation = pathItem && Object.hasOwn(pathItem, verb) ? deref(spec, pathItem[verb]).value : undefined;
  return pathItem && operation ? { operation, pathItem } : undefined;
}

/** A named schema: `components.schemas` (3.x) or `definitions` (2.0). */
export function findSchema(spec: Json, name: string): Json | undefined {
  for (const holder of [isObject(spec.components) ? spec.components.schemas : undefined, spec.definitions]) {
    if (isObject(holder) && Object.hasOwn(holder, name)) return deref(spec, holder[name]).value;
  }
  return undefined;
}

/** The base URL calls go to: the operation's, the path's or the document's first server (variables at their defaults), or Swagger 2's host. */
export function serverUrl(spec: Json, pathItem: Json, operation: Json): string | undefined {
  for (const servers of [operation.servers, pathItem.servers, spec.servers]) {
    const first = asArray(servers).find(isObject);
    const url = first ? asString(first.url) : undefined;
    if (url === undefined) continue;
    const variables = isObject(first?.variables) ? first.variables : {};
    return url.replace(/\{([^}]{1,100})\}/g, (whole, name: string) => {
      const variable = Object.hasOwn(variables, name) && isObject(variables[name]) ? variables[name] : undefined;
      return asString(variable?.default) ?? whole;
    });
  }
  const host = asString(spec.host);
  if (host) {
    const scheme = asArray(spec.schemes).find((s) => s === 'https' || s === 'http') ?? 'https';
    return `${scheme as string}://${host}${asString(spec.basePath) ?? ''}`;
  }
  return undefined;
}

/** Parameters of an operation with those of its path (an operation's own wins on the same `in` and `name`). */
export function parameters(spec: Json, pathItem: Json, operation: Json): Json[] {
  const byKey = new Map<string, Json>();
  for (const list of [pathItem.parameters, operation.parameters]) {
    for (const raw of asArray(list).slice(0, 200)) {
      const parameter = deref(spec, raw).value;
      const name = parameter ? asString(parameter.name) : undefined;
      if (!parameter || name === undefined) continue;
      byKey.set(`${asString(parameter.in) ?? ''}:${name}`, parameter);
    }
  }
  return [...byKey.values()];
}

/** The media type shown first: JSON when there is one, else the first listed. */
export function preferredMedia(content: unknown): { type: string; media: Json } | undefined {
  if (!isObject(content)) return undefined;
  const types = Object.keys(content).slice(0, 50);
  const type = types.find((t) => /^application\/(?:[\w.+-]*\+)?json\b/i.test(t)) ?? types[0];
  return type !== undefined && isObject(content[type]) ? { type, media: content[type] } : undefined;
}
