"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.MAX_FORMER_PATHS_PER_SPACE = void 0;
exports.formerPathsOf = formerPathsOf;
exports.recordFormerPaths = recordFormerPaths;
const outline_1 = require("../content-tree/outline");
const store_1 = require("../revision-store/store");
/**
 * The former paths of pages (`page_path_history`, docs/content.md "For the reader"): when a new
 * revision replaces a space's main one, the paths pages had in the old revision and no page
 * has in the new one are recorded with the page that had them, so that a published URL keeps
 * leading to a page renamed or moved (ContentReaderService.ResolvePagePath). Every write that
 * moves `spaces.revision_id` calls `recordFormerPaths` in its transaction, after the space row
 * is locked (mode `main`, lib/space-lock.ts), so the writers of one space's history serialize.
 */
/** Rows kept per space; the oldest beyond it are deleted by the write that records more. */
exports.MAX_FORMER_PATHS_PER_SPACE = 10_000;
/** The slug a page asks for (outline.ts de-duplicates siblings' from it). */
const wantedSlug = (page) => (page.kind === 'link' ? '' : page.slug || (0, outline_1.slugify)(page.title));
/**
 * Whether changes can change a path: a page added or removed (a sibling's de-duplicated slug
 * may change with it), or one whose parent, position (the order decides which sibling keeps a
 * slug), kind or slug changed. Bodies, titles with a slug, descriptions and the like cannot.
 */
function movesPaths(before, changes) {
    if ((changes.remove ?? []).some((id) => before.has(id)))
        return true;
    return (changes.put ?? []).some((entry) => {
        const previous = before.get(entry.id);
        return (previous === undefined ||
            previous.parentId !== entry.parentId ||
            previous.position !== entry.position ||
            previous.kind !== entry.kind ||
            wantedSlug(previous) !== wantedSlug(entry));
    });
}
/** Path -> page id of every document and group page (link pages have no path). */
function pathsOf(pages) {
    const paths = new Map();
    (0, outline_1.walkOutline)((0, outline_1.outlineOf)({ pages, files: new Map() }), (node) => {
        if (node.path !== '' && node.entry.kind !== 'link')
            paths.set(node.path, node.entry.id);
    });
    return paths;
}
/**
 * The paths of `before` that `changes` take away from pages still in the revision (a deleted
 * page's path leads nowhere, so it is not kept), in table-of-contents order.
 */
function formerPathsOf(before, changes) {
    if (!movesPaths(before, changes))
        return [];
    const after = new Map(before);
    for (const id of changes.remove ?? [])
        after.delete(id);
    for (const entry of changes.put ?? [])
        after.set(entry.id, entry);
    const live = pathsOf(after);
    const former = [];
    for (const [path, pageId] of pathsOf(before)) {
        const page = after.get(pageId);
        if (!live.has(path) && page !== undefined && page.kind !== 'link')
            former.push([path, pageId]);
    }
    return former;
}
/**
 * Records the paths a new main revision takes away (see formerPathsOf): one upsert (a path
 * recorded before now names its latest page), then the space's oldest rows beyond
 * MAX_FORMER_PATHS_PER_SPACE are deleted. Reads the old revision's pages (cached chunks) only
 * when pages changed. Answers how many paths were recorded.
 */
async function recordFormerPaths(tx, { spaceId, before, changes }) {
    const pages = changes.pages;
    if (!pages || ((pages.put ?? []).length === 0 && (pages.remove ?? []).length === 0))
        return 0;
    // A single write taking away more paths than the bound keeps the first ones in table-of-contents order.
    const former = formerPathsOf(await (0, store_1.loadPages)(tx, before), pages).slice(0, exports.MAX_FORMER_PATHS_PER_SPACE);
    if (former.length === 0)
        return 0;
    await tx.$executeRaw `
    INSERT INTO page_path_history (space_id, path, page_id, recorded_at)
    SELECT ${spaceId}, former.path, former.page_id, now()
      FROM unnest(${former.map(([path]) => path)}::text[], ${former.map(([, pageId]) => pageId)}::text[]) AS former(path, page_id)
        ON CONFLICT (space_id, path) DO UPDATE SET page_id = EXCLUDED.page_id, recorded_at = EXCLUDED.recorded_at`;
    // Reads at most the bound's index entries of the space (space_id, recorded_at, path).
    await tx.$executeRaw `
    DELETE FROM page_path_history h
     USING (SELECT path FROM page_path_history WHERE space_id = ${spaceId}
             ORDER BY recorded_at DESC, path DESC OFFSET ${exports.MAX_FORMER_PATHS_PER_SPACE}) pruned
     WHERE h.space_id = ${spaceId} AND h.path = pruned.path`;
    return former.length;
}
//# sourceMappingURL=page-path-history.js.map