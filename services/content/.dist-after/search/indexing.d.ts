import { type EventEnvelope, type Logger, type Stoppable } from '@quire/shared';
import type { ContentContext } from '../context';
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
export declare const SEARCH_CONSUMERS: readonly [{
    readonly suffix: "";
    readonly subject: "quire.content.revision.created";
}, {
    readonly suffix: "-pages";
    readonly subject: "quire.content.page.*";
}, {
    readonly suffix: "-spaces";
    readonly subject: "quire.content.space.*";
}, {
    readonly suffix: "-collections";
    readonly subject: "quire.content.collection.deleted";
}];
/** The pages a change request's new revision wrote, to split ahead; undefined for any other event. */
export declare function changeRequestPagesOf(envelope: EventEnvelope): {
    revisionId: string;
    pageIds: string[];
} | undefined;
/** The spaces whose index an event may have made stale; [] for an event search ignores. */
export declare function spacesToReindex(envelope: EventEnvelope): string[];
/** A durable belongs to one database (docs/events.md): named after it unless one is given. */
export declare function searchEventsDurableFor(databaseUrl: string): string;
/** Starts a sweep now in this process (ReindexAllSpaces), when indexing runs here. */
export declare function requestSweep(ctx: ContentContext): void;
export type SearchIndexingOptions = {
    natsUrl: string;
    databaseUrl: string;
    logger: Logger;
    /** Default: `content-search-<database name>`; the consumers are it and it with -pages, -spaces, -collections. */
    durable?: string;
    sweepIntervalMs?: number;
};
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
export declare function startSearchIndexing(ctx: ContentContext, options: SearchIndexingOptions): Stoppable;
