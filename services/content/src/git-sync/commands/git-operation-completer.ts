import { failedPrecondition, invalidArgument, notFound, type SecretBox } from '@quire/shared';
import { gitEqual } from '../../content-tree/equality';
import type { FileEntry, PageEntry } from '../../content-tree/entries';
import type { Prisma, PrismaClient, TransactionClient } from '../../db';
import type { GitOperationStatus } from '../../generated/prisma/enums';
import { recordContentChanges } from '../../lib/content-events';
import { recordEvent } from '../../lib/events';
import { recordFormerPaths } from '../../lib/page-path-history';
import { writeTransaction } from '../../lib/transaction';
import { createRevision, loadSnapshot, storedRevisionSelect, type StoredRevision } from '../../revision-store/store';
import { gitOperationSelect, isSuperseded, paramsOf, type GitOperationRow } from '../queries';
import { commitUrlOf, redactCredentials } from '../repository-url';
import { sealedUrlContext } from './git-operation-requester';

export type GitBlobRecord = { id: string; oid: string; path: string };

export type GitOperationCompletion = {
  id: string;
  organizationId: string;
  outcome: Exclude<GitOperationStatus, 'pending'>;
  /** SUCCEEDED only. */
  commitOid: string | null;
  revisionId: string | null;
  /** FAILED or SKIPPED only. */
  errorCode: string | null;
  errorMessage: string | null;
  /** Succeeded exports: the pushed blob of each exported page and file. */
  pages: readonly GitBlobRecord[];
  files: readonly GitBlobRecord[];
};

export type GitOperationCompleted = { operation: GitOperationRow; stateUpdated: boolean; gitRevisionId: string | null };

const later = (a: Date | null, b: Date | null): Date | null => (a === null ? b : b === null ? a : a.getTime() >= b.getTime() ? a : b);

/**
 * Records how a Git operation ended, in one transaction with the operation row, then the
 * space row (FOR NO KEY UPDATE: lib/space-lock.ts), then its Git sync row locked (always in
 * that order):
 *
 * - a finished operation answers the same outcome again without change (a worker retry), and
 *   refuses another one;
 * - a success moves the space's sync state (last commit, last timestamp) unless an operation
 *   with a later timestamp was applied meanwhile and this one is not forced: the check is made
 *   here, under the lock, not only when the worker asked (GetGitOperation's `superseded`);
 * - a succeeded export that moved the state stores the commit (GitBook "GitSyncCommit",
 *   `createdByGitBook: true`) on the space's content: when the exported revision is still the
 *   current one, a new current revision with the commit and the pages' and files' pushed blobs
 *   (copy-on-write: only the chunks of those entries); when the space moved on meanwhile, on
 *   the exported revision only (`git` is mutable metadata; its pages are not the current ones);
 * - a failure's message is stored with every credential removed.
 */
export function gitOperationCompleter(db: PrismaClient, secrets: SecretBox | undefined, completion: GitOperationCompletion): Promise<GitOperationCompleted> {
  return writeTransaction(
    db,
    async (tx) => {
      const [locked] = await tx.$queryRaw<{ id: string }[]>`
        SELECT id FROM git_operations WHERE id = ${completion.id} AND organization_id = ${completion.organizationId} FOR UPDATE`;
      if (!locked) throw notFound('Git operation not found');
      const operation = await tx.gitOperation.findUniqueOrThrow({ where: { id: locked.id }, select: gitOperationSelect });
      if (operation.status !== 'pending') {
        if (operation.status === completion.outcome) return { operation, stateUpdated: false, gitRevisionId: null };
        throw failedPrecondition(`The Git operation already ended as ${operation.status}`);
      }

      const [space] = await tx.$queryRaw<{ revision_id: string; deleted_at: Date | null }[]>`
        SELECT revision_id, deleted_at FROM spaces WHERE id = ${operation.spaceId} FOR NO KEY UPDATE`;
      if (!space) throw notFound('Space not found');

      let stateUpdated = false;
      let gitRevisionId: string | null = null;
      if (completion.outcome === 'succeeded') {
        const revision = await tx.revision.findUnique({ where: { id: completion.revisionId ?? '' }, select: storedRevisionSelect });
        if (!revision || revision.spaceId !== operation.spaceId) throw invalidArgument("revisionId: not a revision of the operation's space");
        await tx.$executeRaw`INSERT INTO space_git_sync (space_id) VALUES (${operation.spaceId}) ON CONFLICT (space_id) DO NOTHING`;
        const [sync] = await tx.$queryRaw<{ last_timestamp: Date | null }[]>`
          SELECT last_timestamp FROM space_git_sync WHERE space_id = ${operation.spaceId} FOR UPDATE`;
        stateUpdated = !isSuperseded(operation, sync.last_timestamp);
        if (stateUpdated) {
          await tx.spaceGitSync.update({
            where: { spaceId: operation.spaceId },
            data: { lastTimestamp: later(sync.last_timestamp, operation.timestamp), lastCommitOid: completion.commitOid, lastOperationId: operation.id },
          });
          if (operation.kind === 'export' && space.deleted_at === null) {
            gitRevisionId = await storeExportedCommit(tx, { operation, exported: revision, currentRevisionId: space.revision_id, completion });
          }
        }
      }

      const errorMessage = completion.errorMessage === null ? null : redactCredentials(completion.errorMessage, openedUrl(secrets, operation));
      const updated = await tx.gitOperation.update({
        where: { id: operation.id },
        data: {
          status: completion.outcome,
          completedAt: new Date(),
          commitOid: completion.commitOid,
          revisionId: completion.revisionId,
          errorCode: completion.errorCode,
          errorMessage,
        },
        select: gitOperationSelect,
      });
      await recordEvent(tx, 'git-sync', 'completed', {
        aggregateId: operation.spaceId,
        organizationId: operation.organizationId,
        data: {
          operationId: operation.id,
          spaceId: operation.spaceId,
          kind: operation.kind,
          outcome: completion.outcome,
          commitOid: completion.commitOid,
          revisionId: completion.revisionId,
          gitRevisionId,
          stateUpdated,
          errorCode: completion.errorCode,
          actorId: operation.requestedById,
        },
      });
      return { operation: updated, stateUpdated, gitRevisionId };
    },
    { timeout: 60_000, maxWait: 30_000 },
  );
}

