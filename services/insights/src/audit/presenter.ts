import type { insightsV1 } from '@quire/proto';
import type { InsightsUrlBases } from '../context';
import type { AuditEvent } from '../generated/prisma/client';
import type { AuditActionSpec } from './actions';

export const auditEventApiUrl = (bases: InsightsUrlBases, organizationId: string, auditEventId: string) =>
  `${bases.publicUrl}/v1/orgs/${encodeURIComponent(organizationId)}/audit-events/${encodeURIComponent(auditEventId)}`;

/** GitBook "AuditEvent". */
export function presentAuditEvent(bases: InsightsUrlBases, row: AuditEvent): insightsV1.AuditEvent {
  return {
    object: 'audit-event',
    id: row.id,
    occurredAt: row.occurredAt,
    action: row.action,
    actor: { type: row.actorType, id: row.actorId, label: row.actorLabel ?? undefined },
    source: row.source,
    target: { type: row.targetType, id: row.targetId, label: row.targetLabel ?? undefined },
    urls: { location: auditEventApiUrl(bases, row.organizationId, row.id) },
  };
}

/** GitBook "AuditEventDetails": the event with its allowlisted payload. */
export function presentAuditEventDetails(bases: InsightsUrlBases, row: AuditEvent): insightsV1.AuditEventDetails {
  return {
    ...presentAuditEvent(bases, row),
    executionId: row.eventId,
    correlationId: row.correlationId ?? undefined,
    causedByEventId: row.causedByEventId ?? undefined,
    schemaVersion: row.schemaVersion,
    payload: (row.payload ?? {}) as { [key: string]: unknown },
  };
}

/** GitBook "AuditEventAction". */
export const presentAuditEventAction = (spec: AuditActionSpec): insightsV1.AuditEventAction => ({ object: 'audit-event-action', id: spec.action, label: spec.label });
