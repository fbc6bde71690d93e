import { invalidArgument } from '@quire/shared';
import { z } from 'zod';
import { ZSpecSlug } from '../openapi-specs/validation';

// The computed content sources of the contract ("ComputedContentSourceDocument" and
// "ComputedContentSourceRevision"). Quire computes `builtin:openapi`; `builtin:translation` and
// integration sources (`integration:<integration>:<source>`) are contract-valid but refused
// by name, before anything is loaded.

export const OPENAPI_SOURCE = 'builtin:openapi';

/** "Seed to use for the generation of IDs": any string; Quire's limit is 1024 characters. */
export const ZSeed = z.string().max(1024);

/** `dependencies.spec`: `{ ref: ContentRefOpenAPI }`, or the same resolved (`value`, which Quire reads again itself). */
const ZSpecDependency = z.object({
  ref: z.object({ kind: z.literal('openapi'), spec: ZSpecSlug }),
  value: z.unknown().optional(),
});

const ZOpenAPIDependencies = z.object({ spec: ZSpecDependency });

const ZDocumentProps = z.union([
  z.object({ doc: z.literal('models') }),
  z.object({ doc: z.enum(['operations', 'info']), page: z.string().min(1).max(1000) }),
]);

const ZOpenAPIDocumentSource = z.object({ type: z.literal(OPENAPI_SOURCE), dependencies: ZOpenAPIDependencies, props: ZDocumentProps });
const ZOpenAPIRevisionSource = z.object({ type: z.literal(OPENAPI_SOURCE), dependencies: ZOpenAPIDependencies, props: z.object({ models: z.boolean() }) });

export type OpenAPIDocumentSource = z.infer<typeof ZOpenAPIDocumentSource>;
export type OpenAPIRevisionSource = z.infer<typeof ZOpenAPIRevisionSource>;

const INTEGRATION_SOURCE = /^integration:[^:]+:[^:]+$/;

/**
 * The source's `type`, refused unless Quire computes it: 400 naming the type. A translation or
 * an integration source is a valid source of the contract that Quire has no computation for.
 */
function checkType(source: unknown): void {
  const type = typeof source === 'object' && source !== null && !Array.isArray(source) ? (source as { type?: unknown }).type : undefined;
  if (source === undefined || source === null) throw invalidArgument('source: required');
  if (typeof type !== 'string') throw invalidArgument('source.type: required: "builtin:openapi"');
  if (type === OPENAPI_SOURCE) return;
  const shown = JSON.stringify(type.slice(0, 200));
  if (type === 'builtin:translation' || INTEGRATION_SOURCE.test(type)) {
    throw invalidArgument(`source.type: computed content of type ${shown} is not supported by Quire: it computes "builtin:openapi" sources only`);
  }
  throw invalidArgument(`source.type: ${shown} is not a computed content source type ("builtin:openapi", "builtin:translation" or "integration:<integration>:<source>")`);
}

/** The `"<field>: <reason>"` message of the first problem, as parseRequest words them. */
function parsed<T>(schema: z.ZodType<T>, source: unknown): T {
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = ['source', ...issue.path.map(String)].join('.');
  const message = issue.code === 'invalid_union' ? 'must be {"doc":"models"} or {"doc":"operations"|"info","page":"<tag>"}' : issue.message;
  throw invalidArgument(`${path}: ${message}`);
}

export function parseDocumentSource(source: unknown): OpenAPIDocumentSource {
  checkType(source);
  return parsed(ZOpenAPIDocumentSource, source);
}

export function parseRevisionSource(source: unknown): OpenAPIRevisionSource {
  checkType(source);
  return parsed(ZOpenAPIRevisionSource, source);
}
