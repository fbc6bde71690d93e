import type pg from 'pg';
import type { DefaultLevel } from '../generated/prisma/enums';
import { type SearchAnalysis } from './languages';
/** What the index holds for a space (`search_spaces`). */
export type IndexState = {
    revisionId: string | null;
    analysis: SearchAnalysis;
    rebuildRequested: boolean;
};
/** The index state of a space; undefined when it was never indexed. */
export declare function readIndexState(db: pg.Pool | pg.ClientBase, spaceId: string): Promise<IndexState | undefined>;
/**
 * The revision each space's index holds now (spaces never indexed are absent). Read after a
 * search, it is at least the revision the search saw (the indexer moves a space's pages and
 * its `search_spaces` row in one transaction, forward only), so every hit's page is in its
 * table of contents unless a later merge removed it.
 */
export declare function readIndexedRevisions(db: pg.Pool | pg.ClientBase, spaceIds: readonly string[]): Promise<Map<string, string>>;
/**
 * Locks the space's index state for the rest of the transaction, creating it first when the
 * space was never indexed (then `revisionId` is null until the transaction writes it):
 * replicas indexing the same space queue here.
 */
export declare function lockIndexState(tx: pg.ClientBase, spaceId: string, analysis: SearchAnalysis): Promise<IndexState>;
/** Records the revision now indexed; a rebuild from scratch also answers a requested rebuild. */
export declare function saveIndexState(tx: pg.ClientBase, spaceId: string, { revisionId, analysis, rebuilt }: {
    revisionId: string;
    analysis: SearchAnalysis;
    rebuilt: boolean;
}): Promise<void>;
export declare function deleteIndexState(tx: pg.ClientBase, spaceId: string): Promise<void>;
/** The space as the indexer needs it; undefined when it does not exist. */
export type IndexedSpace = {
    revisionId: string;
    language: string | null;
    deleted: boolean;
};
export declare function readSpaceForIndex(db: pg.Pool | pg.ClientBase, spaceId: string): Promise<IndexedSpace | undefined>;
/**
 * Spaces whose index is not what it should be: live spaces never indexed, behind their main
 * revision, indexed with another language's analysis or waiting for a requested rebuild;
 * and spaces still indexed though deleted or purged. The analysis of a language code is
 * computed as analysisOf does (languages.ts), from the same table.
 */
export declare function staleSpaceIds(db: pg.Pool): Promise<string[]>;
/** Asks for every indexed space to be rebuilt from scratch; the live spaces that will be (re)built. */
export declare function requestRebuildOfAllSpaces(db: pg.Pool): Promise<number>;
/** A live space of an organization as an organization-wide search needs it: access, title and what its index holds. */
export type OrganizationSearchSpace = {
    id: string;
    title: string;
    parentId: string | null;
    defaultLevel: DefaultLevel;
    revisionId: string;
    language: string | null;
    /** The revision and analysis the index holds; null when the space was never indexed. */
    indexedRevisionId: string | null;
    analysis: SearchAnalysis | null;
};
/**
 * The live spaces of an organization, with their index state, in one statement on the
 * (organization_id, parent_id, deleted_at, …) index: all of them, or only those directly in
 * `collectionIds` when given (a guest's: the collections their teams reach).
 */
export declare function findOrganizationSearchSpaces(db: pg.Pool, organizationId: string, only?: {
    collectionIds: readonly string[];
    spaceIds: readonly string[];
}): Promise<OrganizationSearchSpace[]>;
/** Where an indexed document page sits in its space's indexed revision (`search_page_paths`). */
export type PagePath = {
    pageId: string;
    title: string;
    path: string;
    ancestors: string[];
};
/**
 * Brings the space's page paths to `paths` (every indexed page of the revision being written):
 * only rows that differ are written, and rows of pages no longer there are deleted. Called in
 * the indexer's transaction, so the paths always describe the revision the index holds.
 */
export declare function writePagePaths(tx: pg.ClientBase, spaceId: string, paths: readonly PagePath[]): Promise<void>;
export declare function deletePagePaths(tx: pg.ClientBase, spaceId: string): Promise<void>;
/** The paths of the pages found, by space and page id (pages without a row are absent). */
export declare function readPagePaths(db: pg.Pool | pg.ClientBase, hits: readonly {
    spaceId: string;
    pageId: string;
}[]): Promise<Map<string, PagePath>>;
export declare const pagePathKey: (spaceId: string, pageId: string) => string;
