import { failedPrecondition, invalidArgument, notFound } from '@quire/shared';
import { lockChangeRequest, type ChangeRequestRow } from '../../change-requests/queries';
import { Prisma, type PrismaClient } from '../../db';
import { recordContentChanges } from '../../lib/content-events';
import { recordEvent } from '../../lib/events';
import { recordFormerPaths } from '../../lib/page-path-history';
import { writeTransaction } from '../../lib/transaction';
import { putBodies } from '../../revision-store/bodies';
import { redirectsOf } from '../../revision-store/redirects';
import { createRevision, loadSnapshot, loadStoredRevision } from '../../revision-store/store';
import { planImport } from '../import-plan';
import { knownBlobs } from '../queries';
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

type LockedSpace = { id: string; revision_id: string; edit_mode: string };

const asRecord = (value: Prisma.JsonValue): Record<string, string> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, string>) : {};

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
export function revisionWriter(db: PrismaClient, write: RevisionWrite): Promise<RevisionWritten> {
  return writeTransaction(
    db,
    async (tx) => {
      await tx.$executeRaw(Prisma.sql`SELECT pg_advisory_xact_lock(hashtextextended(${`source-write:${write.spaceId}:${write.idempotencyKey}`}, 0))`);
      const lockSpace = write.target === 'main' ? Prisma.sql`FOR NO KEY UPDATE` : Prisma.sql`FOR KEY SHARE`;
      const [space] = await tx.$queryRaw<LockedSpace[]>`
        SELECT id, revision_id, edit_mode::text AS edit_mode FROM spaces
         WHERE id = ${write.spaceId} AND organization_id = ${write.organizationId} AND deleted_at IS NULL ${lockSpace}`;
      if (!space) throw notFound('Space not found');

      const earlier = await tx.sourceWrite.findUnique({
        where: { spaceId_idempotencyKey: { spaceId: space.id, idempotencyKey: write.idempotencyKey } },
      });
      if (earlier) {
        return { revisionId: earlier.revisionId, alreadyWritten: true, pageIds: asRecord(earlier.pageIds), fileIds: asRecord(earlier.fileIds), reusableContentIds: {} };
      }

      // A locked space takes no edits from anyone, imports included; a standalone revision
      // changes nothing the space shows.
      if (space.edit_mode === 'locked' && write.target !== 'standalone') {
        throw failedPrecondition('The space is locked: its content cannot be changed');
      }

      let changeRequest: ChangeRequestRow | null = null;
      if (write.target === 'change-request') {
        changeRequest = await lockChangeRequest(tx, write.changeRequestId ?? '');
        if (!changeRequest || changeRequest.spaceId !== space.id) throw notFound('Change request not found');
        // As every change request write: a merged or archived one takes no more content.
        if (changeRequest.status === 'merged') throw invalidArgument('changeRequestId: the change request is merged and cannot be changed');
        if (changeRequest.status === 'archived') throw invalidArgument('changeRequestId: the change request is archived: reopen it before changing it');
      }
      const base = await loadStoredRevision(tx, changeRequest?.revisionId ?? space.revision_id);
      const snapshot = await loadSnapshot(tx, base);
      const blobs = await knownBlobs(tx, space.id, write.files.map((file) => file.sha256), snapshot);
      const plan = planImport({
        mode: write.mode,
        parentPageId: write.parentPageId,
        pages: write.pages,
        files: write.files,
        reusableContents: write.reusableContents,
        base: snapshot,
        blobs,
        now: new Date().toISOString(),
      });

      // REPLACE: the import's redirects are the whole set; APPEND: added to the base's.
      const redirects = write.mode === 'replace' ? {} : redirectsOf(base.redirects);
      for (const [source, key] of write.redirects) redirects[source] = plan.pageIds.get(key)!;

      await putBodies(tx, plan.bodies);
      const revision = await createRevision(tx, {
        spaceId: space.id,
        base,
        changes: plan.changes,
        type: 'edits',
        parents: [base.id],
        changeRequestId: changeRequest?.id ?? null,
        createdById: write.actingUserId,
        git: write.git,
        redirects,
      });

      if (write.target === 'main') {
        await tx.space.update({ where: { id: space.id }, data: { revisionId: revision.id } });
        await recordFormerPaths(tx, { spaceId: space.id, before: base, changes: plan.changes });
      }
      if (changeRequest) {
        const now = new Date();
        await tx.changeRequest.update({ where: { id: changeRequest.id }, data: { revisionId: revision.id, updatedAt: now } });
        if (write.actingUserId) {
          await tx.$executeRaw`
            INSERT INTO change_request_contributors (change_request_id, user_id, first_at, last_at)
            VALUES (${changeRequest.id}, ${write.actingUserId}, ${now}, ${now})
            ON CONFLICT (change_request_id, user_id) DO UPDATE SET last_at = EXCLUDED.last_at, edits = change_request_contributors.edits + 1`;
        }
      }
      if (write.target === 'standalone') {
        // The space's content did not change: only the revision is announced, no page or file
        // events (their consumers follow the main content and change requests).
        await recordEvent(tx, 'revision', 'created', {
          aggregateId: revision.id,
          organizationId: write.organizationId,
          data: {
            id: revision.id,
            spaceId: space.id,
            changeRequestId: null,
            revisionId: revision.id,
            parentRevisionId: base.id,
            actorId: write.actingUserId,
            type: 'edits',
            standalone: true,
            origin: 'source-import',
          },
        });
      } else {
        await recordContentChanges(tx, {
          organizationId: write.organizationId,
          spaceId: space.id,
          changeRequestId: changeRequest?.id ?? null,
          revisionId: revision.id,
          parentRevisionId: base.id,
          changes: plan.changes,
          added: revision.added,
          actorId: write.actingUserId,
          origin: 'source-import',
        });
      }

      const written = { revisionId: revision.id, pageIds: Object.fromEntries(plan.pageIds), fileIds: Object.fromEntries(plan.fileIds) };
      await tx.sourceWrite.create({
        data: { spaceId: space.id, idempotencyKey: write.idempotencyKey, revisionId: revision.id, pageIds: written.pageIds, fileIds: written.fileIds },
      });
      return { ...written, alreadyWritten: false, reusableContentIds: Object.fromEntries(plan.reusableContentIds) };
    },
    { timeout: 60_000, maxWait: 30_000 },
  );
}
