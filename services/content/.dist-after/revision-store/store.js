"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.isEmptyChange = exports.loadFilesOfRevisions = exports.loadPagesOfRevisions = exports.MAX_REUSABLE_CONTENTS = exports.storedRevisionSelect = void 0;
exports.loadStoredRevision = loadStoredRevision;
exports.loadStoredRevisions = loadStoredRevisions;
exports.loadRevisionOfSpace = loadRevisionOfSpace;
exports.reusableContentsOf = reusableContentsOf;
exports.loadSnapshot = loadSnapshot;
exports.loadPages = loadPages;
exports.loadFiles = loadFiles;
exports.loadPage = loadPage;
exports.loadFile = loadFile;
exports.createRevision = createRevision;
exports.changesBetween = changesBetween;
exports.deltaBetweenRevisions = deltaBetweenRevisions;
exports.changesBetweenRevisions = changesBetweenRevisions;
const shared_1 = require("@quire/shared");
const equality_1 = require("../content-tree/equality");
const chunks_1 = require("./chunks");
const caches_1 = require("./caches");
const queries_1 = require("../documents/queries");
/** The columns of a revision the store reads and writes. */
exports.storedRevisionSelect = {
    id: true,
    spaceId: true,
    pageChunks: true,
    fileChunks: true,
    pageCount: true,
    fileCount: true,
    reusableContents: true,
    variables: true,
    redirects: true,
};
/** A revision's stored columns by id; NOT_FOUND when there is none. */
async function loadStoredRevision(db, id) {
    const revision = await db.revision.findUnique({ where: { id }, select: exports.storedRevisionSelect });
    if (!revision)
        throw (0, shared_1.notFound)('Revision not found');
    return revision;
}
/** Several revisions by id in one query, by id; unknown ids are absent. */
async function loadStoredRevisions(db, ids) {
    if (ids.length === 0)
        return new Map();
    const revisions = await db.revision.findMany({ where: { id: { in: [...new Set(ids)] } }, select: exports.storedRevisionSelect });
    return new Map(revisions.map((revision) => [revision.id, revision]));
}
/**
 * A revision of the given space by id (any age: change requests' revisions included, unless
 * `mainHistoryOnly`: then only revisions no change request owns, and merges);
 * NOT_FOUND when there is none, or when it belongs to another space.
 */
async function loadRevisionOfSpace(db, spaceId, id, { mainHistoryOnly = false } = {}) {
    // The main content's history: revisions no change request owns (a merge names the one it merged).
    const mainHistory = mainHistoryOnly ? { OR: [{ changeRequestId: null }, { type: 'merge' }] } : {};
    const revision = await db.revision.findFirst({ where: { id, spaceId, ...mainHistory }, select: exports.storedRevisionSelect });
    if (!revision)
        throw (0, shared_1.notFound)('Revision not found');
    return revision;
}
async function loadChunks(db, hashes) {
    const found = new Map();
    const missing = [];
    for (const hash of new Set(hashes)) {
        const cached = caches_1.chunkCache.get(hash);
        if (cached)
            found.set(hash, cached);
        else
            missing.push(hash);
    }
    if (missing.length === 0)
        return found;
    const rows = await db.revisionChunk.findMany({ where: { hash: { in: missing } }, select: { hash: true, entries: true } });
    for (const row of rows) {
        const entries = row.entries;
        caches_1.chunkCache.set(row.hash, entries);
        found.set(row.hash, entries);
    }
    return found;
}
function collect(chunks, map, buckets) {
    const entries = new Map();
    const hashes = buckets ? [...buckets].flatMap((bucket) => (map[bucket] ? [map[bucket]] : [])) : Object.values(map);
    for (const hash of hashes) {
        const chunk = chunks.get(hash);
        if (!chunk)
            throw new Error(`revision chunk ${hash} is missing`);
        for (const entry of Object.values(chunk))
            entries.set(entry.id, entry);
    }
    return entries;
}
/**
 * The reusable contents of a revision, by id. They are few per space (at most
 * MAX_REUSABLE_CONTENTS) and small (their bodies are in the body store), so the revision row
 * holds them inline, sorted by id, rather than in chunks.
 */
