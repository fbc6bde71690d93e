import { contentV1 } from '@quire/proto';
import { newId } from '@quire/shared';
import type { PrismaClient } from '../db';
import { Prisma } from '../db';
import { spaceSelect, type SpaceRow } from '../queries/spaces';
import { recordEvent } from './events';
import { lockSiblings, positionFor } from './positions';

const TITLE_MAX = 50;
const COPY_SUFFIX = ' (copy)';

/** "<title> (copy)", shortened to fit GitBook's 50-character space titles. */
export function duplicateTitle(title: string): string {
  const base = [...title];
  const room = TITLE_MAX - COPY_SUFFIX.length;
  return `${base.length > room ? base.slice(0, room).join('').trimEnd() : title}${COPY_SUFFIX}`;
}

const asJson = (value: Prisma.JsonValue): Prisma.InputJsonValue => (value ?? Prisma.JsonNull) as Prisma.InputJsonValue;

/**
 * Creates a copy of a space right after it: same parent and settings, and a new initial
 * revision holding the content of the source's current revision.
 */
export function duplicateSpace(db: PrismaClient, { source, actorId }: { source: SpaceRow; actorId: string }): Promise<SpaceRow> {
  return db.$transaction(async (tx) => {
    const group = { organizationId: source.organizationId, parentId: source.parentId };
    await lockSiblings(tx, group);
    const content = await tx.revision.findUnique({
      where: { id: source.revisionId },
      select: { pages: true, files: true, reusableContents: true, variables: true },
    });
    const spaceId = newId();
    const revisionId = newId();
    const position = await positionFor(tx, group, {
      after: { type: contentV1.ContentPointerType.CONTENT_POINTER_TYPE_SPACE, space: source.id, collection: undefined },
      before: undefined,
    });
    const space = await tx.space.create({
      data: {
        id: spaceId,
        organizationId: source.organizationId,
        parentId: source.parentId,
        title: duplicateTitle(source.title),
        emoji: source.emoji,
        iconUrl: source.iconUrl,
        visibility: source.visibility,
        editMode: source.editMode,
        defaultLevel: source.defaultLevel,
        language: source.language,
        mergeRules: asJson(source.mergeRules),
        revisionId,
        position,
      },
      select: spaceSelect,
    });
    await tx.revision.create({
      data: {
        id: revisionId,
        spaceId,
        type: 'edits',
        ...(content && {
          pages: asJson(content.pages),
          files: asJson(content.files),
          reusableContents: asJson(content.reusableContents),
          variables: asJson(content.variables),
        }),
      },
      select: { id: true },
    });
    await recordEvent(tx, 'space', 'duplicated', {
      aggregateId: space.id,
      organizationId: space.organizationId,
      data: { id: space.id, sourceSpaceId: source.id, sourceRevisionId: source.revisionId, revisionId, actorId },
    });
    return space;
  });
}
