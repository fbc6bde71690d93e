"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.computedPagesRegenerator = computedPagesRegenerator;
const shared_1 = require("@quire/shared");
const content_events_1 = require("../../lib/content-events");
const page_path_history_1 = require("../../lib/page-path-history");
const space_lock_1 = require("../../lib/space-lock");
const transaction_1 = require("../../lib/transaction");
const bodies_1 = require("../../revision-store/bodies");
const store_1 = require("../../revision-store/store");
const generation_1 = require("../generation");
const load_1 = require("../load");
/** Why a spec cannot be generated from now: its slug and the status message (a NOT_FOUND or FAILED_PRECONDITION). */
const cannotGenerate = (error) => error instanceof shared_1.ServerError && (error.code === shared_1.Status.NOT_FOUND || error.code === shared_1.Status.FAILED_PRECONDITION) ? error.details : undefined;
/**
 * What regenerating the computed pages of the space's main content changes: each computed page
 * (on `specSlug`, or all) gets the pages the newest valid version of its spec makes, the pages
 * it no longer makes are removed. A spec deleted, without a valid version or too large leaves
 * its computed pages as they are (listed in `skipped`). Reads outside any transaction: the
 * markdown of tag descriptions is parsed in the worker pool.
 */
async function plan(db, input) {
    const space = await db.space.findFirst({ where: { id: input.spaceId, deletedAt: null }, select: { revisionId: true, organizationId: true } });
    if (!space)
        return 'absent';
    const base = await (0, store_1.loadStoredRevision)(db, space.revisionId);
    const pages = await (0, store_1.loadPages)(db, base);
    const computedPages = [...pages.values()].filter(generation_1.isComputedPage).filter((page) => input.specSlug === undefined || (0, generation_1.specOfComputed)(page) === input.specSlug);
    if (computedPages.length === 0)
        return 'unchanged';
    const outlines = new Map();
    const put = [];
    const remove = [];
    const bodies = new Map();
    const skipped = [];
    const now = new Date().toISOString();
    for (const computed of computedPages) {
        const slug = (0, generation_1.specOfComputed)(computed);
        if (!outlines.has(slug)) {
            try {
                outlines.set(slug, (await (0, load_1.loadSpecOutline)(db, space.organizationId, slug)).outline);
            }
            catch (error) {
                const reason = cannotGenerate(error);
                if (reason === undefined)
                    throw error;
                outlines.set(slug, reason);
            }
        }
        const outline = outlines.get(slug);
        const previous = (0, generation_1.generatedChildren)(pages, computed.id);
        let generated;
        try {
            if (typeof outline === 'string')
                throw new shared_1.ServerError(shared_1.Status.FAILED_PRECONDITION, outline);
            generated = await (0, generation_1.generatePages)(computed, outline, previous, now);
        }
        catch (error) {
            const reason = cannotGenerate(error);
            if (reason === undefined)
                throw error;
            skipped.push(`${computed.id}: ${reason}`);
            continue;
        }
        const made = new Set(generated.pages.map((page) => page.id));
        for (const page of generated.pages)
            if (previous.get(page.id) !== page)
                put.push(page);
        for (const id of previous.keys())
            if (!made.has(id))
                remove.push(id);
        for (const [hash, markdown] of generated.bodies)
            bodies.set(hash, markdown);
    }
    const changes = { pages: { put, remove } };
    if ((0, store_1.isEmptyChange)(changes))
        return 'unchanged';
    return { baseId: base.id, organizationId: space.organizationId, changes, bodies, skipped };
}
/**
 * Brings the pages that computed pages of a space's main content generated up to date with their
 * specs, as a new revision of type `computed` written by no one (the system), with the usual
 * page events (search, links, the reader's caches and Git export follow them). Idempotent: a
 * space already current writes nothing. When the main content moved between the plan and the
 * write, the plan is made again (a few times).
 */
async function computedPagesRegenerator(db, input) {
    for (let attempt = 0; attempt < 4; attempt++) {
        const planned = await plan(db, input);
        if (planned === 'absent' || planned === 'unchanged')
            return { result: planned };
        const outcome = await (0, transaction_1.writeTransaction)(db, async (tx) => {
            const space = await (0, space_lock_1.lockSpace)(tx, input.spaceId, 'main');
            if (!space || space.deletedAt !== null)
                return { result: 'absent' };
            if (space.revisionId !== planned.baseId)
                return undefined;
            const base = await (0, store_1.loadStoredRevision)(tx, planned.baseId);
            await (0, bodies_1.putBodies)(tx, planned.bodies);
            const revision = await (0, store_1.createRevision)(tx, {
                spaceId: space.id,
                base,
                changes: planned.changes,
                type: 'computed',
                parents: [base.id],
                createdById: null,
            });
            await tx.space.update({ where: { id: space.id }, data: { revisionId: revision.id } });
            await (0, page_path_history_1.recordFormerPaths)(tx, { spaceId: space.id, before: base, changes: planned.changes });
            await (0, content_events_1.recordContentChanges)(tx, {
                organizationId: space.organizationId,
                spaceId: space.id,
                changeRequestId: null,
                revisionId: revision.id,
                parentRevisionId: base.id,
                changes: planned.changes,
                added: revision.added,
                actorId: null,
                type: 'computed',
            });
            return {
                result: 'written',
                revisionId: revision.id,
                put: planned.changes.pages?.put?.length ?? 0,
                removed: planned.changes.pages?.remove?.length ?? 0,
                skipped: planned.skipped,
            };
        });
        if (outcome)
            return outcome;
    }
    throw new Error(`computed pages of space ${input.spaceId}: the main content kept moving during regeneration`);
}
//# sourceMappingURL=computed-pages-regenerator.js.map