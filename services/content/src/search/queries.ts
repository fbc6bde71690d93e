import type pg from 'pg';
import type { DefaultLevel } from '../generated/prisma/enums';
import { DEFAULT_ANALYSIS, LANGUAGE_ANALYSES, type SearchAnalysis } from './languages';

/** What the index holds for a space (`search_spaces`). */
export type IndexState = { revisionId: string | null; analysis: SearchAnalysis; rebuildRequested: boolean };

type StateRow = { revision_id: string | null; language: SearchAnalysis; rebuild_requested: boolean };

const stateOf = (row: StateRow | undefined): IndexState | undefined =>
  row && { revisionId: row.revision_id, analysis: row.language, rebuildRequested: row.rebuild_requested };

/** The index state of a space; undefined when it was never indexed. */
export async function readIndexState(db: pg.Pool | pg.ClientBase, spaceId: string): Promise<IndexState | undefined> {
  const { rows } = await db.query<StateRow>({
    name: 'content.search-state.v1',
    text: 'SELECT revision_id, language, rebuild_requested FROM search_spaces WHERE space_id = $1',
    values: [spaceId],
  });
  return stateOf(rows[0]);
}

/**
 * The revision each space's index holds now (spaces never indexed are absent). Read after a
 * search, it is at least the revision the search saw (the indexer moves a space's pages and
 * its `search_spaces` row in one transaction, forward only), so every hit's page is in its
 * table of contents unless a later merge removed it.
 */
export async function readIndexedRevisions(db: pg.Pool | pg.ClientBase, spaceIds: readonly string[]): Promise<Map<string, string>> {
  if (spaceIds.length === 0) return new Map();
  const { rows } = await db.query<{ space_id: string; revision_id: string }>({
    name: 'content.search-indexed-revisions.v1',
    text: 'SELECT space_id, revision_id FROM search_spaces WHERE space_id = ANY($1::text[]) AND revision_id IS NOT NULL',
    values: [spaceIds],
  });
  return new Map(rows.map((row) => [row.space_id, row.revision_id]));
}

/**
 * Locks the space's index state for the rest of the transaction, creating it first when the
 * space was never indexed (then `revisionId` is null until the transaction writes it):
 * replicas indexing the same space queue here.
 */
export async function lockIndexState(tx: pg.ClientBase, spaceId: string, analysis: SearchAnalysis): Promise<IndexState> {
  await tx.query('INSERT INTO search_spaces (space_id, language) VALUES ($1, $2) ON CONFLICT (space_id) DO NOTHING', [spaceId, analysis]);
  const { rows } = await tx.query<StateRow>('SELECT revision_id, language, rebuild_requested FROM search_spaces WHERE space_id = $1 FOR UPDATE', [
    spaceId,
  ]);
  return stateOf(rows[0]) as IndexState;
}

/** Records the revision now indexed; a rebuild from scratch also answers a requested rebuild. */
export async function saveIndexState(
  tx: pg.ClientBase,
  spaceId: string,
  { revisionId, analysis, rebuilt }: { revisionId: string; analysis: SearchAnalysis; rebuilt: boolean },
): Promise<void> {
  await tx.query(
    `UPDATE search_spaces
        SET revision_id = $2, language = $3, rebuild_requested = rebuild_requested AND NOT $4, indexed_at = now()
      WHERE space_id = $1`,
    [spaceId, revisionId, analysis, rebuilt],
  );
}

export async function deleteIndexState(tx: pg.ClientBase, spaceId: string): Promise<void> {
  await tx.query('DELETE FROM search_spaces WHERE space_id = $1', [spaceId]);
}

/** The space as the indexer needs it; undefined when it does not exist. */
export type IndexedSpace = { revisionId: string; language: string | null; deleted: boolean };

export async function readSpaceForIndex(db: pg.Pool | pg.ClientBase, spaceId: string): Promise<IndexedSpace | undefined> {
  const { rows } = await db.query<{ revision_id: string; language: string | null; deleted: boolean }>({
    name: 'content.search-space.v1',
    text: 'SELECT revision_id, language, deleted_at IS NOT NULL AS deleted FROM spaces WHERE id = $1',
    values: [spaceId],
  });
  const row = rows[0];
  return row && { revisionId: row.revision_id, language: row.language, deleted: row.deleted };
}

/**
 * Spaces whose index is not what it should be: live spaces never indexed, behind their main
 * revision, indexed with another language's analysis or waiting for a requested rebuild;
 * and spaces still indexed though deleted or purged. The analysis of a language code is
 * computed as analysisOf does (languages.ts), from the same table.
 */
export async function staleSpaceIds(db: pg.Pool): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `WITH analyses AS (SELECT * FROM unnest($1::text[], $2::text[]) AS a(code, analysis))
     SELECT s.id
       FROM spaces s
       LEFT JOIN search_spaces x ON x.space_id = s.id
       LEFT JOIN analyses a ON a.code = lower(s.language)
      WHERE s.deleted_at IS NULL
        AND (x.space_id IS NULL
             OR x.revision_id IS DISTINCT FROM s.revision_id
             OR x.rebuild_requested
             OR x.language <> coalesce(a.analysis, CASE WHEN coalesce(s.language, '') = '' THEN $3 ELSE 'simple' END))
     UNION ALL
     SELECT x.space_id
       FROM search_spaces x
       LEFT JOIN spaces s ON s.id = x.space_id
      WHERE s.id IS NULL OR s.deleted_at IS NOT NULL`,
    [LANGUAGE_ANALYSES.map(([code]) => code), LANGUAGE_ANALYSES.map(([, analysis]) => analysis), DEFAULT_ANALYSIS],
  );
  return rows.map((row) => row.id);
}