function reusableContentsOf(revision) {
    const entries = new Map();
    if (!Array.isArray(revision.reusableContents))
        return entries;
    for (const value of revision.reusableContents) {
        const entry = value;
        // Rows written before reusable contents were stored hold `[]`; anything without an id and
        // a title is not an entry of ours.
        if (entry && typeof entry.id === 'string' && typeof entry.title === 'string')
            entries.set(entry.id, entry);
    }
    return entries;
}
/** Reusable contents one space may have: each revision copies their (small) entries. */
exports.MAX_REUSABLE_CONTENTS = 1000;
/** Every page, file and reusable content of a revision, in one query. */
async function loadSnapshot(db, revision) {
    const pageMap = (0, chunks_1.chunkMapOf)(revision.pageChunks);
    const fileMap = (0, chunks_1.chunkMapOf)(revision.fileChunks);
    const chunks = await loadChunks(db, [...Object.values(pageMap), ...Object.values(fileMap)]);
    return { pages: collect(chunks, pageMap), files: collect(chunks, fileMap), reusableContents: reusableContentsOf(revision) };
}
/** Only the pages of a revision (listPages, the outline). */
async function loadPages(db, revision) {
    const pageMap = (0, chunks_1.chunkMapOf)(revision.pageChunks);
    return collect(await loadChunks(db, Object.values(pageMap)), pageMap);
}
/** Only the files of a revision. */
async function loadFiles(db, revision) {
    const fileMap = (0, chunks_1.chunkMapOf)(revision.fileChunks);
    return collect(await loadChunks(db, Object.values(fileMap)), fileMap);
}
async function entriesOfRevisions(db, revisions, column) {
    const maps = revisions.map((revision) => [revision.id, (0, chunks_1.chunkMapOf)(revision[column])]);
    const chunks = await loadChunks(db, maps.flatMap(([, map]) => Object.values(map)));
    return new Map(maps.map(([id, map]) => [id, collect(chunks, map)]));
}
/**
 * The pages of several revisions by revision id: the chunks the cache does not hold are read in
 * one query whatever the number of revisions (the reader's trees of many spaces at once).
 */
const loadPagesOfRevisions = (db, revisions) => entriesOfRevisions(db, revisions, 'pageChunks');
exports.loadPagesOfRevisions = loadPagesOfRevisions;
/** The files of several revisions by revision id, as loadPagesOfRevisions (one query at most). */
const loadFilesOfRevisions = (db, revisions) => entriesOfRevisions(db, revisions, 'fileChunks');
exports.loadFilesOfRevisions = loadFilesOfRevisions;
/** One page of a revision, reading only the chunk its id is in. */
async function loadPage(db, revision, pageId) {
    const pageMap = (0, chunks_1.chunkMapOf)(revision.pageChunks);
    const hash = pageMap[(0, chunks_1.bucketOf)(pageId)];
    if (!hash)
        return undefined;
    const chunk = (await loadChunks(db, [hash])).get(hash);
    return chunk?.[pageId];
}
/** One file of a revision, reading only the chunk its id is in. */
async function loadFile(db, revision, fileId) {
    const fileMap = (0, chunks_1.chunkMapOf)(revision.fileChunks);
    const hash = fileMap[(0, chunks_1.bucketOf)(fileId)];
    if (!hash)
        return undefined;
    const chunk = (await loadChunks(db, [hash])).get(hash);
    return chunk?.[fileId];
}
/** The base's reusable contents with the changes applied, sorted by id (the stored form). */
function applyReusableChanges(base, changes) {
    const entries = base ? reusableContentsOf(base) : new Map();
    for (const id of changes?.remove ?? [])
        entries.delete(id);
    for (const entry of changes?.put ?? [])
        entries.set(entry.id, entry);
    return [...entries.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
function rebuild(loaded, baseMap, baseCount, changes) {
    const touched = new Map();
    const touch = (id) => {
        const bucket = (0, chunks_1.bucketOf)(id);
        let slot = touched.get(bucket);
        if (!slot)
            touched.set(bucket, (slot = { put: [], remove: new Set() }));
        return slot;
    };
    for (const entry of changes?.put ?? [])
        touch(entry.id).put.push(entry);
    for (const id of changes?.remove ?? [])
        touch(id).remove.add(id);
    const map = { ...baseMap };
    const chunks = [];
    let count = baseCount;
    const added = [];
    for (const [bucket, slot] of touched) {
        const current = new Map(Object.entries(baseMap[bucket] ? (loaded.get(baseMap[bucket]) ?? {}) : {}));
        for (const id of slot.remove)
            if (current.delete(id))
                count -= 1;
        for (const entry of slot.put) {
            if (!current.has(entry.id)) {
                count += 1;
                added.push(entry.id);
            }
            current.set(entry.id, entry);
        }
        const chunk = (0, chunks_1.encodeChunk)(current.values());
        if (chunk) {
            map[bucket] = chunk.hash;
            chunks.push(chunk);
        }
        else {
            delete map[bucket];
        }
    }
    return { map, count, chunks, added };
}
const bucketsOf = (changes) => new Set([...(changes?.put ?? []).map((entry) => (0, chunks_1.bucketOf)(entry.id)), ...(changes?.remove ?? []).map(chunks_1.bucketOf)]);
async function createRevision(db, input) {
    const basePages = (0, chunks_1.chunkMapOf)(input.base?.pageChunks);
    const baseFiles = (0, chunks_1.chunkMapOf)(input.base?.fileChunks);
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
            data: newChunks.map((chunk) => ({ hash: chunk.hash, entries: chunk.entries })),
            skipDuplicates: true,
        });
    }
    // The documents the new pages and reusable contents bring (their bodies), readable by id from now on.
    await (0, queries_1.recordSpaceDocuments)(db, input.spaceId, [...(input.changes.pages?.put ?? []), ...(input.changes.reusableContents?.put ?? [])].flatMap((entry) => (entry.bodyHash ? [entry.bodyHash] : [])));
    const row = await db.revision.create({
        data: {
            id: input.id ?? (0, shared_1.newId)(),
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
                : (input.base?.reusableContents ?? [])),
            variables: (input.base?.variables ?? {}),
            redirects: (input.redirects ?? input.base?.redirects ?? {}),
            ...(input.git !== undefined && { git: input.git }),
        },
        select: { ...exports.storedRevisionSelect, createdAt: true },
    });
    return { ...row, added: { pages: pages.added, files: files.added } };
}
/**
 * The changes that turn `before` into `after` (entries compared by identity, then as JSON values:
 * entries of two chunks are distinct objects even when equal, and comparing them field by field
 * costs far less than serializing both). An `after` without reusable contents leaves them
 * unchanged (entries.ts `Snapshot`).
 */
