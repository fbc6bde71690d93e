import { startEventConsumer, type EventConsumer, type EventEnvelope, type Logger } from '@quire/shared';
import { z } from 'zod';
import { computedPagesRegenerator } from '../computed-content/commands/computed-pages-regenerator';
import type { ContentContext } from '../context';

export const SPEC_PROCESSED = 'quire.content.openapi-spec.processed';
export const REVISION_CREATED = 'quire.content.revision.created';

/** `content-computed-<database name>`: one durable per database sharing a NATS server (as search's). */
export function computedPagesDurableFor(databaseUrl: string): string {
  const database = decodeURIComponent(new URL(databaseUrl).pathname.slice(1)) || 'content';
  return `content-computed-${database.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}

// What version-result-recorder writes (openapi-specs/commands) and recordContentChanges writes.
const ZSpecProcessed = z.object({ slug: z.string().min(1), latest: z.boolean() });
const ZRevisionCreated = z.object({ spaceId: z.string().min(1), changeRequestId: z.string().nullable(), type: z.string().optional(), standalone: z.boolean().optional() });

/** The spaces recorded as holding computed pages on the spec (a superset: the regeneration checks). */
async function spacesOnSpec(ctx: ContentContext, organizationId: string, specSlug: string): Promise<string[]> {
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
export async function handleComputedPagesEvent(ctx: ContentContext, envelope: EventEnvelope, logger: Logger): Promise<void> {
  if (envelope.type === SPEC_PROCESSED) {
    const data = ZSpecProcessed.safeParse(envelope.data);
    if (!data.success || !envelope.organization) {
      logger.error({ eventId: envelope.id, type: envelope.type }, 'openapi-spec event without the expected data; skipped');
      return;
    }
    if (!data.data.latest) return;
    for (const spaceId of await spacesOnSpec(ctx, envelope.organization, data.data.slug)) {
      const outcome = await computedPagesRegenerator(ctx.db, { spaceId, specSlug: data.data.slug });
      if (outcome.result === 'written') logger.info({ spaceId, eventId: envelope.id, ...outcome }, 'computed pages regenerated');
    }
    return;
  }
  if (envelope.type === REVISION_CREATED) {
    const data = ZRevisionCreated.safeParse(envelope.data);
    if (!data.success || data.data.changeRequestId !== null || data.data.type === 'computed' || data.data.standalone) return;
    const recorded = await ctx.db.computedPageSource.findFirst({ where: { spaceId: data.data.spaceId }, select: { spaceId: true } });
    if (!recorded) return;
    const outcome = await computedPagesRegenerator(ctx.db, { spaceId: data.data.spaceId });
    if (outcome.result === 'written') logger.info({ spaceId: data.data.spaceId, eventId: envelope.id, ...outcome }, 'computed pages regenerated');
  }
}

export function startComputedPagesConsumer(
  ctx: ContentContext,
  { databaseUrl, natsUrl, logger, durable }: { databaseUrl: string; natsUrl: string; logger: Logger; durable?: string },
): EventConsumer {
  const log = logger.child({ component: 'computed-pages' });
  return startEventConsumer({
    natsUrl,
    databaseUrl,
    logger: log,
    durable: durable ?? computedPagesDurableFor(databaseUrl),
    filterSubjects: [SPEC_PROCESSED, REVISION_CREATED],
    handle: (envelope) => handleComputedPagesEvent(ctx, envelope, log),
  });
}
