import type pg from 'pg';
import type { Prisma } from '../db';
import type { RevisionChunkMaps } from '../revision-store/store';
import type { SearchAnalysis } from '../search/languages';
/**
 * The reads of ContentReaderService, each one named SQL statement over ctx.pool (the reader's
 * calls are hot). Every one of them answers only live spaces of the organization the request
 * names: a trashed space and another organization's read exactly as a space that does not exist.
 */
/** A live space as the reader's trees present it, with its current revision. */
export type ReaderSpaceRow = {
    id: string;
    title: string;
    emoji: string | null;
    iconUrl: string | null;
    revisionId: string;
    /** The later of the space's own change and its current revision's creation. */
    updatedAt: Date;
};
/** The live spaces of the organization among `spaceIds` (one statement, whatever their number). */
export declare function findLiveSpaces(pool: pg.Pool, organizationId: string, spaceIds: readonly string[]): Promise<ReaderSpaceRow[]>;
/** What the revision store needs of a revision to read its pages and files. */
export type RevisionChunks = RevisionChunkMaps;
/** The chunk maps of revisions by id (one statement); those of trees not built yet. */
export declare function findRevisionChunks(pool: pg.Pool, revisionIds: readonly string[]): Promise<RevisionChunks[]>;
/** A revision of a live space of the organization, as the per-revision rpcs read it. */
export type ReaderRevisionRow = {
    id: string;
    spaceId: string;
    /** Its chunk maps, when asked for (to build its tree). */
    chunks?: RevisionChunks;
    /** {old path: page id}: the revision's Git Sync redirects ({} unless a path was given). */
    redirects: Prisma.JsonValue;
    /** The page that last had `path` (`page_path_history`), when a path was given. */
    formerPageId: string | null;
};
/**
 * A revision of a space, when the space is live, in the organization, and the revision is of
 * its main content: the space's own revisions except the working revisions of change requests
 * (a merge revision names the change request it merged and is main content). With `path`, also
 * the revision's redirects and the page that last had that path, in the same statement; with
 * `withChunks`, its chunk maps (a tree not built yet).
 */
export declare function findSpaceRevision(pool: pg.Pool, { organizationId, spaceId, revisionId, path, withChunks, }: {
    organizationId: string;
    spaceId: string;
    revisionId: string;
    path?: string | null;
    withChunks: boolean;
}): Promise<ReaderRevisionRow | undefined>;
/** The start of each body that opens with front matter (`---`), by hash: where covers are written. */
export declare const FRONT_MATTER_HEAD_CHARS = 4096;
/**
 * The first characters of the bodies among `hashes` that start with `---` (one statement). The
 * partial index `page_bodies_front_matter_idx` holds only such bodies, so the lookup of a
 * revision's 10,000 bodies reads that small index and no body without front matter.
 */
export declare function findFrontMatterHeads(pool: pg.Pool, hashes: readonly string[]): Promise<Map<string, string>>;
/** A live space as search needs it: the revision its index holds and the analysis it was written with. */
export type SearchedSpaceRow = {
    id: string;
    revisionId: string;
    language: string | null;
    indexedRevisionId: string | null;
    analysis: SearchAnalysis | null;
};
/** The live spaces of the organization among `spaceIds`, with their search index state (one statement). */
export declare function findSearchedSpaces(pool: pg.Pool, organizationId: string, spaceIds: readonly string[]): Promise<SearchedSpaceRow[]>;
/** An OpenAPI spec of the organization and its newest valid version. */
export type ReaderSpecRow = {
    slug: string;
    /** The newest valid version; null when none was parsed successfully yet. */
    versionId: string | null;
    /** The stored (bundled) document's size in bytes; null without a valid version. */
    storedBytes: number | null;
    /** The stored document, only when it is at most `maxBytes` and fits the running total. */
    document: string | null;
};
/**
 * The organization's specs among `slugs`, in the order asked, with the JSON of each newest valid
 * version. A document is read only when it is at most `maxBytes` and the documents read before
 * it, in the order asked, leave room for it within `totalBytes` (its size is known without
 * reading it), so one call never holds more than `totalBytes` of stored documents; the first
 * document within `maxBytes` always fits (`maxBytes` <= `totalBytes`).
 */
export declare function findSpecDocuments(pool: pg.Pool, { organizationId, slugs, maxBytes, totalBytes }: {
    organizationId: string;
    slugs: readonly string[];
    maxBytes: number;
    totalBytes: number;
}): Promise<ReaderSpecRow[]>;
