import { contentV1 } from '@quire/proto';
import type { ContentContext } from '../context';
import { type PageScope } from '../pages/presenter';
import type { RevisionRow } from './queries';
type JsonObject = {
    [key: string]: unknown;
};
/** GitBook "GitSyncCommit" from the stored JSON, when it has the required members. */
export declare function gitCommitOf(value: unknown): JsonObject | undefined;
export type RevisionPresentation = {
    /** Whose revision this is: page `urls.app` point into the change request when it has one. */
    scope: PageScope;
    /** false leaves out the mutable Git metadata (`git` of the revision, its pages and files). */
    metadata?: boolean;
    /** false shows computed pages as their source, not as the pages they generated (pages/presenter.ts). */
    computed?: boolean;
    /** Merge revisions: the merged change request (GitBook requires it on "RevisionTypeMerge"). */
    mergedFrom?: contentV1.ChangeRequest;
};
/**
 * A revision as GitBook's "Revision": the page tree in table-of-contents order with every
 * document page's markdown (all bodies in one query), the files with signed download URLs,
 * and `type` choosing the variant.
 */
export declare function presentRevision(ctx: ContentContext, row: RevisionRow, presentation: RevisionPresentation): Promise<contentV1.Revision>;
export {};
