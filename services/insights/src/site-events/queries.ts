import { Prisma, type Db } from '../db';
import { columnSpec, type ColumnRequest, type Dimension } from './columns';

export const FILTER_OPERATORS = ['in', 'notIn', 'greaterThan', 'greaterThanOrEqual', 'lessThan', 'lessThanOrEqual'] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

const COMPARISONS: Record<Exclude<FilterOperator, 'in' | 'notIn'>, string> = {
  greaterThan: '>',
  greaterThanOrEqual: '>=',
  lessThan: '<',
  lessThanOrEqual: '<=',
};

/** A filter already checked against its column (values parsed by the column's filterValue). */
export type CheckedFilter = { column: ColumnRequest; dimension: Dimension; operator: FilterOperator; values: unknown[] };

/** The aggregation as the handler checked it: output columns in order, dimensions grouped. */
export type AggregationPlan = {
  organizationId: string;
  siteId: string;
  from: Date;
  to: Date;
  outputs: ColumnRequest[];
  filters: CheckedFilter[];
  /** Position in `outputs` to order by, and how; ties are broken by every other column in order. */
  order: { index: number; direction: 'asc' | 'desc' };
  limit: number;
};

const bindOf = (dimension: Dimension, value: unknown): Prisma.Sql => (dimension.bind ? dimension.bind(value) : Prisma.sql`${value}`);

function filterSql({ column, dimension, operator, values }: CheckedFilter): Prisma.Sql {
  const expr = (dimension.filterExpr ?? dimension.expr)(column);
  if (operator === 'in' || operator === 'notIn') {
    if (values.length === 0) return Prisma.raw(operator === 'in' ? 'FALSE' : 'TRUE');
    // IS [NOT] DISTINCT FROM: a null value matches (or excludes) the events without one.
    const matches = values.map((value) => Prisma.sql`${expr} IS NOT DISTINCT FROM ${bindOf(dimension, value)}`);
    const any = Prisma.sql`(${Prisma.join(matches, ' OR ')})`;
    return operator === 'in' ? any : Prisma.sql`NOT ${any}`;
  }
  return Prisma.sql`${expr} ${Prisma.raw(COMPARISONS[operator])} ${bindOf(dimension, values[0])}`;
}

/**
 * One SQL statement: the site's events in [from, to) (index site_events(site_id, occurred_at)),
 * the filters, grouped by every dimension among the outputs (by position), aggregates per
 * group, ordered and limited. Answers one array of values per output column, row-aligned.
 */
export async function aggregateSiteEvents(db: Db, plan: AggregationPlan): Promise<unknown[][]> {
  const specs = plan.outputs.map((column) => ({ column, spec: columnSpec(column.column)! }));
  const selected = specs.map(({ column, spec }, index) =>
    Prisma.sql`${spec.kind === 'aggregate' ? spec.expr : spec.expr(column)} AS ${Prisma.raw(`c${index}`)}`,
  );
  const conditions: Prisma.Sql[] = [
    Prisma.sql`organization_id = ${plan.organizationId}`,
    Prisma.sql`site_id = ${plan.siteId}`,
    Prisma.sql`occurred_at >= ${plan.from}`,
    Prisma.sql`occurred_at < ${plan.to}`,
  ];
  for (const { column, spec } of specs) if (spec.kind === 'dimension' && spec.carriedBy) conditions.push(spec.carriedBy(column));
  for (const filter of plan.filters) {
    if (filter.dimension.carriedBy) conditions.push(filter.dimension.carriedBy(filter.column));
    conditions.push(filterSql(filter));
  }
  const groupPositions = specs.flatMap(({ spec }, index) => (spec.kind === 'dimension' ? [index + 1] : []));
  // Without aggregates, grouping by the dimensions lists their distinct values.
  const groupBy = groupPositions.length > 0 ? Prisma.raw(`GROUP BY ${groupPositions.join(', ')}`) : Prisma.empty;
  const orderTerms = [`${plan.order.index + 1} ${plan.order.direction.toUpperCase()}`];
  for (let position = 1; position <= specs.length; position += 1) if (position !== plan.order.index + 1) orderTerms.push(`${position} ASC`);
  const rows = await db.$queryRaw<Record<string, unknown>[]>(Prisma.sql`
    SELECT ${Prisma.join(selected, ', ')}
    FROM site_events
    WHERE ${Prisma.join(conditions, ' AND ')}
    ${groupBy}
    ORDER BY ${Prisma.raw(orderTerms.join(', '))}
    LIMIT ${plan.limit}`);
  return specs.map(({ spec }, index) =>
    rows.map((row) => {
      const value = row[`c${index}`];
      return spec.output ? spec.output(value) : value;
    }),
  );
}

/** Segments shown at most (the contract's list has no pagination parameters). */
export const MAX_SEGMENTS = 100;
/** How far back segments look. */
export const SEGMENTS_WINDOW_DAYS = 30;

export type SegmentRow = { claims: unknown; events: number; visitors: number; sessions: number; total: number };

/**
 * Visitors grouped by identical claims (the canonical JSON of session.visitorAuthClaims,
 * index site_events(site_id, claims_key)) over the last `SEGMENTS_WINDOW_DAYS` days, most
 * visitors first, at most MAX_SEGMENTS; `total` is the number of segments.
 */
export async function visitorSegments(db: Db, organizationId: string, siteId: string, since: Date): Promise<SegmentRow[]> {
  return db.$queryRaw<SegmentRow[]>(Prisma.sql`
    SELECT (array_agg(claims))[1] AS claims,
           count(*)::int AS events,
           count(DISTINCT visitor_hash)::int AS visitors,
           count(DISTINCT session_hash)::int AS sessions,
           (count(*) OVER ())::int AS total
    FROM site_events
    WHERE organization_id = ${organizationId} AND site_id = ${siteId} AND claims_key IS NOT NULL AND occurred_at >= ${since}
    GROUP BY claims_key
    ORDER BY visitors DESC, events DESC, claims_key ASC
    LIMIT ${MAX_SEGMENTS}`);
}
