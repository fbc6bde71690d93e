import type { Db, Prisma } from '../db';

export const importRunSelect = {
  id: true,
  organizationId: true,
  spaceId: true,
  changeRequestId: true,
  pageId: true,
  sourceType: true,
  websiteUrl: true,
  fileIds: true,
  status: true,
  createdById: true,
  errorCode: true,
  errorMessage: true,
  createdAt: true,
  startedAt: true,
  finishedAt: true,
} as const satisfies Prisma.ImportRunSelect;

export type ImportRunRow = Prisma.ImportRunGetPayload<{ select: typeof importRunSelect }>;

export const importRunPageSelect = {
  position: true,
  sourceKey: true,
  status: true,
  pageId: true,
  errorCode: true,
  errorMessage: true,
} as const satisfies Prisma.ImportRunPageSelect;

export type ImportRunPageRow = Prisma.ImportRunPageGetPayload<{ select: typeof importRunPageSelect }>;

/** A run of the organization; null when there is none (another organization's run included). */
export function findImportRun(db: Db, organizationId: string, importRunId: string): Promise<ImportRunRow | null> {
  return db.importRun.findFirst({ where: { id: importRunId, organizationId }, select: importRunSelect });
}

/** The run's page records in the order they were recorded (at most MAX_RUN_PAGE_RECORDS). */
export function listImportRunPages(db: Db, importRunId: string): Promise<ImportRunPageRow[]> {
  return db.importRunPage.findMany({ where: { importRunId }, select: importRunPageSelect, orderBy: { position: 'asc' } });
}
