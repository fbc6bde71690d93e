"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.sealedUrlContext = void 0;
exports.gitOperationRequester = gitOperationRequester;
const shared_1 = require("@quire/shared");
const events_1 = require("../../lib/events");
/** The AES-256-GCM additional data of an operation's URL: the sealed bytes open for that operation only. */
const sealedUrlContext = (operationId) => `git-operation-url:${operationId}`;
exports.sealedUrlContext = sealedUrlContext;
/**
 * Records an import or export for the git-worker, in one transaction: the operation (its URL
 * sealed under QUIRE_SECRETS_KEY), the space's Git provider when `gitInfo` is given, and the
 * outbox event `source-job.requested` that queues the job (it names the operation, never its
 * URL), with `git-sync.requested` (and `git-sync.updated` for a provider change) for everyone
 * else. The job runs after the commit, when the relay has published the event.
 */
function gitOperationRequester(db, secrets, request) {
    const id = (0, shared_1.newId)();
    const sealedUrl = new Uint8Array(secrets.seal(Buffer.from(request.url, 'utf8'), (0, exports.sealedUrlContext)(id)));
    return db.$transaction(async (tx) => {
        await tx.gitOperation.create({
            data: {
                id,
                organizationId: request.organizationId,
                spaceId: request.spaceId,
                kind: request.kind,
                sealedUrl,
                redactedUrl: request.redactedUrl,
                ref: request.ref,
                params: request.params,
                timestamp: request.timestamp,
                force: request.force,
                requestedById: request.actorId,
            },
        });
        if (request.gitInfo) {
            const { provider, url, repoName } = request.gitInfo;
            const info = { ...(provider !== undefined && { provider, installationProvider: provider }), ...(url !== undefined && { url }), repoName };
            const now = new Date();
            const stored = await tx.spaceGitSync.upsert({
                where: { spaceId: request.spaceId },
                create: { spaceId: request.spaceId, ...info, updatedAt: now },
                update: { ...info, updatedAt: now },
                select: { provider: true, url: true, repoName: true },
            });
            await (0, events_1.recordEvent)(tx, 'git-sync', 'updated', {
                aggregateId: request.spaceId,
                organizationId: request.organizationId,
                data: { spaceId: request.spaceId, provider: stored.provider, url: stored.url, repoName: stored.repoName, actorId: request.actorId },
            });
        }
        await (0, events_1.recordEvent)(tx, 'git-sync', 'requested', {
            aggregateId: request.spaceId,
            organizationId: request.organizationId,
            data: {
                operationId: id,
                spaceId: request.spaceId,
                kind: request.kind,
                url: request.redactedUrl,
                ref: request.ref,
                timestamp: request.timestamp?.toISOString() ?? null,
                force: request.force,
                ...(request.kind === 'import' && { standalone: request.params.standalone ?? false }),
                actorId: request.actorId,
            },
        });
        await (0, events_1.recordEvent)(tx, 'source-job', 'requested', {
            aggregateId: id,
            organizationId: request.organizationId,
            data: { jobId: id, kind: request.kind === 'import' ? 'git-import' : 'git-export', organizationId: request.organizationId, spaceId: request.spaceId },
        });
        return id;
    });
}
//# sourceMappingURL=git-operation-requester.js.map