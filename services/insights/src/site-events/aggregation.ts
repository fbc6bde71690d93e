import { invalidArgument } from '@quire/shared';
import { z } from 'zod';
import { COLUMN_NAMES, columnKey, columnSpec, INTERVALS, UNRECORDED_COLUMNS, type ColumnRequest } from './columns';
import { FILTER_OPERATORS, type AggregationPlan, type CheckedFilter } from './queries';

// aggregateSiteEvents' body (GitBook "SiteInsightsQueryEventsAggregation") turned into a plan:
//
// - output columns: `select` in order, then the `groupBy` columns not selected; with neither,
//   `eventsCount` alone. Duplicates (same column, interval and claim) count once.
// - every dimension among them is grouped on (a dimension selected without being in `groupBy`
//   is grouped on too); aggregates (eventsCount, sessionsCount, visitorsCount,
//   pageFeedbackRating, askResponseRating) are computed per group, or over all events when
//   there is no dimension (one row).
// - `where` filters dimensions (not aggregates); `in`/`notIn` take the values, the comparisons
//   exactly one value of a column that has an order.
// - `order.by` must be an output column; default: datetime ascending when present, else the
//   first aggregate descending, else the first column ascending.

export const RANGE_PRESETS = ['lastYear', 'last3Months', 'last30Days', 'last7Days', 'last24Hours'] as const;
export const MAX_AGGREGATION_COLUMNS = 20;
export const MAX_FILTER_VALUES = 100;
export const DEFAULT_AGGREGATION_LIMIT = 1000;

const ZColumn = z
  .object({
    column: z.enum(COLUMN_NAMES),
    interval: z.enum(INTERVALS).optional(),
    precision: z.number().int().min(0).max(15).optional(),
    claim: z.string().min(1).max(256).optional(),
  })
  .refine((column) => column.column !== 'visitorClaim' || column.claim !== undefined, { message: 'a visitorClaim column needs its claim', path: ['claim'] });

const ZFilter = z
  .object({
    column: z.enum(COLUMN_NAMES),
    interval: z.enum(INTERVALS).optional(),
    precision: z.number().int().min(0).max(15).optional(),
    claim: z.string().min(1).max(256).optional(),
    values: z.array(z.unknown()).max(MAX_FILTER_VALUES),
    operator: z.enum(FILTER_OPERATORS).optional(),
  })
  .refine((filter) => filter.column !== 'visitorClaim' || filter.claim !== undefined, { message: 'a visitorClaim filter needs its claim', path: ['claim'] });

const ZRange = z.union([
  z.enum(RANGE_PRESETS),
  z.object({ from: z.iso.datetime({ offset: true }), to: z.iso.datetime({ offset: true }) }),
]);

export const ZAggregationBody = z.object({
  select: z.array(ZColumn).max(MAX_AGGREGATION_COLUMNS),
  where: z.array(ZFilter).max(MAX_AGGREGATION_COLUMNS),
  groupBy: z.array(ZColumn).max(MAX_AGGREGATION_COLUMNS),
  order: z.object({ by: ZColumn, direction: z.enum(['asc', 'desc']) }).optional(),
  range: ZRange,
  limit: z.number().int().min(1).max(1000).optional(),
});
export type AggregationBody = z.output<typeof ZAggregationBody>;

/** The start of a preset range ending at `now`. */
export function presetStart(preset: (typeof RANGE_PRESETS)[number], now: Date): Date {
  const start = new Date(now);
  switch (preset) {
    case 'lastYear':
      start.setUTCFullYear(start.getUTCFullYear() - 1);
      return start;
    case 'last3Months':
      start.setUTCMonth(start.getUTCMonth() - 3);
      return start;
    case 'last30Days':
      return new Date(now.getTime() - 30 * 86_400_000);
    case 'last7Days':
      return new Date(now.getTime() - 7 * 86_400_000);
    case 'last24Hours':
      return new Date(now.getTime() - 86_400_000);
  }
}

