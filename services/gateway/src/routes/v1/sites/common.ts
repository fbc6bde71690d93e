import { z } from 'zod';

// Site enums and limits (GitBook @gitbook/api 0.146.0 components), shared by the sites area's rows.
export const ZSiteType = z.enum(['basic', 'premium', 'ultimate', 'sponsored', 'legacy-basic', 'legacy-premium']);
export const ZSiteVisibility = z.enum(['public', 'unlisted', 'share-link', 'visitor-auth']);
export const ZSiteAgentsContext = z.enum(['excluded', 'included']);
export const ZSiteTitle = z.string().min(2).max(128);
export const ZSiteBasename = z.string().min(1).max(100);
export const ZSiteProxyOrigin = z
  .string()
  .max(512)
  .regex(/^([\w-]+\.)*[\w-]+\.[a-zA-Z]{2,}(\/[\w-]+)+$/, 'must be a host and a path, e.g. company.com/docs');
export const ZSiteSectionTitle = z.string().min(2).max(128);
export const ZSiteSectionDescription = z.string().max(256);
export const ZSitePath = z.string().min(1).max(100);
export const ZExpression = z.string().max(1024);
export const ZIcon = z.string().max(50);
export const ZShareKey = z.string().min(1).max(256);

/** A query parameter given once (`type=basic`) or repeated (`type=a&type=b`): always an array. */
export const repeatedQuery = <T extends z.ZodType>(item: T) =>
  z.union([item, z.array(item).max(20)]).transform((value) => (Array.isArray(value) ? value : [value]) as z.output<T>[]);

export const siteParams = z.object({ organizationId: z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'must be an id'), siteId: z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'must be an id') });
