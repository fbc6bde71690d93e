import type { FileEntry, PageEntry, ReusableContentEntry, Snapshot } from '../content-tree/entries';
import type { Db, Prisma } from '../db';
import type { RevisionType } from '../generated/prisma/enums';
import { type Entry } from './chunks';
/** The columns of a revision the store reads and writes. */
export declare const storedRevisionSelect: {
    readonly id: true;
    readonly spaceId: true;
    readonly pageChunks: true;
    readonly fileChunks: true;
    readonly pageCount: true;
    readonly fileCount: true;
    readonly reusableContents: true;
    readonly variables: true;
    readonly redirects: true;
};
export type StoredRevision = Prisma.RevisionGetPayload<{
    select: typeof storedRevisionSelect;
}>;
/** A revision's stored columns by id; NOT_FOUND when there is none. */
export declare function loadStoredRevision(db: Db, id: string): Promise<StoredRevision>;
/** Several revisions by id in one query, by id; unknown ids are absent. */
export declare function loadStoredRevisions(db: Db, ids: readonly string[]): Promise<Map<string, StoredRevision>>;
/**
 * A revision of the given space by id (any age: change requests' revisions included, unless
 * `mainHistoryOnly`: then only revisions no change request owns, and merges);
 * NOT_FOUND when there is none, or when it belongs to another space.
 */
export declare function loadRevisionOfSpace(db: Db, spaceId: string, id: string, { mainHistoryOnly }?: {
    mainHistoryOnly?: boolean | undefined;
}): Promise<StoredRevision>;
/**
 * The reusable contents of a revision, by id. They are few per space (at most
 * MAX_REUSABLE_CONTENTS) and small (their bodies are in the body store), so the revision row
 * holds them inline, sorted by id, rather than in chunks.
 */
export declare function reusableContentsOf(revision: Pick<StoredRevision, 'reusableContents'>): Map<string, ReusableContentEntry>;
/** Reusable contents one space may have: each revision copies their (small) entries. */
export declare const MAX_REUSABLE_CONTENTS = 1000;
/** Every page, file and reusable content of a revision, in one query. */
export declare function loadSnapshot(db: Db, revision: StoredRevision): Promise<Snapshot>;
/** Only the pages of a revision (listPages, the outline). */
export declare function loadPages(db: Db, revision: StoredRevision): Promise<Map<string, PageEntry>>;
/** Only the files of a revision. */
export declare function loadFiles(db: Db, revision: StoredRevision): Promise<Map<string, FileEntry>>;
/** What reading a revision's entries needs of it. */
export type RevisionChunkMaps = Pick<StoredRevision, 'id' | 'pageChunks' | 'fileChunks'>;
/**
 * The pages of several revisions by revision id: the chunks the cache does not hold are read in
 * one query whatever the number of revisions (the reader's trees of many spaces at once).
 */
export declare const loadPagesOfRevisions: (db: Db, revisions: readonly RevisionChunkMaps[]) => Promise<Map<string, Map<string, PageEntry>>>;
/** The files of several revisions by revision id, as loadPagesOfRevisions (one query at most). */
export declare const loadFilesOfRevisions: (db: Db, revisions: readonly RevisionChunkMaps[]) => Promise<Map<string, Map<string, FileEntry>>>;
/** One page of a revision, reading only the chunk its id is in. */
export declare function loadPage(db: Db, revision: StoredRevision, pageId: string): Promise<PageEntry | undefined>;
/** One file of a revision, reading only the chunk its id is in. */
export declare function loadFile(db: Db, revision: StoredRevision, fileId: string): Promise<FileEntry | undefined>;
export type EntryChanges<T extends {
    id: string;
}> = {
    put?: readonly T[];
    remove?: readonly string[];
};
export type RevisionChanges = {
    pages?: EntryChanges<PageEntry>;
    files?: EntryChanges<FileEntry>;
    reusableContents?: EntryChanges<ReusableContentEntry>;
};
export type NewRevision = {
    spaceId: string;
    /** The revision the changes apply to; null for a first, empty revision. */
    base: StoredRevision | null;
    changes: RevisionChanges;
    type: RevisionType;
    parents: string[];
    changeRequestId?: string | null;
    createdById?: string | null;
    git?: Prisma.InputJsonValue;
    /** Old path → page id; absent: the base's, unchanged (only imports set them). */
    redirects?: Record<string, string>;
    id?: string;
};
/**
 * Writes a new immutable revision: the base's chunks, with the buckets the changes touch
 * rewritten. Reads only those buckets, writes only the new chunks. Run it inside the
 * transaction that also moves the space or change request to the new revision.
 */
export type CreatedRevision = StoredRevision & {
    createdAt: Date;
    added: {
        pages: string[];
        files: string[];
    };
};
export declare function createRevision(db: Db, input: NewRevision): Promise<CreatedRevision>;
/**
 * The changes that turn `before` into `after` (entries compared by identity, then as JSON values:
 * entries of two chunks are distinct objects even when equal, and comparing them field by field
 * costs far less than serializing both). An `after` without reusable contents leaves them
 * unchanged (entries.ts `Snapshot`).
 */
export declare function changesBetween(before: Snapshot, after: Snapshot): RevisionChanges;
export declare const isEmptyChange: (changes: RevisionChanges) => boolean;
/** The entries of one kind (pages or files) that differ between two revisions, as each side has them. */
export type EntryDelta<T extends Entry> = {
    /** The entries of the buckets that differ, on the `before` side (unchanged entries among them too). */
    before: ReadonlyMap<string, T>;
    /** The same buckets on the `after` side. */
    after: ReadonlyMap<string, T>;
    /** What turns `before` into `after`: the entries put (added or changed) and the ids removed. */
    changes: EntryChanges<T>;
};
export type RevisionDelta = {
    pages: EntryDelta<PageEntry>;
    files: EntryDelta<FileEntry>;
};
/**
 * How revision `after` differs from `before`, reading only the chunks that differ (revisions
 * that share most chunks compare in a few reads): the changes a merge applies, with the
 * entries of both sides for those who need to say what changed (semantic changes).
 */
export declare function deltaBetweenRevisions(db: Db, before: RevisionChunkMaps, after: RevisionChunkMaps): Promise<RevisionDelta>;
/**
 * The changes that turn revision `before` into `after` (deltaBetweenRevisions without the
 * entries), reusable contents included (the rows hold them inline).
 */
export declare function changesBetweenRevisions(db: Db, before: StoredRevision, after: StoredRevision): Promise<RevisionChanges>;
