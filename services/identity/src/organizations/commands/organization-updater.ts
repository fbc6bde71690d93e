import { alreadyExists } from '@quire/shared';
import { isUniqueViolation, type PrismaClient } from '../../db';
import type { MemberRole } from '../../generated/prisma/client';
import { recordEvent } from '../../lib/events';

export type OrganizationChanges = {
  title?: string;
  hostname?: string;
  emailDomains?: string[];
  /** null: new members are guests. */
  defaultRole?: MemberRole | null;
};

export async function organizationUpdater(
  db: PrismaClient,
  { organizationId, changes }: { organizationId: string; changes: OrganizationChanges },
): Promise<void> {
  const data = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  if (Object.keys(data).length === 0) return;
  try {
    await db.$transaction(async (tx) => {
      await tx.organization.update({ where: { id: organizationId }, data });
      await recordEvent(tx, 'organization', 'updated', {
        aggregateId: organizationId,
        organizationId,
        data: { organizationId, ...data },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyExists('hostname: already used by another organization');
    throw error;
  }
}
