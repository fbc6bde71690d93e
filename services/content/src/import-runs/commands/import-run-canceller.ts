import { invalidArgument, notFound } from '@quire/shared';
import type { PrismaClient } from '../../db';
import { importRunSelect, type ImportRunRow } from '../queries';

/**
 * Cancels a pending or running run. One conditional UPDATE decides: a completion or failure
 * the worker records at the same moment takes the same row lock, so exactly one of them wins
 * and the other sees the status it left (INVALID_ARGUMENT here, the kept `cancelled` there).
 * The worker notices the cancel within about a second and stops; what it wrote stays.
 */
export async function importRunCanceller(db: PrismaClient, input: { organizationId: string; importRunId: string }): Promise<ImportRunRow> {
  const { count } = await db.importRun.updateMany({
    where: { id: input.importRunId, organizationId: input.organizationId, status: { in: ['pending', 'in_progress'] } },
    data: { status: 'cancelled', finishedAt: new Date() },
  });
  const run = await db.importRun.findFirst({ where: { id: input.importRunId, organizationId: input.organizationId }, select: importRunSelect });
  if (!run) throw notFound('Import run not found');
  if (count === 0) {
    throw invalidArgument(run.status === 'cancelled' ? 'The import run is already cancelled' : `The import run has already finished (${run.status})`);
  }
  return run;
}
