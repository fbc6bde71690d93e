import type { ContentRefJson } from '../../content-tree/entries';
import type { PrismaClient } from '../../db';
import type { PagePositionInput } from '../schemas';
import type { PageWrite } from './page-creator';
/** Fields to change: absent keeps, null removes (emoji, icon, description); parent null is the top level. */
export type PageChanges = {
    title?: string;
    slug?: string;
    emoji?: string | null;
    icon?: string | null;
    description?: string | null;
    hidden?: boolean;
    parentId?: string | null;
    position?: PagePositionInput;
    markdown?: string;
    target?: ContentRefJson;
};
/**
 * Changes a page of a change request: its fields, its body, or its place (another parent
 * and/or a position among its siblings; children move with it). Refuses what the page's kind
 * cannot hold (a body on a group or link, a target on a document or group) and moves that
 * break the tree rules. A change that changes nothing writes nothing.
 */
export declare function pageUpdater(db: PrismaClient, input: {
    changeRequestId: string;
    actorId: string;
    pageId: string;
    changes: PageChanges;
}): Promise<PageWrite>;
