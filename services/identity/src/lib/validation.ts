import { invalidArgument } from '@quire/shared';
import { z } from 'zod';

/** Parses a request with `schema`; the first issue becomes INVALID_ARGUMENT "<field>: <reason>". */
export function parseRequest<T>(schema: z.ZodType<T>, request: unknown): T {
  const result = schema.safeParse(request);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue.path.join('.') || 'request';
  throw invalidArgument(`${field}: ${issue.message}`);
}

export const ZId = z.string().min(1, 'is required').max(64).regex(/^[A-Za-z0-9_-]+$/, 'must be an id');

/** Emails are unique case-insensitively, so they are compared and stored lower-cased. */
export const ZEmail = z
  .string()
  .trim()
  .max(320)
  .pipe(z.email('must be an email address'))
  .transform((email) => email.toLowerCase());

export const ZOrganizationTitle = z.string().trim().min(2).max(255);
export const ZTeamTitle = z.string().trim().min(1).max(64);
export const ZDisplayName = z.string().trim().min(1).max(255);
/** Label of an API token a user creates for themselves. */
export const ZApiTokenLabel = z.string().trim().min(1).max(100);

/** A case-insensitive "contains" filter; empty means no filter. */
export const ZContainsFilter = z
  .string()
  .max(255)
  .optional()
  .transform((value) => (value ? value.trim() || undefined : undefined));

/**
 * Prisma's `contains` sends the text inside a LIKE pattern without escaping it, so `%` and
 * `_` would act as wildcards; escaped, they match themselves.
 */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (character) => `\\${character}`);
