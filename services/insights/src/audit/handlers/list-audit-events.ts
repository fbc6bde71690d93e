import type { insightsV1 } from '@quire/proto';
import { getPrincipal, invalidArgument, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { InsightsContext } from '../../context';
import { ZId, ZPage } from '../../lib/validation';
import { authorizeAuditRead } from '../policy';
import { presentAuditEvent } from '../presenter';
import { listAuditEventsPage } from '../queries';
import { DEFAULT_AUDIT_PAGE_LIMIT, MAX_AUDIT_PAGE_LIMIT, ZDateTime, ZFilter } from '../validation';

const ZListAuditEventsRequest = z
  .object({
    organizationId: ZId,
    page: ZPage,
    limit: z.number().int().min(1).max(MAX_AUDIT_PAGE_LIMIT, { error: `must be between 1 and ${MAX_AUDIT_PAGE_LIMIT}` }).optional(),
    from: ZDateTime.optional(),
    to: ZDateTime.optional(),
    action: ZFilter.optional(),
    actor: ZFilter.optional(),
    target: ZFilter.optional(),
  })
  .transform(({ from, to, ...rest }) => ({ ...rest, from: from === undefined ? undefined : new Date(from), to: to === undefined ? undefined : new Date(to) }));

export async function listAuditEvents(
  ctx: InsightsContext,
  request: insightsV1.ListAuditEventsRequest,
  callContext: CallContext,
): Promise<insightsV1.ListAuditEventsResponse> {
  const input = parseRequest(ZListAuditEventsRequest, request);
  if (input.from && input.to && input.from > input.to) throw invalidArgument('from: must not be after to');
  authorizeAuditRead(getPrincipal(callContext), input.organizationId);
  const { organizationId, from, to, action, actor, target } = input;
  const page = await listAuditEventsPage(ctx.db, organizationId, { from, to, action, actor, target }, input.page, input.limit ?? DEFAULT_AUDIT_PAGE_LIMIT);
  return { items: page.items.map((row) => presentAuditEvent(ctx.urls, row)), next: page.next, count: page.count };
}
