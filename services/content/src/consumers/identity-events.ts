import { outboxEvent, roleAtLeast, startEventConsumer, type EventConsumer, type EventEnvelope, type Logger, type MemberRole } from '@quire/shared';
import type pg from 'pg';
import { z } from 'zod';

/** The durable consumer of the running service; tests and side stacks pass their own. */
export const IDENTITY_EVENTS_DURABLE = 'content-identity-events';

export const TEAM_DELETED = 'quire.identity.team.deleted';
export const INVITE_USED = 'quire.identity.invite.used';

// What identity's team-deleter writes as the event's data.
const ZTeamDeleted = z.object({ organizationId: z.string().min(1), teamId: z.string().min(1) });

const ZLevel = z.enum(['admin', 'create', 'edit', 'review', 'comment', 'read']).nullable();
// What identity's invite-joiner writes when someone joins with a space or collection link.
const ZContentInviteUsed = z.discriminatedUnion('target', [
  z.object({ target: z.literal('space'), organizationId: z.string().min(1), inviteId: z.string().min(1), userId: z.string().min(1), spaceId: z.string().min(1), level: ZLevel }),
  z.object({ target: z.literal('collection'), organizationId: z.string().min(1), inviteId: z.string().min(1), userId: z.string().min(1), collectionId: z.string().min(1), level: ZLevel }),
]);

/**
 * Keeps content's copies of identity facts true, and gives what identity promised. A deleted
 * team leaves rows behind here (its collection and space permissions); someone who joined with a
 * space or collection invite link is given its grant. Member and team-membership changes need
 * nothing, because content reads a caller's role and teams from the principal identity builds
 * on each request.
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
    filterSubjects: [TEAM_DELETED, INVITE_USED],
    handle: (envelope, tx) => handleIdentityEvent(envelope, tx, logger),
  });
}

/** Runs in the consumer's transaction, which also records the event as processed. */
export async function handleIdentityEvent(envelope: EventEnvelope, tx: pg.PoolClient, logger: Logger): Promise<void> {
  if (envelope.type === INVITE_USED) {
    const target = (envelope.data as { target?: unknown } | null)?.target;
    // Organization and email invitations give a membership only (identity's own).
    if (target !== 'space' && target !== 'collection') return;
    const data = ZContentInviteUsed.safeParse(envelope.data);
    if (!data.success) {
      logger.error({ eventId: envelope.id, type: envelope.type, err: data.error }, 'identity event without the expected data; skipped');
      return;
    }
    await grantInvitedUser(tx, data.data, envelope.id);
    return;
  }
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

/**
 * The grant of a space or collection invite link: the link's level (read for a link without
 * one), on the space or collection if it still exists in that organization. An existing grant
 * of the user is raised to that level, never lowered. One `space-permission.updated` or
 * `collection-user-permission.updated` event when something changed, in the same transaction.
 */
async function grantInvitedUser(tx: pg.PoolClient, invite: z.infer<typeof ZContentInviteUsed>, causationId: string): Promise<void> {
  const role = invite.level ?? 'read';
  const { organizationId, userId } = invite;
  const [table, keyColumn, resourceId, subjectWhere] =
    invite.target === 'space'
      ? (['space_permissions', 'space_id', invite.spaceId, "subject_kind = 'user' AND subject_id = $3"] as const)
      : (['collection_user_permissions', 'collection_id', invite.collectionId, 'user_id = $3'] as const);
  // A space in the trash is still granted (it may be restored); collections are deleted for good.
  const resourceTable = invite.target === 'space' ? 'spaces' : 'collections';
  const exists = await tx.query(`SELECT 1 FROM ${resourceTable} WHERE id = $1 AND organization_id = $2 FOR SHARE`, [resourceId, organizationId]);
  if (exists.rows.length === 0) return;
  const current = await tx.query<{ role: MemberRole }>(`SELECT role FROM ${table} WHERE ${keyColumn} = $1 AND organization_id = $2 AND ${subjectWhere} FOR UPDATE`, [
    resourceId,
    organizationId,
    userId,
  ]);
  const existing = current.rows[0]?.role;
  if (existing && roleAtLeast(existing, role)) return;
  if (invite.target === 'space') {
    await tx.query(
      `INSERT INTO space_permissions (space_id, subject_kind, subject_id, organization_id, role, updated_at) VALUES ($1, 'user', $2, $3, $4, now())
       ON CONFLICT (space_id, subject_kind, subject_id) DO UPDATE SET role = EXCLUDED.role, updated_at = now()`,
      [resourceId, userId, organizationId, role],
    );
  } else {
    await tx.query(
      `INSERT INTO collection_user_permissions (collection_id, user_id, organization_id, role, updated_at) VALUES ($1, $2, $3, $4, now())
       ON CONFLICT (collection_id, user_id) DO UPDATE SET role = EXCLUDED.role, updated_at = now()`,
      [resourceId, userId, organizationId, role],
    );
  }
  const event =
    invite.target === 'space'
      ? outboxEvent({
          service: 'content',
          resource: 'space-permission',
          verb: 'updated',
          aggregateId: resourceId,
          organizationId,
          data: { spaceId: resourceId, subject: 'user', subjectId: userId, role, actorId: null, reason: 'invite-used', inviteId: invite.inviteId, causationId },
        })
      : outboxEvent({
          service: 'content',
          resource: 'collection-user-permission',
          verb: 'updated',
          aggregateId: resourceId,
          organizationId,
          data: { collectionId: resourceId, userId, role, actorId: null, reason: 'invite-used', inviteId: invite.inviteId, causationId },
        });
  await tx.query('INSERT INTO outbox (id, type, subject, aggregate_id, organization_id, data, trace_parent) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
    event.id,
    event.type,
    event.subject,
    event.aggregateId,
    event.organizationId,
    JSON.stringify(event.data),
    event.traceParent,
  ]);
}
