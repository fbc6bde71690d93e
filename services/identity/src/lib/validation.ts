import { identityV1 } from '@quire/proto';
import type { TeamMemberRole } from '../generated/prisma/client';
import { z } from 'zod';

export const ZId = z.string().min(1, 'is required').max(64).regex(/^[A-Za-z0-9_-]+$/, 'must be an id');

/** Emails are unique case-insensitively, so they are compared and stored lower-cased. */
export const ZEmail = z
  .string()
  .trim()
  .max(320)
  .pipe(z.email('must be an email address'))
  .transform((email) => email.toLowerCase());

/** A lower-cased domain name (organizations' email domains, invite links' domain restriction). */
export const ZDomain = z
  .string()
  .max(253)
  .trim()
  .toLowerCase()
  .regex(/^(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/, 'must be a domain name');

/** The (lower-cased) domain of an email address. */
export const emailDomainOf = (email: string): string => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

export const ZOrganizationTitle = z.string().trim().min(2).max(255);
export const ZTeamTitle = z.string().trim().min(1).max(64);
export const ZDisplayName = z.string().trim().min(1).max(255);
/** Label of an API token a user creates for themselves. */
export const ZApiTokenLabel = z.string().trim().min(1).max(100);

/** A keyset cursor from a previous page (opaque). */
export const ZPage = z.string().max(512).optional();
/** Checked by pageLimit() (1..1000, default 50). */
export const ZLimit = z.number().int().optional();

/** Most entries any list in a request body may have (team members, user references). */
export const MAX_LIST_ITEMS = 1000;

/** A user id or an email (team member changes accept both). */
export const ZUserReference = z.string().trim().min(1).max(320);

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

/** A team role from a request; absent means a plain member. */
export function teamMemberRoleFromProto(role: identityV1.TeamMemberRole | undefined): TeamMemberRole {
  return role === identityV1.TeamMemberRole.TEAM_MEMBER_ROLE_OWNER ? 'owner' : 'member';
}
