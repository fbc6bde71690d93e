"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.SEARCH_CONSUMERS = void 0;
exports.changeRequestPagesOf = changeRequestPagesOf;
exports.spacesToReindex = spacesToReindex;
exports.searchEventsDurableFor = searchEventsDurableFor;
exports.requestSweep = requestSweep;
exports.startSearchIndexing = startSearchIndexing;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const body_sections_1 = require("./body-sections");
const space_indexer_1 = require("./commands/space-indexer");
const engine_1 = require("./engine");
const queries_1 = require("./queries");
/**
 * The content events that change what a space's index must hold: a new main revision
 * (merges and templates write `revision.created` with `changeRequestId: null`; change
 * requests' own revisions are not searched), a copy of a space, a language change, and a
 * space leaving or coming back. Pages written in change requests are split ahead (see
 * body-sections.ts).
 *
 * One durable consumer per subject: a single filter subject is filtered by the server on
 * every NATS version (several need 2.10; before, the whole stream reaches the client), so a
 * merge's event never queues behind unrelated ones.
 */
exports.SEARCH_CONSUMERS = [
    { suffix: '', subject: 'quire.content.revision.created' },
    { suffix: '-pages', subject: 'quire.content.page.*' },
    { suffix: '-spaces', subject: 'quire.content.space.*' },
    { suffix: '-collections', subject: 'quire.content.collection.deleted' },
];
const ZMainRevision = zod_1.z.object({ spaceId: zod_1.z.string().min(1), changeRequestId: zod_1.z.string().nullable() });
const ZSpace = zod_1.z.object({ id: zod_1.z.string().min(1) });
const ZSpaceUpdated = zod_1.z.object({ id: zod_1.z.string().min(1), changes: zod_1.z.record(zod_1.z.string(), zod_1.z.unknown()) });
const ZCollectionDeleted = zod_1.z.object({ trashedSpaceIds: zod_1.z.array(zod_1.z.string().min(1)) });
const ZPagesWritten = zod_1.z.object({ changeRequestId: zod_1.z.string().nullable(), revisionId: zod_1.z.string().min(1), ids: zod_1.z.array(zod_1.z.string().min(1)) });
/** The pages a change request's new revision wrote, to split ahead; undefined for any other event. */
function changeRequestPagesOf(envelope) {
    if (envelope.type !== 'quire.content.page.created' && envelope.type !== 'quire.content.page.updated')
        return undefined;
    const parsed = ZPagesWritten.safeParse(envelope.data);
    if (!parsed.success || parsed.data.changeRequestId === null)
        return undefined;
    return { revisionId: parsed.data.revisionId, pageIds: parsed.data.ids };
}
/** The spaces whose index an event may have made stale; [] for an event search ignores. */
function spacesToReindex(envelope) {
    const data = envelope.data;
    switch (envelope.type) {
        case 'quire.content.revision.created': {
            const parsed = ZMainRevision.safeParse(data);
            return parsed.success && parsed.data.changeRequestId === null ? [parsed.data.spaceId] : [];
        }
        case 'quire.content.space.updated': {
            const parsed = ZSpaceUpdated.safeParse(data);
            return parsed.success && 'language' in parsed.data.changes ? [parsed.data.id] : [];
        }
        case 'quire.content.space.duplicated':
        case 'quire.content.space.deleted':
        case 'quire.content.space.restored':
        case 'quire.content.space.purged': {
            const parsed = ZSpace.safeParse(data);
            return parsed.success ? [parsed.data.id] : [];
        }
        case 'quire.content.collection.deleted': {
            const parsed = ZCollectionDeleted.safeParse(data);
            return parsed.success ? parsed.data.trashedSpaceIds : [];
        }
        default:
            return [];
    }
}
/** A durable belongs to one database (docs/events.md): named after it unless one is given. */
function searchEventsDurableFor(databaseUrl) {
    const database = decodeURIComponent(new URL(databaseUrl).pathname.slice(1)) || 'content';
    return `content-search-${database.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}
const SWEEP_INTERVAL_MS = 5 * 60 * 1000;
/** PostgreSQL's SQLSTATE for a lock_timeout. */
const LOCK_NOT_AVAILABLE = '55P03';
const sweepers = new WeakMap();
/** Starts a sweep now in this process (ReindexAllSpaces), when indexing runs here. */
function requestSweep(ctx) {
    sweepers.get(ctx)?.request();
}
/**
 * Keeps every space's search index on its main revision:
 *
 * - durable JetStream consumers of the events above bring each named space up to date as
 *   soon as the event arrives (spaceIndexer reads the space's revision itself, so events
 *   arriving late, twice or out of order change nothing);
 * - a sweep, at start and every few minutes, catches up every space the events did not
 *   (spaces that existed before search was deployed, requested rebuilds, events of a
 *   period when no consumer ran).
 *
 * Several replicas may run both: spaceIndexer serializes on each space's index row.
 */
function startSearchIndexing(ctx, options) {
    const index = (0, engine_1.searchIndexOf)(ctx);
    const logger = options.logger.child({ component: 'search-indexing' });
    const durable = options.durable ?? searchEventsDurableFor(options.databaseUrl);
    // Indexing uses its own transactions: it is idempotent, so an event whose handling is
    // redelivered (a failed commit of `processed_events`) only finds the index current.
    const handle = async (envelope) => {
        const written = changeRequestPagesOf(envelope);
        if (written) {
            // Only saves work later: a failure (a revision of another database sharing the NATS
            // server, say) is not worth a redelivery.
            await (0, body_sections_1.prepareChangeRequestBodies)(ctx.db, written).catch((error) => logger.debug({ err: error, eventId: envelope.id }, 'search: bodies not split ahead'));
            return;
        }
        for (const spaceId of spacesToReindex(envelope)) {
            const outcome = await (0, space_indexer_1.spaceIndexer)(ctx, index, spaceId);
            if (outcome.result !== 'unchanged')
                logger.debug({ spaceId, eventId: envelope.id, ...outcome }, 'search index updated');
        }
    };
    const consumers = exports.SEARCH_CONSUMERS.map(({ suffix, subject }) => (0, shared_1.startEventConsumer)({ natsUrl: options.natsUrl, databaseUrl: options.databaseUrl, logger, durable: `${durable}${suffix}`, filterSubjects: [subject], handle }));
    const stopping = new AbortController();
    let wake;
    let requested = true;
    const intervalMs = options.sweepIntervalMs ?? SWEEP_INTERVAL_MS;
    const sweep = async () => {
        for (const spaceId of await (0, queries_1.staleSpaceIds)(ctx.pool)) {
            if (stopping.signal.aborted)
                return;
            try {
                await (0, space_indexer_1.spaceIndexer)(ctx, index, spaceId);
            }
            catch (error) {
                // One space failing must not starve the others; the next sweep tries it again. A space
                // another indexer held for longer than the lock timeout is being brought up to date.
                if (error.code === LOCK_NOT_AVAILABLE)
                    logger.info({ spaceId }, 'search sweep: space busy with another indexer; skipped');
                else
                    logger.error({ err: error, spaceId }, 'search sweep: indexing a space failed');
            }
        }
    };
    const loop = (async () => {
        while (!stopping.signal.aborted) {
            if (requested) {
                requested = false;
                await sweep().catch((error) => logger.error({ err: error }, 'search sweep failed'));
            }
            await new Promise((resolve) => {
                const timer = setTimeout(resolve, intervalMs);
                wake = () => {
                    clearTimeout(timer);
                    resolve();
                };
                if (stopping.signal.aborted)
                    wake();
            });
            requested = true;
        }
    })();
    sweepers.set(ctx, {
        request() {
            requested = true;
            wake?.();
        },
    });
    return {
        async stop() {
            sweepers.delete(ctx);
            stopping.abort();
            wake?.();
            await loop;
            await Promise.all(consumers.map((consumer) => consumer.stop()));
        },
    };
}
//# sourceMappingURL=indexing.js.map