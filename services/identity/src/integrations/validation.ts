import { z } from 'zod';
import { integrationCategories, integrationRuntimes, integrationScopes, integrationTargets, integrationVisibilities } from './enums';

/**
 * The contract's limits on a published integration, checked again here (the gateway checks
 * them first), and ours where it sets none (docs/integrations.md "Limits").
 */

/** GitBook `integrationName`: the pattern and length of the contract; `.` and `..` cannot be a URL segment. */
export const ZIntegrationName = z
  .string()
  .min(1, 'is required')
  .max(100)
  .regex(/^[a-zA-Z0-9_.-]+$/, 'must contain only letters, digits, "-", "_" and "."')
  .refine((name) => name !== '.' && name !== '..', 'must not be "." or ".."');

export const ZIntegrationTitle = z.string().min(2).max(30);
export const ZIntegrationDescription = z.string().max(100);
export const ZIntegrationSummary = z.string().max(2048);

export const MAX_BLOCKS = 50;
export const MAX_CONTENT_SOURCES = 50;
export const MAX_EXTERNAL_LINKS = 5;
export const MAX_URL_UNFURL_PATTERNS = 20;
export const MAX_SECRETS = 50;
export const MAX_SECRET_BYTES = 10_000;
/** The published code: Quire keeps it, so it is bounded like a large body. */
export const MAX_SCRIPT_LENGTH = 1024 * 1024;
/** Configuration schemas and the content security policy, as stored JSON. */
export const MAX_JSON_BYTES = 64 * 1024;

const ZUrlText = z.string().max(2048);
const ZItemId = z.string().min(1, 'is required').max(100);

const ZBlockMarkdown = z.object({ codeblock: z.string().min(1, 'is required').max(100), body: z.string().min(1, 'is required').max(100) });

/** GitBook "IntegrationBlock". */
export const ZIntegrationBlock = z.object({
  id: ZItemId,
  title: z.string().min(2).max(40),
  description: z.string().max(150).optional(),
  icon: ZUrlText.optional(),
  urlUnfurl: z.array(ZUrlText.min(1)).max(MAX_URL_UNFURL_PATTERNS).default([]),
  markdown: ZBlockMarkdown.optional(),
});

/** GitBook "IntegrationConfigurationComponent". */
const ZConfigurationComponent = z.object({ componentId: ZItemId });

/** GitBook "IntegrationContentSource". */
export const ZIntegrationContentSource = z.object({
  id: ZItemId,
  title: z.string().min(2).max(40),
  description: z.string().max(150).optional(),
  icon: ZUrlText.optional(),
  configuration: ZConfigurationComponent,
});

/** An item of GitBook "IntegrationExternalLinks". */
export const ZIntegrationExternalLink = z.object({
  url: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).max(2048),
  label: z.string().min(1, 'is required').max(100),
});

const propertyText = { title: z.string().max(30).optional(), description: z.string().max(100).optional() };

/** One property of GitBook "IntegrationConfigurationSchema". */
const ZConfigurationProperty = z.discriminatedUnion('type', [
  z.object({
    ...propertyText,
    type: z.literal('string'),
    default: z.string().max(2048).optional(),
    completion_url: ZUrlText.optional(),
    enum: z.array(z.string().max(255)).max(100).optional(),
  }),
  z.object({ ...propertyText, type: z.literal('number'), default: z.number().optional() }),
  z.object({ ...propertyText, type: z.literal('boolean'), default: z.boolean().optional() }),
  z.object({ ...propertyText, type: z.literal('button'), callback_url: ZUrlText, button_text: z.string().max(100) }),
]);

export type ConfigurationProperty = z.infer<typeof ZConfigurationProperty>;

const ZConfigurationSchema = z
  .object({
    properties: z.record(z.string().min(1).max(100), ZConfigurationProperty).refine((properties) => Object.keys(properties).length <= 100, 'at most 100 properties'),
    required: z
      .array(z.string().max(100))
      .max(100)
      .refine((names) => new Set(names).size === names.length, 'must not repeat a property')
      .optional(),
  })
  .refine((schema) => (schema.required ?? []).every((name) => name in schema.properties), {
    message: 'names a property the schema does not declare',
    path: ['required'],
  });

export type ConfigurationSchema = z.infer<typeof ZConfigurationSchema>;

/**
 * GitBook "IntegrationConfiguration": a component (`componentId`) or a schema (`properties`),
 * exactly one of them. The variant is chosen by its key, so a mistake inside it is named
 * precisely rather than as "matches no variant".
 */
const ZConfiguration = z.unknown().transform((value, context) => {
  const isObject = typeof value === 'object' && value !== null && !Array.isArray(value);
  if (isObject && 'componentId' in value && 'properties' in value) {
    context.addIssue({ code: 'custom', message: 'is either a schema (properties) or a component (componentId), not both' });
    return z.NEVER;
  }
  const result = (isObject && 'componentId' in value ? ZConfigurationComponent : ZConfigurationSchema).safeParse(value);
  if (!result.success) {
    for (const issue of result.error.issues) context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  }
  return result.data;
});

