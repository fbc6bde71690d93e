import type { contentV1 } from '@quire/proto';
import type { PageEntry } from '../content-tree/entries';
import type { ContentContext } from '../context';
import { type RevisionChunks } from './queries';
/**
 * The page tree of a revision as the reader reads it (GetSpaceTrees, and the lookups of the
 * other rpcs), built once per revision and kept: a revision never changes, so the tree is never
 * invalidated (docs/content.md "For the reader"). Shared by every answer: never mutate it.
 */
export type TreeNode = {
    entry: PageEntry;
    path: string;
};
export type RevisionTree = {
    revisionId: string;
    /** Every page reachable from the top level, depth first in table-of-contents order. */
    pages: contentV1.TreePage[];
    /** The same pages by id. */
    nodes: Map<string, TreeNode>;
    /** Document and group pages by path (link pages have none). */
    byPath: Map<string, string>;
    /** The pages encoded as SpaceTree's `pages` (wire.ts): every answer sends these bytes. */
    encodedPages: Uint8Array;
};
/** How many trees were built (tests). */
export declare const treeStats: {
    builds: number;
};
/** The tree of a revision when it is already built. */
export declare const cachedTree: (revisionId: string) => RevisionTree | undefined;
/**
 * The trees of revisions by id, building those not kept yet together: whatever their number,
 * at most one query for their chunk maps (none for `known` revisions), one for the chunks no
 * cache holds, one for the front matter of their bodies and, when covers name files, one for
 * the files. A revision that does not exist is absent from the answer.
 */
export declare function loadTrees(ctx: ContentContext, revisionIds: readonly string[], known?: readonly RevisionChunks[]): Promise<Map<string, RevisionTree>>;
/** The tree of one revision (see loadTrees); undefined when the revision does not exist. */
export declare function loadTree(ctx: ContentContext, revision: RevisionChunks | string): Promise<RevisionTree | undefined>;
