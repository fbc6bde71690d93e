"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.presentNewSpace = void 0;
exports.presentSpace = presentSpace;
exports.presentSpaces = presentSpaces;
exports.presentOneSpace = presentOneSpace;
const enums_1 = require("../lib/enums");
const presenter_1 = require("../git-sync/presenter");
const queries_1 = require("../git-sync/queries");
const merge_rules_1 = require("./merge-rules");
const policy_1 = require("./policy");
const queries_2 = require("./queries");
/**
 * A space as GitBook's "Space", with the viewer's permissions. `urls.published` and
 * `urls.public` are left out: a space only gets a published URL through a site. `gitSync`
 * only when a Git provider is set up on it.
 */
function presentSpace(row, access, counts, urls, gitSync) {
    return {
        object: 'space',
        id: row.id,
        title: row.title,
        emoji: row.emoji ?? '',
        visibility: (0, enums_1.presentVisibility)(row.visibility),
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
        deletedAt: row.deletedAt ?? undefined,
        editMode: (0, enums_1.presentEditMode)(row.editMode),
        mergeRules: (0, merge_rules_1.presentMergeRules)(row.mergeRules),
        urls: {
            location: `${urls.publicUrl}/v1/spaces/${row.id}`,
            app: `${urls.appUrl}/s/${row.id}`,
            icon: row.iconUrl ?? undefined,
        },
        organization: row.organizationId,
        parent: row.parentId ?? undefined,
        language: (0, enums_1.presentLanguage)(row.language),
        revision: row.revisionId,
        defaultLevel: (0, enums_1.presentDefaultLevel)(row.defaultLevel),
        comments: counts.comments,
        changeRequests: counts.changeRequests,
        changeRequestsOpen: counts.changeRequestsOpen,
        changeRequestsDraft: counts.changeRequestsDraft,
        permissions: (0, policy_1.spacePermissions)(access, row),
        gitSync: gitSync ? (0, presenter_1.presentGitSyncState)(gitSync) : undefined,
    };
}
/** Presents a page of spaces with their counts and Git sync in three queries, and each one's level from `accessOf`. */
async function presentSpaces(ctx, rows, accessOf) {
    const ids = rows.map((row) => row.id);
    const [counts, gitSyncs] = await Promise.all([(0, queries_2.loadSpaceCounts)(ctx.db, ids), (0, queries_1.loadGitSyncInfos)(ctx.db, ids)]);
    return rows.map((row) => presentSpace(row, accessOf(row), counts.get(row.id), ctx.urls, gitSyncs.get(row.id)));
}
/** Presents one existing space with its counts. */
async function presentOneSpace(ctx, row, access) {
    const [space] = await presentSpaces(ctx, [row], () => access);
    return space;
}
/** A space created by this request (new or duplicated): it has no comments or change requests yet, so nothing is counted. */
const presentNewSpace = (ctx, row, access) => presentSpace(row, access, queries_2.NO_COUNTS, ctx.urls);
exports.presentNewSpace = presentNewSpace;
//# sourceMappingURL=presenter.js.map