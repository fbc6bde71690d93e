/**
 * A tree diff of two GitBook documents (`JSONDocument`: `{object: 'document', data, nodes}`),
 * block by block: which blocks were added, removed, edited or moved. Not a text diff: blocks
 * are compared as whole values (their `key`, an editor's id, left out), lists of blocks are
 * aligned with node-diff3's longest common subsequence (the library the merge diff3-merges
 * bodies with), and a block paired with one of the same type whose children are blocks (a
 * list, a hint, tabs...) is compared child by child, so one edited list item is one change.
 */
type DocumentNode = {
    object?: string;
    type?: string;
    nodes?: unknown[];
    [key: string]: unknown;
};
export type BlockChangeKind = 'added' | 'removed' | 'edited' | 'moved';
/** Where a block is: its index at each level of the document, from the top. */
export type BlockSide = {
    path: number[];
    block: DocumentNode;
};
export type BlockChange = {
    change: BlockChangeKind;
    type: string;
    before?: BlockSide;
    after?: BlockSide;
};
/**
 * The changed blocks between two documents, in document order (removals and additions where
 * they happen); a block removed in one place and the same block added in another is one
 * `moved` change.
 */
export declare function diffDocuments(before: {
    nodes?: unknown;
}, after: {
    nodes?: unknown;
}): BlockChange[];
export {};