/** The operation's URL, to know which credentials to remove from a message; undefined without the key. */
function openedUrl(secrets: SecretBox | undefined, operation: GitOperationRow): URL | undefined {
  if (!secrets) return undefined;
  try {
    return new URL(secrets.open(operation.sealedUrl, sealedUrlContext(operation.id)).toString('utf8'));
  } catch {
    return undefined;
  }
}

type ExportedCommit = {
  operation: GitOperationRow;
  exported: StoredRevision;
  currentRevisionId: string;
  completion: GitOperationCompletion;
};

async function storeExportedCommit(tx: TransactionClient, { operation, exported, currentRevisionId, completion }: ExportedCommit): Promise<string> {
  const params = paramsOf(operation.params);
  const oid = completion.commitOid as string;
  const commit: Prisma.InputJsonObject = {
    oid,
    message: params.commitMessage ?? '',
    createdByGitBook: true,
    ...(params.repoCommitURL && { url: commitUrlOf(params.repoCommitURL, oid) }),
    ref: operation.ref,
  };
  if (exported.id !== currentRevisionId) {
    await tx.revision.update({ where: { id: exported.id }, data: { git: commit } });
    return exported.id;
  }

  const snapshot = await loadSnapshot(tx, exported);
  const pages: PageEntry[] = [];
  completion.pages.forEach((record, index) => {
    const entry = snapshot.pages.get(record.id);
    if (!entry) throw invalidArgument(`pages.${index}.id: no page ${record.id} in the exported revision`);
    const git = { oid: record.oid, path: record.path };
    // The path becomes the page's source key, so a later import of this commit keeps its id.
    if (!gitEqual(entry.git, git) || entry.sourceKey !== record.path) pages.push({ ...entry, git, sourceKey: record.path });
  });
  const files: FileEntry[] = [];
  completion.files.forEach((record, index) => {
    const entry = snapshot.files.get(record.id);
    if (!entry) throw invalidArgument(`files.${index}.id: no file ${record.id} in the exported revision`);
    const git = { oid: record.oid, path: record.path };
    if (!gitEqual(entry.git, git) || entry.sourceKey !== record.path) files.push({ ...entry, git, sourceKey: record.path });
  });
  const changes = { pages: { put: pages }, files: { put: files } };
  const next = await createRevision(tx, {
    spaceId: operation.spaceId,
    base: exported,
    changes,
    type: 'edits',
    parents: [exported.id],
    createdById: operation.requestedById,
    git: commit,
  });
  await tx.space.update({ where: { id: operation.spaceId }, data: { revisionId: next.id } });
  await recordFormerPaths(tx, { spaceId: operation.spaceId, before: exported, changes });
  await recordContentChanges(tx, {
    organizationId: operation.organizationId,
    spaceId: operation.spaceId,
    changeRequestId: null,
    revisionId: next.id,
    parentRevisionId: exported.id,
    changes,
    added: next.added,
    actorId: operation.requestedById,
    origin: 'git-export',
  });
  return next.id;
}
