"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.gitOperationCompleter = gitOperationCompleter;
const shared_1 = require("@quire/shared");
const equality_1 = require("../../content-tree/equality");
const content_events_1 = require("../../lib/content-events");
const events_1 = require("../../lib/events");
const page_path_history_1 = require("../../lib/page-path-history");
const transaction_1 = require("../../lib/transaction");
const store_1 = require("../../revision-store/store");
const queries_1 = require("../queries");
const repository_url_1 = require("../repository-url");
const git_operation_requester_1 = require("./git-operation-requester");
const later = (a, b) => (a === null ? b : b === null ? a : a.getTime() >= b.getTime() ? a : b);
/**
 * Records how a Git operation ended, in one transaction with the operation row, then the
 * space row (FOR NO KEY UPDATE: lib/space-lock.ts), then its Git sync row locked (always in
 * that order):
 *
 * - a finished operation answers the same outcome again without change (a worker retry), and
 *   refuses another one;
 * - a success moves the space's sync state (last commit, last timestamp) unless an operation
 *   with a later timestamp was applied meanwhile and this one is not forced: the check is made
 *   here, under the lock, not only when the worker asked (GetGitOperation's `superseded`);
 * - a succeeded export that moved the state stores the commit (GitBook "GitSyncCommit",
 *   `createdByGitBook: true`) on the space's content: when the exported revision is still the
 *   current one, a new current revision with the commit and the pages' and files' pushed blobs
 *   (copy-on-write: only the chunks of those entries); when the space moved on meanwhile, on
 *   the exported revision only (`git` is mutable metadata; its pages are not the current ones);
 * - a failure's message is stored with every credential removed.
 */
