import type { googleProtobufEmpty, insightsV1 } from '@quire/proto';
import { getPrincipal, notFound, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { InsightsContext } from '../../context';
import { ZId } from '../../lib/validation';
import { siteEventRecorder } from '../commands/site-event-recorder';
import { eventTimes, MAX_EVENTS_PER_CALL, ZSiteInsightsEvent } from '../events';
import { canTrackSiteEvents } from '../../access/policy';
import { requireSite, SITE_NOT_FOUND } from '../load';

const ZTrackSiteEventsRequest = z.object({
  organizationId: ZId,
  siteId: ZId,
  events: z.array(ZSiteInsightsEvent).max(MAX_EVENTS_PER_CALL),
});

/**
 * Whoever acts in the organization may track events of its sites (canTrackSiteEvents: members,
 * guests, its integrations' installations, and the site's own API token, which is how a site
 * renderer sends its visitors' events); the site must exist in the organization. A timestamp
 * more than 5 minutes from now is 400 and nothing of the batch is stored. The reader records its
 * page views through RecordSiteEvents instead, without a token.
 */
export async function trackSiteEvents(
  ctx: InsightsContext,
  request: insightsV1.TrackSiteEventsRequest,
  callContext: CallContext,
): Promise<googleProtobufEmpty.Empty> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZTrackSiteEventsRequest, request);
  if (!canTrackSiteEvents(principal, input.organizationId, input.siteId)) throw notFound(SITE_NOT_FOUND);
  const now = new Date();
  const times = eventTimes(input.events, now);
  await requireSite(ctx, input.organizationId, input.siteId);
  if (input.events.length === 0) return {};
  const secret = await ctx.daySecret(now);
  await siteEventRecorder(ctx.db, { organizationId: input.organizationId, siteId: input.siteId, events: input.events, times, secret, now });
  return {};
}
