import type { ComputedSourceJson, PageEntry } from '../../content-tree/entries';
import type { PrismaClient } from '../../db';
import { changeRequestEditor } from '../../lib/change-request-editor';
import { loadPages } from '../../revision-store/store';
import { checkParent, placePage } from '../../pages/placement';
import type { PagePositionInput } from '../../pages/schemas';
import type { PageWrite } from '../../pages/commands/page-creator';
import type { GeneratedPages } from '../generation';

export type ComputedPageCreation = {
  organizationId: string;
  changeRequestId: string;
  actorId: string;
  /** Chosen before the transaction: it seeds the generated pages' ids. */
  entry: Omit<PageEntry, 'position' | 'parentId'> & { computed: ComputedSourceJson };
  position?: PagePositionInput;
  generated: GeneratedPages;
};

/**
 * Adds a computed page and the pages it generates to a change request, in one new revision: the
 * computed page at the top level (as a group, its children the generated pages), and the space
 * recorded as one whose computed pages follow the spec (computed_page_sources), in the same
 * transaction.
 */
export function computedPageCreator(db: PrismaClient, input: ComputedPageCreation): Promise<PageWrite> {
  return changeRequestEditor(db, { changeRequestId: input.changeRequestId, actorId: input.actorId }, async ({ tx, revision }) => {
    const pages = await loadPages(tx, revision);
    checkParent(pages, { kind: 'group' }, null);
    const { position, rekeyed } = placePage(pages, null, undefined, input.position);
    const entry: PageEntry = { ...input.entry, parentId: null, position };
    const put = [...rekeyed, entry, ...input.generated.pages];
    for (const page of put) pages.set(page.id, page);
    await tx.computedPageSource.createMany({
      data: [{ organizationId: input.organizationId, specSlug: input.entry.computed.dependencies.spec.ref.spec, spaceId: revision.spaceId }],
      skipDuplicates: true,
    });
    return { changes: { pages: { put } }, bodies: input.generated.bodies, result: { pages, pageId: entry.id } };
  });
}
