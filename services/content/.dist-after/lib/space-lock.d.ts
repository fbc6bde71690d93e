import { Prisma, type TransactionClient } from '../db';
import type { SpaceEditMode } from '../generated/prisma/enums';
/**
 * The lock order of every transaction that writes a space's content or its change requests
 * (docs/content-core.md, "Lock order"). Each takes, in this order and skipping what it does
 * not need:
 *
 * 1. advisory locks that serialize more than one space: the organization
 *    (lib/organization-lock.ts), a source write's idempotency key (sources/);
 * 2. the row of the job it completes (a Git operation, an import run);
 * 3. the space row, with `lockSpace` below;
 * 4. the change request row, with `lockChangeRequest` (change-requests/queries.ts);
 * 5. everything else: content-addressed rows (page bodies, then revision chunks, each batch
 *    in key order), the new revision, the change request's contributors and reviewers, the
 *    space's Git sync row, outbox events.
 *
 * A transaction never locks something of an earlier step once it holds a later one, so two
 * writers can wait for each other only one way. The modes below keep the waits few: foreign
 * keys take FOR KEY SHARE on the rows they point at (every revision inserted points at its
 * space), so no writer locks a space or change request row FOR UPDATE, which would block
 * those; FOR NO KEY UPDATE serializes the writers that need it without them.
 */
export type SpaceLockMode = 
/** The write moves the space's main revision (a merge, a template, an import or Git commit on main). */
'main'
/** The write is computed from main and must not see it move (pulling main into a change request). */
 | 'read-main'
/** The write stays inside a change request: it only needs the space to exist, and to come first. */
 | 'content';
export type LockedSpace = {
    id: string;
    organizationId: string;
    revisionId: string;
    editMode: SpaceEditMode;
    mergeRules: Prisma.JsonValue;
    deletedAt: Date | null;
};
/**
 * Locks a space row until the transaction ends (step 3 of the lock order) and answers it as it
 * is now, in one statement; null when there is no such space.
 */
export declare function lockSpace(tx: TransactionClient, spaceId: string, mode: SpaceLockMode): Promise<LockedSpace | null>;
/**
 * `lockSpace` for a write that knows only its change request: locks the change request's space
 * (a change request never moves to another space, so the unlocked read of `space_id` cannot be
 * stale). Null when there is no such change request.
 */
export declare function lockSpaceOfChangeRequest(tx: TransactionClient, changeRequestId: string, mode: SpaceLockMode): Promise<LockedSpace | null>;
