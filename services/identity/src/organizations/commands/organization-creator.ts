import type { PrismaClient } from '../../db';
import { createOrganizationWithAdmin } from '../../lib/organizations';
import { findOrganization, type OrganizationRow } from '../queries';

/** An organization created by a signed-in user, who becomes its admin. No token is issued. */
export function organizationCreator(
  db: PrismaClient,
  { title, userId }: { title: string; userId: string },
): Promise<OrganizationRow> {
  return db.$transaction(async (tx) => {
    const organizationId = await createOrganizationWithAdmin(tx, { title, adminId: userId });
    return (await findOrganization(tx, organizationId))!;
  });
}
