import type { PrismaClient } from '../../db';
import { type CommentRow, type ScopeRef } from '../queries';
export type NewComment = {
    scope: ScopeRef;
    organizationId: string;
    markdown: string;
    pageId?: string;
    nodeId?: string;
    tableCell?: {
        record: string;
        definition: string;
    };
    actorId: string;
};
/**
 * Posts an open comment on the revision current in its scope, with the `comment.created` event.
 * A target page must be a page of that revision (read in the same transaction, so the page and
 * the recorded revision agree). Nodes and table cells are keys inside the page's document, which
 * changes with every edit: they are recorded as given, like GitBook's anchors.
 */
export declare function commentPoster(db: PrismaClient, input: NewComment): Promise<CommentRow>;
