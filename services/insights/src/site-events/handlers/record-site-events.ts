import type { insightsV1 } from '@quire/proto';
import { parseRequest } from '@quire/shared';
import { z } from 'zod';
import type { InsightsContext } from '../../context';
import { ZId } from '../../lib/validation';
import { siteEventRecorder } from '../commands/site-event-recorder';
import { eventTimes, MAX_EVENTS_PER_CALL, ZReaderSiteInsightsEvent } from '../events';
import { requireSite } from '../load';

const ZRecordSiteEventsRequest = z.object({
  organizationId: ZId,
  siteId: ZId,
  events: z.array(ZReaderSiteInsightsEvent).max(MAX_EVENTS_PER_CALL),
  clientIp: z.string().max(64),
  userAgent: z.string().max(2048),
});

/**
 * RecordSiteEvents (for the reader): the events of a visit it served, without a principal.
 * The visitor is the day's hash of `client_ip` and `user_agent` unless an event's session
 * says otherwise; neither is stored.
 */
export async function recordSiteEvents(ctx: InsightsContext, request: insightsV1.RecordSiteEventsRequest): Promise<insightsV1.RecordSiteEventsResponse> {
  const input = parseRequest(ZRecordSiteEventsRequest, request);
  const now = new Date();
  const times = eventTimes(input.events, now);
  await requireSite(ctx, input.organizationId, input.siteId);
  if (input.events.length === 0) return { recorded: 0 };
  const secret = await ctx.daySecret(now);
  const recorded = await siteEventRecorder(ctx.db, {
    organizationId: input.organizationId,
    siteId: input.siteId,
    events: input.events,
    times,
    client: { ip: input.clientIp || undefined, userAgent: input.userAgent || undefined },
    secret,
    now,
  });
  return { recorded };
}
