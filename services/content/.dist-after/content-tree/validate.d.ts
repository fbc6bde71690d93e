import type { PageEntry } from './entries';
export type TreeProblemReason = 'orphan' | 'cycle' | 'invalid-parent';
export type TreeProblem = {
    id: string;
    reason: TreeProblemReason;
};
export type ValidateTreeOptions = {
    /**
     * Pages whose parent is not decided (a merge conflict on `parentId`): their parent edge is
     * ignored, so they are neither orphans, nor misplaced, nor part of a cycle.
     */
    unresolvedParent?: ReadonlySet<string>;
    /** Pages whose kind is not decided: rules that depend on their kind are skipped. */
    unresolvedKind?: ReadonlySet<string>;
};
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
export declare const validatePageTree: (pages: ReadonlyMap<string, PageEntry>, { unresolvedParent, unresolvedKind }?: ValidateTreeOptions) => TreeProblem[];
