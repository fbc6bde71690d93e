"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.writeModeOf = exports.writeTargetOf = exports.ZWriteRevisionRequest = exports.ZSha256 = exports.MAX_HREF_LENGTH = exports.MAX_SOURCE_KEY_LENGTH = exports.MAX_PAGE_DEPTH = exports.MAX_IMPORTED_FILES = exports.MAX_IMPORTED_PAGES = void 0;
const proto_1 = require("@quire/proto");
const zod_1 = require("zod");
const schemas_1 = require("../files/schemas");
const schemas_2 = require("../pages/schemas");
const git_metadata_1 = require("../lib/git-metadata");
const validation_1 = require("../lib/validation");
const documents_1 = require("@quire/documents");
const store_1 = require("../revision-store/store");
const schemas_3 = require("../reusable-contents/schemas");
// The input of SourceInternalService, checked in full: the git-worker converts content from
// outside, and whatever it sends is held to the same rules as a user's page writes.
/** Pages or files in one WriteRevision: a whole Git repository of documentation fits. */
exports.MAX_IMPORTED_PAGES = 10_000;
exports.MAX_IMPORTED_FILES = 10_000;
/** Levels of pages, the top level being 1 (a page imported under `parent_page_id` counts the parent's). */
exports.MAX_PAGE_DEPTH = 20;
/** A source key: a Git path or a source URL. */
exports.MAX_SOURCE_KEY_LENGTH = 2048;
exports.MAX_HREF_LENGTH = 2048;
exports.ZSha256 = zod_1.z.string().regex(/^[0-9a-f]{64}$/, 'must be a lower-case hex sha256');
/** A proto3 string where '' means absent. */
const ZOptionalText = (schema) => zod_1.z.union([zod_1.z.literal(''), schema]);
const ZImportedPage = zod_1.z.object({
    key: zod_1.z.string().min(1).max(exports.MAX_SOURCE_KEY_LENGTH),
    parentKey: zod_1.z.string().max(exports.MAX_SOURCE_KEY_LENGTH),
    type: validation_1.ZEnumValue,
    title: schemas_2.ZPageTitle,
    description: schemas_2.ZPageDescription,
    slug: ZOptionalText(schemas_2.ZPageSlug),
    // Its size in bytes is checked by the planner (1 MiB of UTF-8, as page writes).
    markdown: zod_1.z.string(),
    href: zod_1.z.string().max(exports.MAX_HREF_LENGTH),
    git: git_metadata_1.ZGitSyncBlob.optional(),
});
const ZImportedFile = zod_1.z.object({
    key: zod_1.z.string().min(1).max(exports.MAX_SOURCE_KEY_LENGTH),
    name: schemas_1.ZFileName,
    contentType: zod_1.z.string().max(255),
    sha256: exports.ZSha256,
    size: zod_1.z.number().int().min(0),
    git: git_metadata_1.ZGitSyncBlob.optional(),
});
const ZImportedRedirect = zod_1.z.object({
    source: zod_1.z.string().superRefine((source, context) => {
        const problem = (0, documents_1.redirectSourceProblem)(source);
        if (problem)
            context.addIssue({ code: 'custom', message: problem });
    }),
    targetKey: zod_1.z.string().min(1).max(exports.MAX_SOURCE_KEY_LENGTH),
});
const ZImportedReusableContent = zod_1.z.object({
    key: zod_1.z.string().min(1).max(exports.MAX_SOURCE_KEY_LENGTH),
    title: schemas_3.ZReusableContentTitle,
    // Its size in bytes is checked by the planner (1 MiB of UTF-8, as page writes).
    markdown: zod_1.z.string(),
    git: git_metadata_1.ZGitSyncBlob.optional(),
});
exports.ZWriteRevisionRequest = zod_1.z.object({
    organizationId: validation_1.ZId,
    spaceId: validation_1.ZId,
    idempotencyKey: zod_1.z.string().min(1).max(200),
    target: validation_1.ZEnumValue,
    changeRequestId: zod_1.z.union([zod_1.z.literal(''), validation_1.ZId]),
    mode: validation_1.ZEnumValue,
    parentPageId: zod_1.z.union([zod_1.z.literal(''), validation_1.ZId]),
    pages: zod_1.z.array(ZImportedPage).max(exports.MAX_IMPORTED_PAGES),
    files: zod_1.z.array(ZImportedFile).max(exports.MAX_IMPORTED_FILES),
    git: git_metadata_1.ZGitSyncCommit.optional(),
    actingUserId: zod_1.z.union([zod_1.z.literal(''), validation_1.ZId]),
    redirects: zod_1.z.array(ZImportedRedirect).max(documents_1.MAX_REDIRECTS),
    reusableContents: zod_1.z.array(ZImportedReusableContent).max(store_1.MAX_REUSABLE_CONTENTS),
});
const TARGETS = {
    [proto_1.contentV1.WriteTarget.WRITE_TARGET_MAIN]: 'main',
    [proto_1.contentV1.WriteTarget.WRITE_TARGET_CHANGE_REQUEST]: 'change-request',
    [proto_1.contentV1.WriteTarget.WRITE_TARGET_STANDALONE]: 'standalone',
};
const MODES = {
    [proto_1.contentV1.WriteMode.WRITE_MODE_REPLACE]: 'replace',
    [proto_1.contentV1.WriteMode.WRITE_MODE_APPEND]: 'append',
};
const writeTargetOf = (value) => TARGETS[value];
exports.writeTargetOf = writeTargetOf;
const writeModeOf = (value) => MODES[value];
exports.writeModeOf = writeModeOf;
//# sourceMappingURL=schemas.js.map