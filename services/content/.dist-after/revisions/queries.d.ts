import type { Db, Prisma } from '../db';
/** What presenting a revision needs: the store's columns and the revision's own facts. */
export declare const revisionSelect: {
    readonly parentId: true;
    readonly parents: true;
    readonly type: true;
    readonly changeRequestId: true;
    readonly git: true;
    readonly createdAt: true;
    readonly id: true;
    readonly spaceId: true;
    readonly pageChunks: true;
    readonly fileChunks: true;
    readonly pageCount: true;
    readonly fileCount: true;
    readonly reusableContents: true;
    readonly variables: true;
    readonly redirects: true;
};
export type RevisionRow = Prisma.RevisionGetPayload<{
    select: typeof revisionSelect;
}>;
/** Whether a revision is of the main content's history: no change request owns it (a merge names the one it merged). */
export declare const isMainHistory: (revision: Pick<RevisionRow, "type" | "changeRequestId">) => boolean;
/** A revision of the given space, or null (also when it belongs to another space). */
export declare function findRevision(db: Db, spaceId: string, revisionId: string): Promise<RevisionRow | null>;
