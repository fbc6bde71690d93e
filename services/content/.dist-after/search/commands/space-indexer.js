"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.DEFAULT_LOCK_TIMEOUT_MS = void 0;
exports.spaceIndexer = spaceIndexer;
const promises_1 = require("node:timers/promises");
const shared_1 = require("@quire/shared");
const queries_1 = require("../../pages/queries");
const bodies_1 = require("../../revision-store/bodies");
const documents_1 = require("@quire/documents");
const store_1 = require("../../revision-store/store");
const reusable_1 = require("../reusable");
const languages_1 = require("../languages");
const queries_2 = require("../queries");
const presenter_1 = require("../presenter");
const body_sections_1 = require("../body-sections");
const sections_1 = require("../sections");
/** Pages split and written per step: bounds memory and the statements' size whatever the space. */
const PAGES_PER_STEP = 250;
/** Pages split between two yields to the event loop (about 2.5 ms each), so that gRPC calls keep flowing. */
const PAGES_PER_TICK = 10;
/** Attempts when the space or its index moves while planning; each retry starts from what is committed. */
const MAX_ATTEMPTS = 5;
/** How long an indexer waits for another one indexing the same space, by default. */
exports.DEFAULT_LOCK_TIMEOUT_MS = 30_000;
/** A rebuild from scratch of at least this many pages tells the engine (SearchIndex.afterRebuild). */
const LARGE_REBUILD_PAGES = 1000;
/**
 * Brings a space's search index to the space's main revision. Incremental: only the pages
 * that differ between the indexed revision and the main one (changesBetweenRevisions, which
 * reads only the chunks that differ) are split and written, so a merge of 100 pages writes
 * 100 pages. From scratch when the space was never indexed, its language changed, a rebuild
 * was requested or `rebuild` is set.
 *
 * Idempotent and safe to run from several replicas at once: the write happens in one
 * transaction holding the space's `search_spaces` row, and is a compare-and-set: when the
 * indexed revision is no longer the one the plan started from (another replica moved it),
 * or the space's revision or language moved, it starts over from what is committed, and
 * stops when the index is already current. The index therefore never moves backwards.
 */
