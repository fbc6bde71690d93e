import type { insightsV1 } from '@quire/proto';
import type { InsightsContext } from '../context';
import { getAuditEvent } from './handlers/get-audit-event';
import { listAuditEventActions } from './handlers/list-audit-event-actions';
import { listAuditEvents } from './handlers/list-audit-events';

export function auditEventService(ctx: InsightsContext): insightsV1.AuditEventServiceImplementation {
  return {
    listAuditEvents: (request, callContext) => listAuditEvents(ctx, request, callContext),
    getAuditEvent: (request, callContext) => getAuditEvent(ctx, request, callContext),
    listAuditEventActions: (request, callContext) => listAuditEventActions(ctx, request, callContext),
  };
}
