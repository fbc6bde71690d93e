import type { PrismaClient } from '../../db';
import { recordEvent } from '../../lib/events';

/**
 * Deletes a provider, its pending login requests and its record of used assertions (ON DELETE
 * CASCADE). Tokens issued through it stay valid until they expire or are revoked; memberships
 * stay. Deleting a provider that does not exist changes nothing.
 */
export async function samlProviderDeleter(
  db: PrismaClient,
  { organizationId, samlProviderId }: { organizationId: string; samlProviderId: string },
): Promise<void> {
  await db.$transaction(async (tx) => {
    const { count } = await tx.samlProvider.deleteMany({ where: { id: samlProviderId, organizationId } });
    if (count === 0) return;
    await recordEvent(tx, 'saml-provider', 'deleted', {
      aggregateId: samlProviderId,
      organizationId,
      data: { organizationId, samlProviderId },
    });
  });
}