function gitOperationCompleter(db, secrets, completion) {
    return (0, transaction_1.writeTransaction)(db, async (tx) => {
        const [locked] = await tx.$queryRaw `
        SELECT id FROM git_operations WHERE id = ${completion.id} AND organization_id = ${completion.organizationId} FOR UPDATE`;
        if (!locked)
            throw (0, shared_1.notFound)('Git operation not found');
        const operation = await tx.gitOperation.findUniqueOrThrow({ where: { id: locked.id }, select: queries_1.gitOperationSelect });
        if (operation.status !== 'pending') {
            if (operation.status === completion.outcome)
                return { operation, stateUpdated: false, gitRevisionId: null };
            throw (0, shared_1.failedPrecondition)(`The Git operation already ended as ${operation.status}`);
        }
        const [space] = await tx.$queryRaw `
        SELECT revision_id, deleted_at FROM spaces WHERE id = ${operation.spaceId} FOR NO KEY UPDATE`;
        if (!space)
            throw (0, shared_1.notFound)('Space not found');
        let stateUpdated = false;
        let gitRevisionId = null;
        if (completion.outcome === 'succeeded') {
            const revision = await tx.revision.findUnique({ where: { id: completion.revisionId ?? '' }, select: store_1.storedRevisionSelect });
            if (!revision || revision.spaceId !== operation.spaceId)
                throw (0, shared_1.invalidArgument)("revisionId: not a revision of the operation's space");
            await tx.$executeRaw `INSERT INTO space_git_sync (space_id) VALUES (${operation.spaceId}) ON CONFLICT (space_id) DO NOTHING`;
            const [sync] = await tx.$queryRaw `
          SELECT last_timestamp FROM space_git_sync WHERE space_id = ${operation.spaceId} FOR UPDATE`;
            stateUpdated = !(0, queries_1.isSuperseded)(operation, sync.last_timestamp);
            if (stateUpdated) {
                await tx.spaceGitSync.update({
                    where: { spaceId: operation.spaceId },
                    data: { lastTimestamp: later(sync.last_timestamp, operation.timestamp), lastCommitOid: completion.commitOid, lastOperationId: operation.id },
                });
                if (operation.kind === 'export' && space.deleted_at === null) {
                    gitRevisionId = await storeExportedCommit(tx, { operation, exported: revision, currentRevisionId: space.revision_id, completion });
                }
            }
        }
        const errorMessage = completion.errorMessage === null ? null : (0, repository_url_1.redactCredentials)(completion.errorMessage, openedUrl(secrets, operation));
        const updated = await tx.gitOperation.update({
            where: { id: operation.id },
            data: {
                status: completion.outcome,
                completedAt: new Date(),
                commitOid: completion.commitOid,
                revisionId: completion.revisionId,
                errorCode: completion.errorCode,
                errorMessage,
            },
            select: queries_1.gitOperationSelect,
        });
        await (0, events_1.recordEvent)(tx, 'git-sync', 'completed', {
            aggregateId: operation.spaceId,
            organizationId: operation.organizationId,
            data: {
                operationId: operation.id,
                spaceId: operation.spaceId,
                kind: operation.kind,
                outcome: completion.outcome,
                commitOid: completion.commitOid,
                revisionId: completion.revisionId,
                gitRevisionId,
                stateUpdated,
                errorCode: completion.errorCode,
                actorId: operation.requestedById,
            },
        });
        return { operation: updated, stateUpdated, gitRevisionId };
    }, { timeout: 60_000, maxWait: 30_000 });
}
/** The operation's URL, to know which credentials to remove from a message; undefined without the key. */
function openedUrl(secrets, operation) {
    if (!secrets)
        return undefined;
    try {
        return new URL(secrets.open(operation.sealedUrl, (0, git_operation_requester_1.sealedUrlContext)(operation.id)).toString('utf8'));
    }
    catch {
        return undefined;
    }
}
async function storeExportedCommit(tx, { operation, exported, currentRevisionId, completion }) {
    const params = (0, queries_1.paramsOf)(operation.params);
    const oid = completion.commitOid;
    const commit = {
        oid,
        message: params.commitMessage ?? '',
        createdByGitBook: true,
        ...(params.repoCommitURL && { url: (0, repository_url_1.commitUrlOf)(params.repoCommitURL, oid) }),
        ref: operation.ref,
    };
    if (exported.id !== currentRevisionId) {
        await tx.revision.update({ where: { id: exported.id }, data: { git: commit } });
        return exported.id;
    }
    const snapshot = await (0, store_1.loadSnapshot)(tx, exported);
    const pages = [];
    completion.pages.forEach((record, index) => {
        const entry = snapshot.pages.get(record.id);
        if (!entry)
            throw (0, shared_1.invalidArgument)(`pages.${index}.id: no page ${record.id} in the exported revision`);
        const git = { oid: record.oid, path: record.path };
        // The path becomes the page's source key, so a later import of this commit keeps its id.
        if (!(0, equality_1.gitEqual)(entry.git, git) || entry.sourceKey !== record.path)
            pages.push({ ...entry, git, sourceKey: record.path });
    });
    const files = [];
    completion.files.forEach((record, index) => {
        const entry = snapshot.files.get(record.id);
        if (!entry)
            throw (0, shared_1.invalidArgument)(`files.${index}.id: no file ${record.id} in the exported revision`);
        const git = { oid: record.oid, path: record.path };
        if (!(0, equality_1.gitEqual)(entry.git, git) || entry.sourceKey !== record.path)
            files.push({ ...entry, git, sourceKey: record.path });
    });
    const changes = { pages: { put: pages }, files: { put: files } };
    const next = await (0, store_1.createRevision)(tx, {
        spaceId: operation.spaceId,
        base: exported,
        changes,
        type: 'edits',
        parents: [exported.id],
        createdById: operation.requestedById,
        git: commit,
    });
    await tx.space.update({ where: { id: operation.spaceId }, data: { revisionId: next.id } });
    await (0, page_path_history_1.recordFormerPaths)(tx, { spaceId: operation.spaceId, before: exported, changes });
    await (0, content_events_1.recordContentChanges)(tx, {
        organizationId: operation.organizationId,
        spaceId: operation.spaceId,
        changeRequestId: null,
        revisionId: next.id,
        parentRevisionId: exported.id,
        changes,
        added: next.added,
        actorId: operation.requestedById,
        origin: 'git-export',
    });
    return next.id;
}
//# sourceMappingURL=git-operation-completer.js.map