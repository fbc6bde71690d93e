import type { PrismaClient } from '../../db';
import { recordEvent } from '../../lib/events';

/**
 * Deletes a provider and its pending sign-ins (ON DELETE CASCADE). Tokens issued through it stay
 * valid until they expire or are revoked; memberships stay. Deleting a provider that does not
 * exist changes nothing.
 */
export async function oidcProviderDeleter(
  db: PrismaClient,
  { organizationId, oidcProviderId }: { organizationId: string; oidcProviderId: string },
): Promise<void> {
  await db.$transaction(async (tx) => {
    const { count } = await tx.oidcProvider.deleteMany({ where: { id: oidcProviderId, organizationId } });
    if (count === 0) return;
    await recordEvent(tx, 'oidc-provider', 'deleted', {
      aggregateId: oidcProviderId,
      organizationId,
      data: { organizationId, oidcProviderId },
    });
  });
}