function requestOf(column: z.output<typeof ZColumn>, field: string): ColumnRequest {
  const why = UNRECORDED_COLUMNS[column.column];
  if (why) throw invalidArgument(`${field}.column: Quire does not record the column "${column.column}" (${why})`);
  return {
    column: column.column,
    ...(column.column === 'datetime' && { interval: column.interval ?? 'day' }),
    ...(column.column === 'visitorClaim' && { claim: column.claim }),
  };
}

/** The plan of a checked body, or INVALID_ARGUMENT naming the field at fault. */
export function planAggregation(organizationId: string, siteId: string, body: AggregationBody, now: Date): AggregationPlan {
  const outputs: ColumnRequest[] = [];
  const keys = new Set<string>();
  const add = (column: ColumnRequest) => {
    const key = columnKey(column);
    if (keys.has(key)) return;
    keys.add(key);
    outputs.push(column);
  };
  body.select.forEach((column, index) => add(requestOf(column, `select.${index}`)));
  body.groupBy.forEach((column, index) => {
    const request = requestOf(column, `groupBy.${index}`);
    if (columnSpec(request.column)?.kind === 'aggregate') throw invalidArgument(`groupBy.${index}.column: "${request.column}" is an aggregate and cannot be grouped on`);
    add(request);
  });
  if (outputs.length === 0) add({ column: 'eventsCount' });

  const filters: CheckedFilter[] = body.where.map((filter, index) => {
    const field = `where.${index}`;
    const column = requestOf(filter, field);
    const spec = columnSpec(column.column);
    if (!spec || spec.kind === 'aggregate') throw invalidArgument(`${field}.column: "${column.column}" is an aggregate and cannot be filtered on`);
    const operator = filter.operator ?? 'in';
    if (operator !== 'in' && operator !== 'notIn') {
      if (!spec.ordered) throw invalidArgument(`${field}.operator: "${operator}" does not apply to the column "${column.column}"`);
      if (filter.values.length !== 1) throw invalidArgument(`${field}.values: "${operator}" takes exactly one value`);
    }
    const values = filter.values.map((value, position) => {
      const parsed = spec.filterValue.safeParse(value);
      if (!parsed.success) throw invalidArgument(`${field}.values.${position}: ${parsed.error.issues[0]?.message ?? 'invalid value'}`);
      return parsed.data;
    });
    return { column, dimension: spec, operator, values };
  });

  let order: AggregationPlan['order'];
  if (body.order) {
    const wanted = columnKey(requestOf(body.order.by, 'order.by'));
    const index = outputs.findIndex((column) => columnKey(column) === wanted);
    if (index < 0) throw invalidArgument('order.by: must be one of the selected or grouped columns');
    order = { index, direction: body.order.direction };
  } else {
    const datetime = outputs.findIndex((column) => column.column === 'datetime');
    const aggregate = outputs.findIndex((column) => columnSpec(column.column)?.kind === 'aggregate');
    order = datetime >= 0 ? { index: datetime, direction: 'asc' } : aggregate >= 0 ? { index: aggregate, direction: 'desc' } : { index: 0, direction: 'asc' };
  }

  const range = body.range;
  const [from, to] = typeof range === 'string' ? [presetStart(range, now), now] : [new Date(range.from), new Date(range.to)];
  if (from.getTime() >= to.getTime()) throw invalidArgument('range.to: must be after range.from');

  return { organizationId, siteId, from, to, outputs, filters, order, limit: body.limit ?? DEFAULT_AGGREGATION_LIMIT };
}

/** GitBook "SiteInsightsQueryEventsValues" of each output column, row-aligned. */
export function presentColumns(outputs: ColumnRequest[], values: unknown[][]): { [key: string]: unknown }[] {
  return outputs.map((column, index) => ({
    column: column.column,
    ...(column.column === 'visitorClaim' && { claim: column.claim }),
    values: values[index],
  }));
}
