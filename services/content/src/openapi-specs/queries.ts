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
      select: { id: true, specId: true, organizationId: true, number: true, sourceUrl: true, sourceText: true, state: true },
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
