import { outboxEvent, startEventConsumer, type EventConsumer, type EventEnvelope, type Logger } from '@quire/shared';
import type pg from 'pg';
import { z } from 'zod';

/** The durable consumer of the running service; tests and side stacks pass their own. */
export const IDENTITY_EVENTS_DURABLE = 'content-identity-events';

export const TEAM_DELETED = 'quire.identity.team.deleted';

// What identity's team-deleter writes as the event's data.
const ZTeamDeleted = z.object({ organizationId: z.string().min(1), teamId: z.string().min(1) });

/**
 * Keeps content's copies of identity facts true. Only a deleted team leaves rows behind here
 * (its collection permissions): member and team-membership changes need nothing, because
 * content reads a caller's role and teams from the principal identity builds on each request.
 */
export function startIdentityEventsConsumer({
  databaseUrl,
  natsUrl,
  logger,
  durable = IDENTITY_EVENTS_DURABLE,
}: {
  databaseUrl: string;
  natsUrl: string;
  logger: Logger;
  durable?: string;
}): EventConsumer {
  return startEventConsumer({
    natsUrl,
    databaseUrl,
    logger,
    durable,
    filterSubjects: [TEAM_DELETED],
    handle: (envelope, tx) => handleIdentityEvent(envelope, tx, logger),
  });
}

/** Runs in the consumer's transaction, which also records the event as processed. */
export async function handleIdentityEvent(envelope: EventEnvelope, tx: pg.PoolClient, logger: Logger): Promise<void> {
  if (envelope.type !== TEAM_DELETED) return;
  const data = ZTeamDeleted.safeParse(envelope.data);
  if (!data.success) {
    // Redelivering it cannot make it readable: record it as handled and say so.
    logger.error({ eventId: envelope.id, type: envelope.type, err: data.error }, 'identity event without the expected data; skipped');
    return;
  }
  await removeDeletedTeamPermissions(tx, { ...data.data, causationId: envelope.id });
}

/**
 * Deletes every collection and space permission of a team identity deleted, with one
 * `collection-team-permission.removed` or `space-permission.removed` event per row in the same transaction. Plain SQL:
 * the consumer's transaction is a pg client, not a Prisma one.
 */
async function removeDeletedTeamPermissions(
  tx: pg.PoolClient,
  { organizationId, teamId, causationId }: { organizationId: string; teamId: string; causationId: string },
): Promise<void> {
  const removed = await tx.query<{ collection_id: string }>(
    `DELETE FROM collection_team_permissions WHERE organization_id = $1 AND team_id = $2
     RETURNING collection_id`,
    [organizationId, teamId],
  );
  const removedFromSpaces = await tx.query<{ space_id: string }>(
    `DELETE FROM space_permissions WHERE organization_id = $1 AND subject_kind = 'team' AND subject_id = $2
     RETURNING space_id`,
    [organizationId, teamId],
  );
  if (removed.rows.length === 0 && removedFromSpaces.rows.length === 0) return;
  const events = [
    ...removed.rows.map(({ collection_id: collectionId }) =>
      outboxEvent({
        service: 'content',
        resource: 'collection-team-permission',
        verb: 'removed',
        aggregateId: collectionId,
        organizationId,
        data: { collectionId, teamId, actorId: null, reason: 'team-deleted', causationId },
      }),
    ),
    ...removedFromSpaces.rows.map(({ space_id: spaceId }) =>
      outboxEvent({
        service: 'content',
        resource: 'space-permission',
        verb: 'removed',
        aggregateId: spaceId,
        organizationId,
        data: { spaceId, teamId, actorId: null, reason: 'team-deleted', causationId },
      }),
    ),
  ];
  await tx.query(
    `INSERT INTO outbox (id, type, subject, aggregate_id, organization_id, data, trace_parent)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::jsonb[], $7::text[])`,
    [
      events.map((e) => e.id),
      events.map((e) => e.type),
      events.map((e) => e.subject),
      events.map((e) => e.aggregateId),
      events.map((e) => e.organizationId),
      events.map((e) => JSON.stringify(e.data)),
      events.map((e) => e.traceParent),
    ],
  );
}