async function spaceIndexer(ctx, index, spaceId, { rebuild = false, lockTimeoutMs = exports.DEFAULT_LOCK_TIMEOUT_MS, } = {}) {
    for (let attempt = 1;; attempt += 1) {
        const [space, state] = await Promise.all([(0, queries_2.readSpaceForIndex)(ctx.pool, spaceId), (0, queries_2.readIndexState)(ctx.pool, spaceId)]);
        if (!space || space.deleted) {
            // Nothing indexed: nothing to take out (an indexer never writes for a deleted space).
            if (!state)
                return { result: 'removed' };
            if (await removeSpaceFromIndex(ctx.pool, index, spaceId))
                return { result: 'removed' };
        }
        else {
            const analysis = (0, languages_1.analysisOf)(space.language);
            const full = rebuild || !state || state.revisionId === null || state.analysis !== analysis || state.rebuildRequested;
            if (!full && state.revisionId === space.revisionId)
                return { result: 'unchanged', revisionId: space.revisionId };
            const plan = await planOf(ctx, { revisionId: space.revisionId, analysis, from: state?.revisionId ?? null, full });
            const outcome = await writePlan(ctx, index, spaceId, plan, { rebuild, lockTimeoutMs });
            if (outcome?.result === 'indexed' && outcome.full && outcome.pages >= LARGE_REBUILD_PAGES)
                await index.afterRebuild();
            if (outcome)
                return outcome;
        }
        if (attempt >= MAX_ATTEMPTS)
            throw new shared_1.ServerError(shared_1.Status.ABORTED, 'The space changed while its search index was being written; try again');
    }
}
async function planOf(ctx, base) {
    const target = await (0, store_1.loadStoredRevision)(ctx.db, base.revisionId);
    // Every page's, not only the changed ones': a page renamed or moved changes its children's paths.
    const paths = (0, presenter_1.pagePathsOf)(await (0, queries_1.loadOutline)(ctx.db, target));
    const reusable = new Map([...(0, store_1.reusableContentsOf)(target)].flatMap(([id, entry]) => (entry.bodyHash ? [[id, entry.bodyHash]] : [])));
    if (base.full || base.from === null) {
        const pages = await (0, store_1.loadPages)(ctx.db, target);
        return { ...base, full: true, put: [...pages.values()].filter((page) => page.kind === 'document'), remove: [], reusable, paths };
    }
    const changes = await (0, store_1.changesBetweenRevisions)(ctx.db, await (0, store_1.loadStoredRevision)(ctx.db, base.from), target);
    const put = [];
    const remove = [...(changes.pages?.remove ?? [])];
    // Only document pages have text; a page that stopped being one leaves the index.
    for (const page of changes.pages?.put ?? []) {
        if (page.kind === 'document')
            put.push(page);
        else
            remove.push(page.id);
    }
    // Reusable contents that changed change the text of the pages that include them (found by one
    // query over the revision's bodies): those are indexed again too.
    const changedReusable = [...(changes.reusableContents?.put ?? []).map((entry) => entry.id), ...(changes.reusableContents?.remove ?? [])];
    if (changedReusable.length > 0) {
        const pages = await (0, store_1.loadPages)(ctx.db, target);
        const taken = new Set([...put.map((page) => page.id), ...remove]);
        const candidates = [...pages.values()].filter((page) => page.kind === 'document' && page.bodyHash && !taken.has(page.id));
        const including = await (0, reusable_1.bodiesIncluding)(ctx.pool, [...new Set(candidates.map((page) => page.bodyHash))], changedReusable);
        for (const page of candidates)
            if (including.has(page.bodyHash))
                put.push(page);
    }
    return { ...base, put, remove, reusable, paths };
}
/**
 * Writes a plan in one transaction holding the space's index row; undefined when the plan
 * is stale and must be made again. A transaction that writes nothing rolls back (the row it
 * may have created for a space indexed for the first time included).
 */
async function writePlan(ctx, index, spaceId, plan, { rebuild, lockTimeoutMs }) {
    return inTransaction(ctx.pool, async (tx) => {
        await tx.query(`SET LOCAL lock_timeout = ${Math.max(0, Math.floor(lockTimeoutMs))}`);
        const state = await (0, queries_2.lockIndexState)(tx, spaceId, plan.analysis);
        const space = await (0, queries_2.readSpaceForIndex)(tx, spaceId);
        // The space moved on (a merge committed, its language changed, it was deleted): plan again.
        if (!space || space.deleted || space.revisionId !== plan.revisionId || (0, languages_1.analysisOf)(space.language) !== plan.analysis)
            return { commit: false, value: undefined };
        const current = state.revisionId === plan.revisionId && state.analysis === plan.analysis;
        if (current && !rebuild && !(plan.full && state.rebuildRequested))
            return { commit: false, value: { result: 'unchanged', revisionId: plan.revisionId } };
        // Compare-and-set: an incremental plan applies only to the revision it was computed from.
        if (!plan.full && (state.revisionId !== plan.from || state.analysis !== plan.analysis))
            return { commit: false, value: undefined };
        if (plan.full)
            await index.removeSpace(tx, spaceId);
        else if (plan.remove.length > 0)
            await index.write(tx, { spaceId, analysis: plan.analysis, put: [], remove: plan.remove });
        let sections = 0;
        for (let offset = 0; offset < plan.put.length; offset += PAGES_PER_STEP) {
            const pages = await splitPages(ctx, plan.put.slice(offset, offset + PAGES_PER_STEP), plan.reusable);
            sections += pages.reduce((total, page) => total + page.sections.length, 0);
            await index.write(tx, { spaceId, analysis: plan.analysis, put: pages, remove: [] });
        }
        await (0, queries_2.writePagePaths)(tx, spaceId, plan.paths);
        await (0, queries_2.saveIndexState)(tx, spaceId, { revisionId: plan.revisionId, analysis: plan.analysis, rebuilt: plan.full });
        return {
            commit: true,
            value: { result: 'indexed', revisionId: plan.revisionId, full: plan.full, pages: plan.put.length, sections, removed: plan.remove.length },
        };
    });
}
/**
 * Pages with their Markdown (one query) split into sections (or split ahead), yielding to the
 * event loop as it goes. A page that includes reusable contents is split with their Markdown
 * in place (loaded in one more query per level of inclusion).
 */
