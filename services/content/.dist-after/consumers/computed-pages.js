"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.REVISION_CREATED = exports.SPEC_PROCESSED = void 0;
exports.computedPagesDurableFor = computedPagesDurableFor;
exports.handleComputedPagesEvent = handleComputedPagesEvent;
exports.startComputedPagesConsumer = startComputedPagesConsumer;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const computed_pages_regenerator_1 = require("../computed-content/commands/computed-pages-regenerator");
exports.SPEC_PROCESSED = 'quire.content.openapi-spec.processed';
exports.REVISION_CREATED = 'quire.content.revision.created';
/** `content-computed-<database name>`: one durable per database sharing a NATS server (as search's). */
function computedPagesDurableFor(databaseUrl) {
    const database = decodeURIComponent(new URL(databaseUrl).pathname.slice(1)) || 'content';
    return `content-computed-${database.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}
// What version-result-recorder writes (openapi-specs/commands) and recordContentChanges writes.
const ZSpecProcessed = zod_1.z.object({ slug: zod_1.z.string().min(1), latest: zod_1.z.boolean() });
const ZRevisionCreated = zod_1.z.object({ spaceId: zod_1.z.string().min(1), changeRequestId: zod_1.z.string().nullable(), type: zod_1.z.string().optional(), standalone: zod_1.z.boolean().optional() });
/** The spaces recorded as holding computed pages on the spec (a superset: the regeneration checks). */
async function spacesOnSpec(ctx, organizationId, specSlug) {
    const rows = await ctx.db.computedPageSource.findMany({ where: { organizationId, specSlug }, select: { spaceId: true } });
    return rows.map((row) => row.spaceId);
}
/**
 * Keeps the pages computed pages generated current (docs/content.md "Computed pages"):
 *
 * - `openapi-spec.processed` of a version the spec now shows (`latest`): every space recorded
 *   with a computed page on that spec regenerates them from it;
 * - `revision.created` of a space's main content (a merge, an import...) of a space recorded
 *   with computed pages: they are regenerated, so a change request merged with pages generated
 *   from an older version catches up. The regeneration's own revisions (`computed`) are skipped.
 *
 * The regeneration is idempotent (a space already current writes nothing) and runs in its own
 * transactions, so a redelivered event changes nothing; a failure is thrown, and the event is
 * redelivered.
 */
async function handleComputedPagesEvent(ctx, envelope, logger) {
    if (envelope.type === exports.SPEC_PROCESSED) {
        const data = ZSpecProcessed.safeParse(envelope.data);
        if (!data.success || !envelope.organization) {
            logger.error({ eventId: envelope.id, type: envelope.type }, 'openapi-spec event without the expected data; skipped');
            return;
        }
        if (!data.data.latest)
            return;
        for (const spaceId of await spacesOnSpec(ctx, envelope.organization, data.data.slug)) {
            const outcome = await (0, computed_pages_regenerator_1.computedPagesRegenerator)(ctx.db, { spaceId, specSlug: data.data.slug });
            if (outcome.result === 'written')
                logger.info({ spaceId, eventId: envelope.id, ...outcome }, 'computed pages regenerated');
        }
        return;
    }
    if (envelope.type === exports.REVISION_CREATED) {
        const data = ZRevisionCreated.safeParse(envelope.data);
        if (!data.success || data.data.changeRequestId !== null || data.data.type === 'computed' || data.data.standalone)
            return;
        const recorded = await ctx.db.computedPageSource.findFirst({ where: { spaceId: data.data.spaceId }, select: { spaceId: true } });
        if (!recorded)
            return;
        const outcome = await (0, computed_pages_regenerator_1.computedPagesRegenerator)(ctx.db, { spaceId: data.data.spaceId });
        if (outcome.result === 'written')
            logger.info({ spaceId: data.data.spaceId, eventId: envelope.id, ...outcome }, 'computed pages regenerated');
    }
}
function startComputedPagesConsumer(ctx, { databaseUrl, natsUrl, logger, durable }) {
    const log = logger.child({ component: 'computed-pages' });
    return (0, shared_1.startEventConsumer)({
        natsUrl,
        databaseUrl,
        logger: log,
        durable: durable ?? computedPagesDurableFor(databaseUrl),
        filterSubjects: [exports.SPEC_PROCESSED, exports.REVISION_CREATED],
        handle: (envelope) => handleComputedPagesEvent(ctx, envelope, log),
    });
}
//# sourceMappingURL=computed-pages.js.map