"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.INVITE_USED = exports.TEAM_DELETED = exports.IDENTITY_EVENTS_DURABLE = void 0;
exports.startIdentityEventsConsumer = startIdentityEventsConsumer;
exports.handleIdentityEvent = handleIdentityEvent;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
/** The durable consumer of the running service; tests and side stacks pass their own. */
exports.IDENTITY_EVENTS_DURABLE = 'content-identity-events';
exports.TEAM_DELETED = 'quire.identity.team.deleted';
exports.INVITE_USED = 'quire.identity.invite.used';
// What identity's team-deleter writes as the event's data.
const ZTeamDeleted = zod_1.z.object({ organizationId: zod_1.z.string().min(1), teamId: zod_1.z.string().min(1) });
const ZLevel = zod_1.z.enum(['admin', 'create', 'edit', 'review', 'comment', 'read']).nullable();
// What identity's invite-joiner writes when someone joins with a space or collection link.
const ZContentInviteUsed = zod_1.z.discriminatedUnion('target', [
    zod_1.z.object({ target: zod_1.z.literal('space'), organizationId: zod_1.z.string().min(1), inviteId: zod_1.z.string().min(1), userId: zod_1.z.string().min(1), spaceId: zod_1.z.string().min(1), level: ZLevel }),
    zod_1.z.object({ target: zod_1.z.literal('collection'), organizationId: zod_1.z.string().min(1), inviteId: zod_1.z.string().min(1), userId: zod_1.z.string().min(1), collectionId: zod_1.z.string().min(1), level: ZLevel }),
]);
/**
 * Keeps content's copies of identity facts true, and gives what identity promised. A deleted
 * team leaves rows behind here (its collection and space permissions); someone who joined with a
 * space or collection invite link is given its grant. Member and team-membership changes need
 * nothing, because content reads a caller's role and teams from the principal identity builds
 * on each request.
 */
function startIdentityEventsConsumer({ databaseUrl, natsUrl, logger, durable = exports.IDENTITY_EVENTS_DURABLE, }) {
    return (0, shared_1.startEventConsumer)({
        natsUrl,
        databaseUrl,
        logger,
        durable,
        filterSubjects: [exports.TEAM_DELETED, exports.INVITE_USED],
        handle: (envelope, tx) => handleIdentityEvent(envelope, tx, logger),
    });
}
/** Runs in the consumer's transaction, which also records the event as processed. */
async function handleIdentityEvent(envelope, tx, logger) {
    if (envelope.type === exports.INVITE_USED) {
        const target = envelope.data?.target;
        // Organization and email invitations give a membership only (identity's own).
        if (target !== 'space' && target !== 'collection')
            return;
        const data = ZContentInviteUsed.safeParse(envelope.data);
        if (!data.success) {
            logger.error({ eventId: envelope.id, type: envelope.type, err: data.error }, 'identity event without the expected data; skipped');
            return;
        }
        await grantInvitedUser(tx, data.data, envelope.id);
        return;
    }
    if (envelope.type !== exports.TEAM_DELETED)
        return;
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
async function removeDeletedTeamPermissions(tx, { organizationId, teamId, causationId }) {
    const removed = await tx.query(`DELETE FROM collection_team_permissions WHERE organization_id = $1 AND team_id = $2
     RETURNING collection_id`, [organizationId, teamId]);
    const removedFromSpaces = await tx.query(`DELETE FROM space_permissions WHERE organization_id = $1 AND subject_kind = 'team' AND subject_id = $2
     RETURNING space_id`, [organizationId, teamId]);
    if (removed.rows.length === 0 && removedFromSpaces.rows.length === 0)
        return;
    const events = [
        ...removed.rows.map(({ collection_id: collectionId }) => (0, shared_1.outboxEvent)({
            service: 'content',
            resource: 'collection-team-permission',
            verb: 'removed',
            aggregateId: collectionId,
            organizationId,
            data: { collectionId, teamId, actorId: null, reason: 'team-deleted', causationId },
        })),
        ...removedFromSpaces.rows.map(({ space_id: spaceId }) => (0, shared_1.outboxEvent)({
            service: 'content',
            resource: 'space-permission',
            verb: 'removed',
            aggregateId: spaceId,
            organizationId,
            data: { spaceId, teamId, actorId: null, reason: 'team-deleted', causationId },
        })),
    ];
    await tx.query(`INSERT INTO outbox (id, type, subject, aggregate_id, organization_id, data, trace_parent)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::jsonb[], $7::text[])`, [
        events.map((e) => e.id),
        events.map((e) => e.type),
        events.map((e) => e.subject),
        events.map((e) => e.aggregateId),
        events.map((e) => e.organizationId),
        events.map((e) => JSON.stringify(e.data)),
        events.map((e) => e.traceParent),
    ]);
}
/**
 * The grant of a space or collection invite link: the link's level (read for a link without
 * one), on the space or collection if it still exists in that organization. An existing grant
 * of the user is raised to that level, never lowered. One `space-permission.updated` or
 * `collection-user-permission.updated` event when something changed, in the same transaction.
 */
async function grantInvitedUser(tx, invite, causationId) {
    const role = invite.level ?? 'read';
    const { organizationId, userId } = invite;
    const [table, keyColumn, resourceId, subjectWhere] = invite.target === 'space'
        ? ['space_permissions', 'space_id', invite.spaceId, "subject_kind = 'user' AND subject_id = $3"]
        : ['collection_user_permissions', 'collection_id', invite.collectionId, 'user_id = $3'];
    // A space in the trash is still granted (it may be restored); collections are deleted for good.
    const resourceTable = invite.target === 'space' ? 'spaces' : 'collections';
    const exists = await tx.query(`SELECT 1 FROM ${resourceTable} WHERE id = $1 AND organization_id = $2 FOR SHARE`, [resourceId, organizationId]);
    if (exists.rows.length === 0)
        return;
    const current = await tx.query(`SELECT role FROM ${table} WHERE ${keyColumn} = $1 AND organization_id = $2 AND ${subjectWhere} FOR UPDATE`, [
        resourceId,
        organizationId,
        userId,
    ]);
    const existing = current.rows[0]?.role;
    if (existing && (0, shared_1.roleAtLeast)(existing, role))
        return;
    if (invite.target === 'space') {
        await tx.query(`INSERT INTO space_permissions (space_id, subject_kind, subject_id, organization_id, role, updated_at) VALUES ($1, 'user', $2, $3, $4, now())
       ON CONFLICT (space_id, subject_kind, subject_id) DO UPDATE SET role = EXCLUDED.role, updated_at = now()`, [resourceId, userId, organizationId, role]);
    }
    else {
        await tx.query(`INSERT INTO collection_user_permissions (collection_id, user_id, organization_id, role, updated_at) VALUES ($1, $2, $3, $4, now())
       ON CONFLICT (collection_id, user_id) DO UPDATE SET role = EXCLUDED.role, updated_at = now()`, [resourceId, userId, organizationId, role]);
    }
    const event = invite.target === 'space'
        ? (0, shared_1.outboxEvent)({
            service: 'content',
            resource: 'space-permission',
            verb: 'updated',
            aggregateId: resourceId,
            organizationId,
            data: { spaceId: resourceId, subject: 'user', subjectId: userId, role, actorId: null, reason: 'invite-used', inviteId: invite.inviteId, causationId },
        })
        : (0, shared_1.outboxEvent)({
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
//# sourceMappingURL=identity-events.js.map