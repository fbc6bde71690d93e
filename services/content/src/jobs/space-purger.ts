import { runEvery } from '@quire/shared';
import { Prisma, type PrismaClient } from '../db';
import { SPACE_RETENTION_MS } from '../spaces/policy';
import { recordEvents } from '../lib/events';

const BATCH_SIZE = 500;

type PurgedRow = { id: string; organization_id: string; deleted_at: Date };

/**
 * Permanently deletes spaces deleted more than 7 days before `now`, with their revisions,
 * links, change requests and comments (foreign keys cascade), in batches of 500: each batch
 * and its `space.purged` events commit together. Resolves to how many spaces were purged.
 */
export async function purgeDeletedSpaces(db: PrismaClient, { now = new Date() }: { now?: Date } = {}): Promise<number> {
  const cutoff = new Date(now.getTime() - SPACE_RETENTION_MS);
  let purged = 0;
  for (;;) {
    const batch = await db.$transaction(async (tx) => {
      // One statement picks and deletes, so a restore racing with it either wins (the row no
      // longer matches) or waits; SKIP LOCKED lets two purgers share the work.
      const rows = await tx.$queryRaw<PurgedRow[]>(Prisma.sql`
        DELETE FROM spaces WHERE id IN (
          SELECT id FROM spaces WHERE deleted_at < ${cutoff}
          ORDER BY deleted_at LIMIT ${BATCH_SIZE} FOR UPDATE SKIP LOCKED
        )
        RETURNING id, organization_id, deleted_at`);
      await recordEvents(
        tx,
        'space',
        'purged',
        rows.map((row) => ({
          aggregateId: row.id,
          organizationId: row.organization_id,
          data: { id: row.id, deletedAt: row.deleted_at.toISOString() },
        })),
      );
      return rows.length;
    });
    purged += batch;
    if (batch < BATCH_SIZE) return purged;
  }
}

/** Runs the purge every `intervalMs` (and once at start); errors are logged, never thrown. */
export function schedulePurge(
  db: PrismaClient,
  { intervalMs, onError, onPurged }: { intervalMs: number; onError: (error: unknown) => void; onPurged: (count: number) => void },
): { stop(): Promise<void> } {
  return runEvery(
    async () => {
      const count = await purgeDeletedSpaces(db);
      if (count > 0) onPurged(count);
    },
    intervalMs,
    onError,
  );
}
