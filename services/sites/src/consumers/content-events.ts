import { outboxEvent, startEventConsumer, type EventEnvelope, type Logger, type Stoppable } from '@quire/shared';
import type pg from 'pg';
import { z } from 'zod';

export const CONTENT_EVENTS_DURABLE = 'sites-content-spaces';

const ZSpaceDeleted = z.object({ id: z.string() });
const ZSpaceTransferred = z.object({ id: z.string(), fromOrganizationId: z.string() });

/**
 * A space deleted or transferred out of its organization disappears from every site of that
 * organization: its site spaces are deleted (with `site-space.deleted` events), and where one
 * was a default the next one of its group takes over. Runs in the consumer's transaction,
 * which also records the event id, so a redelivery changes nothing.
 */
export async function removeSpaceFromSites(tx: pg.PoolClient, organizationId: string, spaceId: string): Promise<number> {
  const { rows } = await tx.query<{ id: string; site_id: string; section_id: string | null; is_default: boolean; position: string }>(
    `DELETE FROM site_spaces WHERE space_id = $1 AND organization_id = $2
     RETURNING id, site_id, section_id, is_default, position`,
    [spaceId, organizationId],
  );
  for (const row of rows) {
    if (row.is_default) {
      // Same rule as promoteNextSiteSpace: the next by position, else the first.
      await tx.query(
        `UPDATE site_spaces SET is_default = true WHERE id = (
           SELECT id FROM site_spaces
            WHERE site_id = $1 AND section_id IS NOT DISTINCT FROM $2
              AND NOT EXISTS (SELECT 1 FROM site_spaces d WHERE d.site_id = $1 AND d.section_id IS NOT DISTINCT FROM $2 AND d.is_default)
            ORDER BY (position > $3) DESC, position, id LIMIT 1)`,
        [row.site_id, row.section_id, row.position],
      );
    }
    const event = outboxEvent({
      service: 'sites',
      resource: 'site-space',
      verb: 'deleted',
      aggregateId: row.id,
      organizationId,
      data: { id: row.id, siteId: row.site_id, sectionId: row.section_id, reason: 'space-removed' },
    });
    await tx.query(
      `INSERT INTO outbox (id, type, subject, aggregate_id, organization_id, data, trace_parent) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [event.id, event.type, event.subject, event.aggregateId, event.organizationId, JSON.stringify(event.data), event.traceParent],
    );
  }
  return rows.length;
}

export async function handleContentEvent(envelope: EventEnvelope, tx: pg.PoolClient): Promise<void> {
  if (envelope.type === 'quire.content.space.deleted') {
    const data = ZSpaceDeleted.parse(envelope.data);
    if (envelope.organization) await removeSpaceFromSites(tx, envelope.organization, data.id);
  } else if (envelope.type === 'quire.content.space.transferred') {
    const data = ZSpaceTransferred.parse(envelope.data);
    await removeSpaceFromSites(tx, data.fromOrganizationId, data.id);
  }
}

export function startContentEventsConsumer(options: { natsUrl: string; databaseUrl: string; logger: Logger; durable?: string }): Stoppable {
  return startEventConsumer({
    natsUrl: options.natsUrl,
    databaseUrl: options.databaseUrl,
    logger: options.logger,
    durable: options.durable ?? CONTENT_EVENTS_DURABLE,
    filterSubjects: ['quire.content.space.deleted', 'quire.content.space.transferred'],
    handle: handleContentEvent,
  });
}
