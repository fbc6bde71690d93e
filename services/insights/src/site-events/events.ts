import { invalidArgument } from '@quire/shared';
import { z } from 'zod';

// GitBook "SiteInsightsEvent" (15 variants by `type`) and what Quire keeps of one. The gateway
// checks the same schema (routes/v1/sites/site-insights.ts); the service checks again because
// the reader calls it directly.

/** Events of one call (trackEventsInSiteById, RecordSiteEvents). */
export const MAX_EVENTS_PER_CALL = 100;
/** "Must be within 5 minutes of the current time." */
export const TIMESTAMP_TOLERANCE_MS = 5 * 60_000;
/** A PlainObject (claims, cookies) as JSON: ours, so that one event stays small. */
export const MAX_PLAIN_OBJECT_BYTES = 4096;

export const SITE_INSIGHTS_EVENT_TYPES = [
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
export type SiteInsightsEventType = (typeof SITE_INSIGHTS_EVENT_TYPES)[number];

export const PAGE_FEEDBACK_RATINGS = ['bad', 'ok', 'good'] as const;
export const LINK_POSITIONS = ['announcement', 'header', 'footer', 'sidebar', 'content'] as const;
export const TRADEMARK_PLACEMENTS = ['sidebar', 'ad', 'footer', 'pdf'] as const;
export const CONTENT_REF_KINDS = ['url', 'page', 'file', 'anchor', 'space', 'collection', 'user', 'reusable-content'] as const;
export const DISPLAY_CONTEXTS = ['site', 'embed'] as const;

const jsonBytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value), 'utf8');

/** GitBook "PlainObject": values are strings, numbers, booleans, arrays or objects, never null. */
function hasNoNull(value: unknown): boolean {
  if (value === null) return false;
  if (Array.isArray(value)) return value.every(hasNoNull);
  if (typeof value === 'object') return Object.values(value as object).every(hasNoNull);
  return true;
}
export const ZPlainObject = z
  .record(z.string().max(256), z.unknown())
  .refine(hasNoNull, 'must not contain null values')
  .refine((value) => jsonBytes(value) <= MAX_PLAIN_OBJECT_BYTES, `must be at most ${MAX_PLAIN_OBJECT_BYTES} bytes of JSON`);

export const ZEventUrl = z.url({ protocol: /^https?$/ }).max(2048);
const ZRef = z.string().min(1).max(256).nullable();

const ZSession = z.object({
  visitorId: z.string().min(1).max(256),
  sessionId: z.string().min(1).max(256),
  // Required by the contract, never stored.
  cookies: z.record(z.string().max(256), z.string().max(4096)).refine((value) => jsonBytes(value) <= MAX_PLAIN_OBJECT_BYTES, 'must be at most 4096 bytes of JSON'),
  userAgent: z.string().max(2048),
  language: z.string().max(64).nullable(),
  referrer: z.union([z.null(), z.literal(''), ZEventUrl]),
  ip: z.string().max(64).optional(),
  // Deprecated in the contract ("use visitorAuthClaims instead"): accepted, not stored.
  visitorAuthToken: z.string().max(8192).nullable().optional(),
  visitorAuthClaims: ZPlainObject.optional(),
});

/** What the reader sends: it knows the visitor only by the request (RecordSiteEvents' client_ip and user_agent). */
const ZReaderSession = ZSession.partial({ visitorId: true, sessionId: true, cookies: true, userAgent: true, language: true, referrer: true });

const ZLocation = z.object({
  url: ZEventUrl,
  siteSection: ZRef,
  siteSpace: ZRef,
  siteShareKey: z.string().max(256).nullable(),
  page: ZRef,
  space: ZRef,
  revision: ZRef,
  displayContext: z.enum(DISPLAY_CONTEXTS).optional(),
});

const ZTimestamp = z.iso.datetime({ offset: true }).optional();
const ZQuery = z.string().max(512);
const ZRating = z.enum(PAGE_FEEDBACK_RATINGS);
const ZOperation = z.object({ path: z.string().min(1).max(2048), method: z.string().min(1).max(16) });
const ZAd = z.object({ domain: z.string().max(256), zoneId: z.string().max(256), placement: z.literal('aside') });
/** GitBook "ContentRef": a `kind` and its fields, kept as sent. */
const ZContentRef = z
  .looseObject({ kind: z.enum(CONTENT_REF_KINDS) })
  .refine((value) => jsonBytes(value) <= 2048, 'must be at most 2048 bytes of JSON');

