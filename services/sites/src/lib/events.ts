import { outboxEvent, type JsonObject } from '@quire/shared';
import type { TransactionClient } from '../db';

type Resource = 'site' | 'site-section' | 'site-space';

/** Writes `quire.sites.<resource>.<verb>` to the outbox, in the caller's transaction. */
export async function recordEvent(
  tx: TransactionClient,
  resource: Resource,
  verb: string,
  { aggregateId, organizationId, data }: { aggregateId: string; organizationId: string; data: JsonObject },
): Promise<void> {
  await tx.outboxEvent.create({ data: outboxEvent({ service: 'sites', resource, verb, aggregateId, organizationId, data }) });
}

/** Several events of one kind in one insert. */
export async function recordEvents(
  tx: TransactionClient,
  resource: Resource,
  verb: string,
  events: { aggregateId: string; organizationId: string; data: JsonObject }[],
): Promise<void> {
  if (events.length === 0) return;
  await tx.outboxEvent.createMany({
    data: events.map(({ aggregateId, organizationId, data }) =>
      outboxEvent({ service: 'sites', resource, verb, aggregateId, organizationId, data }),
    ),
  });
}
