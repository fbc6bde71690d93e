import { type EventConsumer, type EventEnvelope, type Logger } from '@quire/shared';
import type { ContentContext } from '../context';
export declare const SPEC_PROCESSED = "quire.content.openapi-spec.processed";
export declare const REVISION_CREATED = "quire.content.revision.created";
/** `content-computed-<database name>`: one durable per database sharing a NATS server (as search's). */
export declare function computedPagesDurableFor(databaseUrl: string): string;
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
export declare function handleComputedPagesEvent(ctx: ContentContext, envelope: EventEnvelope, logger: Logger): Promise<void>;
export declare function startComputedPagesConsumer(ctx: ContentContext, { databaseUrl, natsUrl, logger, durable }: {
    databaseUrl: string;
    natsUrl: string;
    logger: Logger;
    durable?: string;
}): EventConsumer;
