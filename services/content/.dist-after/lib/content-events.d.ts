import type { TransactionClient } from '../db';
import type { RevisionChanges } from '../revision-store/store';
export type ContentChangeFacts = {
    organizationId: string;
    spaceId: string;
    /** The change request whose revision moved; null for the space's main content. */
    changeRequestId: string | null;
    revisionId: string;
    parentRevisionId: string | null;
    changes: RevisionChanges;
    /** Ids that were not in the parent revision (createRevision's `added`). */
    added: {
        pages: readonly string[];
        files: readonly string[];
    };
    actorId: string | null;
    /** The revision's type (edits, merge, update...). */
    type?: string;
    /**
     * What wrote it when it was not a user's edit: `source-import` (content from outside,
     * src/sources) or `git-export` (the Git metadata of an export). Consumers that react to
     * content changes by writing outside (a Git export) skip their own echo.
     */
    origin?: 'source-import' | 'git-export';
};
/**
 * `revision.created`, then one `page.created|updated|deleted` and `file.created|updated|deleted`
 * event per kind of change, each listing the ids of that revision (search, links and the Git
 * worker consume them). Written in the transaction that writes the revision.
 */
export declare function recordContentChanges(tx: TransactionClient, facts: ContentChangeFacts): Promise<void>;
