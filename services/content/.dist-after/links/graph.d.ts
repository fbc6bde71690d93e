import type { FileEntry } from '../content-tree/entries';
import { type OutlineNode } from '../content-tree/outline';
import type { Db } from '../db';
import { type StoredRevision } from '../revision-store/store';
import { type PathIndex } from './paths';
/**
 * What links resolve against in one revision: its pages (by id, in table-of-contents order, by
 * body, by the paths relative links name) and files. Built from the cached outline and the
 * revision's file chunks; revisions never change, so the graphs of the last revisions read are
 * kept (shared: never mutate one).
 */
export type RevisionGraph = {
    revisionId: string;
    pages: ReadonlyMap<string, OutlineNode>;
    /** Every page, table-of-contents order. */
    ordered: readonly OutlineNode[];
    /** Every page, id order (the order of link lists). */
    byId: readonly OutlineNode[];
    /** Document pages by body hash (several pages may share a text). */
    byBody: ReadonlyMap<string, readonly OutlineNode[]>;
    linkPages: readonly OutlineNode[];
    files: ReadonlyMap<string, FileEntry>;
    paths: PathIndex;
};
export declare function loadRevisionGraph(db: Db, revision: StoredRevision): Promise<RevisionGraph>;
