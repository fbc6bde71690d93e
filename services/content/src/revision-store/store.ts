import { newId, notFound } from '@quire/shared';
import type { FileEntry, PageEntry, ReusableContentEntry, Snapshot } from '../content-tree/entries';
import { jsonEqual } from '../content-tree/equality';
import type { Db, Prisma } from '../db';
import type { RevisionType } from '../generated/prisma/enums';
import { bucketOf, chunkMapOf, encodeChunk, type ChunkMap, type EncodedChunk, type Entry } from './chunks';
import { chunkCache } from './caches';
import { recordSpaceDocuments } from '../documents/queries';

/** The columns of a revision the store reads and writes. */
export const storedRevisionSelect = {
  id: true,
  spaceId: true,
  pageChunks: true,
  fileChunks: true,
  pageCount: true,
  fileCount: true,
  reusableContents: true,
  variables: true,
  redirects: true,
} as const satisfies Prisma.RevisionSelect;

export type StoredRevision = Prisma.RevisionGetPayload<{ select: typeof storedRevisionSelect }>;

/** A revision's stored columns by id; NOT_FOUND when there is none. */
export async function loadStoredRevision(db: Db, id: string): Promise<StoredRevision> {
  const revision = await db.revision.findUnique({ where: { id }, select: storedRevisionSelect });
  if (!revision) throw notFound('Revision not found');
  return revision;
}

/** Several revisions by id in one query, by id; unknown ids are absent. */
export async function loadStoredRevisions(db: Db, ids: readonly string[]): Promise<Map<string, StoredRevision>> {
  if (ids.length === 0) return new Map();
  const revisions = await db.revision.findMany({ where: { id: { in: [...new Set(ids)] } }, select: storedRevisionSelect });
  return new Map(revisions.map((revision) => [revision.id, revision]));
}

/**
 * A revision of the given space by id (any age: change requests' revisions included, unless
 * `mainHistoryOnly`: then only revisions no change request owns, and merges);
 * NOT_FOUND when there is none, or when it belongs to another space.
 */
export async function loadRevisionOfSpace(db: Db, spaceId: string, id: string, { mainHistoryOnly = false } = {}): Promise<StoredRevision> {
  // The main content's history: revisions no change request owns (a merge names the one it merged).
  const mainHistory = mainHistoryOnly ? { OR: [{ changeRequestId: null }, { type: 'merge' as const }] } : {};
  const revision = await db.revision.findFirst({ where: { id, spaceId, ...mainHistory }, select: storedRevisionSelect });
  if (!revision) throw notFound('Revision not found');
  return revision;
}

async function loadChunks(db: Db, hashes: Iterable<string>): Promise<Map<string, Record<string, Entry>>> {
  const found = new Map<string, Record<string, Entry>>();
  const missing: string[] = [];
  for (const hash of new Set(hashes)) {
    const cached = chunkCache.get(hash) as Record<string, Entry> | undefined;
    if (cached) found.set(hash, cached);
    else missing.push(hash);
  }
  if (missing.length === 0) return found;
  const rows = await db.revisionChunk.findMany({ where: { hash: { in: missing } }, select: { hash: true, entries: true } });
  for (const row of rows) {
    const entries = row.entries as unknown as Record<string, Entry>;
    chunkCache.set(row.hash, entries);
    found.set(row.hash, entries);
  }
  return found;
}

function collect<T extends Entry>(chunks: Map<string, Record<string, Entry>>, map: ChunkMap, buckets?: Iterable<number>): Map<string, T> {
  const entries = new Map<string, T>();
  const hashes = buckets ? [...buckets].flatMap((bucket) => (map[bucket] ? [map[bucket]] : [])) : Object.values(map);
  for (const hash of hashes) {
    const chunk = chunks.get(hash);
    if (!chunk) throw new Error(`revision chunk ${hash} is missing`);
    for (const entry of Object.values(chunk)) entries.set(entry.id, entry as T);
  }
  return entries;
}

/**
 * The reusable contents of a revision, by id. They are few per space (at most
 * MAX_REUSABLE_CONTENTS) and small (their bodies are in the body store), so the revision row
 * holds them inline, sorted by id, rather than in chunks.
 */
export function reusableContentsOf(revision: Pick<StoredRevision, 'reusableContents'>): Map<string, ReusableContentEntry> {
  const entries = new Map<string, ReusableContentEntry>();
  if (!Array.isArray(revision.reusableContents)) return entries;
  for (const value of revision.reusableContents) {
    const entry = value as Partial<ReusableContentEntry> | null;
    // Rows written before reusable contents were stored hold `[]`; anything without an id and
    // a title is not an entry of ours.
    if (entry && typeof entry.id === 'string' && typeof entry.title === 'string') entries.set(entry.id, entry as ReusableContentEntry);
  }
  return entries;
}

