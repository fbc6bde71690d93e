import { z } from 'zod';
import { defineRoutes } from '../../route-row';
import { siteParams } from './common';

/**
 * quire.insights.v1.SiteEventsService (proto/quire/insights/v1/site_events.proto): site
 * insights, served by insights. The event and column shapes are checked in full by the
 * service (services/insights/src/site-events/); here what every one has.
 */

const EVENT_TYPES = [
  'page_view',
  'search_open',
  'search_type_query',
  'search_open_result',
  'page_post_feedback',
  'page_post_feedback_comment',
  'ask_question',
  'ask_view',
  'ask_rate_response',
  'link_click',
  'api_client_open',
  'api_client_request',
  'ad_click',
  'ad_display',
  'trademark_click',
] as const;

const ZRef = z.string().max(256).nullable();
const ZEventUrl = z.url().max(2048);

/** GitBook "SiteInsightsEvent": `type`, `session`, `location`, `timestamp?` and the fields of its type. */
const ZSiteInsightsEvent = z.looseObject({
  type: z.enum(EVENT_TYPES),
  session: z.looseObject({
    visitorId: z.string().min(1).max(256),
    sessionId: z.string().min(1).max(256),
    cookies: z.record(z.string().max(256), z.string().max(4096)),
    userAgent: z.string().max(2048),
    language: z.string().max(64).nullable(),
    referrer: z.union([z.null(), z.literal(''), ZEventUrl]),
  }),
  location: z.looseObject({
    url: ZEventUrl,
    siteSection: ZRef,
    siteSpace: ZRef,
    siteShareKey: ZRef,
    page: ZRef,
    space: ZRef,
    revision: ZRef,
  }),
  timestamp: z.iso.datetime({ offset: true }).max(64).optional(),
});

/** GitBook "SiteInsightsQueryEventsColumn" (the column names are checked by the service). */
const ZColumn = z.looseObject({ column: z.string().min(1).max(64) });

export const siteInsightsRoutes = defineRoutes([
  {
    operationId: 'trackEventsInSiteById',
    method: 'post',
    path: '/orgs/:organizationId/sites/:siteId/insights/events',
    rpc: 'quire.insights.v1.SiteEventsService/TrackSiteEvents',
    params: siteParams,
    body: z.object({ events: z.array(ZSiteInsightsEvent).max(100) }),
    status: 204,
    summary: 'Track site events',
  },
  {
    operationId: 'aggregateSiteEvents',
    method: 'post',
    path: '/orgs/:organizationId/sites/:siteId/insights/events/aggregate',
    rpc: 'quire.insights.v1.SiteEventsService/AggregateSiteEvents',
    params: siteParams,
    body: z.object({
      select: z.array(ZColumn).max(20).optional(),
      where: z.array(ZColumn.extend({ values: z.array(z.unknown()).max(100) })).max(20).optional(),
      groupBy: z.array(ZColumn).max(20).optional(),
      order: z.object({ by: ZColumn, direction: z.enum(['asc', 'desc']) }).optional(),
      range: z.union([
        z.enum(['lastYear', 'last3Months', 'last30Days', 'last7Days', 'last24Hours']),
        z.object({ from: z.iso.datetime({ offset: true }).max(64), to: z.iso.datetime({ offset: true }).max(64) }),
      ]),
      limit: z.number().int().min(1).max(1000).optional(),
    }),
    status: 200,
    summary: 'Query site events',
  },
  {
    operationId: 'listSiteVisitorSegments',
    method: 'get',
    path: '/orgs/:organizationId/sites/:siteId/insights/visitor-segments',
    rpc: 'quire.insights.v1.SiteEventsService/ListSiteVisitorSegments',
    params: siteParams,
    status: 200,
    summary: 'List a site visitor segments',
  },
]);
