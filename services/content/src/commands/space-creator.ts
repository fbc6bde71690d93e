import { newId } from '@quire/shared';
import type { PrismaClient } from '../db';
import type { SpaceEditMode } from '../generated/prisma/enums';
import { spaceSelect, type SpaceRow } from '../queries/spaces';
import { recordEvent } from './events';
import { lockSiblings, positionAtEnd } from './positions';

export type CreateSpaceInput = {
  organizationId: string;
  parentId: string | null;
  title: string;
  emoji: string | null;
  language: string | null;
  editMode: SpaceEditMode;
  actorId: string;
};

/** Creates a space at the end of its siblings, with its initial empty revision. */
export function createSpace(db: PrismaClient, input: CreateSpaceInput): Promise<SpaceRow> {
  return db.$transaction(async (tx) => {
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