/** Reusable contents one space may have: each revision copies their (small) entries. */
export const MAX_REUSABLE_CONTENTS = 1000;

/** Every page, file and reusable content of a revision, in one query. */
export async function loadSnapshot(db: Db, revision: StoredRevision): Promise<Snapshot> {
  const pageMap = chunkMapOf(revision.pageChunks);
  const fileMap = chunkMapOf(revision.fileChunks);
  const chunks = await loadChunks(db, [...Object.values(pageMap), ...Object.values(fileMap)]);
  return { pages: collect<PageEntry>(chunks, pageMap), files: collect<FileEntry>(chunks, fileMap), reusableContents: reusableContentsOf(revision) };
}

/** Only the pages of a revision (listPages, the outline). */
export async function loadPages(db: Db, revision: StoredRevision): Promise<Map<string, PageEntry>> {
  const pageMap = chunkMapOf(revision.pageChunks);
  return collect<PageEntry>(await loadChunks(db, Object.values(pageMap)), pageMap);
}

/** Only the files of a revision. */
export async function loadFiles(db: Db, revision: StoredRevision): Promise<Map<string, FileEntry>> {
  const fileMap = chunkMapOf(revision.fileChunks);
  return collect<FileEntry>(await loadChunks(db, Object.values(fileMap)), fileMap);
}

/** What reading a revision's entries needs of it. */
export type RevisionChunkMaps = Pick<StoredRevision, 'id' | 'pageChunks' | 'fileChunks'>;

async function entriesOfRevisions<T extends Entry>(db: Db, revisions: readonly RevisionChunkMaps[], column: 'pageChunks' | 'fileChunks'): Promise<Map<string, Map<string, T>>> {
  const maps = revisions.map((revision) => [revision.id, chunkMapOf(revision[column])] as const);
  const chunks = await loadChunks(db, maps.flatMap(([, map]) => Object.values(map)));
  return new Map(maps.map(([id, map]) => [id, collect<T>(chunks, map)]));
}

/**
 * The pages of several revisions by revision id: the chunks the cache does not hold are read in
 * one query whatever the number of revisions (the reader's trees of many spaces at once).
 */
export const loadPagesOfRevisions = (db: Db, revisions: readonly RevisionChunkMaps[]): Promise<Map<string, Map<string, PageEntry>>> =>
  entriesOfRevisions<PageEntry>(db, revisions, 'pageChunks');

/** The files of several revisions by revision id, as loadPagesOfRevisions (one query at most). */
export const loadFilesOfRevisions = (db: Db, revisions: readonly RevisionChunkMaps[]): Promise<Map<string, Map<string, FileEntry>>> =>
  entriesOfRevisions<FileEntry>(db, revisions, 'fileChunks');

/** One page of a revision, reading only the chunk its id is in. */
export async function loadPage(db: Db, revision: StoredRevision, pageId: string): Promise<PageEntry | undefined> {
  const pageMap = chunkMapOf(revision.pageChunks);
  const hash = pageMap[bucketOf(pageId)];
  if (!hash) return undefined;
  const chunk = (await loadChunks(db, [hash])).get(hash);
  return chunk?.[pageId] as PageEntry | undefined;
}

/** One file of a revision, reading only the chunk its id is in. */
export async function loadFile(db: Db, revision: StoredRevision, fileId: string): Promise<FileEntry | undefined> {
  const fileMap = chunkMapOf(revision.fileChunks);
  const hash = fileMap[bucketOf(fileId)];
  if (!hash) return undefined;
  const chunk = (await loadChunks(db, [hash])).get(hash);
  return chunk?.[fileId] as FileEntry | undefined;
}

export type EntryChanges<T extends { id: string }> = { put?: readonly T[]; remove?: readonly string[] };
export type RevisionChanges = { pages?: EntryChanges<PageEntry>; files?: EntryChanges<FileEntry>; reusableContents?: EntryChanges<ReusableContentEntry> };

