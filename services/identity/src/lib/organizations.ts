import { newId } from '@quire/shared';
import type { TransactionClient } from '../db';
import { recordEvent } from './events';

/**
 * Creates an organization whose first admin is an existing user, with its events, inside
 * the caller's transaction. Answers the organization's id.
 */
export async function createOrganizationWithAdmin(
  tx: TransactionClient,
  { title, adminId }: { title: string; adminId: string },
): Promise<string> {
  const organizationId = newId();
  await tx.organization.create({ data: { id: organizationId, title }, select: { id: true } });
  await tx.membership.create({ data: { organizationId, userId: adminId, role: 'admin' } });
  await recordEvent(tx, 'organization', 'created', {
    aggregateId: organizationId,
    organizationId,
    data: { organizationId, title, ownerId: adminId },
  });
  await recordEvent(tx, 'member', 'added', {
    aggregateId: adminId,
    organizationId,
    data: { organizationId, userId: adminId, role: 'admin' },
  });
  return organizationId;
}
