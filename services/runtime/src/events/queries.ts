import { decodeCursor, keysetPage, pageLimit, type Page } from '@quire/shared';
import type pg from 'pg';
import { z } from 'zod';
import { EVENT_COLUMNS, type RuntimeEventRow } from './rows';

const ZEventCursor = z.object({ createdAt: z.iso.datetime(), id: z.string().min(1).max(64) });

/**
 * An integration's finished deliveries (success or failed: GitBook's IntegrationEvent has no
 * other status), newest first, keyset on (created_at, id) served by the
 * (integration_id, created_at DESC, id DESC) index; `count` is the total.
 */
export async function listIntegrationEvents(db: pg.Pool, integrationId: string, request: { limit?: number; page?: string }): Promise<Page<RuntimeEventRow>> {
  const after = decodeCursor(request.page, ZEventCursor);
  const limit = pageLimit(request.limit);
  const values: unknown[] = [integrationId, limit + 1];
  let keyset = '';
  if (after) {
    values.push(after.createdAt, after.id);
    keyset = `AND (created_at, id) < ($3::timestamptz, $4)`;
  }
  const [rows, count] = await Promise.all([
    db.query<RuntimeEventRow>(
      `SELECT ${EVENT_COLUMNS} FROM runtime_events
       WHERE integration_id = $1 AND status IN ('success', 'failed') ${keyset}
       ORDER BY created_at DESC, id DESC LIMIT $2`,
      values,
    ),
    db.query<{ count: string }>(`SELECT count(*) FROM runtime_events WHERE integration_id = $1 AND status IN ('success', 'failed')`, [integrationId]),
  ]);
  return keysetPage(rows.rows, limit, (row) => ({ createdAt: row.created_at.toISOString(), id: row.id }), Number(count.rows[0].count));
}

/** One delivery of an integration, whatever its status; undefined when the id is another integration's or unknown. */
export async function getIntegrationEvent(db: pg.Pool, integrationId: string, eventId: string): Promise<RuntimeEventRow | undefined> {
  const { rows } = await db.query<RuntimeEventRow>(`SELECT ${EVENT_COLUMNS} FROM runtime_events WHERE integration_id = $1 AND id = $2`, [integrationId, eventId]);
  return rows[0];
}
