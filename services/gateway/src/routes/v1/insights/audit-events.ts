import { z } from 'zod';
import { defineRoutes } from '../../route-row';
import { idParam } from '../schemas';
import { orgParams } from './common';

/**
 * quire.insights.v1.AuditEventService (proto/quire/insights/v1/audit_event.proto): the
 * organization audit log, adopted from GitBook's later contract (@gitbook/api 0.202.0), whose
 * list takes `limit` 1..100 (default 20) rather than 0.146.0's 1..1000. Insights checks every
 * input again (bad dates, `from` after `to`, the cursor).
 */

export const AUDIT_CONTRACT = '@gitbook/api@0.202.0';

const dateTime = z.iso.datetime({ offset: true }).max(64);
const filter = z.string().min(1).max(256);

export const auditEventRoutes = defineRoutes([
  {
    operationId: 'listOrganizationAuditEvents',
    method: 'get',
    path: '/orgs/:organizationId/audit-events',
    rpc: 'quire.insights.v1.AuditEventService/ListAuditEvents',
    params: orgParams,
    query: z.object({
      page: z.string().min(1).max(512).optional(),
      limit: z.coerce.number().int().min(1).max(100).optional(),
      from: dateTime.optional(),
      to: dateTime.optional(),
      action: filter.optional(),
      actor: filter.optional(),
      target: filter.optional(),
    }),
    status: 200,
    adoptedContract: AUDIT_CONTRACT,
    summary: 'List organization audit events',
  },
  {
    operationId: 'getOrganizationAuditEvent',
    method: 'get',
    path: '/orgs/:organizationId/audit-events/:auditEventId',
    rpc: 'quire.insights.v1.AuditEventService/GetAuditEvent',
    params: orgParams.extend({ auditEventId: idParam }),
    responseField: 'event',
    status: 200,
    adoptedContract: AUDIT_CONTRACT,
    summary: 'Get an organization audit event',
  },
  {
    operationId: 'listOrganizationAuditEventActions',
    method: 'get',
    path: '/orgs/:organizationId/audit-event-actions',
    rpc: 'quire.insights.v1.AuditEventService/ListAuditEventActions',
    params: orgParams,
    status: 200,
    adoptedContract: AUDIT_CONTRACT,
    summary: 'List organization audit event actions',
  },
]);
