import { newId } from '@quire/shared';
import type { PrismaClient, TransactionClient } from '../db';
import { organizationSelect, type OrganizationRow } from '../presenters/organization';
import type { UserRow } from '../presenters/user';
import { issueApiToken } from './api-token-issuer';
import { recordEvent } from './events';
import { ensureUser } from './user-ensurer';

export type NewOrganization = { title: string; ownerEmail: string; ownerName?: string };

export type CreatedOrganization = {
  organization: OrganizationRow;
  owner: UserRow;
  tokenId: string;
  token: string;
};

/**
 * Creates an organization whose first admin is an existing user, with its events, inside
 * the caller's transaction.
 */
export async function createOrganizationWithAdmin(
  tx: TransactionClient,
  { title, adminId }: { title: string; adminId: string },
): Promise<OrganizationRow> {
  const organization = await tx.organization.create({ data: { id: newId(), title }, select: organizationSelect });
  await tx.membership.create({ data: { organizationId: organization.id, userId: adminId, role: 'admin' } });
  await recordEvent(tx, {
    resource: 'organization',
    verb: 'created',
    aggregateId: organization.id,
    organizationId: organization.id,
    data: { organizationId: organization.id, title: organization.title, ownerId: adminId },
  });
  await recordEvent(tx, {
    resource: 'member',
    verb: 'added',
    aggregateId: adminId,
    organizationId: organization.id,
    data: { organizationId: organization.id, userId: adminId, role: 'admin' },
  });
  return organization;
}

/**
 * Creates an organization with its first admin (an existing user when the email is known)
 * and an API token for them, inside the caller's transaction.
 */
export async function createOrganizationWithOwner(
  tx: TransactionClient,
  { title, ownerEmail, ownerName }: NewOrganization,
): Promise<CreatedOrganization> {
  const { user: owner } = await ensureUser(tx, { email: ownerEmail, displayName: ownerName });
  const organization = await createOrganizationWithAdmin(tx, { title, adminId: owner.id });
  const { tokenId, token } = await issueApiToken(tx, { userId: owner.id, label: `Owner of ${title}`.slice(0, 255) });
  return { organization, owner, tokenId, token };
}

export function createOrganization(prisma: PrismaClient, input: NewOrganization): Promise<CreatedOrganization> {
  return prisma.$transaction((tx) => createOrganizationWithOwner(tx, input));
}

/** An organization created by a signed-in user, who becomes its admin. No token is issued. */
export function createOrganizationForUser(
  prisma: PrismaClient,
  { title, userId }: { title: string; userId: string },
): Promise<OrganizationRow> {
  return prisma.$transaction((tx) => createOrganizationWithAdmin(tx, { title, adminId: userId }));
}