async function splitPages(ctx, entries, reusable) {
    const bodies = await (0, bodies_1.getBodies)(ctx.db, entries.flatMap((entry) => (entry.bodyHash ? [entry.bodyHash] : [])));
    const included = await reusableMarkdown(ctx, [...bodies.values()], reusable);
    const pages = [];
    for (const [i, entry] of entries.entries()) {
        if (i > 0 && i % PAGES_PER_TICK === 0)
            await (0, promises_1.setImmediate)();
        const markdown = entry.bodyHash ? (bodies.get(entry.bodyHash) ?? '') : '';
        const expanded = included.size > 0 ? (0, reusable_1.expandReusableMarkdown)(markdown, (id) => included.get(id)) : markdown;
        const body = entry.bodyHash && expanded === markdown ? await (0, body_sections_1.bodySections)(entry.bodyHash, markdown) : await (0, sections_1.splitMarkdownSections)(expanded);
        pages.push({ pageId: entry.id, title: entry.title, sections: (0, sections_1.pageSections)(entry.title, body, entry.description) });
    }
    return pages;
}
/** The Markdown of the reusable contents `markdowns` include, nested ones too (by id; empty ones are absent). */
async function reusableMarkdown(ctx, markdowns, reusable) {
    const found = new Map();
    if (reusable.size === 0)
        return found;
    let wanted = markdowns.flatMap(reusable_1.includedReusableIds);
    for (let depth = 0; depth < documents_1.MAX_REUSABLE_DEPTH && wanted.length > 0; depth++) {
        const ids = [...new Set(wanted)].filter((id) => !found.has(id) && reusable.has(id));
        if (ids.length === 0)
            break;
        const bodies = await (0, bodies_1.getBodies)(ctx.db, ids.map((id) => reusable.get(id)));
        for (const id of ids)
            found.set(id, bodies.get(reusable.get(id)) ?? '');
        wanted = ids.flatMap((id) => (0, reusable_1.includedReusableIds)(found.get(id) ?? ''));
    }
    return found;
}
/**
 * Takes a deleted or purged space out of the index; false when the space is live again
 * (restored meanwhile), so that the caller indexes it instead.
 */
async function removeSpaceFromIndex(pool, index, spaceId) {
    return inTransaction(pool, async (tx) => {
        const { rows } = await tx.query('SELECT 1 FROM search_spaces WHERE space_id = $1 FOR UPDATE', [spaceId]);
        const space = await (0, queries_2.readSpaceForIndex)(tx, spaceId);
        if (space && !space.deleted)
            return { commit: false, value: false };
        if (rows.length > 0) {
            await index.removeSpace(tx, spaceId);
            await (0, queries_2.deletePagePaths)(tx, spaceId);
            await (0, queries_2.deleteIndexState)(tx, spaceId);
        }
        return { commit: true, value: true };
    });
}
/** Runs `work` in a transaction of its own connection, committed or rolled back as `work` says. */
async function inTransaction(pool, work) {
    const client = await pool.connect();
    // The connection sits idle in the transaction while pages are split: losing it then (the
    // server restarting) is an 'error' event on the client, which would end the process if
    // nobody listened. The next statement fails instead, and the connection is discarded.
    let lost;
    const onError = (error) => {
        lost = error;
    };
    client.on('error', onError);
    try {
        await client.query('BEGIN');
        const { commit, value } = await work(client);
        await client.query(commit ? 'COMMIT' : 'ROLLBACK');
        return value;
    }
    catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
    }
    finally {
        client.off('error', onError);
        client.release(lost);
    }
}
//# sourceMappingURL=space-indexer.js.map