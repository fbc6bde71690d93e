import type { ContentContext } from '../context';
import { type ReaderRevisionRow } from './queries';
import { type RevisionTree } from './trees';
/**
 * A revision of a live space of the organization (see findSpaceRevision) and its tree, in one
 * statement when the tree is kept (the reader asks about the revisions GetSpaceTrees gave it).
 * NOT_FOUND otherwise, saying nothing of why.
 */
export declare function loadReaderRevision(ctx: ContentContext, input: {
    organizationId: string;
    spaceId: string;
    revisionId: string;
    path?: string;
}): Promise<{
    revision: ReaderRevisionRow;
    tree: RevisionTree;
}>;
