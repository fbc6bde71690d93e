import { invalidArgument } from '@quire/shared';
import type { TransactionClient } from '../db';

/**
 * Resolves user ids or emails to the ids of members (or guests) of the organization.
 * Returns the resolved ids in input order and the references that matched nobody.
 */
export async function resolveOrganizationUsers(
  tx: TransactionClient,
  organizationId: string,
  references: string[],
): Promise<{ userIds: Map<string, string>; unknown: string[] }> {
  const unique = [...new Set(references)];
  if (unique.length === 0) return { userIds: new Map(), unknown: [] };
  const emails = unique.filter((reference) => reference.includes('@')).map((email) => email.toLowerCase());
  const memberships = await tx.membership.findMany({
    where: {
      organizationId,
      OR: [{ userId: { in: unique } }, ...(emails.length > 0 ? [{ user: { email: { in: emails } } }] : [])],
    },
    select: { userId: true, user: { select: { email: true } } },
  });
  const byReference = new Map<string, string>();
  for (const membership of memberships) {
    byReference.set(membership.userId, membership.userId);
    byReference.set(membership.user.email, membership.userId);
  }
  const userIds = new Map<string, string>();
  const unknown: string[] = [];
  for (const reference of unique) {
    const userId = byReference.get(reference.includes('@') ? reference.toLowerCase() : reference);
    if (userId) userIds.set(reference, userId);
    else unknown.push(reference);
  }
  return { userIds, unknown };
}

/** The member ids, refusing any that is not in the organization. */
export async function requireOrganizationUsers(
  tx: TransactionClient,
  organizationId: string,
  references: string[],
  field: string,
): Promise<string[]> {
  const { userIds, unknown } = await resolveOrganizationUsers(tx, organizationId, references);
  if (unknown.length > 0) throw invalidArgument(`${field}: ${unknown[0]} is not a member of this organization`);
  return [...new Set(userIds.values())];
}
