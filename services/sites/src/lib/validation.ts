import { z } from 'zod';

// The contract's limits, checked again here: the gateway is not this service's only caller.
// Every handler parses its whole request with one `ZVerbNounRequest` schema built from these
// (through parseRequest from @quire/shared, which also refuses NUL and lone surrogates).
export const ZId = z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'must be an id');
export const ZOrganizationId = ZId;
export const ZSiteTitle = z.string().min(2).max(128);
/** The last segment of the published URL: kept to characters that need no escaping there. */
export const ZSiteBasename = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9._~-]+$/, 'must contain only letters, digits and "-", "_", ".", "~"');
export const SITE_PROXY_ORIGIN = /^([\w-]+\.)*[\w-]+\.[a-zA-Z]{2,}(\/[\w-]+)+$/;
export const ZSiteProxyOrigin = z.string().max(512).regex(SITE_PROXY_ORIGIN, 'must be a host and a path, e.g. company.com/docs');
export const ZSectionTitle = z.string().min(2).max(128);
export const ZSectionDescription = z.string().max(256);
/** GitBook "SiteSectionGroupTitle". */
export const ZSectionGroupTitle = z.string().min(1).max(100);
/** Paths are URL segments of the published site: same characters as a basename. */
export const ZPath = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9._~-]+$/, 'must contain only letters, digits and "-", "_", ".", "~"');
export const ZExpression = z.string().max(1024);
export const ZIcon = z.string().max(50);
export const ZShareKey = z.string().max(256);
export const ZUrl = z.url({ protocol: /^https?$/ }).max(2048);

/** A request naming a site, or one of its site spaces, and nothing else. */
export const ZSiteRef = z.object({ organizationId: ZId, siteId: ZId });
export const ZSiteSpaceRef = ZSiteRef.extend({ siteSpaceId: ZId });
/** GitBook "ShareLinkName": 0 to 50 characters. */
export const ZShareLinkName = z.string().max(50);
// `unmasked` (deprecated in the contract) asks for customization settings as stored rather than
// masked by what the site's plan allows. Quire has no plans (a site's `features` are []): every
// stored setting applies, so masked and unmasked settings are the same and the flag changes nothing.
export const ZUnmasked = z.boolean().optional();

/** The most space ids createSite takes at once. */
export const MAX_CREATE_SPACES = 100;

/** An opaque page cursor (decodeCursor refuses what it cannot read). */
export const ZPage = z.string().max(1024).optional();
/** pageLimit() checks the range. */
export const ZLimit = z.number().optional();
/** An optional string where "" means absent (proto3 default). */
export const ZOptionalId = z.union([z.literal(''), ZId]).optional();

/** A proto enum field: one of `values` (0 = UNSPECIFIED, when allowed, means absent). */
export function ZProtoEnum<E extends number>(values: readonly E[], { required = false } = {}) {
  const allowed = new Set<number>(required ? values : [0, ...values]);
  return z
    .number()
    .int()
    .refine((value) => allowed.has(value), required ? 'is required' : 'is not a valid value')
    .transform((value) => value as E | 0);
}

/** A Value field where JSON null removes, a value sets, absent keeps. */
export const nullable = <T extends z.ZodType>(schema: T) => z.union([z.null(), schema]).optional();