/** Asks for every indexed space to be rebuilt from scratch; the live spaces that will be (re)built. */
export async function requestRebuildOfAllSpaces(db: pg.Pool): Promise<number> {
  await db.query('UPDATE search_spaces SET rebuild_requested = true WHERE NOT rebuild_requested');
  const { rows } = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM spaces WHERE deleted_at IS NULL');
  return rows[0].count;
}

/** A live space of an organization as an organization-wide search needs it: access, title and what its index holds. */
export type OrganizationSearchSpace = {
  id: string;
  title: string;
  parentId: string | null;
  defaultLevel: DefaultLevel;
  revisionId: string;
  language: string | null;
  /** The revision and analysis the index holds; null when the space was never indexed. */
  indexedRevisionId: string | null;
  analysis: SearchAnalysis | null;
};

/**
 * The live spaces of an organization, with their index state, in one statement on the
 * (organization_id, parent_id, deleted_at, …) index: all of them, or only those directly in
 * `collectionIds` when given (a guest's: the collections their teams reach).
 */
export async function findOrganizationSearchSpaces(
  db: pg.Pool,
  organizationId: string,
  only?: { collectionIds: readonly string[]; spaceIds: readonly string[] },
): Promise<OrganizationSearchSpace[]> {
  if (only && only.collectionIds.length === 0 && only.spaceIds.length === 0) return [];
  const { rows } = await db.query<{
    id: string;
    title: string;
    parent_id: string | null;
    default_level: DefaultLevel;
    revision_id: string;
    language: string | null;
    indexed_revision_id: string | null;
    analysis: SearchAnalysis | null;
  }>({
    name: 'content.search-organization-spaces.v2',
    text: `SELECT s.id, s.title, s.parent_id, s.default_level, s.revision_id, s.language, x.revision_id AS indexed_revision_id, x.language AS analysis
             FROM spaces s LEFT JOIN search_spaces x ON x.space_id = s.id
            WHERE s.organization_id = $1 AND s.deleted_at IS NULL
              AND ($2::text[] IS NULL OR s.parent_id = ANY($2::text[]) OR s.id = ANY($3::text[]))`,
    values: [organizationId, only === undefined ? null : [...only.collectionIds], only === undefined ? null : [...only.spaceIds]],
  });
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    parentId: row.parent_id,
    defaultLevel: row.default_level,
    revisionId: row.revision_id,
    language: row.language,
    indexedRevisionId: row.indexed_revision_id,
    analysis: row.analysis,
  }));
}

/** Where an indexed document page sits in its space's indexed revision (`search_page_paths`). */
export type PagePath = { pageId: string; title: string; path: string; ancestors: string[] };

/**
 * Brings the space's page paths to `paths` (every indexed page of the revision being written):
 * only rows that differ are written, and rows of pages no longer there are deleted. Called in
 * the indexer's transaction, so the paths always describe the revision the index holds.
 */
export async function writePagePaths(tx: pg.ClientBase, spaceId: string, paths: readonly PagePath[]): Promise<void> {
  await tx.query({
    name: 'content.search-page-paths-write.v1',
    text: `INSERT INTO search_page_paths AS p (space_id, page_id, title, path, ancestors)
           SELECT $1, r.page_id, r.title, r.path, ARRAY(SELECT json_array_elements_text(r.ancestors))
             FROM unnest($2::text[], $3::text[], $4::text[], $5::json[]) AS r(page_id, title, path, ancestors)
           ON CONFLICT (space_id, page_id) DO UPDATE SET title = EXCLUDED.title, path = EXCLUDED.path, ancestors = EXCLUDED.ancestors
            WHERE (p.title, p.path, p.ancestors) IS DISTINCT FROM (EXCLUDED.title, EXCLUDED.path, EXCLUDED.ancestors)`,
    values: [spaceId, paths.map((p) => p.pageId), paths.map((p) => p.title), paths.map((p) => p.path), paths.map((p) => JSON.stringify(p.ancestors))],
  });
  await tx.query({
    name: 'content.search-page-paths-prune.v1',
    text: 'DELETE FROM search_page_paths WHERE space_id = $1 AND NOT (page_id = ANY($2::text[]))',
    values: [spaceId, paths.map((p) => p.pageId)],
  });
}

export async function deletePagePaths(tx: pg.ClientBase, spaceId: string): Promise<void> {
  await tx.query('DELETE FROM search_page_paths WHERE space_id = $1', [spaceId]);
}

/** The paths of the pages found, by space and page id (pages without a row are absent). */
export async function readPagePaths(db: pg.Pool | pg.ClientBase, hits: readonly { spaceId: string; pageId: string }[]): Promise<Map<string, PagePath>> {
  if (hits.length === 0) return new Map();
  const { rows } = await db.query<{ space_id: string; page_id: string; title: string; path: string; ancestors: string[] }>({
    name: 'content.search-page-paths-read.v1',
    text: `SELECT p.space_id, p.page_id, p.title, p.path, p.ancestors
             FROM unnest($1::text[], $2::text[]) AS h(space_id, page_id)
             JOIN search_page_paths p ON p.space_id = h.space_id AND p.page_id = h.page_id`,
    values: [hits.map((hit) => hit.spaceId), hits.map((hit) => hit.pageId)],
  });
  return new Map(rows.map((row) => [pagePathKey(row.space_id, row.page_id), { pageId: row.page_id, title: row.title, path: row.path, ancestors: row.ancestors }]));
}

export const pagePathKey = (spaceId: string, pageId: string): string => `${spaceId}/${pageId}`;
