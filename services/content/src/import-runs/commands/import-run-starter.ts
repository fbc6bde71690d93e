import { invalidArgument, newId, notFound } from '@quire/shared';
import { Prisma, type PrismaClient } from '../../db';
import { recordEvent } from '../../lib/events';
import { importRunSelect, type ImportRunRow } from '../queries';

export type ImportRunStart = {
  organizationId: string;
  spaceId: string;
  changeRequestId: string | null;
  pageId: string | null;
  source: { type: 'website'; url: string } | { type: 'file'; fileIds: string[] };
  actorId: string;
};

/**
 * Writes a pending run and, in the same transaction, the `source-job.requested` event the
 * git-worker's queue turns into a `website-import` job. The space (not in the trash) and the
 * change request (still taking writes) are read again under a share lock, so a deletion or
 * a merge that commits first is seen here, and one that comes after finds the run.
 */
export function importRunStarter(db: PrismaClient, input: ImportRunStart): Promise<ImportRunRow> {
  return db.$transaction(async (tx) => {
    const [space] = await tx.$queryRaw<{ id: string }[]>(Prisma.sql`
      SELECT id FROM spaces WHERE id = ${input.spaceId} AND organization_id = ${input.organizationId} AND deleted_at IS NULL FOR SHARE`);
    if (!space) throw notFound('Space not found');
    if (input.changeRequestId !== null) {
      const [changeRequest] = await tx.$queryRaw<{ status: string }[]>(Prisma.sql`
        SELECT status::text AS status FROM change_requests WHERE id = ${input.changeRequestId} FOR SHARE`);
      if (!changeRequest) throw notFound('Change request not found');
      if (changeRequest.status === 'merged' || changeRequest.status === 'archived') {
        throw invalidArgument(`target.changeRequest: the change request is ${changeRequest.status}`);
      }
    }
    const run = await tx.importRun.create({
      data: {
        id: newId(),
        organizationId: input.organizationId,
        spaceId: input.spaceId,
        changeRequestId: input.changeRequestId,
        pageId: input.pageId,
        sourceType: input.source.type,
        websiteUrl: input.source.type === 'website' ? input.source.url : null,
        fileIds: input.source.type === 'file' ? input.source.fileIds : [],
        createdById: input.actorId,
      },
      select: importRunSelect,
    });
    await recordEvent(tx, 'source-job', 'requested', {
      aggregateId: run.id,
      organizationId: run.organizationId,
      data: { jobId: run.id, kind: 'website-import', organizationId: run.organizationId, spaceId: run.spaceId },
    });
    return run;
  });
}
