import type { insightsV1 } from '@quire/proto';
import type { InsightsUrlBases } from '../context';
import { clusterApiUrl, clusterAppUrl } from '../lib/urls';
import { PULSE_WEEKS, type ClusterRow } from './queries';

/** GitBook "ConversationsIssuesCluster". */
export function presentCluster(bases: InsightsUrlBases, row: ClusterRow, weeklyPulse: number[] | undefined): insightsV1.IssuesCluster {
  return {
    object: 'issues-cluster',
    id: row.id,
    label: row.label,
    summary: row.summary,
    icon: row.icon,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    weeklyPulse: weeklyPulse ?? new Array<number>(PULSE_WEEKS).fill(0),
    sources: (row.sources ?? {}) as Record<string, number>,
    stats: {
      issues: row.issues,
      conversations: row.conversations,
      tasksTotal: row.tasksTotal,
      tasksBacklog: row.tasksBacklog,
      tasksStarted: row.tasksStarted,
      tasksCompleted: row.tasksCompleted,
      tasksCancelled: row.tasksCancelled,
    },
    urls: { location: clusterApiUrl(bases, row.organizationId, row.id), app: clusterAppUrl(bases, row.organizationId, row.id) },
  };
}
