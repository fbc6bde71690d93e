import { type JsonObject } from '@quire/shared';
import type { PrismaClient, TransactionClient } from '../../db';
import type { ChangeRequestStatus } from '../../generated/prisma/enums';
import { type ChangeRequestRow } from '../queries';
export type ChangeRequestChanges = {
    subject?: string;
    /** A GitBook JSONDocument, already validated. */
    description?: JsonObject;
    status?: ChangeRequestStatus;
    /** A cluster id links, null unlinks (insights counts the cluster's tasks from the events). */
    conversationsIssuesCluster?: string | null;
};
/**
 * Applies `changes` to a change request locked by the caller's transaction: refuses any change
 * to a merged change request and the status moves statusChangeRefusal forbids (INVALID_ARGUMENT),
 * writes only what differs, and records `change-request.archived` when it archives, else
 * `change-request.updated`. Nothing is written (no event, same `updatedAt`) when nothing differs.
 */
export declare function applyChangeRequestChanges(tx: TransactionClient, current: ChangeRequestRow, changes: ChangeRequestChanges, actorId: string): Promise<ChangeRequestRow>;
/** Updates a change request's subject, description or status in one transaction, the space then the row locked (lib/space-lock.ts). */
export declare function changeRequestPatcher(db: PrismaClient, { changeRequestId, changes, actorId }: {
    changeRequestId: string;
    changes: ChangeRequestChanges;
    actorId: string;
}): Promise<ChangeRequestRow>;
