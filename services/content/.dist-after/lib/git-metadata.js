"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ZGitSyncCommit = exports.ZGitSyncBlob = exports.ZGitPath = exports.ZGitOid = void 0;
const zod_1 = require("zod");
// GitBook's Git sync metadata as services send it to content (the git-worker's writes and
// reports): checked before it is stored on revisions, pages and files.
/** A Git object id: 40 (SHA-1) or 64 (SHA-256) lower-case hex characters. */
exports.ZGitOid = zod_1.z.string().regex(/^(?:[0-9a-f]{40}|[0-9a-f]{64})$/, 'must be a Git object id (40 or 64 lower-case hex characters)');
/** A path in a Git tree. */
exports.ZGitPath = zod_1.z.string().min(1).max(4096);
/** GitBook "GitSyncBlob". */
exports.ZGitSyncBlob = zod_1.z.object({ oid: exports.ZGitOid, path: exports.ZGitPath }).strict();
/** GitBook "GitSyncCommit". */
exports.ZGitSyncCommit = zod_1.z
    .object({
    oid: exports.ZGitOid,
    message: zod_1.z.string().max(65_536),
    createdByGitBook: zod_1.z.boolean(),
    url: zod_1.z.string().min(1).max(2048).optional(),
    ref: zod_1.z.string().min(1).max(1024).optional(),
})
    .strict();
//# sourceMappingURL=git-metadata.js.map