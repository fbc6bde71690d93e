import type pg from 'pg';
import { z } from 'zod';
import { decodeCursor, keysetAfter, keysetPage, type Page, toDate } from '@quire/shared';
import { collectionsVisibleThroughGrants, spacesGrantedTo, type AccessTree, type Viewer } from '../access/policy';
import { accessTreeOf, GRANT_TUPLE, grantSubjectsSql, type GrantSubjects, type GrantTuple } from '../access/tree';
import type { Db, Prisma } from '../db';
import type { ContentVisibility, DefaultLevel, GitSyncProvider, SpaceEditMode } from '../generated/prisma/enums';
import type { GitSyncInfo } from '../git-sync/queries';

export const spaceSelect = {
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
} as const satisfies Prisma.SpaceSelect;

export type SpaceRow = Prisma.SpaceGetPayload<{ select: typeof spaceSelect }>;

export type SpaceCounts = { comments: number; changeRequests: number; changeRequestsOpen: number; changeRequestsDraft: number };

export const NO_COUNTS: SpaceCounts = { comments: 0, changeRequests: 0, changeRequestsOpen: 0, changeRequestsDraft: 0 };

/** A space by id, deleted or not. */
export function findSpace(db: Db, spaceId: string): Promise<SpaceRow | null> {
  return db.space.findUnique({ where: { id: spaceId }, select: spaceSelect });
}

/** Comment and change request counts of a page of spaces: two grouped queries, whatever the page size. */
export async function loadSpaceCounts(db: Db, spaceIds: string[]): Promise<Map<string, SpaceCounts>> {
  const counts = new Map<string, SpaceCounts>(spaceIds.map((id) => [id, { ...NO_COUNTS }]));
  if (spaceIds.length === 0) return counts;
  const [changeRequests, openComments] = await Promise.all([
    db.changeRequest.groupBy({ by: ['spaceId', 'status'], where: { spaceId: { in: spaceIds } }, _count: { _all: true } }),
    // Space.comments: the open comments of the main content; a change request's count as its own.
    db.comment.groupBy({ by: ['spaceId'], where: { spaceId: { in: spaceIds }, changeRequestId: null, status: 'open' }, _count: { _all: true } }),
  ]);
  for (const group of changeRequests) {
    const entry = counts.get(group.spaceId);
    if (!entry) continue;
    entry.changeRequests += group._count._all;
    if (group.status === 'open') entry.changeRequestsOpen += group._count._all;
    if (group.status === 'draft') entry.changeRequestsDraft += group._count._all;
  }
  for (const group of openComments) {
    const entry = counts.get(group.spaceId);
    if (entry) entry.comments = group._count._all;
  }
  return counts;
}

const ZPositionKey = z.object({ position: z.string(), id: z.string() });
const ZCreatedKey = z.object({ createdAt: z.iso.datetime(), id: z.string() });

export type SpaceOrder = { by: 'position' } | { by: 'createdAt'; direction: 'asc' | 'desc' };

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
export async function listSpacesPage(
  db: Db,
  { where, order, page, limit }: { where: Prisma.SpaceWhereInput; order: SpaceOrder; page?: string; limit: number },
): Promise<Page<SpaceRow>> {
  const filters: Prisma.SpaceWhereInput = { ...where, deletedAt: null };
  if (order.by === 'position') {
    const after = decodeCursor(page, ZPositionKey);
    const [rows, count] = await Promise.all([
      db.space.findMany({
        where: after
          ? {
              AND: [
                filters,
                keysetAfter(after, [['position', 'asc'], ['id', 'asc']]),
              ],
            }
          : filters,
        orderBy: [{ deletedAt: 'asc' }, { position: 'asc' }, { id: 'asc' }],
        take: limit + 1,
        select: spaceSelect,
      }),
      db.space.count({ where: filters }),
    ]);
    return keysetPage(rows, limit, (row) => ({ position: row.position, id: row.id }), count);
  }
  const after = decodeCursor(page, ZCreatedKey);
  const [rows, count] = await Promise.all([
    db.space.findMany({
      where: after
        ? {
            AND: [
              filters,
              keysetAfter(after, [['createdAt', order.direction, toDate], ['id', order.direction]]),
            ],
          }
        : filters,
      orderBy: [{ deletedAt: order.direction }, { createdAt: order.direction }, { id: order.direction }],
      take: limit + 1,
      select: spaceSelect,
    }),
    db.space.count({ where: filters }),
  ]);
  return keysetPage(rows, limit, (row) => ({ createdAt: row.createdAt.toISOString(), id: row.id }), count);
}

/**
 * What deciding access to a space needs (the row, its collection chain with the caller's team
 * grants) and, when asked for, what GetSpace presents besides (its counts, its Git provider).
 */
export type SpaceView = { space: SpaceRow; tree: AccessTree; counts?: SpaceCounts; gitSync?: GitSyncInfo };

