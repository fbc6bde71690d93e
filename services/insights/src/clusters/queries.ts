import { decodeCursor, keysetAfter, keysetPage, type Page } from '@quire/shared';
import { z } from 'zod';
import type { Db } from '../db';
import type { ClusterStatus, IssuesCluster } from '../generated/prisma/client';

export type ClusterSort = 'updatedAt' | 'issues' | 'conversations' | 'tasksTotal' | 'tasksBacklog' | 'tasksStarted';

export const clusterSelect = {
  id: true,
  organizationId: true,
  label: true,
  summary: true,
  icon: true,
  sources: true,
  issues: true,
  conversations: true,
  tasksTotal: true,
  tasksBacklog: true,
  tasksStarted: true,
  tasksCompleted: true,
  tasksCancelled: true,
  createdAt: true,
  updatedAt: true,
} as const;

export type ClusterRow = Pick<IssuesCluster, keyof typeof clusterSelect>;

const ZClusterCursor = z.object({ value: z.union([z.number(), z.string().datetime()]), id: z.string() });

const sortValue = (row: ClusterRow, sort: ClusterSort): number | string => (sort === 'updatedAt' ? row.updatedAt.toISOString() : row[sort]);

/**
 * An organization's clusters ordered by `sort` then id, both ascending or descending, with
 * the `status` filter: keyset pages on one index per sort, (organization_id, <sort>, id).
 */
export async function listClustersPage(
  db: Db,
  organizationId: string,
  options: { sort: ClusterSort; order: 'asc' | 'desc'; status?: ClusterStatus },
  page: string | undefined,
  limit: number,
): Promise<Page<ClusterRow>> {
  const { sort, order } = options;
  const after = decodeCursor(page, ZClusterCursor);
  const where = { organizationId, ...(options.status && { status: options.status }) };
  const afterWhere = keysetAfter(after && { [sort]: after.value, id: after.id }, [
    [sort, order, sort === 'updatedAt' ? (value) => new Date(String(value)) : Number],
    ['id', order],
  ]);
  const [rows, count] = await Promise.all([
    db.issuesCluster.findMany({
      where: { ...where, ...afterWhere },
      select: clusterSelect,
      orderBy: [{ [sort]: order }, { id: order }],
      take: limit + 1,
    }),
    db.issuesCluster.count({ where }),
  ]);
  return keysetPage(rows, limit, (row) => ({ value: sortValue(row, sort), id: row.id }), count);
}

export const PULSE_WEEKS = 13;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Issues per week for each cluster over the 13 weeks up to `now` (index 12: the past 7 days),
 * by when their conversations happened, in one grouped query for the whole page.
 */
export async function weeklyPulses(db: Db, clusterIds: string[], now: Date): Promise<Map<string, number[]>> {
  const pulses = new Map(clusterIds.map((id) => [id, new Array<number>(PULSE_WEEKS).fill(0)]));
  if (clusterIds.length === 0) return pulses;
  const since = new Date(now.getTime() - PULSE_WEEKS * WEEK_MS);
  const rows = await db.$queryRawUnsafe<{ cluster_id: string; weeks_ago: number; issues: number }[]>(
    `SELECT cluster_id, floor(extract(epoch FROM ($2::timestamptz - created_at)) * 1000 / $4)::int AS weeks_ago, count(*)::int AS issues
       FROM conversation_issues
      WHERE cluster_id = ANY($1::text[]) AND created_at > $3::timestamptz AND created_at <= $2::timestamptz
      GROUP BY 1, 2`,
    clusterIds,
    now.toISOString(),
    since.toISOString(),
    WEEK_MS,
  );
  for (const row of rows) {
    const weeksAgo = Math.min(PULSE_WEEKS - 1, Math.max(0, row.weeks_ago));
    pulses.get(row.cluster_id)![PULSE_WEEKS - 1 - weeksAgo] += row.issues;
  }
  return pulses;
}

export const CLUSTER_NOT_FOUND = 'Conversations issues cluster not found';

/** One cluster of the organization by id (the primary key; another organization's is absent). */
export async function findCluster(db: Db, organizationId: string, clusterId: string): Promise<ClusterRow | null> {
  return db.issuesCluster.findFirst({ where: { id: clusterId, organizationId }, select: clusterSelect });
}
