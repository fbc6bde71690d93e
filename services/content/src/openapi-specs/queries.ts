import { decodeCursor, keysetAfter, keysetPage, type Page, toDate } from '@quire/shared';
import { z } from 'zod';
import { Prisma, type Db, type TransactionClient } from '../db';

export const specSelect = {
  id: true,
  organizationId: true,
  slug: true,
  visibility: true,
  sourceUrl: true,
  processingState: true,
  lastVersionId: true,
  versionCount: true,
  lastProcessedAt: true,
  lastProcessErrorCode: true,
  lastProcessedErrors: true,
  validVersionId: true,
  validVersionNumber: true,
  createdAt: true,
  updatedAt: true,
} as const satisfies Prisma.OpenAPISpecSelect;

export type SpecRow = Prisma.OpenAPISpecGetPayload<{ select: typeof specSelect }>;

export function findSpecBySlug(db: Db, organizationId: string, slug: string): Promise<SpecRow | null> {
  return db.openAPISpec.findUnique({ where: { organizationId_slug: { organizationId, slug } }, select: specSelect });
}

/**
 * The spec of (organization, slug), its row locked until the transaction ends: every change
 * of a spec (new source, visibility, a version's result) takes this lock first, so the checks
 * each makes (which version is the latest, whether a text changed) hold when it writes.
 */
export async function lockSpecBySlug(tx: TransactionClient, organizationId: string, slug: string): Promise<SpecRow | null> {
  const locked = await tx.$queryRaw<{ id: string }[]>(
    Prisma.sql`SELECT id FROM openapi_specs WHERE organization_id = ${organizationId} AND slug = ${slug} FOR UPDATE`,
  );
  if (locked.length === 0) return null;
  return tx.openAPISpec.findUnique({ where: { id: locked[0].id }, select: specSelect });
}

export const versionSelect = { id: true, specId: true, organizationId: true, number: true, sourceUrl: true, createdAt: true } as const satisfies Prisma.OpenAPISpecVersionSelect;

/** A version as the versions API shows it (never its document, which can be 16 MiB). */
export type VersionRow = Prisma.OpenAPISpecVersionGetPayload<{ select: typeof versionSelect }>;

const ZVersionCursor = z.object({ number: z.number().int().min(1) });

/**
 * One page of a spec's versions, newest first. A version of the API is a row in state `valid`
 * (the others have no document); the unique index (spec_id, number) is read backwards from the
 * cursor and the rows of other states are skipped on the way.
 */
export async function findVersionsPage(db: Db, specId: string, cursor: string | undefined, limit: number): Promise<Page<VersionRow>> {
  const after = decodeCursor(cursor, ZVersionCursor);
  const where = { specId, state: 'valid' as const };
  const [rows, count] = await Promise.all([
    db.openAPISpecVersion.findMany({
      where: { ...where, ...keysetAfter(after, [['number', 'desc']]) },
      orderBy: { number: 'desc' },
      take: limit + 1,
      select: versionSelect,
    }),
    db.openAPISpecVersion.count({ where }),
  ]);
  return keysetPage(rows, limit, (row) => ({ number: row.number }), count);
}

/**
 * A version of the spec: `versionId`, or without it the newest one (`valid_version_id`). Null
 * for a spec without a version yet, and for an id that is not a valid version of this spec.
 */
export function findSpecVersion(db: Db, spec: Pick<SpecRow, 'id' | 'validVersionId'>, versionId: string | undefined): Promise<VersionRow | null> {
  const id = versionId ?? spec.validVersionId;
  if (id === null) return Promise.resolve(null);
  return db.openAPISpecVersion.findFirst({ where: { id, specId: spec.id, state: 'valid' }, select: versionSelect });
}

/** The stored document (JSON text) of a valid version; null when it is gone (its spec was deleted). */
export async function findVersionDocument(db: Db, versionId: string): Promise<string | null> {
  const version = await db.openAPISpecVersion.findFirst({ where: { id: versionId, state: 'valid' }, select: { document: true } });
  return version?.document ?? null;
}

/** Whether a version's stored document is exactly `document` (compared in the database, not read out). */
export async function hasDocument(tx: TransactionClient, versionId: string, document: string): Promise<boolean> {
  const rows = await tx.$queryRaw<{ same: boolean | null }[]>(
    Prisma.sql`SELECT document = ${document} AS same FROM openapi_spec_versions WHERE id = ${versionId}`,
  );
  return rows[0]?.same === true;
}

/** A version and its spec, the spec's row locked until the transaction ends; null when the spec was deleted. */
export async function lockVersion(tx: TransactionClient, versionId: string) {
  const locked = await tx.$queryRaw<{ id: string }[]>(
    Prisma.sql`SELECT s.id FROM openapi_specs s JOIN openapi_spec_versions v ON v.spec_id = s.id WHERE v.id = ${versionId} FOR UPDATE OF s`,
  );
  if (locked.length === 0) return null;
  const [spec, version] = await Promise.all([
    tx.openAPISpec.findUnique({ where: { id: locked[0].id }, select: specSelect }),
    tx.openAPISpecVersion.findUnique({
      where: { id: versionId },
      select: { id: true, specId: true, organizationId: true, number: true, sourceUrl: true, sourceText: true, state: true, processedAt: true },
    }),
  ]);
  return spec && version ? { spec, version } : null;
}

const ZSpecCursor = z.object({ createdAt: z.iso.datetime(), id: z.string() });

/** One page of the organization's specs, oldest first (index on organization_id, created_at, id). */
export async function findSpecsPage(db: Db, organizationId: string, cursor: string | undefined, limit: number): Promise<Page<SpecRow>> {
  const after = decodeCursor(cursor, ZSpecCursor);
  const [rows, count] = await Promise.all([
    db.openAPISpec.findMany({
      where: {
        organizationId,
        ...keysetAfter(after, [['createdAt', 'asc', toDate], ['id', 'asc']]),
      },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      take: limit + 1,
      select: specSelect,
    }),
    db.openAPISpec.count({ where: { organizationId } }),
  ]);
  return keysetPage(rows, limit, (row) => ({ createdAt: row.createdAt.toISOString(), id: row.id }), count);
}

/** The document of the newest valid version of a public spec; null for anything else. */
export async function findPublishedDocument(db: Db, organizationId: string, slug: string): Promise<string | null> {
  const rows = await db.$queryRaw<{ document: string | null }[]>(Prisma.sql`
    SELECT v.document FROM openapi_specs s JOIN openapi_spec_versions v ON v.id = s.valid_version_id
     WHERE s.organization_id = ${organizationId} AND s.slug = ${slug} AND s.visibility = 'public'`);
  return rows[0]?.document ?? null;
}

/** Specs of an organization by slug (the targets of `quire:openapi/<slug>` links), in one query. */
export function findSpecsBySlugs(db: Db, organizationId: string, slugs: readonly string[]): Promise<SpecRow[]> {
  if (slugs.length === 0) return Promise.resolve([]);
  return db.openAPISpec.findMany({ where: { organizationId, slug: { in: [...slugs] } }, select: specSelect });
}
