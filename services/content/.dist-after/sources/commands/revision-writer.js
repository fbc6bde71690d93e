"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.revisionWriter = revisionWriter;
const shared_1 = require("@quire/shared");
const queries_1 = require("../../change-requests/queries");
const db_1 = require("../../db");
const content_events_1 = require("../../lib/content-events");
const events_1 = require("../../lib/events");
const page_path_history_1 = require("../../lib/page-path-history");
const transaction_1 = require("../../lib/transaction");
const bodies_1 = require("../../revision-store/bodies");
const redirects_1 = require("../../revision-store/redirects");
const store_1 = require("../../revision-store/store");
const import_plan_1 = require("../import-plan");
const queries_2 = require("../queries");
const asRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};
/**
 * Writes imported pages and files as one new revision, in one transaction:
 *
 * 1. Calls with the same (space, idempotency key) are serialized by an advisory lock; a key
 *    already written answers its stored result and writes nothing (a job redone after the
 *    worker died, or two deliveries of one job at once).
 * 2. The space row is locked, then the change request's for a change request (the lock order
 *    of lib/space-lock.ts): in mode `main` for the main content (so the import serializes with
 *    merges and templates), `content` otherwise; a change request is refused when merged or
 *    archived, as every change request write. A locked space (edit mode) takes no import.
 * 3. The import is planned against the target's current revision (planImport checks every
 *    rule), the revision is written on top of it, the target moved to it (a standalone
 *    revision moves nothing), the events and the idempotency record written.
 *
 * Any refusal rolls all of it back.
 */
function revisionWriter(db, write) {
    return (0, transaction_1.writeTransaction)(db, async (tx) => {
        await tx.$executeRaw(db_1.Prisma.sql `SELECT pg_advisory_xact_lock(hashtextextended(${`source-write:${write.spaceId}:${write.idempotencyKey}`}, 0))`);
        const lockSpace = write.target === 'main' ? db_1.Prisma.sql `FOR NO KEY UPDATE` : db_1.Prisma.sql `FOR KEY SHARE`;
        const [space] = await tx.$queryRaw `
        SELECT id, revision_id, edit_mode::text AS edit_mode FROM spaces
         WHERE id = ${write.spaceId} AND organization_id = ${write.organizationId} AND deleted_at IS NULL ${lockSpace}`;
        if (!space)
            throw (0, shared_1.notFound)('Space not found');
        const earlier = await tx.sourceWrite.findUnique({
            where: { spaceId_idempotencyKey: { spaceId: space.id, idempotencyKey: write.idempotencyKey } },
        });
        if (earlier) {
            return { revisionId: earlier.revisionId, alreadyWritten: true, pageIds: asRecord(earlier.pageIds), fileIds: asRecord(earlier.fileIds), reusableContentIds: {} };
        }
        // A locked space takes no edits from anyone, imports included; a standalone revision
        // changes nothing the space shows.
        if (space.edit_mode === 'locked' && write.target !== 'standalone') {
            throw (0, shared_1.failedPrecondition)('The space is locked: its content cannot be changed');
        }
        let changeRequest = null;
        if (write.target === 'change-request') {
            changeRequest = await (0, queries_1.lockChangeRequest)(tx, write.changeRequestId ?? '');
            if (!changeRequest || changeRequest.spaceId !== space.id)
                throw (0, shared_1.notFound)('Change request not found');
            // As every change request write: a merged or archived one takes no more content.
            if (changeRequest.status === 'merged')
                throw (0, shared_1.invalidArgument)('changeRequestId: the change request is merged and cannot be changed');
            if (changeRequest.status === 'archived')
                throw (0, shared_1.invalidArgument)('changeRequestId: the change request is archived: reopen it before changing it');
        }
        const base = await (0, store_1.loadStoredRevision)(tx, changeRequest?.revisionId ?? space.revision_id);
        const snapshot = await (0, store_1.loadSnapshot)(tx, base);
        const blobs = await (0, queries_2.knownBlobs)(tx, space.id, write.files.map((file) => file.sha256), snapshot);
        const plan = (0, import_plan_1.planImport)({
            mode: write.mode,
            parentPageId: write.parentPageId,
            pages: write.pages,
            files: write.files,
            reusableContents: write.reusableContents,
            base: snapshot,
            blobs,
            now: new Date().toISOString(),
        });
        // REPLACE: the import's redirects are the whole set; APPEND: added to the base's.
        const redirects = write.mode === 'replace' ? {} : (0, redirects_1.redirectsOf)(base.redirects);
        for (const [source, key] of write.redirects)
            redirects[source] = plan.pageIds.get(key);
        await (0, bodies_1.putBodies)(tx, plan.bodies);
        const revision = await (0, store_1.createRevision)(tx, {
            spaceId: space.id,
            base,
            changes: plan.changes,
            type: 'edits',
            parents: [base.id],
            changeRequestId: changeRequest?.id ?? null,
            createdById: write.actingUserId,
            git: write.git,
            redirects,
        });
        if (write.target === 'main') {
            await tx.space.update({ where: { id: space.id }, data: { revisionId: revision.id } });
            await (0, page_path_history_1.recordFormerPaths)(tx, { spaceId: space.id, before: base, changes: plan.changes });
        }
        if (changeRequest) {
            const now = new Date();
            await tx.changeRequest.update({ where: { id: changeRequest.id }, data: { revisionId: revision.id, updatedAt: now } });
            if (write.actingUserId) {
                await tx.$executeRaw `
            INSERT INTO change_request_contributors (change_request_id, user_id, first_at, last_at)
            VALUES (${changeRequest.id}, ${write.actingUserId}, ${now}, ${now})
            ON CONFLICT (change_request_id, user_id) DO UPDATE SET last_at = EXCLUDED.last_at, edits = change_request_contributors.edits + 1`;
            }
        }
        if (write.target === 'standalone') {
            // The space's content did not change: only the revision is announced, no page or file
            // events (their consumers follow the main content and change requests).
            await (0, events_1.recordEvent)(tx, 'revision', 'created', {
                aggregateId: revision.id,
                organizationId: write.organizationId,
                data: {
                    id: revision.id,
                    spaceId: space.id,
                    changeRequestId: null,
                    revisionId: revision.id,
                    parentRevisionId: base.id,
                    actorId: write.actingUserId,
                    type: 'edits',
                    standalone: true,
                    origin: 'source-import',
                },
            });
        }
        else {
            await (0, content_events_1.recordContentChanges)(tx, {
                organizationId: write.organizationId,
                spaceId: space.id,
                changeRequestId: changeRequest?.id ?? null,
                revisionId: revision.id,
                parentRevisionId: base.id,
                changes: plan.changes,
                added: revision.added,
                actorId: write.actingUserId,
                origin: 'source-import',
            });
        }
        const written = { revisionId: revision.id, pageIds: Object.fromEntries(plan.pageIds), fileIds: Object.fromEntries(plan.fileIds) };
        await tx.sourceWrite.create({
            data: { spaceId: space.id, idempotencyKey: write.idempotencyKey, revisionId: revision.id, pageIds: written.pageIds, fileIds: written.fileIds },
        });
        return { ...written, alreadyWritten: false, reusableContentIds: Object.fromEntries(plan.reusableContentIds) };
    }, { timeout: 60_000, maxWait: 30_000 });
}
//# sourceMappingURL=revision-writer.js.map