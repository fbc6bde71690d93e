import { ServerError } from '@quire/shared';
import { type TransactionClient } from '../db';
/**
 * Serializes, until the transaction ends, every write that changes which collection holds a
 * collection or space, or which organization holds them: creates with a parent, moves,
 * transfers, duplicates, restores and deletes. Each takes the lock of the organizations it
 * touches (both for a transfer), always in id order so that two transfers between the same
 * organizations cannot deadlock, and before any sibling lock (lib/positions.ts). Once it holds
 * the lock, the command reads again what it checks (the item, the destination, its ancestors),
 * so that a concurrent move or transfer cannot make a cycle or a parent in another
 * organization.
 */
export declare function lockOrganizations(tx: TransactionClient, ...organizationIds: string[]): Promise<void>;
/** The item left the organization (a concurrent transfer) between the handler's read and the lock: 409, to retry. */
export declare const changedMeanwhile: (resource: string) => ServerError;
