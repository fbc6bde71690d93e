import type { insightsV1 } from '@quire/proto';
import type { InsightsContext } from '../context';
import { aggregateSiteEvents } from './handlers/aggregate-site-events';
import { listSiteVisitorSegments } from './handlers/list-site-visitor-segments';
import { recordSiteEvents } from './handlers/record-site-events';
import { trackSiteEvents } from './handlers/track-site-events';

export function siteEventsService(ctx: InsightsContext): insightsV1.SiteEventsServiceImplementation {
  return {
    trackSiteEvents: (request, callContext) => trackSiteEvents(ctx, request, callContext),
    aggregateSiteEvents: (request, callContext) => aggregateSiteEvents(ctx, request, callContext),
    listSiteVisitorSegments: (request, callContext) => listSiteVisitorSegments(ctx, request, callContext),
  };
}

/** SiteEventsInternalService: for the reader, without a principal. */
export function siteEventsInternalService(ctx: InsightsContext): insightsV1.SiteEventsInternalServiceImplementation {
  return {
    recordSiteEvents: (request) => recordSiteEvents(ctx, request),
  };
}