// Reading a space with what decides access is the hottest read (every handler of a space, its
// pages, files and change requests goes through spaces/load.ts). Through Prisma it took two to
// four statements, and each Prisma query costs more CPU in its query compiler and adapter than
// PostgreSQL spends executing it. One named statement (parsed and planned once per connection)
// on the pg pool Prisma also uses returns everything; every part is an index lookup (spaces,
// collections and collection_team_permissions by primary key, comments by (space_id,
// change_request_id, status), change_requests by (space_id, status), space_git_sync by primary
// key). The chain walks up from the space's parent like loadChainTree. GetSpace's variant adds
// the counts and the Git provider it presents; the others leave them out.
const spaceViewStatement = (presented: boolean) => ({
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
           (SELECT json_agg(${GRANT_TUPLE}) FROM access_grants g
             WHERE (g.resource_id IN (SELECT id FROM chain) OR g.resource_id = space.id)
               AND ${grantSubjectsSql('$3', '$2')}) AS grants${
               presented
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
      FROM space`
             }`,
});

const SPACE_VIEW_STATEMENTS = { presented: spaceViewStatement(true), access: spaceViewStatement(false) };

type SpaceViewRow = {
  id: string;
  organization_id: string;
  parent_id: string | null;
  title: string;
  emoji: string | null;
  icon_url: string | null;
  visibility: string;
  edit_mode: SpaceEditMode;
  default_level: DefaultLevel;
  language: string | null;
  merge_rules: SpaceRow['mergeRules'];
  revision_id: string;
  position: string;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
  comments: number;
  change_requests: number;
  change_requests_open: number;
  change_requests_draft: number;
  /** [id, parent_id, default_level] per collection of the chain; null when the space is at the top level. */
  chain: [string, string | null, DefaultLevel][] | null;
  /** GRANT_TUPLE per grant of the caller or their teams on the space or its chain; null when there is none. */
  grants: GrantTuple[] | null;
  /** The space's Git provider (database labels, times as JSON strings); null when none is set up (absent without `presented`). */
  git_sync?: { provider: string | null; installationProvider: string | null; url: string | null; repoName: string | null; integration: string | null; updatedAt: string | null } | null;
};

const GIT_PROVIDER_OF_LABEL: Record<string, GitSyncProvider> = { github: 'github', gitlab: 'gitlab', 'github-legacy': 'github_legacy' };

// Raw SQL sees the database labels; Prisma names the values that are not identifiers
// differently (@map in schema.prisma), and SpaceRow carries Prisma's names.
const VISIBILITY_OF_LABEL: Record<string, ContentVisibility> = {
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
export async function findSpaceView(
  pool: pg.Pool,
  spaceId: string,
  subjects: GrantSubjects,
  { presented = true }: { presented?: boolean } = {},
): Promise<SpaceView | undefined> {
  const statement = presented ? SPACE_VIEW_STATEMENTS.presented : SPACE_VIEW_STATEMENTS.access;
  const { rows } = await pool.query<SpaceViewRow>({ ...statement, values: [spaceId, subjects.teamIds, subjects.userIds] });
  const row = rows[0];
  if (!row) return undefined;
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
    tree: accessTreeOf(row.chain, row.grants),
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
export async function liveSpacesByCollection(db: Db, organizationId: string, collectionIds: string[]): Promise<Map<string, number>> {
  if (collectionIds.length === 0) return new Map();
  const groups = await db.space.groupBy({
    by: ['parentId'],
    where: { organizationId, deletedAt: null, parentId: { in: collectionIds } },
    _count: { _all: true },
  });
  return new Map(groups.flatMap((group) => (group.parentId === null ? [] : [[group.parentId, group._count._all] as const])));
}

export const sumOver = (counts: ReadonlyMap<string, number>, collectionIds: readonly string[]): number =>
  collectionIds.reduce((sum, id) => sum + (counts.get(id) ?? 0), 0);

/** The parent of each live space of `spaceIds` in the organization (one primary-key lookup). */
export async function liveSpaceParents(db: Db, organizationId: string, spaceIds: string[]): Promise<Map<string, string | null>> {
  if (spaceIds.length === 0) return new Map();
  const rows = await db.space.findMany({ where: { id: { in: spaceIds }, organizationId, deletedAt: null }, select: { id: true, parentId: true } });
  return new Map(rows.map((row) => [row.id, row.parentId]));
}

/**
 * How many live spaces a guest (or a team) sees: those inside `collectionIds` and those granted
 * directly (`spaceIds`) that are not already inside one of them.
 */
export function countVisible(
  spacesIn: ReadonlyMap<string, number>,
  parents: ReadonlyMap<string, string | null>,
  collectionIds: readonly string[],
  spaceIds: readonly string[],
): number {
  const inCollections = new Set(collectionIds);
  const direct = spaceIds.filter((id) => parents.has(id) && !inCollections.has(parents.get(id) ?? ''));
  return sumOver(spacesIn, collectionIds) + direct.length;
}

/**
 * The spaces a viewer can see in an organization: all of them for members (their role is a
 * floor), for guests those given to them or their teams and those inside collections given to
 * them (`tree` holding at least those collections: access/tree.ts loadGrantedTree). The guest's
 * condition is two index lookups (parent_id, primary key) however large the organization.
 */
export function visibleSpacesWhere(organizationId: string, viewer: Viewer, tree: AccessTree): Prisma.SpaceWhereInput {
  if (viewer.orgRole !== null) return { organizationId };
  return {
    organizationId,
    OR: [{ parentId: { in: collectionsVisibleThroughGrants(viewer, tree) } }, { id: { in: spacesGrantedTo(viewer, tree) } }],
  };
}

/** The live spaces of an organization. */
export function countLiveSpaces(db: Db, organizationId: string): Promise<number> {
  return db.space.count({ where: { organizationId, deletedAt: null } });
}
