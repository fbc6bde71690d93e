"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.isSuperseded = exports.gitOperationSelect = exports.hasGitProvider = exports.spaceGitSyncSelect = void 0;
exports.findSpaceGitSync = findSpaceGitSync;
exports.loadGitSyncInfos = loadGitSyncInfos;
exports.findGitOperation = findGitOperation;
exports.paramsOf = paramsOf;
exports.spaceGitSyncSelect = {
    spaceId: true,
    provider: true,
    installationProvider: true,
    url: true,
    repoName: true,
    integration: true,
    updatedAt: true,
    lastTimestamp: true,
    lastCommitOid: true,
    lastOperationId: true,
};
/** A Git provider is set up: a row alone (kept for the ordering of operations) is not one. */
const hasGitProvider = (row) => !!row && (row.provider !== null || row.installationProvider !== null);
exports.hasGitProvider = hasGitProvider;
function findSpaceGitSync(db, spaceId) {
    return db.spaceGitSync.findUnique({ where: { spaceId }, select: exports.spaceGitSyncSelect });
}
/** The Git sync info of a page of spaces that have a provider set up, in one query. */
async function loadGitSyncInfos(db, spaceIds) {
    const infos = new Map();
    if (spaceIds.length === 0)
        return infos;
    const rows = await db.spaceGitSync.findMany({ where: { spaceId: { in: [...spaceIds] } }, select: exports.spaceGitSyncSelect });
    for (const row of rows)
        if ((0, exports.hasGitProvider)(row))
            infos.set(row.spaceId, row);
    return infos;
}
exports.gitOperationSelect = {
    id: true,
    organizationId: true,
    spaceId: true,
    kind: true,
    sealedUrl: true,
    redactedUrl: true,
    ref: true,
    params: true,
    timestamp: true,
    force: true,
    status: true,
    requestedById: true,
    createdAt: true,
    completedAt: true,
    commitOid: true,
    revisionId: true,
    errorCode: true,
    errorMessage: true,
};
/** An operation of the organization; null for an unknown id or another organization's. */
function findGitOperation(db, organizationId, id) {
    return db.gitOperation.findFirst({ where: { id, organizationId }, select: exports.gitOperationSelect });
}
function paramsOf(value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return {};
    const record = value;
    const text = (key) => (typeof record[key] === 'string' ? record[key] : undefined);
    return {
        repoCacheID: text('repoCacheID'),
        repoTreeURL: text('repoTreeURL'),
        repoCommitURL: text('repoCommitURL'),
        repoProjectDirectory: text('repoProjectDirectory'),
        standalone: record.standalone === true,
        commitMessage: text('commitMessage'),
    };
}
/** Whether a space that applied an operation of `lastTimestamp` skips one of `timestamp`. */
const isSuperseded = (operation, lastTimestamp) => !operation.force && operation.timestamp !== null && lastTimestamp !== null && lastTimestamp.getTime() > operation.timestamp.getTime();
exports.isSuperseded = isSuperseded;
//# sourceMappingURL=queries.js.map