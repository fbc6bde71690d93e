import { outboxEvent, type JsonObject } from '@quire/shared';
import type { TransactionClient } from '../db';

type IdentityResource = 'organization' | 'user' | 'member' | 'team' | 'token';

/**
 * Writes `quire.identity.<resource>.<verb>` to the outbox inside the caller's transaction,
 * so the event exists exactly when the change it describes does.
 */
export async function recordEvent(
  tx: TransactionClient,
  event: { resource: IdentityResource; verb: string; aggregateId: string; organizationId: string | null; data: JsonObject },
): Promise<void> {
  await tx.outboxEvent.create({ data: outboxEvent({ service: 'identity', ...event }) });
}
