import type { PrismaClient } from '../../db';
import type { DefaultLevel, SpaceEditMode } from '../../generated/prisma/enums';
import { recordEvent } from '../../lib/events';
import type { StoredMergeRules } from '../merge-rules';
import { spaceSelect, type SpaceRow } from '../queries';

export type SpaceChanges = {
  title?: string;
  emoji?: string | null;
  iconUrl?: string | null;
  editMode?: SpaceEditMode;
  defaultLevel?: DefaultLevel;
  language?: string;
  mergeRules?: StoredMergeRules;
};

export function spaceUpdater(
  db: PrismaClient,
  { spaceId, changes, actorId }: { spaceId: string; changes: SpaceChanges; actorId: string },
): Promise<SpaceRow> {
  return db.$transaction(async (tx) => {
    const space = await tx.space.update({ where: { id: spaceId }, data: changes, select: spaceSelect });
    await recordEvent(tx, 'space', 'updated', {
      aggregateId: space.id,
      organizationId: space.organizationId,
      data: { id: space.id, changes: { ...changes }, actorId },
    });
    return space;
  });
}
