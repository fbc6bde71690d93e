import { z } from 'zod';
import { Prisma } from '../db';
import { CONTENT_REF_KINDS, DISPLAY_CONTEXTS, LINK_POSITIONS, PAGE_FEEDBACK_RATINGS, SITE_INSIGHTS_EVENT_TYPES, TRADEMARK_PLACEMENTS } from './events';

// The columns of aggregateSiteEvents: GitBook's 42 "SiteInsightsQueryEventsColumn" names, each
// either a dimension (a value of each event, grouped on) or an aggregate (computed per group),
// as one SQL expression over site_events built only from the fixed fragments below; values
// from the request are always bound parameters. Columns Quire does not record are refused.

export const COLUMN_NAMES = [
  'datetime',
  'url',
  'eventsCount',
  'sessionsCount',
  'visitorsCount',
  'eventType',
  'visitorClaim',
  'visitorClaimProperty',
  'eventSearchQuery',
  'eventPageFeedbackComment',
  'referrer',
  'referrerDomain',
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'utmTerm',
  'utmContent',
  'eventAdDomain',
  'visitorBrowser',
  'visitorDevice',
  'visitorOS',
  'visitorBot',
  'eventLinkTargetValue',
  'eventLinkTargetKind',
  'eventLinkPosition',
  'siteSection',
  'siteSpace',
  'siteShareKey',
  'visitorGeoCountry',
  'visitorLanguage',
  'eventLinkTargetDomain',
  'eventAPIOperationPath',
  'eventAPIOperationMethod',
  'displayContext',
  'page',
  'visitorGeoPoint',
  'pageFeedbackRating',
  'askResponseRating',
  'eventPageFeedbackRating',
  'eventAskResponseRating',
  'eventAdPlacement',
  'eventTrademarkPlacement',
] as const;
export type ColumnName = (typeof COLUMN_NAMES)[number];

/**
 * Columns Quire does not record, and why: no address is kept, so no place; share keys are
 * secrets and are not stored; GitBook does not say what `visitorClaimProperty` holds.
 */
type UnrecordedColumn = 'siteShareKey' | 'visitorGeoCountry' | 'visitorGeoPoint' | 'visitorClaimProperty';
export const UNRECORDED_COLUMNS: Partial<Record<ColumnName, string>> & Record<UnrecordedColumn, string> = {
  siteShareKey: 'share keys are secrets and are not stored with events',
  visitorGeoCountry: 'visitors\u2019 addresses are not stored, so their place is unknown',
  visitorGeoPoint: 'visitors\u2019 addresses are not stored, so their place is unknown',
  visitorClaimProperty: 'use the visitorClaim column with a claim name',
};

export const INTERVALS = ['hour', 'day', 'week', 'month'] as const;
export type Interval = (typeof INTERVALS)[number];

/** A column as requested: `interval` for datetime (default day), `claim` for visitorClaim. */
export type ColumnRequest = { column: ColumnName; interval?: Interval; claim?: string };

type FilterValue = z.ZodType;

export type Dimension = {
  kind: 'dimension';
  expr: (column: ColumnRequest) => Prisma.Sql;
  /**
   * For columns only some events carry (a search query, a link target...): grouping by them
   * keeps only the events that carry one, as the contract's value types have no null for them.
   */
  carriedBy?: (column: ColumnRequest) => Prisma.Sql;
  /** The expression filters compare with (default `expr`), and how a filter value binds. */
  filterExpr?: (column: ColumnRequest) => Prisma.Sql;
  filterValue: FilterValue;
  bind?: (value: unknown) => Prisma.Sql;
  /** Whether greaterThan/lessThan... apply. */
  ordered: boolean;
  output?: (value: unknown) => unknown;
};

export type Aggregate = { kind: 'aggregate'; expr: Prisma.Sql; output?: (value: unknown) => unknown };

const raw = Prisma.raw;
const text = (sql: string): Omit<Dimension, 'filterValue'> => ({ kind: 'dimension', expr: () => raw(sql), ordered: true });

/** A string column some events carry (null on the others). */
const carried = (sql: string, value: FilterValue = z.string().max(2048)): Dimension => ({
  ...text(sql),
  carriedBy: () => raw(`${sql} IS NOT NULL`),
  filterValue: value,
});
/** A string column every event has, possibly empty: "" stands for none (the contract's type has no null). */
const orEmpty = (sql: string): Dimension => ({ ...text(`coalesce(${sql}, '')`), filterValue: z.string().max(2048) });
/** A column whose values may be null. */
const nullable = (sql: string, value: FilterValue = z.string().max(256)): Dimension => ({ ...text(sql), filterValue: value.nullable() });
const enumColumn = <T extends readonly [string, ...string[]]>(sql: string, values: T): Dimension => ({ ...text(sql), filterValue: z.enum(values) });
const jsonb = (value: unknown) => Prisma.sql`${JSON.stringify(value)}::jsonb`;

const count = (sql: string): Aggregate => ({ kind: 'aggregate', expr: raw(sql) });