function eventSchema(session: typeof ZSession | typeof ZReaderSession) {
  const base = { session, location: ZLocation, timestamp: ZTimestamp };
  const variant = <T extends SiteInsightsEventType, S extends z.ZodRawShape>(type: T, shape: S) => z.object({ type: z.literal(type), ...base, ...shape });
  return z.discriminatedUnion('type', [
    variant('page_view', {}),
    variant('search_open', {}),
    variant('search_type_query', { query: ZQuery }),
    variant('search_open_result', { query: ZQuery, result: z.object({ spaceId: z.string().max(256), pageId: z.string().max(256) }) }),
    variant('page_post_feedback', { feedback: z.object({ rating: ZRating }) }),
    variant('page_post_feedback_comment', { feedback: z.object({ rating: ZRating, comment: z.string().min(1).max(512) }) }),
    variant('ask_question', { query: ZQuery }),
    variant('ask_view', {}),
    variant('ask_rate_response', { query: ZQuery, rating: z.union([z.literal(1), z.literal(-1)]), responseId: z.string().max(256) }),
    variant('link_click', { link: z.object({ target: ZContentRef, position: z.enum(LINK_POSITIONS) }) }),
    variant('api_client_open', { operation: ZOperation }),
    variant('api_client_request', { operation: ZOperation }),
    variant('trademark_click', { placement: z.enum(TRADEMARK_PLACEMENTS) }),
    variant('ad_click', { ad: ZAd }),
    variant('ad_display', { ad: ZAd }),
  ]);
}

/** One event of trackEventsInSiteById. */
export const ZSiteInsightsEvent = eventSchema(ZSession);
/** One event of RecordSiteEvents (session fields the reader cannot know may be absent). */
export const ZReaderSiteInsightsEvent = eventSchema(ZReaderSession);
export type SiteInsightsEventInput = z.output<typeof ZReaderSiteInsightsEvent>;

/**
 * The time of each event: its `timestamp` when given, which must be within 5 minutes of `now`
 * (400 naming the event otherwise), else `now`.
 */
export function eventTimes(events: SiteInsightsEventInput[], now: Date, field = 'events'): Date[] {
  return events.map((event, index) => {
    if (event.timestamp === undefined) return now;
    const at = new Date(event.timestamp);
    if (Math.abs(at.getTime() - now.getTime()) > TIMESTAMP_TOLERANCE_MS) {
      throw invalidArgument(`${field}.${index}.timestamp: must be within 5 minutes of the current time`);
    }
    return at;
  });
}

/** The columns of an event that depend on its type (the rest come from its session and location). */
export type EventDetails = {
  searchQuery?: string;
  feedbackRating?: string;
  feedbackComment?: string;
  askRating?: number;
  linkTarget?: Record<string, unknown>;
  linkTargetKind?: string;
  linkTargetDomain?: string;
  linkPosition?: string;
  apiOperationPath?: string;
  apiOperationMethod?: string;
  adDomain?: string;
  adPlacement?: string;
  trademarkPlacement?: string;
};

function hostOf(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined;
  try {
    return new URL(url).hostname.toLowerCase() || undefined;
  } catch {
    return undefined;
  }
}

export function eventDetails(event: SiteInsightsEventInput): EventDetails {
  switch (event.type) {
    case 'search_type_query':
    case 'search_open_result':
    case 'ask_question':
      return { searchQuery: event.query };
    case 'ask_rate_response':
      return { searchQuery: event.query, askRating: event.rating };
    case 'page_post_feedback':
      return { feedbackRating: event.feedback.rating };
    case 'page_post_feedback_comment':
      return { feedbackRating: event.feedback.rating, feedbackComment: event.feedback.comment };
    case 'link_click':
      return {
        linkTarget: event.link.target,
        linkTargetKind: event.link.target.kind,
        linkTargetDomain: event.link.target.kind === 'url' ? hostOf(event.link.target.url) : undefined,
        linkPosition: event.link.position,
      };
    case 'api_client_open':
    case 'api_client_request':
      return { apiOperationPath: event.operation.path, apiOperationMethod: event.operation.method.toUpperCase() };
    case 'trademark_click':
      return { trademarkPlacement: event.placement };
    case 'ad_click':
    case 'ad_display':
      return { adDomain: event.ad.domain, adPlacement: event.ad.placement };
    default:
      return {};
  }
}

const UTM_PARAMETERS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

/**
 * What Quire keeps of `location.url`: the URL without its query and fragment (they may hold a
 * share key or a visitor token), and the five `utm_*` parameters apart.
 */
export function pageUrlParts(url: string): {
  url: string;
  utm: Record<'utmSource' | 'utmMedium' | 'utmCampaign' | 'utmTerm' | 'utmContent', string | undefined>;
} {
  const parsed = new URL(url);
  const utm = Object.fromEntries(
    UTM_PARAMETERS.map((name) => {
      const value = parsed.searchParams.get(name);
      const key = `utm${name.slice(4, 5).toUpperCase()}${name.slice(5)}`;
      return [key, value === null || value === '' ? undefined : value.slice(0, 256)];
    }),
  ) as Record<'utmSource' | 'utmMedium' | 'utmCampaign' | 'utmTerm' | 'utmContent', string | undefined>;
  parsed.search = '';
  parsed.hash = '';
  return { url: parsed.toString(), utm };
}

/** The referrer as kept: the URL without query and fragment, and its host; none for `null` or `""`. */
export function referrerParts(referrer: string | null | undefined): { referrer?: string; referrerDomain?: string } {
  if (!referrer) return {};
  const parsed = new URL(referrer);
  parsed.search = '';
  parsed.hash = '';
  return { referrer: parsed.toString(), referrerDomain: parsed.hostname.toLowerCase() };
}

/** JSON with object keys sorted: equal claims give equal keys (listSiteVisitorSegments groups by it). */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
