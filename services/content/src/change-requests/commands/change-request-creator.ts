import { newId, notFound } from '@quire/shared';
import { Prisma, type PrismaClient } from '../../db';
import { recordEvent } from '../../lib/events';
import { writeTransaction } from '../../lib/transaction';
import { changeRequestSelect, type ChangeRequestRow } from '../queries';

export type ChangeRequestCreation = {
  spaceId: string;
  subject: string;
  /** The insights issues cluster the change request is a task of (a Quire extension). */
  conversationsIssuesCluster?: string | null;
  actorId: string;
};

/**
 * Creates a draft change request on the space's current revision. Its number comes from the
 * space's counter, incremented by an UPDATE ... RETURNING that also locks the space row until
 * the transaction ends: concurrent creations in a space get consecutive numbers, a number is
 * never given twice (a rolled back creation rolls the counter back with it), and the revision
 * read is the one a concurrent merge (which updates the same row) left. The change request
 * starts on that revision without copying anything: its first edit makes its own revision.
 * The UPDATE is the transaction's first lock, the space row (lib/space-lock.ts).
 */
export function changeRequestCreator(db: PrismaClient, input: ChangeRequestCreation): Promise<ChangeRequestRow> {
  return writeTransaction(db, async (tx) => {
    const [space] = await tx.$queryRaw<{ number: number; revision_id: string; organization_id: string }[]>(Prisma.sql`
      UPDATE spaces SET change_request_counter = change_request_counter + 1
       WHERE id = ${input.spaceId} AND deleted_at IS NULL
      RETURNING change_request_counter AS number, revision_id, organization_id`);
    if (!space) throw notFound('Space not found');
    const changeRequest = await tx.changeRequest.create({
      data: {
        id: newId(),
        spaceId: input.spaceId,
        organizationId: space.organization_id,
        number: space.number,
        status: 'draft',
        subject: input.subject,
        conversationsIssuesCluster: input.conversationsIssuesCluster ?? null,
        createdById: input.actorId,
        revisionId: space.revision_id,
        revisionInitialId: space.revision_id,
      },
      select: changeRequestSelect,
    });
    await recordEvent(tx, 'change-request', 'created', {
      aggregateId: changeRequest.id,
      organizationId: changeRequest.organizationId,
      data: {
        id: changeRequest.id,
        spaceId: changeRequest.spaceId,
        number: changeRequest.number,
        status: changeRequest.status,
        subject: changeRequest.subject,
        conversationsIssuesCluster: changeRequest.conversationsIssuesCluster,
        revisionId: changeRequest.revisionId,
        actorId: input.actorId,
      },
    });
    return changeRequest;
  });
}
