import { decodeCursor, keysetAfter, keysetPage, toDate, type Page } from '@quire/shared';
import type { PrismaClient } from '../db';
import type { AuditEvent } from '../generated/prisma/client';
import { ZAuditCursor } from './validation';

export type AuditEventFilters = { from?: Date; to?: Date; action?: string; actor?: string; target?: string };

const ORDER = [
  ['occurredAt', 'desc', toDate],
  ['id', 'desc'],
] as const;

/**
 * One page of an organization's audit events, newest first, by keyset on (occurred_at, id):
 * each filter has an index in that order (organization_id, <filter>, occurred_at, id), so a
 * deep page costs what the first costs.
 */
export async function listAuditEventsPage(
  db: PrismaClient,
  organizationId: string,
  filters: AuditEventFilters,
  cursor: string | undefined,
  limit: number,
): Promise<Page<AuditEvent>> {
  const after = decodeCursor(cursor, ZAuditCursor);
  const where = {
    organizationId,
    ...((filters.from || filters.to) && { occurredAt: { ...(filters.from && { gte: filters.from }), ...(filters.to && { lte: filters.to }) } }),
    ...(filters.action !== undefined && { action: filters.action }),
    ...(filters.actor !== undefined && { actorId: filters.actor }),
    ...(filters.target !== undefined && { targetId: filters.target }),
  };
  const [rows, count] = await Promise.all([
    db.auditEvent.findMany({
      where: { AND: [where, keysetAfter(after, ORDER)] },
      orderBy: [{ occurredAt: 'desc' }, { id: 'desc' }],
      take: limit + 1,
    }),
    db.auditEvent.count({ where }),
  ]);
  return keysetPage(rows, limit, (row) => ({ occurredAt: row.occurredAt.toISOString(), id: row.id }), count);
}

export function findAuditEvent(db: PrismaClient, organizationId: string, auditEventId: string): Promise<AuditEvent | null> {
  return db.auditEvent.findFirst({ where: { id: auditEventId, organizationId } });
}
