"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.sumOver = exports.NO_COUNTS = exports.spaceSelect = void 0;
exports.findSpace = findSpace;
exports.loadSpaceCounts = loadSpaceCounts;
exports.listSpacesPage = listSpacesPage;
exports.findSpaceView = findSpaceView;
exports.liveSpacesByCollection = liveSpacesByCollection;
exports.liveSpaceParents = liveSpaceParents;
exports.countVisible = countVisible;
exports.visibleSpacesWhere = visibleSpacesWhere;
exports.countLiveSpaces = countLiveSpaces;
const zod_1 = require("zod");
const shared_1 = require("@quire/shared");
const policy_1 = require("../access/policy");
const tree_1 = require("../access/tree");
exports.spaceSelect = {
    id: true,
    organizationId: true,
    parentId: true,
    title: true,
    emoji: true,
    iconUrl: true,
    visibility: true,
    editMode: true,
    defaultLevel: true,
    language: true,
    mergeRules: true,
    revisionId: true,
    position: true,
    createdAt: true,
    updatedAt: true,
    deletedAt: true,
};
exports.NO_COUNTS = { comments: 0, changeRequests: 0, changeRequestsOpen: 0, changeRequestsDraft: 0 };
/** A space by id, deleted or not. */
function findSpace(db, spaceId) {
    return db.space.findUnique({ where: { id: spaceId }, select: exports.spaceSelect });
}
/** Comment and change request counts of a page of spaces: two grouped queries, whatever the page size. */
async function loadSpaceCounts(db, spaceIds) {
    const counts = new Map(spaceIds.map((id) => [id, { ...exports.NO_COUNTS }]));
    if (spaceIds.length === 0)
        return counts;
    const [changeRequests, openComments] = await Promise.all([
        db.changeRequest.groupBy({ by: ['spaceId', 'status'], where: { spaceId: { in: spaceIds } }, _count: { _all: true } }),
        // Space.comments: the open comments of the main content; a change request's count as its own.
        db.comment.groupBy({ by: ['spaceId'], where: { spaceId: { in: spaceIds }, changeRequestId: null, status: 'open' }, _count: { _all: true } }),
    ]);
    for (const group of changeRequests) {
        const entry = counts.get(group.spaceId);
        if (!entry)
            continue;
        entry.changeRequests += group._count._all;
        if (group.status === 'open')
            entry.changeRequestsOpen += group._count._all;
        if (group.status === 'draft')
            entry.changeRequestsDraft += group._count._all;
    }
    for (const group of openComments) {
        const entry = counts.get(group.spaceId);
        if (entry)
            entry.comments = group._count._all;
    }
    return counts;
}
const ZPositionKey = zod_1.z.object({ position: zod_1.z.string(), id: zod_1.z.string() });
const ZCreatedKey = zod_1.z.object({ createdAt: zod_1.z.iso.datetime(), id: zod_1.z.string() });
/**
 * One keyset page of non-deleted spaces matching `where`, ordered by sibling position (inside
 * a collection) or by creation time (organization-wide lists); `count` is the total.
 *
 * Both orders start with deleted_at (null in every row listed) so that they follow the
 * (organization_id, [parent_id,] deleted_at, ...) indexes: PostgreSQL does not treat
 * `deleted_at IS NULL` as fixing that column the way an equality does, and ordered by the
 * sort key alone it sorted every live space of the organization for each page. The cursor
 * conditions repeat their first comparison as a plain bound (position >= ..., created_at
 * >= ...): PostgreSQL derives no index range from the OR, and without the bound a deep page
 * read and discarded every space before the cursor.
 */
