import type { PrismaClient, TransactionClient } from '../../db';
import { issueApiToken } from '../../lib/api-tokens';
import { createOrganizationWithAdmin } from '../../lib/organizations';
import { ensureUser } from '../../lib/users';
import { findOrganization, type OrganizationRow } from '../../organizations/queries';
import { findUser, type UserRow } from '../../users/queries';

export type NewOrganization = { title: string; ownerEmail: string; ownerName?: string };

export type CreatedOrganization = {
  organization: OrganizationRow;
  owner: UserRow;
  tokenId: string;
  token: string;
};

/**
 * Creates an organization with its first admin (an existing user when the email is known)
 * and an API token for them, inside the caller's transaction.
 */
export async function createOrganizationWithOwner(
  tx: TransactionClient,
  { title, ownerEmail, ownerName }: NewOrganization,
): Promise<CreatedOrganization> {
  const { userId } = await ensureUser(tx, { email: ownerEmail, displayName: ownerName });
  const organizationId = await createOrganizationWithAdmin(tx, { title, adminId: userId });
  const { tokenId, token } = await issueApiToken(tx, { userId, label: `Owner of ${title}`.slice(0, 255) });
  const [organization, owner] = await Promise.all([findOrganization(tx, organizationId), findUser(tx, userId)]);
  return { organization: organization!, owner: owner!, tokenId, token };
}

/** Operator rpc: the organization, its owner and the owner's token. */
export function organizationCreator(db: PrismaClient, input: NewOrganization): Promise<CreatedOrganization> {
  return db.$transaction((tx) => createOrganizationWithOwner(tx, input));
}
