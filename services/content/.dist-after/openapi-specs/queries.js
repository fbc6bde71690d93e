"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.versionSelect = exports.specSelect = void 0;
exports.findSpecBySlug = findSpecBySlug;
exports.lockSpecBySlug = lockSpecBySlug;
exports.findVersionsPage = findVersionsPage;
exports.findSpecVersion = findSpecVersion;
exports.findVersionDocument = findVersionDocument;
exports.hasDocument = hasDocument;
exports.lockVersion = lockVersion;
exports.findSpecsPage = findSpecsPage;
exports.findPublishedDocument = findPublishedDocument;
exports.findSpecsBySlugs = findSpecsBySlugs;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const db_1 = require("../db");
exports.specSelect = {
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
};
function findSpecBySlug(db, organizationId, slug) {
    return db.openAPISpec.findUnique({ where: { organizationId_slug: { organizationId, slug } }, select: exports.specSelect });
}
/**
 * The spec of (organization, slug), its row locked until the transaction ends: every change
 * of a spec (new source, visibility, a version's result) takes this lock first, so the checks
 * each makes (which version is the latest, whether a text changed) hold when it writes.
 */
async function lockSpecBySlug(tx, organizationId, slug) {
    const locked = await tx.$queryRaw(db_1.Prisma.sql `SELECT id FROM openapi_specs WHERE organization_id = ${organizationId} AND slug = ${slug} FOR UPDATE`);
    if (locked.length === 0)
        return null;
    return tx.openAPISpec.findUnique({ where: { id: locked[0].id }, select: exports.specSelect });
}
exports.versionSelect = { id: true, specId: true, organizationId: true, number: true, sourceUrl: true, createdAt: true };
const ZVersionCursor = zod_1.z.object({ number: zod_1.z.number().int().min(1) });
/**
 * One page of a spec's versions, newest first. A version of the API is a row in state `valid`
 * (the others have no document); the unique index (spec_id, number) is read backwards from the
 * cursor and the rows of other states are skipped on the way.
 */
async function findVersionsPage(db, specId, cursor, limit) {
    const after = (0, shared_1.decodeCursor)(cursor, ZVersionCursor);
    const where = { specId, state: 'valid' };
    const [rows, count] = await Promise.all([
        db.openAPISpecVersion.findMany({
            where: { ...where, ...(0, shared_1.keysetAfter)(after, [['number', 'desc']]) },
            orderBy: { number: 'desc' },
            take: limit + 1,
            select: exports.versionSelect,
        }),
        db.openAPISpecVersion.count({ where }),
    ]);
    return (0, shared_1.keysetPage)(rows, limit, (row) => ({ number: row.number }), count);
}
/**
 * A version of the spec: `versionId`, or without it the newest one (`valid_version_id`). Null
 * for a spec without a version yet, and for an id that is not a valid version of this spec.
 */
function findSpecVersion(db, spec, versionId) {
    const id = versionId ?? spec.validVersionId;
    if (id === null)
        return Promise.resolve(null);
    return db.openAPISpecVersion.findFirst({ where: { id, specId: spec.id, state: 'valid' }, select: exports.versionSelect });
}
/** The stored document (JSON text) of a valid version; null when it is gone (its spec was deleted). */
async function findVersionDocument(db, versionId) {
    const version = await db.openAPISpecVersion.findFirst({ where: { id: versionId, state: 'valid' }, select: { document: true } });
    return version?.document ?? null;
}
/** Whether a version's stored document is exactly `document` (compared in the database, not read out). */
async function hasDocument(tx, versionId, document) {
    const rows = await tx.$queryRaw(db_1.Prisma.sql `SELECT document = ${document} AS same FROM openapi_spec_versions WHERE id = ${versionId}`);
    return rows[0]?.same === true;
}
/** A version and its spec, the spec's row locked until the transaction ends; null when the spec was deleted. */
async function lockVersion(tx, versionId) {
    const locked = await tx.$queryRaw(db_1.Prisma.sql `SELECT s.id FROM openapi_specs s JOIN openapi_spec_versions v ON v.spec_id = s.id WHERE v.id = ${versionId} FOR UPDATE OF s`);
    if (locked.length === 0)
        return null;
    const [spec, version] = await Promise.all([
        tx.openAPISpec.findUnique({ where: { id: locked[0].id }, select: exports.specSelect }),
        tx.openAPISpecVersion.findUnique({
            where: { id: versionId },
            select: { id: true, specId: true, organizationId: true, number: true, sourceUrl: true, sourceText: true, state: true, processedAt: true },
        }),
    ]);
    return spec && version ? { spec, version } : null;
}
const ZSpecCursor = zod_1.z.object({ createdAt: zod_1.z.iso.datetime(), id: zod_1.z.string() });
/** One page of the organization's specs, oldest first (index on organization_id, created_at, id). */
async function findSpecsPage(db, organizationId, cursor, limit) {
    const after = (0, shared_1.decodeCursor)(cursor, ZSpecCursor);
    const [rows, count] = await Promise.all([
        db.openAPISpec.findMany({
            where: {
                organizationId,
                ...(0, shared_1.keysetAfter)(after, [['createdAt', 'asc', shared_1.toDate], ['id', 'asc']]),
            },
            orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
            take: limit + 1,
            select: exports.specSelect,
        }),
        db.openAPISpec.count({ where: { organizationId } }),
    ]);
    return (0, shared_1.keysetPage)(rows, limit, (row) => ({ createdAt: row.createdAt.toISOString(), id: row.id }), count);
}
/** The document of the newest valid version of a public spec; null for anything else. */
async function findPublishedDocument(db, organizationId, slug) {
    const rows = await db.$queryRaw(db_1.Prisma.sql `
    SELECT v.document FROM openapi_specs s JOIN openapi_spec_versions v ON v.id = s.valid_version_id
     WHERE s.organization_id = ${organizationId} AND s.slug = ${slug} AND s.visibility = 'public'`);
    return rows[0]?.document ?? null;
}
/** Specs of an organization by slug (the targets of `quire:openapi/<slug>` links), in one query. */
function findSpecsBySlugs(db, organizationId, slugs) {
    if (slugs.length === 0)
        return Promise.resolve([]);
    return db.openAPISpec.findMany({ where: { organizationId, slug: { in: [...slugs] } }, select: exports.specSelect });
}
//# sourceMappingURL=queries.js.map