async function listSpacesPage(db, { where, order, page, limit }) {
    const filters = { ...where, deletedAt: null };
    if (order.by === 'position') {
        const after = (0, shared_1.decodeCursor)(page, ZPositionKey);
        const [rows, count] = await Promise.all([
            db.space.findMany({
                where: after
                    ? {
                        AND: [
                            filters,
                            (0, shared_1.keysetAfter)(after, [['position', 'asc'], ['id', 'asc']]),
                        ],
                    }
                    : filters,
                orderBy: [{ deletedAt: 'asc' }, { position: 'asc' }, { id: 'asc' }],
                take: limit + 1,
                select: exports.spaceSelect,
            }),
            db.space.count({ where: filters }),
        ]);
        return (0, shared_1.keysetPage)(rows, limit, (row) => ({ position: row.position, id: row.id }), count);
    }
    const after = (0, shared_1.decodeCursor)(page, ZCreatedKey);
    const [rows, count] = await Promise.all([
        db.space.findMany({
            where: after
                ? {
                    AND: [
                        filters,
                        (0, shared_1.keysetAfter)(after, [['createdAt', order.direction, shared_1.toDate], ['id', order.direction]]),
                    ],
                }
                : filters,
            orderBy: [{ deletedAt: order.direction }, { createdAt: order.direction }, { id: order.direction }],
            take: limit + 1,
            select: exports.spaceSelect,
        }),
        db.space.count({ where: filters }),
    ]);
    return (0, shared_1.keysetPage)(rows, limit, (row) => ({ createdAt: row.createdAt.toISOString(), id: row.id }), count);
}
// Reading a space with what decides access is the hottest read (every handler of a space, its
// pages, files and change requests goes through spaces/load.ts). Through Prisma it took two to
// four statements, and each Prisma query costs more CPU in its query compiler and adapter than
// PostgreSQL spends executing it. One named statement (parsed and planned once per connection)
// on the pg pool Prisma also uses returns everything; every part is an index lookup (spaces,
// collections and collection_team_permissions by primary key, comments by (space_id,
// change_request_id, status), change_requests by (space_id, status), space_git_sync by primary
// key). The chain walks up from the space's parent like loadChainTree. GetSpace's variant adds
// the counts and the Git provider it presents; the others leave them out.
const spaceViewStatement = (presented) => ({
    name: `content.space-view.v4.${presented ? 'presented' : 'access'}`,
    text: `
    WITH RECURSIVE space AS (
      SELECT id, organization_id, parent_id, title, emoji, icon_url, visibility::text AS visibility,
             edit_mode::text AS edit_mode, default_level::text AS default_level, language, merge_rules,
             revision_id, position, created_at, updated_at, deleted_at
        FROM spaces
       WHERE id = $1
    ), chain AS (
      SELECT c.id, c.parent_id, c.default_level, 1 AS depth
        FROM collections c JOIN space ON c.id = space.parent_id
      UNION ALL
      SELECT c.id, c.parent_id, c.default_level, chain.depth + 1
        FROM collections c JOIN chain ON c.id = chain.parent_id
       WHERE chain.depth < 1000
    )
    SELECT space.*,
           (SELECT json_agg(json_build_array(id, parent_id, default_level)) FROM chain) AS chain,
           (SELECT json_agg(${tree_1.GRANT_TUPLE}) FROM access_grants g
             WHERE (g.resource_id IN (SELECT id FROM chain) OR g.resource_id = space.id)
               AND ${(0, tree_1.grantSubjectsSql)('$3', '$2')}) AS grants${presented
        ? `,
           (SELECT count(*)::int FROM comments
             WHERE space_id = space.id AND change_request_id IS NULL AND status = 'open') AS comments,
           change_requests.total AS change_requests,
           change_requests.open AS change_requests_open,
           change_requests.draft AS change_requests_draft,
           (SELECT json_build_object('provider', g.provider, 'installationProvider', g.installation_provider, 'url', g.url,
                                     'repoName', g.repo_name, 'integration', g.integration, 'updatedAt', g.updated_at)
              FROM space_git_sync g
             WHERE g.space_id = space.id AND (g.provider IS NOT NULL OR g.installation_provider IS NOT NULL)) AS git_sync
      FROM space
     CROSS JOIN LATERAL (
       SELECT count(*)::int AS total,
              (count(*) FILTER (WHERE status = 'open'))::int AS open,
              (count(*) FILTER (WHERE status = 'draft'))::int AS draft
         FROM change_requests
        WHERE space_id = space.id
     ) AS change_requests`
        : `
      FROM space`}`,
});
const SPACE_VIEW_STATEMENTS = { presented: spaceViewStatement(true), access: spaceViewStatement(false) };
const GIT_PROVIDER_OF_LABEL = { github: 'github', gitlab: 'gitlab', 'github-legacy': 'github_legacy' };
// Raw SQL sees the database labels; Prisma names the values that are not identifiers
// differently (@map in schema.prisma), and SpaceRow carries Prisma's names.
const VISIBILITY_OF_LABEL = {
    public: 'public',
    unlisted: 'unlisted',
    'share-link': 'share_link',
    'visitor-auth': 'visitor_auth',
    'in-collection': 'in_collection',
    private: 'private',
};
/**
 * A space by id (deleted or not) with its collection chain and the grants of `subjects` (the
 * caller and their teams) on the space and that chain, and with `presented` its counts and Git provider too, in one statement. Undefined when
 * no such space exists.
 */