export const COLUMNS: Record<Exclude<ColumnName, UnrecordedColumn>, Dimension | Aggregate> = {
  datetime: {
    kind: 'dimension',
    expr: ({ interval = 'day' }) => raw(`date_trunc('${interval}', occurred_at, 'UTC')`),
    // A filter compares the event's own time, not its interval.
    filterExpr: () => raw('occurred_at'),
    filterValue: z.iso.datetime({ offset: true }),
    bind: (value) => Prisma.sql`${new Date(value as string)}`,
    ordered: true,
    output: (value) => (value as Date).toISOString(),
  },
  url: { ...text('url'), filterValue: z.string().max(2048) },
  eventsCount: count('count(*)::int'),
  sessionsCount: count('count(DISTINCT session_hash)::int'),
  visitorsCount: count('count(DISTINCT visitor_hash)::int'),
  eventType: enumColumn('type', SITE_INSIGHTS_EVENT_TYPES),
  visitorClaim: {
    kind: 'dimension',
    // The claim's value as text (JSON for arrays and objects); its name is a bound parameter.
    expr: ({ claim }) => Prisma.sql`(claims ->> ${claim ?? ''})`,
    carriedBy: ({ claim }) => Prisma.sql`(claims ? ${claim ?? ''})`,
    filterValue: z.string().max(2048),
    ordered: true,
  },
  eventSearchQuery: carried('search_query'),
  eventPageFeedbackComment: carried('feedback_comment'),
  referrer: orEmpty('referrer'),
  referrerDomain: orEmpty('referrer_domain'),
  utmSource: orEmpty('utm_source'),
  utmMedium: orEmpty('utm_medium'),
  utmCampaign: orEmpty('utm_campaign'),
  utmTerm: orEmpty('utm_term'),
  utmContent: orEmpty('utm_content'),
  eventAdDomain: carried('ad_domain'),
  visitorBrowser: enumColumn('browser', ['chrome', 'firefox', 'safari', 'edge', 'ie', 'opera', 'unknown']),
  visitorDevice: enumColumn('device', ['desktop', 'tablet', 'mobile', 'unknown']),
  visitorOS: enumColumn('os', ['windows', 'macos', 'linux', 'android', 'ios', 'unknown']),
  visitorBot: {
    ...text('bot'),
    // null (or "") is a person.
    filterValue: z.union([z.enum(['unknown', 'googlebot', 'bingbot', 'duckduckbot', 'facebookbot', 'applebot', 'chatgpt', 'anthropic']), z.literal(''), z.null()]),
    bind: (value) => Prisma.sql`${value === '' ? null : value}`,
  },
  eventLinkTargetValue: {
    kind: 'dimension',
    expr: () => raw('link_target'),
    carriedBy: () => raw('link_target IS NOT NULL'),
    filterValue: z.looseObject({ kind: z.enum(CONTENT_REF_KINDS) }),
    bind: jsonb,
    ordered: false,
  },
  eventLinkTargetKind: { ...carried('link_target_kind'), filterValue: z.enum(CONTENT_REF_KINDS) },
  eventLinkPosition: { ...carried('link_position'), filterValue: z.enum(LINK_POSITIONS) },
  siteSection: nullable('site_section_id'),
  siteSpace: nullable('site_space_id'),
  visitorLanguage: nullable('language', z.string().max(64)),
  eventLinkTargetDomain: nullable('link_target_domain'),
  eventAPIOperationPath: nullable('api_operation_path', z.string().max(2048)),
  eventAPIOperationMethod: nullable('api_operation_method', z.string().max(16)),
  displayContext: enumColumn("coalesce(display_context, 'site')", DISPLAY_CONTEXTS),
  page: {
    kind: 'dimension',
    expr: () => raw(`(CASE WHEN space_id IS NULL THEN NULL ELSE jsonb_build_object('page', page_id, 'space', space_id) END)`),
    filterValue: z.object({ page: z.string().max(256).nullable(), space: z.string().max(256) }).nullable(),
    bind: (value) => (value === null ? Prisma.sql`NULL::jsonb` : jsonb(value)),
    ordered: false,
  },
  pageFeedbackRating: {
    kind: 'aggregate',
    expr: raw(
      `jsonb_build_object(${PAGE_FEEDBACK_RATINGS.map((rating) => `'${rating}', count(*) FILTER (WHERE feedback_rating = '${rating}')`).join(', ')})`,
    ),
  },
  askResponseRating: {
    kind: 'aggregate',
    expr: raw(`jsonb_build_object('positive', count(*) FILTER (WHERE ask_rating = 1), 'negative', count(*) FILTER (WHERE ask_rating = -1))`),
  },
  eventPageFeedbackRating: { ...carried('feedback_rating'), filterValue: z.enum(PAGE_FEEDBACK_RATINGS) },
  eventAskResponseRating: { ...carried('ask_rating'), filterValue: z.number().int() },
  eventAdPlacement: { ...carried('ad_placement'), filterValue: z.literal('aside') },
  eventTrademarkPlacement: { ...carried('trademark_placement'), filterValue: z.enum(TRADEMARK_PLACEMENTS) },
};

export const columnSpec = (name: ColumnName): Dimension | Aggregate | undefined => (COLUMNS as Partial<Record<ColumnName, Dimension | Aggregate>>)[name];

/** What identifies an output column: its name, and its interval or claim. */
export const columnKey = (column: ColumnRequest): string =>
  column.column === 'datetime' ? `datetime:${column.interval ?? 'day'}` : column.column === 'visitorClaim' ? `visitorClaim:${column.claim ?? ''}` : column.column;
