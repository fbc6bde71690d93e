import type { ComputedSourceJson, PageEntry } from '../../content-tree/entries';
import type { PrismaClient } from '../../db';
import type { PagePositionInput } from '../../pages/schemas';
import type { PageWrite } from '../../pages/commands/page-creator';
import type { GeneratedPages } from '../generation';
export type ComputedPageCreation = {
    organizationId: string;
    changeRequestId: string;
    actorId: string;
    /** Chosen before the transaction: it seeds the generated pages' ids. */
    entry: Omit<PageEntry, 'position' | 'parentId'> & {
        computed: ComputedSourceJson;
    };
    position?: PagePositionInput;
    generated: GeneratedPages;
};
/**
 * Adds a computed page and the pages it generates to a change request, in one new revision: the
 * computed page at the top level (as a group, its children the generated pages), and the space
 * recorded as one whose computed pages follow the spec (computed_page_sources), in the same
 * transaction.
 */
export declare function computedPageCreator(db: PrismaClient, input: ComputedPageCreation): Promise<PageWrite>;