function changesBetween(before, after) {
    return {
        pages: changesOf(before.pages, after.pages),
        files: changesOf(before.files, after.files),
        ...(after.reusableContents && { reusableContents: changesOf(before.reusableContents ?? new Map(), after.reusableContents) }),
    };
}
function changesOf(from, to) {
    const put = [];
    const remove = [];
    for (const [id, entry] of to) {
        const previous = from.get(id);
        if (previous === undefined || !(0, equality_1.jsonEqual)(previous, entry))
            put.push(entry);
    }
    for (const id of from.keys())
        if (!to.has(id))
            remove.push(id);
    return { put, remove };
}
const isEmptyChange = (changes) => !changes.pages?.put?.length &&
    !changes.pages?.remove?.length &&
    !changes.files?.put?.length &&
    !changes.files?.remove?.length &&
    !changes.reusableContents?.put?.length &&
    !changes.reusableContents?.remove?.length;
exports.isEmptyChange = isEmptyChange;
/**
 * How revision `after` differs from `before`, reading only the chunks that differ (revisions
 * that share most chunks compare in a few reads): the changes a merge applies, with the
 * entries of both sides for those who need to say what changed (semantic changes).
 */
async function deltaBetweenRevisions(db, before, after) {
    const sides = [
        [(0, chunks_1.chunkMapOf)(before.pageChunks), (0, chunks_1.chunkMapOf)(after.pageChunks)],
        [(0, chunks_1.chunkMapOf)(before.fileChunks), (0, chunks_1.chunkMapOf)(after.fileChunks)],
    ];
    const differing = sides.map(([from, to]) => {
        const buckets = new Set([...Object.keys(from), ...Object.keys(to)].map(Number));
        return [...buckets].filter((bucket) => from[bucket] !== to[bucket]);
    });
    const hashes = sides.flatMap(([from, to], index) => differing[index].flatMap((bucket) => [from[bucket], to[bucket]].filter((hash) => !!hash)));
    const chunks = await loadChunks(db, hashes);
    const side = (index) => {
        const [from, to] = sides[index];
        const beforeEntries = collect(chunks, from, differing[index]);
        const afterEntries = collect(chunks, to, differing[index]);
        return { before: beforeEntries, after: afterEntries, changes: changesOf(beforeEntries, afterEntries) };
    };
    return { pages: side(0), files: side(1) };
}
/**
 * The changes that turn revision `before` into `after` (deltaBetweenRevisions without the
 * entries), reusable contents included (the rows hold them inline).
 */
async function changesBetweenRevisions(db, before, after) {
    const delta = await deltaBetweenRevisions(db, before, after);
    return { pages: delta.pages.changes, files: delta.files.changes, reusableContents: changesOf(reusableContentsOf(before), reusableContentsOf(after)) };
}
//# sourceMappingURL=store.js.map