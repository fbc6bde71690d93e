import type { Db, Prisma } from '../db';
export declare const importRunSelect: {
    readonly id: true;
    readonly organizationId: true;
    readonly spaceId: true;
    readonly changeRequestId: true;
    readonly pageId: true;
    readonly sourceType: true;
    readonly websiteUrl: true;
    readonly fileIds: true;
    readonly status: true;
    readonly createdById: true;
    readonly errorCode: true;
    readonly errorMessage: true;
    readonly createdAt: true;
    readonly startedAt: true;
    readonly finishedAt: true;
};
export type ImportRunRow = Prisma.ImportRunGetPayload<{
    select: typeof importRunSelect;
}>;
export declare const importRunPageSelect: {
    readonly position: true;
    readonly sourceKey: true;
    readonly status: true;
    readonly pageId: true;
    readonly errorCode: true;
    readonly errorMessage: true;
};
export type ImportRunPageRow = Prisma.ImportRunPageGetPayload<{
    select: typeof importRunPageSelect;
}>;
/** A run of the organization; null when there is none (another organization's run included). */
export declare function findImportRun(db: Db, organizationId: string, importRunId: string): Promise<ImportRunRow | null>;
/** The run's page records in the order they were recorded (at most MAX_RUN_PAGE_RECORDS). */
export declare function listImportRunPages(db: Db, importRunId: string): Promise<ImportRunPageRow[]>;
