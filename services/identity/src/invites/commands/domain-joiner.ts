import { invalidArgument, notFound } from '@quire/shared';
import type { PrismaClient } from '../../db';
import { addMembership } from '../../lib/memberships';
import { emailDomainOf } from '../../lib/validation';

/**
 * The caller joins an organization whose `emailDomains` include their email's domain, with the
 * organization's default role (event `member.added`). The domains are read in the transaction
 * that adds the membership, so a domain removed meanwhile lets no one in. Outside the
 * organization, an organization that lists no domain at all is NOT_FOUND (it accepts no one
 * this way, and its id must not be confirmed to strangers); otherwise a domain not listed is
 * the contract's 400 "User's email domain is not valid".
 */
export async function domainJoiner(
  db: PrismaClient,
  { organizationId, userId, email, inOrganization }: { organizationId: string; userId: string; email: string; inOrganization: boolean },
): Promise<void> {
  await db.$transaction(async (tx) => {
    const organization = await tx.organization.findUnique({ where: { id: organizationId }, select: { emailDomains: true } });
    if (!organization || (!inOrganization && organization.emailDomains.length === 0)) throw notFound('Organization not found');
    if (!organization.emailDomains.includes(emailDomainOf(email))) throw invalidArgument("User's email domain is not valid");
    await addMembership(tx, { organizationId, userId, role: undefined });
  });
}
