import type { Snapshot } from '../content-tree/entries';
import type { PrismaClient, TransactionClient } from '../db';
import { type RevisionChanges, type StoredRevision } from '../revision-store/store';
import { type ChangeRequestRow } from '../change-requests/queries';
export type ContentEdit<T> = {
    changes: RevisionChanges;
    /** New page bodies (sha256 hex -> markdown) the changes refer to. */
    bodies?: ReadonlyMap<string, string>;
    result: T;
};
export type EditContext = {
    tx: TransactionClient;
    changeRequest: ChangeRequestRow;
    revision: StoredRevision;
    snapshot: () => Promise<Snapshot>;
};
/**
 * Runs one content write in a change request: locks the space (mode `content`), then the change
 * request (lib/space-lock.ts; writes to one change request are serialized), refuses merged and archived ones, lets `edit` compute the changes
 * against its current revision, then writes the new revision, moves the change request to it,
 * records the author as a contributor and the page/file events, all in one transaction.
 * An edit that changes nothing writes nothing. `edit` may run more than once (writeTransaction
 * retries a deadlock victim): it computes from what the context gives it, nothing else.
 */
export declare function changeRequestEditor<T>(db: PrismaClient, input: {
    changeRequestId: string;
    actorId: string;
}, edit: (context: EditContext) => Promise<ContentEdit<T>>): Promise<T>;
