"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.wouldCreateCycle = exports.descendantsOf = exports.nodeByPath = exports.pageByPath = exports.walkOutline = exports.outlineOf = exports.childrenIndex = exports.compareSiblings = exports.slugify = void 0;
const MAX_SLUG_LENGTH = 100;
/** Letters NFKD does not decompose into an ASCII base letter. */
const FOLDS = {
    ß: 'ss',
    æ: 'ae',
    œ: 'oe',
    ø: 'o',
    đ: 'd',
    ð: 'd',
    ħ: 'h',
    ı: 'i',
    ł: 'l',
    þ: 'th',
    ŧ: 't',
};
/**
 * A URL slug for a title: lowercase, diacritics folded to ASCII, every run of other characters
 * turned into one '-', no leading or trailing '-', at most 100 characters, never empty ('page').
 */
const slugify = (title) => {
    const folded = title
        .toLowerCase()
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/[ßæœøđðħıłþŧ]/g, (ch) => FOLDS[ch]);
    const slug = folded
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+/, '')
        .slice(0, MAX_SLUG_LENGTH)
        .replace(/-+$/, '');
    return slug === '' ? 'page' : slug;
};
exports.slugify = slugify;
/** Table-of-contents order among siblings: `position` byte-wise, ties by id. */
const compareSiblings = (a, b) => a.position < b.position ? -1 : a.position > b.position ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
exports.compareSiblings = compareSiblings;
/** Pages by parent id (null for the top level), each list in table-of-contents order. */
const childrenIndex = (snapshot) => {
    const index = new Map();
    for (const page of snapshot.pages.values()) {
        const siblings = index.get(page.parentId);
        if (siblings)
            siblings.push(page);
        else
            index.set(page.parentId, [page]);
    }
    for (const siblings of index.values())
        siblings.sort(exports.compareSiblings);
    return index;
};
exports.childrenIndex = childrenIndex;
/**
 * Slugs for one list of siblings, in order: the first page with a slug keeps it, later ones get
 * `-2`, `-3`... skipping any suffix another sibling already uses as its own slug.
 */
const dedupeSlugs = (siblings) => {
    const wanted = siblings.map((page) => (page.kind === 'link' ? '' : page.slug || (0, exports.slugify)(page.title)));
    const preferred = new Set(wanted);
    const taken = new Set();
    return wanted.map((slug) => {
        if (slug === '')
            return '';
        if (!taken.has(slug)) {
            taken.add(slug);
            return slug;
        }
        let n = 2;
        while (taken.has(`${slug}-${n}`) || preferred.has(`${slug}-${n}`))
            n++;
        const unique = `${slug}-${n}`;
        taken.add(unique);
        return unique;
    });
};
/**
 * The page tree in table-of-contents order. Pages that cannot be reached from the top level
 * (an absent parent, or a loop of parents) are left out: a stored revision never has them,
 * and a merge that would produce them reports a conflict instead.
 */
const outlineOf = (snapshot) => {
    const index = (0, exports.childrenIndex)(snapshot);
    const roots = [];
    // Iterative, so that a very deep tree cannot overflow the call stack.
    const stack = [
        { parentId: null, parentPath: '', into: roots },
    ];
    while (stack.length > 0) {
        const { parentId, parentPath, into } = stack.pop();
        const siblings = index.get(parentId) ?? [];
        const slugs = dedupeSlugs(siblings);
        siblings.forEach((entry, i) => {
            const path = slugs[i] === '' ? '' : parentPath === '' ? slugs[i] : `${parentPath}/${slugs[i]}`;
            const node = { entry, path, children: [] };
            into.push(node);
            // A link page never has children; the tree rules keep it that way.
            if (entry.kind !== 'link')
                stack.push({ parentId: entry.id, parentPath: path, into: node.children });
        });
    }
    return roots;
};
exports.outlineOf = outlineOf;
/** Calls `visit` on every node in table-of-contents order (parents before children). */
const walkOutline = (nodes, visit) => {
    const stack = [...nodes].reverse();
    while (stack.length > 0) {
        const node = stack.pop();
        visit(node);
        for (let i = node.children.length - 1; i >= 0; i--)
            stack.push(node.children[i]);
    }
};
exports.walkOutline = walkOutline;
/** The document or group page at `path` (leading and trailing slashes ignored). */
const pageByPath = (snapshot, path) => (0, exports.nodeByPath)((0, exports.outlineOf)(snapshot), path);
exports.pageByPath = pageByPath;
/** `pageByPath` in an outline already built. */
const nodeByPath = (outline, path) => {
    const wanted = path.replace(/^\/+|\/+$/g, '');
    if (wanted === '')
        return undefined;
    // Only the branch whose path is a prefix of the wanted one is descended into.
    let level = outline;
    for (;;) {
        const next = level.find((node) => node.path !== '' && (node.path === wanted || wanted.startsWith(`${node.path}/`)));
        if (!next)
            return undefined;
        if (next.path === wanted)
            return next;
        level = next.children;
    }
};
exports.nodeByPath = nodeByPath;
/** Ids of every page below `pageId`, in table-of-contents order (the page itself excluded). */
const descendantsOf = (snapshot, pageId) => {
    const index = (0, exports.childrenIndex)(snapshot);
    const out = [];
    const seen = new Set([pageId]);
    const stack = [...(index.get(pageId) ?? [])].reverse();
    while (stack.length > 0) {
        const page = stack.pop();
        // Guard against a corrupt loop of parents.
        if (seen.has(page.id))
            continue;
        seen.add(page.id);
        out.push(page.id);
        const children = index.get(page.id) ?? [];
        for (let i = children.length - 1; i >= 0; i--)
            stack.push(children[i]);
    }
    return out;
};
exports.descendantsOf = descendantsOf;
/**
 * Whether making `newParentId` the parent of `pageId` would put the page on a loop: the new
 * parent is the page itself or one of its descendants. Also true when the new parent's own
 * chain of parents already loops (the page could then never be reached from the top level).
 */
const wouldCreateCycle = (snapshot, pageId, newParentId) => {
    const seen = new Set();
    let current = newParentId;
    while (current !== null) {
        if (current === pageId || seen.has(current))
            return true;
        seen.add(current);
        const entry = snapshot.pages.get(current);
        if (!entry)
            return false;
        current = entry.parentId;
    }
    return false;
};
exports.wouldCreateCycle = wouldCreateCycle;
//# sourceMappingURL=outline.js.map