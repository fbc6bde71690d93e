import { contentV1 } from '@quire/proto';
import { newId, notFound } from '@quire/shared';
import { Prisma, type PrismaClient } from '../../db';
import { recordRevisionDocuments } from '../../documents/queries';
import { recordEvent } from '../../lib/events';
import { changedMeanwhile, lockOrganizations } from '../../lib/organization-lock';
import { lockSiblings, positionFor } from '../../lib/positions';
import { findSpace, spaceSelect, type SpaceRow } from '../queries';

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
 * revision holding the content of the source's current revision. The source is read again
 * under the organization lock, so the copy lands where the source is now.
 */
export function spaceDuplicator(db: PrismaClient, { source, actorId }: { source: SpaceRow; actorId: string }): Promise<SpaceRow> {
  return db.$transaction(async (tx) => {
    await lockOrganizations(tx, source.organizationId);
    const current = await findSpace(tx, source.id);
    if (!current || current.deletedAt) throw notFound('Space not found');
    if (current.organizationId !== source.organizationId) throw changedMeanwhile('space');
    const group = { organizationId: current.organizationId, parentId: current.parentId };
    await lockSiblings(tx, group);
    const content = await tx.revision.findUnique({
      where: { id: current.revisionId },
      select: { pageChunks: true, fileChunks: true, pageCount: true, fileCount: true, reusableContents: true, variables: true, redirects: true },
    });
    const spaceId = newId();
    const revisionId = newId();
    const position = await positionFor(tx, group, {
      after: { type: contentV1.ContentPointerType.CONTENT_POINTER_TYPE_SPACE, space: current.id, collection: undefined },
      before: undefined,
    });
    const space = await tx.space.create({
      data: {
        id: spaceId,
        organizationId: current.organizationId,
        parentId: current.parentId,
        title: duplicateTitle(current.title),
        emoji: current.emoji,
        iconUrl: current.iconUrl,
        visibility: current.visibility,
        editMode: current.editMode,
        defaultLevel: current.defaultLevel,
        language: current.language,
        mergeRules: asJson(current.mergeRules),
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
        // The copy names the source revision's chunks (immutable, content-addressed): O(1)
        // whatever the number of pages, and the pages and files keep their ids.
        ...(content && {
          pageChunks: asJson(content.pageChunks),
          fileChunks: asJson(content.fileChunks),
          pageCount: content.pageCount,
          fileCount: content.fileCount,
          reusableContents: asJson(content.reusableContents),
          variables: asJson(content.variables),
          redirects: asJson(content.redirects),
        }),
      },
      select: { id: true },
    });
    // The copy has the source revision's documents (one statement, the chunks read in SQL).
    if (content) await recordRevisionDocuments(tx, spaceId, current.revisionId);
    // Computed pages copied with the content follow their specs in the copy too (consumers/computed-pages.ts).
    if (content) {
      await tx.$executeRaw`
        INSERT INTO computed_page_sources (organization_id, spec_slug, space_id)
        SELECT organization_id, spec_slug, ${spaceId} FROM computed_page_sources WHERE space_id = ${current.id}
        ON CONFLICT DO NOTHING`;
    }
    await recordEvent(tx, 'space', 'duplicated', {
      aggregateId: space.id,
      organizationId: space.organizationId,
      data: { id: space.id, sourceSpaceId: current.id, sourceRevisionId: current.revisionId, revisionId, actorId },
    });
    return space;
  });
}
