import { Prisma, type PrismaClient } from '../../db';
import type { ImportedFileInput, ImportedPageInput, ImportedReusableContentInput, WriteMode, WriteTarget } from '../schemas';
export type RevisionWrite = {
    organizationId: string;
    spaceId: string;
    idempotencyKey: string;
    target: WriteTarget;
    /** WRITE_TARGET_CHANGE_REQUEST only. */
    changeRequestId: string | null;
    mode: WriteMode;
    /** WRITE_MODE_APPEND only; null for the top level. */
    parentPageId: string | null;
    pages: readonly ImportedPageInput[];
    files: readonly ImportedFileInput[];
    /** REPLACE: the whole set of reusable contents; APPEND: added. */
    reusableContents?: readonly ImportedReusableContentInput[];
    /** GitBook "GitSyncCommit" of the revision. */
    git: Prisma.InputJsonObject | undefined;
    actingUserId: string | null;
    /** Normalized old path → imported page key (checked: each key is a page of `pages`). */
    redirects: ReadonlyMap<string, string>;
};
export type RevisionWritten = {
    revisionId: string;
    alreadyWritten: boolean;
    pageIds: Record<string, string>;
    fileIds: Record<string, string>;
    /** Empty when the key had already been written (the source write records pages and files only). */
    reusableContentIds: Record<string, string>;
};
/**
 * Writes imported pages and files as one new revision, in one transaction:
 *
 * 1. Calls with the same (space, idempotency key) are serialized by an advisory lock; a key
 *    already written answers its stored result and writes nothing (a job redone after the
 *    worker died, or two deliveries of one job at once).
 * 2. The space row is locked, then the change request's for a change request (the lock order
 *    of lib/space-lock.ts): in mode `main` for the main content (so the import serializes with
 *    merges and templates), `content` otherwise; a change request is refused when merged or
 *    archived, as every change request write. A locked space (edit mode) takes no import.
 * 3. The import is planned against the target's current revision (planImport checks every
 *    rule), the revision is written on top of it, the target moved to it (a standalone
 *    revision moves nothing), the events and the idempotency record written.
 *
 * Any refusal rolls all of it back.
 */
export declare function revisionWriter(db: PrismaClient, write: RevisionWrite): Promise<RevisionWritten>;
