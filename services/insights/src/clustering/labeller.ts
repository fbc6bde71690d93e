import type { InsightsContext } from '../context';
import type { IssueKind } from '../analysis/extract';
import { recordEvents } from '../lib/events';
import { truncate } from '../text/plain-text';
import type { ClusteringModel } from './model';
import { capitalize } from './pass';

/** A claim older than this is taken over (the labeller that made it has died). */
export const LABEL_CLAIM_TIMEOUT_MS = 60_000;

/** Icon per kind of issue (GitBook "Icon" names): the icon of the kind most of a cluster's issues have. */
const KIND_ICONS: [IssueKind, string][] = [
  ['docs-missing', 'file-circle-question'],
  ['docs-wrong', 'file-circle-exclamation'],
  ['answer-unknown', 'circle-question'],
  ['repeated', 'arrows-rotate'],
  ['unanswered', 'message-question'],
];

/** What labelling reads of a cluster's issues: its example question and how many issues of each kind. */
type ClusterFacts = { example?: string; kinds: Map<IssueKind, number> };

export type ClusterLabel = { label: string; summary: string; icon: string };

/**
 * A cluster's label, summary and icon, from what it is now: the label names its three
 * heaviest terms (TF-IDF of the centroid), the summary its counts, five top terms and its
 * example question (the issue that was nearest when it joined: the one that started the
 * cluster while it is there), the icon the most common kind of its issues. The same issues
 * and model always give the same text.
 */
export function labelOf(model: ClusteringModel, clusterId: string, facts: ClusterFacts, counts: { issues: number; conversations: number }): ClusterLabel {
  const cluster = model.clusters.get(clusterId);
  const top = model.topTerms(clusterId, 5).map((term) => cluster?.words.get(term) ?? term);
  const label = capitalize(top.slice(0, 3).join(', ')) || 'Other questions';

  let icon = KIND_ICONS[0][1];
  let most = -1;
  for (const [kind, kindIcon] of KIND_ICONS) {
    const count = facts.kinds.get(kind) ?? 0;
    if (count > most) {
      most = count;
      icon = kindIcon;
    }
  }

  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  const about = top.length > 0 ? ` about ${top.join(', ')}` : '';
  const example = facts.example ? ` For example: “${truncate(facts.example, 200)}”` : '';
  const summary = `${plural(counts.issues, 'question')} from ${plural(counts.conversations, 'conversation')}${about}.${example}`;
  return { label: truncate(label, 120), summary, icon };
}

/** Example question and kind counts of each cluster, in two index-served queries whatever their size. */
async function factsOf(ctx: InsightsContext, clusterIds: string[]): Promise<Map<string, ClusterFacts>> {
  const [examples, kinds] = await Promise.all([
    ctx.db.$queryRawUnsafe<{ cluster_id: string; title: string }[]>(
      `SELECT DISTINCT ON (cluster_id) cluster_id, title FROM conversation_issues
        WHERE cluster_id = ANY($1::text[])
        ORDER BY cluster_id, similarity DESC, ingest_seq, ordinal`,
      clusterIds,
    ),
    ctx.db.$queryRawUnsafe<{ cluster_id: string; kind: IssueKind; issues: number }[]>(
      `SELECT cluster_id, kind::text AS kind, count(*)::int AS issues FROM conversation_issues WHERE cluster_id = ANY($1::text[]) GROUP BY 1, 2`,
      clusterIds,
    ),
  ]);
  const facts = new Map(clusterIds.map((id) => [id, { kinds: new Map() } as ClusterFacts]));
  for (const row of examples) facts.get(row.cluster_id)!.example = row.title;
  for (const row of kinds) facts.get(row.cluster_id)!.kinds.set(row.kind, row.issues);
  return facts;
}

/**
 * Recomputes the label, summary and icon of `pending` clusters: claims them (`analysing`,
 * committed, so the `status` filter shows it), computes from `model` and their issues, and
 * marks them `ready` unless a pass changed them meanwhile (their revision moved: they are
 * `pending` again and labelled after that pass). A `cluster.updated` event says when the text
 * changed. Clusters claimed longer than LABEL_CLAIM_TIMEOUT_MS ago are taken over.
 */
export async function labelClusters(ctx: InsightsContext, organizationId: string, clusterIds: string[], model: ClusteringModel): Promise<number> {
  if (clusterIds.length === 0) return 0;
  const claimed = await ctx.db.$queryRawUnsafe<{ id: string; revision: number; issues: number; conversations: number; label: string; summary: string; icon: string }[]>(
    `UPDATE issues_clusters SET status = 'analysing', label_claimed_at = now()
      WHERE organization_id = $1 AND id = ANY($2::text[])
        AND (status = 'pending' OR (status = 'analysing' AND label_claimed_at < now() - ($3::int * interval '1 millisecond')))
      RETURNING id, revision, issues, conversations, label, summary, icon`,
    organizationId,
    clusterIds,
    LABEL_CLAIM_TIMEOUT_MS,
  );
  if (claimed.length === 0) return 0;
  const facts = await factsOf(ctx, claimed.map((cluster) => cluster.id));
  const labelled = claimed.map((cluster) => ({ ...cluster, ...labelOf(model, cluster.id, facts.get(cluster.id)!, cluster), previous: cluster }));
  return ctx.db.$transaction(async (tx) => {
    const done = await tx.$queryRawUnsafe<{ id: string }[]>(
      `UPDATE issues_clusters c SET label = r.label, summary = r.summary, icon = r.icon, status = 'ready', label_claimed_at = NULL
         FROM jsonb_to_recordset($1::jsonb) AS r(id text, revision int, label text, summary text, icon text)
        WHERE c.id = r.id AND c.revision = r.revision AND c.status = 'analysing'
        RETURNING c.id`,
      JSON.stringify(labelled.map(({ id, revision, label, summary, icon }) => ({ id, revision, label, summary, icon }))),
    );
    const doneIds = new Set(done.map((row) => row.id));
    const changed = labelled.filter(
      (cluster) => doneIds.has(cluster.id) && (cluster.label !== cluster.previous.label || cluster.summary !== cluster.previous.summary || cluster.icon !== cluster.previous.icon),
    );
    await recordEvents(
      tx,
      'cluster',
      'updated',
      changed.map((cluster) => ({ aggregateId: cluster.id, organizationId, data: { id: cluster.id, label: cluster.label, changes: ['label', 'summary', 'icon'] } })),
    );
    return done.length;
  });
}