/** The base's reusable contents with the changes applied, sorted by id (the stored form). */
function applyReusableChanges(base: Pick<StoredRevision, 'reusableContents'> | null, changes: EntryChanges<ReusableContentEntry> | undefined): ReusableContentEntry[] {
  const entries = base ? reusableContentsOf(base) : new Map<string, ReusableContentEntry>();
  for (const id of changes?.remove ?? []) entries.delete(id);
  for (const entry of changes?.put ?? []) entries.set(entry.id, entry);
  return [...entries.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

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

type Rebuilt = { map: ChunkMap; count: number; chunks: EncodedChunk[]; added: string[] };

function rebuild<T extends Entry>(
  loaded: Map<string, Record<string, Entry>>,
  baseMap: ChunkMap,
  baseCount: number,
  changes: EntryChanges<T> | undefined,
): Rebuilt {
  const touched = new Map<number, { put: T[]; remove: Set<string> }>();
  const touch = (id: string) => {
    const bucket = bucketOf(id);
    let slot = touched.get(bucket);
    if (!slot) touched.set(bucket, (slot = { put: [], remove: new Set() }));
    return slot;
  };
  for (const entry of changes?.put ?? []) touch(entry.id).put.push(entry);
  for (const id of changes?.remove ?? []) touch(id).remove.add(id);

  const map: ChunkMap = { ...baseMap };
  const chunks: EncodedChunk[] = [];
  let count = baseCount;
  const added: string[] = [];
  for (const [bucket, slot] of touched) {
    const current = new Map<string, Entry>(Object.entries(baseMap[bucket] ? (loaded.get(baseMap[bucket]) ?? {}) : {}));
    for (const id of slot.remove) if (current.delete(id)) count -= 1;
    for (const entry of slot.put) {
      if (!current.has(entry.id)) {
        count += 1;
        added.push(entry.id);
      }
      current.set(entry.id, entry);
    }
    const chunk = encodeChunk(current.values());
    if (chunk) {
      map[bucket] = chunk.hash;
      chunks.push(chunk);
    } else {
      delete map[bucket];
    }
  }
  return { map, count, chunks, added };
}

const bucketsOf = (changes: EntryChanges<Entry> | undefined): Set<number> =>
  new Set([...(changes?.put ?? []).map((entry) => bucketOf(entry.id)), ...(changes?.remove ?? []).map(bucketOf)]);

/**
 * Writes a new immutable revision: the base's chunks, with the buckets the changes touch
 * rewritten. Reads only those buckets, writes only the new chunks. Run it inside the
 * transaction that also moves the space or change request to the new revision.
 */
export type CreatedRevision = StoredRevision & { createdAt: Date; added: { pages: string[]; files: string[] } };

export async function createRevision(db: Db, input: NewRevision): Promise<CreatedRevision> {
  const basePages = chunkMapOf(input.base?.pageChunks);
  const baseFiles = chunkMapOf(input.base?.fileChunks);
  const neededHashes = [
    ...[...bucketsOf(input.changes.pages)].flatMap((bucket) => (basePages[bucket] ? [basePages[bucket]] : [])),
    ...[...bucketsOf(input.changes.files)].flatMap((bucket) => (baseFiles[bucket] ? [baseFiles[bucket]] : [])),
  ];
  const loaded = await loadChunks(db, neededHashes);
  const pages = rebuild(loaded, basePages, input.base?.pageCount ?? 0, input.changes.pages);
  const files = rebuild(loaded, baseFiles, input.base?.fileCount ?? 0, input.changes.files);
  // In hash order, as putBodies and for the same reason: concurrent writes storing the same
  // chunks must wait for each other in one order.
  const newChunks = [...pages.chunks, ...files.chunks].sort((a, b) => (a.hash < b.hash ? -1 : a.hash > b.hash ? 1 : 0));
  if (newChunks.length > 0) {
    await db.revisionChunk.createMany({
      data: newChunks.map((chunk) => ({ hash: chunk.hash, entries: chunk.entries as unknown as Prisma.InputJsonValue })),
      skipDuplicates: true,
    });
  }
  // The documents the new pages and reusable contents bring (their bodies), readable by id from now on.
  await recordSpaceDocuments(
    db,
    input.spaceId,
    [...(input.changes.pages?.put ?? []), ...(input.changes.reusableContents?.put ?? [])].flatMap((entry) => (entry.bodyHash ? [entry.bodyHash] : [])),
  );
  const row = await db.revision.create({
    data: {
      id: input.id ?? newId(),
      spaceId: input.spaceId,
      parentId: input.parents[0] ?? null,
      parents: input.parents,
      type: input.type,
      changeRequestId: input.changeRequestId ?? null,
      createdById: input.createdById ?? null,
      pageChunks: pages.map,
      fileChunks: files.map,
      pageCount: pages.count,
      fileCount: files.count,
      reusableContents: (input.changes.reusableContents
        ? applyReusableChanges(input.base, input.changes.reusableContents)
        : (input.base?.reusableContents ?? [])) as unknown as Prisma.InputJsonValue,
      variables: (input.base?.variables ?? {}) as Prisma.InputJsonValue,
      redirects: (input.redirects ?? input.base?.redirects ?? {}) as Prisma.InputJsonValue,
      ...(input.git !== undefined && { git: input.git }),
    },
    select: { ...storedRevisionSelect, createdAt: true },
  });
  return { ...row, added: { pages: pages.added, files: files.added } };
}

/**
 * The changes that turn `before` into `after` (entries compared by identity, then as JSON values:
 * entries of two chunks are distinct objects even when equal, and comparing them field by field
 * costs far less than serializing both). An `after` without reusable contents leaves them
 * unchanged (entries.ts `Snapshot`).
 */
export function changesBetween(before: Snapshot, after: Snapshot): RevisionChanges {
  return {
    pages: changesOf(before.pages, after.pages),
    files: changesOf(before.files, after.files),
    ...(after.reusableContents && { reusableContents: changesOf(before.reusableContents ?? new Map(), after.reusableContents) }),
  };
}

function changesOf<T extends { id: string }>(from: ReadonlyMap<string, T>, to: ReadonlyMap<string, T>): EntryChanges<T> {
  const put: T[] = [];
  const remove: string[] = [];
  for (const [id, entry] of to) {
    const previous = from.get(id);
    if (previous === undefined || !jsonEqual(previous, entry)) put.push(entry);
  }
  for (const id of from.keys()) if (!to.has(id)) remove.push(id);
  return { put, remove };
}

export const isEmptyChange = (changes: RevisionChanges): boolean =>
  !changes.pages?.put?.length &&
  !changes.pages?.remove?.length &&
  !changes.files?.put?.length &&
  !changes.files?.remove?.length &&
  !changes.reusableContents?.put?.length &&
  !changes.reusableContents?.remove?.length;

/** The entries of one kind (pages or files) that differ between two revisions, as each side has them. */
export type EntryDelta<T extends Entry> = {
  /** The entries of the buckets that differ, on the `before` side (unchanged entries among them too). */
  before: ReadonlyMap<string, T>;
  /** The same buckets on the `after` side. */
  after: ReadonlyMap<string, T>;
  /** What turns `before` into `after`: the entries put (added or changed) and the ids removed. */
  changes: EntryChanges<T>;
};

export type RevisionDelta = { pages: EntryDelta<PageEntry>; files: EntryDelta<FileEntry> };

/**
 * How revision `after` differs from `before`, reading only the chunks that differ (revisions
 * that share most chunks compare in a few reads): the changes a merge applies, with the
 * entries of both sides for those who need to say what changed (semantic changes).
 */
export async function deltaBetweenRevisions(db: Db, before: RevisionChunkMaps, after: RevisionChunkMaps): Promise<RevisionDelta> {
  const sides = [
    [chunkMapOf(before.pageChunks), chunkMapOf(after.pageChunks)],
    [chunkMapOf(before.fileChunks), chunkMapOf(after.fileChunks)],
  ] as const;
  const differing = sides.map(([from, to]) => {
    const buckets = new Set([...Object.keys(from), ...Object.keys(to)].map(Number));
    return [...buckets].filter((bucket) => from[bucket] !== to[bucket]);
  });
  const hashes = sides.flatMap(([from, to], index) => differing[index].flatMap((bucket) => [from[bucket], to[bucket]].filter((hash): hash is string => !!hash)));
  const chunks = await loadChunks(db, hashes);
  const side = <T extends Entry>(index: number): EntryDelta<T> => {
    const [from, to] = sides[index];
    const beforeEntries = collect<T>(chunks, from, differing[index]);
    const afterEntries = collect<T>(chunks, to, differing[index]);
    return { before: beforeEntries, after: afterEntries, changes: changesOf(beforeEntries, afterEntries) };
  };
  return { pages: side<PageEntry>(0), files: side<FileEntry>(1) };
}

/**
 * The changes that turn revision `before` into `after` (deltaBetweenRevisions without the
 * entries), reusable contents included (the rows hold them inline).
 */
export async function changesBetweenRevisions(db: Db, before: StoredRevision, after: StoredRevision): Promise<RevisionChanges> {
  const delta = await deltaBetweenRevisions(db, before, after);
  return { pages: delta.pages.changes, files: delta.files.changes, reusableContents: changesOf(reusableContentsOf(before), reusableContentsOf(after)) };
}
