"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.bodySections = bodySections;
exports.prepareChangeRequestBodies = prepareChangeRequestBodies;
const bodies_1 = require("../revision-store/bodies");
const cache_budget_1 = require("../revision-store/cache-budget");
const store_1 = require("../revision-store/store");
const sections_1 = require("./sections");
/**
 * Sections of page bodies already split, by body hash (bodies are content-addressed and the
 * split depends on the Markdown alone, so an entry never goes stale). Splitting is most of
 * the work of indexing a page (about 2 ms for 2 KB of Markdown): bodies written in change
 * requests are split when their events arrive (prepareChangeRequestBodies), so that merging
 * them only writes the index. A process-local cache, bounded by its share of CONTENT_CACHE_MB
 * (../revision-store/cache-budget.ts): another replica, or a body the cache evicted, is simply
 * split again.
 *
 * Measured: about 600 bytes a section (its object, title, anchor and headings) besides the
 * bytes of its prose and code, and 200 a body: 2.5 KB for a body of 3 sections and 880
 * characters, 122 KB for 121 sections and 53,000 characters.
 */
const cache = new cache_budget_1.BudgetedCache('bodySections', (sections) => sections.reduce((size, section) => size + 600 + (0, cache_budget_1.textBytes)(section.prose) + (0, cache_budget_1.textBytes)(section.code), 200));
/** The sections of a body: from the cache, or split now (not cached: a merge or rebuild reads each body once). */
async function bodySections(bodyHash, markdown) {
    return cache.get(bodyHash) ?? (await (0, sections_1.splitMarkdownSections)(markdown));
}
/** Most pages one event makes this process split ahead (a larger change is split when merged). */
const MAX_PREPARED_PAGES = 200;
/**
 * Splits ahead the bodies of pages a change request's revision just created or updated, so
 * that merging it is quick to index. Reads only the chunks of those pages and their bodies
 * not split yet (one query). Returns how many bodies it split.
 */
async function prepareChangeRequestBodies(db, { revisionId, pageIds }) {
    if (pageIds.length === 0 || pageIds.length > MAX_PREPARED_PAGES)
        return 0;
    const revision = await (0, store_1.loadStoredRevision)(db, revisionId);
    const hashes = new Set();
    for (const pageId of pageIds) {
        const page = await (0, store_1.loadPage)(db, revision, pageId);
        if (page?.kind === 'document' && page.bodyHash && !cache.has(page.bodyHash))
            hashes.add(page.bodyHash);
    }
    if (hashes.size === 0)
        return 0;
    const bodies = await (0, bodies_1.getBodies)(db, hashes);
    for (const [hash, markdown] of bodies)
        cache.set(hash, await (0, sections_1.splitMarkdownSections)(markdown));
    return bodies.size;
}
//# sourceMappingURL=body-sections.js.map