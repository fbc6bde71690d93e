import type { TransactionClient } from '../../db';
import { recordEvent } from '../../lib/events';

/**
 * Marks a new member as an SSO member, as the contract's `sso` invitation flag asks, unless
 * they are in another organization too (the contract's `failedSSOEmails`: an account that
 * another organization shares is not handed to this one's identity provider). Answers whether
 * they were marked.
 */
export async function markSsoMemberUnlessShared(
  tx: TransactionClient,
  { organizationId, userId }: { organizationId: string; userId: string },
): Promise<boolean> {
  const elsewhere = await tx.membership.findFirst({
    where: { userId, organizationId: { not: organizationId } },
    select: { organizationId: true },
  });
  if (elsewhere) return false;
  await tx.membership.update({
    where: { organizationId_userId: { organizationId, userId } },
    data: { sso: true, ssoSetAt: new Date() },
  });
  await recordEvent(tx, 'member', 'updated', { aggregateId: userId, organizationId, data: { organizationId, userId, sso: true } });
  return true;
}