/** GitBook "IntegrationConfigurations". */
export const ZIntegrationConfigurations = z
  .object({ account: ZConfiguration.optional(), space: ZConfiguration.optional(), site: ZConfiguration.optional() })
  .strict();

export type IntegrationConfigurations = z.infer<typeof ZIntegrationConfigurations>;

const CSP_DIRECTIVES = [
  'base-uri', 'block-all-mixed-content', 'child-src', 'connect-src', 'default-src', 'font-src', 'form-action',
  'frame-ancestors', 'frame-src', 'img-src', 'manifest-src', 'media-src', 'navigate-to', 'object-src', 'plugin-types',
  'prefetch-src', 'referrer', 'report-to', 'report-uri', 'require-sri-for', 'require-trusted-types-for', 'sandbox',
  'script-src', 'script-src-attr', 'script-src-elem', 'style-src', 'style-src-attr', 'style-src-elem', 'trusted-types',
  'upgrade-insecure-requests', 'worker-src',
] as const;

/** GitBook "IntegrationContentSecurityPolicy": a policy string, or an object of directive strings. */
export const ZContentSecurityPolicy = z.union([
  z.string().max(4096),
  z.strictObject(Object.fromEntries(CSP_DIRECTIVES.map((directive) => [directive, z.string().max(4096).optional()]))),
]);

const jsonBytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value ?? null), 'utf8');
const withinJsonLimit = (value: unknown) => jsonBytes(value) <= MAX_JSON_BYTES;

const enumValue = <T extends number>(values: [T, ...T[]]) =>
  z.number().refine((value): value is T => (values as number[]).includes(value), 'is not a known value') as unknown as z.ZodType<T>;

const uniqueList = <T extends number>(values: [T, ...T[]], max: number) =>
  z
    .array(enumValue(values))
    .max(max)
    .transform((list) => [...new Set(list)]);

/** PublishIntegrationRequest as the service accepts it. */
export const ZPublishIntegrationRequest = z.object({
  integrationName: ZIntegrationName,
  runtime: enumValue(integrationRuntimes.values).optional(),
  icon: z.string().optional(),
  title: ZIntegrationTitle,
  description: ZIntegrationDescription,
  summary: ZIntegrationSummary.optional(),
  previewImages: z.array(z.string()).max(3),
  visibility: enumValue(integrationVisibilities.values).optional(),
  target: enumValue(integrationTargets.values).optional(),
  scopes: uniqueList(integrationScopes.values, integrationScopes.values.length),
  categories: uniqueList(integrationCategories.values, integrationCategories.values.length),
  blocks: z
    .array(ZIntegrationBlock)
    .max(MAX_BLOCKS)
    .refine((blocks) => new Set(blocks.map((block) => block.id)).size === blocks.length, 'two blocks have the same id'),
  contentSources: z
    .array(ZIntegrationContentSource)
    .max(MAX_CONTENT_SOURCES)
    .refine((sources) => new Set(sources.map((source) => source.id)).size === sources.length, 'two content sources have the same id'),
  externalLinks: z.array(ZIntegrationExternalLink).max(MAX_EXTERNAL_LINKS),
  configurations: ZIntegrationConfigurations.refine(withinJsonLimit, `must be at most ${MAX_JSON_BYTES} bytes of JSON`).optional(),
  script: z.string().min(1, 'is required').max(MAX_SCRIPT_LENGTH),
  organization: z.string().min(1, 'is required').max(64),
  secrets: z
    .record(z.string().min(1).max(100).regex(/^[A-Za-z0-9_.-]+$/, 'names a secret with letters, digits, "-", "_" and "."'), z.string().max(MAX_SECRET_BYTES))
    .refine((secrets) => Object.keys(secrets).length <= MAX_SECRETS, `at most ${MAX_SECRETS} secrets`),
  contentSecurityPolicy: ZContentSecurityPolicy.optional(),
});

export type PublishIntegrationInput = z.output<typeof ZPublishIntegrationRequest>;

const DOMAIN = /^[a-z0-9_-]+(?:\.[a-z0-9_-]+)+$/;

/**
 * The hosts a block unfurls, each with its parent domains (`www.figma.com` gives
 * `www.figma.com` and `figma.com`), lower-cased: what `blockDomain` matches. Patterns may omit
 * the scheme and use `*.` for any subdomain.
 */
export function blockDomainsOf(blocks: { urlUnfurl: string[] }[]): string[] {
  const domains = new Set<string>();
  for (const pattern of blocks.flatMap((block) => block.urlUnfurl)) {
    const withoutScheme = pattern.trim().toLowerCase().replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
    const host = withoutScheme.split(/[/?#]/, 1)[0].replace(/^.*@/, '').replace(/:\d*$/, '').replace(/^(\*\.)+/, '');
    if (!DOMAIN.test(host)) continue;
    const labels = host.split('.');
    for (let start = 0; start <= labels.length - 2; start++) domains.add(labels.slice(start).join('.'));
  }
  return [...domains].sort();
}
