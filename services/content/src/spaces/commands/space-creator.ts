import { newId } from '@quire/shared';
import { checkDestination } from '../../access/destination';
import type { PrismaClient } from '../../db';
import type { SpaceEditMode } from '../../generated/prisma/enums';
import { recordEvent } from '../../lib/events';
import { lockOrganizations } from '../../lib/organization-lock';
import { lockSiblings, positionAtEnd } from '../../lib/positions';
import { spaceSelect, type SpaceRow } from '../queries';

export type SpaceCreation = {
  organizationId: string;
  parentId: string | null;
  title: string;
  emoji: string | null;
  language: string | null;
  editMode: SpaceEditMode;
  actorId: string;
};

/**
 * Creates a space at the end of its siblings, with its initial empty revision. Inside a
 * collection, the parent is checked again under the organization lock (a concurrent transfer
 * or delete may have taken it away).
 */
export function spaceCreator(db: PrismaClient, input: SpaceCreation): Promise<SpaceRow> {
  return db.$transaction(async (tx) => {
    if (input.parentId !== null) {
      await lockOrganizations(tx, input.organizationId);
      await checkDestination(tx, { organizationId: input.organizationId, parentId: input.parentId, missingParent: 'not-found', addedDepth: 0 });
    }
    const group = { organizationId: input.organizationId, parentId: input.parentId };
    await lockSiblings(tx, group);
    const spaceId = newId();
    const revisionId = newId();
    const space = await tx.space.create({
      data: {
        id: spaceId,
        organizationId: input.organizationId,
        parentId: input.parentId,
        title: input.title,
        emoji: input.emoji,
        language: input.language,
        editMode: input.editMode,
        revisionId,
        position: await positionAtEnd(tx, group),
      },
      select: spaceSelect,
    });
    await tx.revision.create({ data: { id: revisionId, spaceId, type: 'edits' }, select: { id: true } });
    await recordEvent(tx, 'space', 'created', {
      aggregateId: space.id,
      organizationId: space.organizationId,
      data: { id: space.id, parentId: space.parentId, title: space.title, revisionId, actorId: input.actorId },
    });
    return space;
  });
}