async function findSpaceView(pool, spaceId, subjects, { presented = true } = {}) {
    const statement = presented ? SPACE_VIEW_STATEMENTS.presented : SPACE_VIEW_STATEMENTS.access;
    const { rows } = await pool.query({ ...statement, values: [spaceId, subjects.teamIds, subjects.userIds] });
    const row = rows[0];
    if (!row)
        return undefined;
    return {
        space: {
            id: row.id,
            organizationId: row.organization_id,
            parentId: row.parent_id,
            title: row.title,
            emoji: row.emoji,
            iconUrl: row.icon_url,
            visibility: VISIBILITY_OF_LABEL[row.visibility],
            editMode: row.edit_mode,
            defaultLevel: row.default_level,
            language: row.language,
            mergeRules: row.merge_rules,
            revisionId: row.revision_id,
            position: row.position,
            createdAt: row.created_at,
            updatedAt: row.updated_at,
            deletedAt: row.deleted_at,
        },
        counts: presented
            ? {
                comments: row.comments,
                changeRequests: row.change_requests,
                changeRequestsOpen: row.change_requests_open,
                changeRequestsDraft: row.change_requests_draft,
            }
            : undefined,
        tree: (0, tree_1.accessTreeOf)(row.chain, row.grants),
        gitSync: row.git_sync
            ? {
                provider: row.git_sync.provider === null ? null : GIT_PROVIDER_OF_LABEL[row.git_sync.provider],
                installationProvider: row.git_sync.installationProvider === null ? null : GIT_PROVIDER_OF_LABEL[row.git_sync.installationProvider],
                url: row.git_sync.url,
                repoName: row.git_sync.repoName,
                integration: row.git_sync.integration,
                updatedAt: row.git_sync.updatedAt === null ? null : new Date(row.git_sync.updatedAt),
            }
            : undefined,
    };
}
/** Live spaces directly inside each of `collectionIds` (one grouped query). */
async function liveSpacesByCollection(db, organizationId, collectionIds) {
    if (collectionIds.length === 0)
        return new Map();
    const groups = await db.space.groupBy({
        by: ['parentId'],
        where: { organizationId, deletedAt: null, parentId: { in: collectionIds } },
        _count: { _all: true },
    });
    return new Map(groups.flatMap((group) => (group.parentId === null ? [] : [[group.parentId, group._count._all]])));
}
const sumOver = (counts, collectionIds) => collectionIds.reduce((sum, id) => sum + (counts.get(id) ?? 0), 0);
exports.sumOver = sumOver;
/** The parent of each live space of `spaceIds` in the organization (one primary-key lookup). */
async function liveSpaceParents(db, organizationId, spaceIds) {
    if (spaceIds.length === 0)
        return new Map();
    const rows = await db.space.findMany({ where: { id: { in: spaceIds }, organizationId, deletedAt: null }, select: { id: true, parentId: true } });
    return new Map(rows.map((row) => [row.id, row.parentId]));
}
/**
 * How many live spaces a guest (or a team) sees: those inside `collectionIds` and those granted
 * directly (`spaceIds`) that are not already inside one of them.
 */
function countVisible(spacesIn, parents, collectionIds, spaceIds) {
    const inCollections = new Set(collectionIds);
    const direct = spaceIds.filter((id) => parents.has(id) && !inCollections.has(parents.get(id) ?? ''));
    return (0, exports.sumOver)(spacesIn, collectionIds) + direct.length;
}
/**
 * The spaces a viewer can see in an organization: all of them for members (their role is a
 * floor), for guests those given to them or their teams and those inside collections given to
 * them (`tree` holding at least those collections: access/tree.ts loadGrantedTree). The guest's
 * condition is two index lookups (parent_id, primary key) however large the organization.
 */
function visibleSpacesWhere(organizationId, viewer, tree) {
    if (viewer.orgRole !== null)
        return { organizationId };
    return {
        organizationId,
        OR: [{ parentId: { in: (0, policy_1.collectionsVisibleThroughGrants)(viewer, tree) } }, { id: { in: (0, policy_1.spacesGrantedTo)(viewer, tree) } }],
    };
}
/** The live spaces of an organization. */
function countLiveSpaces(db, organizationId) {
    return db.space.count({ where: { organizationId, deletedAt: null } });
}
//# sourceMappingURL=queries.js.map