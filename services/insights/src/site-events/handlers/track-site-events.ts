import type { googleProtobufEmpty, insightsV1 } from '@quire/proto';
import { getPrincipal, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { InsightsContext } from '../../context';
import { ZId } from '../../lib/validation';
import { siteEventRecorder } from '../commands/site-event-recorder';
import { eventTimes, MAX_EVENTS_PER_CALL, ZSiteInsightsEvent } from '../events';
import { requireSite } from '../load';

const ZTrackSiteEventsRequest = z.object({
  organizationId: ZId,
  siteId: ZId,
  events: z.array(ZSiteInsightsEvent).max(MAX_EVENTS_PER_CALL),
});

/**
 * Any authenticated caller may track events of a site (GitBook's global security: visitors'
 * browsers send them through a site's own token); the site must exist in the organization.
 * A timestamp more than 5 minutes from now is 400 and nothing of the batch is stored.
 */
export async function trackSiteEvents(
  ctx: InsightsContext,
  request: insightsV1.TrackSiteEventsRequest,
  callContext: CallContext,
): Promise<googleProtobufEmpty.Empty> {
  getPrincipal(callContext);
  const input = parseRequest(ZTrackSiteEventsRequest, request);
  const now = new Date();
  const times = eventTimes(input.events, now);
  await requireSite(ctx, input.organizationId, input.siteId);
  if (input.events.length === 0) return {};
  const secret = await ctx.daySecret(now);
  await siteEventRecorder(ctx.db, { organizationId: input.organizationId, siteId: input.siteId, events: input.events, times, secret, now });
  return {};
}
