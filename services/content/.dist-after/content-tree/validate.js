"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.validatePageTree = void 0;
const NONE = new Set();
/**
 * The structural rules of a page tree, each problem reported on the page that breaks it:
 * - `orphan`: `parentId` names a page that is not in the tree;
 * - `invalid-parent`: a group that is not at the top level, or any page under a link page
 *   (documents and links may sit at the top level, under documents and under groups);
 * - `cycle`: every page that is on a loop of `parentId` links (pages hanging below a loop are
 *   not reported: fixing the loop fixes them).
 *
 * O(n): pages are numbered once, then every check works on arrays; each page is walked up
 * at most once overall (a walk stops at the first page an earlier walk settled).
 */
const validatePageTree = (pages, { unresolvedParent = NONE, unresolvedKind = NONE } = {}) => {
    const problems = [];
    const entries = [...pages.values()];
    const count = entries.length;
    const indexOf = new Map();
    for (let i = 0; i < count; i++)
        indexOf.set(entries[i].id, i);
    // parentOf[i]: the parent's index, or -1 for a top-level page, an orphan, or an undecided parent.
    const parentOf = new Int32Array(count);
    for (let i = 0; i < count; i++) {
        const page = entries[i];
        parentOf[i] = -1;
        if (page.parentId === null || (unresolvedParent.size > 0 && unresolvedParent.has(page.id)))
            continue;
        const p = indexOf.get(page.parentId);
        if (p === undefined) {
            problems.push({ id: page.id, reason: 'orphan' });
            continue;
        }
        parentOf[i] = p;
        const parent = entries[p];
        const groupNotTop = page.kind === 'group' && !unresolvedKind.has(page.id);
        const underLink = parent.kind === 'link' && !unresolvedKind.has(parent.id);
        if (groupNotTop || underLink)
            problems.push({ id: page.id, reason: 'invalid-parent' });
    }
    const UNSEEN = 0;
    const WALKING = 1;
    const SETTLED = 2;
    const state = new Uint8Array(count);
    const positionInWalk = new Int32Array(count);
    const walk = [];
    for (let start = 0; start < count; start++) {
        if (state[start] !== UNSEEN)
            continue;
        for (let i = start; i !== -1; i = parentOf[i]) {
            if (state[i] === SETTLED)
                break;
            if (state[i] === WALKING) {
                for (let k = positionInWalk[i]; k < walk.length; k++)
                    problems.push({ id: entries[walk[k]].id, reason: 'cycle' });
                break;
            }
            state[i] = WALKING;
            positionInWalk[i] = walk.length;
            walk.push(i);
        }
        for (const i of walk)
            state[i] = SETTLED;
        walk.length = 0;
    }
    return problems;
};
exports.validatePageTree = validatePageTree;
//# sourceMappingURL=validate.js.map