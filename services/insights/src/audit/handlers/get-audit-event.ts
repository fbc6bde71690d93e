import type { insightsV1 } from '@quire/proto';
import { getPrincipal, notFound, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { InsightsContext } from '../../context';
import { ZId } from '../../lib/validation';
import { authorizeAuditRead } from '../policy';
import { presentAuditEventDetails } from '../presenter';
import { findAuditEvent } from '../queries';

const ZGetAuditEventRequest = z.object({ organizationId: ZId, auditEventId: z.string().max(64) });

const AUDIT_EVENT_NOT_FOUND = 'No matching audit event found';

export async function getAuditEvent(
  ctx: InsightsContext,
  request: insightsV1.GetAuditEventRequest,
  callContext: CallContext,
): Promise<insightsV1.GetAuditEventResponse> {
  const { organizationId, auditEventId } = parseRequest(ZGetAuditEventRequest, request);
  authorizeAuditRead(getPrincipal(callContext), organizationId);
  // Ids are UUIDs; anything else names no event (the contract declares no 400 here).
  if (!z.uuid().safeParse(auditEventId).success) throw notFound(AUDIT_EVENT_NOT_FOUND);
  const row = await findAuditEvent(ctx.db, organizationId, auditEventId);
  if (!row) throw notFound(AUDIT_EVENT_NOT_FOUND);
  return { event: presentAuditEventDetails(ctx.urls, row) };
}
