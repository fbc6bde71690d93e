"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.purgeDeletedSpaces = purgeDeletedSpaces;
exports.schedulePurge = schedulePurge;
const shared_1 = require("@quire/shared");
const db_1 = require("../db");
const policy_1 = require("../spaces/policy");
const events_1 = require("../lib/events");
const BATCH_SIZE = 500;
/**
 * Permanently deletes spaces deleted more than 7 days before `now`, with their revisions,
 * links, change requests and comments (foreign keys cascade), in batches of 500: each batch
 * and its `space.purged` events commit together. Resolves to how many spaces were purged.
 */
async function purgeDeletedSpaces(db, { now = new Date() } = {}) {
    const cutoff = new Date(now.getTime() - policy_1.SPACE_RETENTION_MS);
    let purged = 0;
    for (;;) {
        const batch = await db.$transaction(async (tx) => {
            // One statement picks and deletes, so a restore racing with it either wins (the row no
            // longer matches) or waits; SKIP LOCKED lets two purgers share the work.
            const rows = await tx.$queryRaw(db_1.Prisma.sql `
        DELETE FROM spaces WHERE id IN (
          SELECT id FROM spaces WHERE deleted_at < ${cutoff}
          ORDER BY deleted_at LIMIT ${BATCH_SIZE} FOR UPDATE SKIP LOCKED
        )
        RETURNING id, organization_id, deleted_at`);
            await (0, events_1.recordEvents)(tx, 'space', 'purged', rows.map((row) => ({
                aggregateId: row.id,
                organizationId: row.organization_id,
                data: { id: row.id, deletedAt: row.deleted_at.toISOString() },
            })));
            return rows.length;
        });
        purged += batch;
        if (batch < BATCH_SIZE)
            return purged;
    }
}
/** Runs the purge every `intervalMs` (and once at start); errors are logged, never thrown. */
function schedulePurge(db, { intervalMs, onError, onPurged }) {
    return (0, shared_1.runEvery)(async () => {
        const count = await purgeDeletedSpaces(db);
        if (count > 0)
            onPurged(count);
    }, intervalMs, onError);
}
//# sourceMappingURL=space-purger.js.map