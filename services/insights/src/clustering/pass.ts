import { newId } from '@quire/shared';
import type { TransactionClient } from '../db';
import { recordEvents } from '../lib/events';
import type { ClusteringModel, IssueVector } from './model';

/** Issues clustered in one pass at most; a longer backlog continues in the next one. */
export const MAX_ISSUES_PER_PASS = 10_000;

type StoredVector = { terms: Record<string, number>; words: Record<string, string> };

export const vectorOf = (row: StoredVector): IssueVector => ({ counts: new Map(Object.entries(row.terms)), words: new Map(Object.entries(row.words)) });

/**
 * What a transaction changed in an organization's clustering, gathered while the model is
 * changed in memory and written once at the end (`write`): the issues that joined a cluster,
 * the clusters created, changed or emptied, the terms whose document frequency moved.
 */
export class ClusteringChanges {
  readonly assigned: { id: string; clusterId: string; similarity: number }[] = [];
  readonly created = new Set<string>();
  readonly touched = new Set<string>();
  readonly emptied = new Set<string>();
  readonly terms = new Set<string>();
  private added = new Map<string, number>();
  private removed = new Map<string, number>();

  constructor(
    readonly organizationId: string,
    readonly model: ClusteringModel,
  ) {}

  /** An issue leaves its cluster and the IDF (deleted, or its question changed). */
  remove(clusterId: string, vector: IssueVector): void {
    for (const term of this.model.removeDocument(vector.counts)) this.terms.add(term);
    const { emptied } = this.model.leave(clusterId, vector);
    this.removed.set(clusterId, (this.removed.get(clusterId) ?? 0) + 1);
    if (emptied) {
      this.touched.delete(clusterId);
      if (this.created.delete(clusterId)) return;
      this.emptied.add(clusterId);
    } else {
      this.touched.add(clusterId);
    }
  }

  /** An issue is clustered: counted in the IDF, then joined to the nearest cluster or a new one. */
  assign(issueId: string, vector: IssueVector): void {
    for (const term of vector.counts.keys()) this.terms.add(term);
    const assignment = this.model.assign(vector, newId);
    this.assigned.push({ id: issueId, clusterId: assignment.clusterId, similarity: assignment.similarity });
    this.added.set(assignment.clusterId, (this.added.get(assignment.clusterId) ?? 0) + 1);
    if (assignment.created) this.created.add(assignment.clusterId);
    else this.touched.add(assignment.clusterId);
  }

  /** Clusters whose label and summary must be computed again. */
  get changedClusters(): string[] {
    return [...this.created, ...this.touched];
  }

  /**
   * Writes everything in the caller's transaction: new and changed clusters (status
   * `pending`, for the labeller), emptied ones deleted, issues' cluster, document
   * frequencies, the state row's N and version, each cluster's counts and sources recomputed
   * from its issues, and the `cluster.created`/`updated`/`deleted` events.
   */
  async write(tx: TransactionClient): Promise<void> {
    const { organizationId, model } = this;
    const centroid = (id: string) => {
      const cluster = model.clusters.get(id)!;
      return { id, seq: cluster.seq, term_counts: Object.fromEntries(cluster.counts), words: Object.fromEntries(cluster.words) };
    };

    if (this.created.size > 0) {
      const rows = [...this.created].map((id) => ({ ...centroid(id), label: labelPlaceholder(model, id) }));
      await tx.$executeRawUnsafe(
        `INSERT INTO issues_clusters (id, organization_id, seq, label, summary, icon, status, term_counts, words, created_at, updated_at)
         SELECT r.id, $2, r.seq, r.label, '', 'circle-question', 'pending', r.term_counts, r.words, now(), now()
           FROM jsonb_to_recordset($1::jsonb) AS r(id text, seq int, label text, term_counts jsonb, words jsonb)`,
        JSON.stringify(rows),
        organizationId,
      );
    }
    if (this.touched.size > 0) {
      await tx.$executeRawUnsafe(
        `UPDATE issues_clusters c SET term_counts = r.term_counts, words = r.words, status = 'pending', revision = c.revision + 1, updated_at = now()
           FROM jsonb_to_recordset($1::jsonb) AS r(id text, term_counts jsonb, words jsonb)
          WHERE c.id = r.id AND c.organization_id = $2`,
        JSON.stringify([...this.touched].map(centroid)),
        organizationId,
      );
    }
    if (this.assigned.length > 0) {
      await tx.$executeRawUnsafe(
        `UPDATE conversation_issues i SET cluster_id = r.cluster_id, similarity = r.similarity
           FROM jsonb_to_recordset($1::jsonb) AS r(id text, cluster_id text, similarity float8)
          WHERE i.id = r.id`,
        JSON.stringify(this.assigned.map(({ id, clusterId, similarity }) => ({ id, cluster_id: clusterId, similarity }))),
      );
    }
    if (this.emptied.size > 0) {
      await tx.$executeRawUnsafe(`DELETE FROM issues_clusters WHERE organization_id = $1 AND id = ANY($2::text[])`, organizationId, [...this.emptied]);
    }
    if (this.terms.size > 0) {
      const frequencies = [...this.terms].map((term) => ({ term, documents: model.documentFrequency(term) }));
      await tx.$executeRawUnsafe(
        `INSERT INTO term_document_counts (organization_id, term, documents)
         SELECT $2, r.term, r.documents FROM jsonb_to_recordset($1::jsonb) AS r(term text, documents int) WHERE r.documents > 0
         ON CONFLICT (organization_id, term) DO UPDATE SET documents = EXCLUDED.documents`,
        JSON.stringify(frequencies),
        organizationId,
      );
      const gone = frequencies.filter((row) => row.documents === 0).map((row) => row.term);
      if (gone.length > 0) {
        await tx.$executeRawUnsafe(`DELETE FROM term_document_counts WHERE organization_id = $1 AND term = ANY($2::text[])`, organizationId, gone);
      }
    }

    const changed = this.changedClusters;
    const counts = changed.length === 0 ? [] : await recountClusters(tx, changed);
    const countOf = new Map(counts.map((row) => [row.id, row]));
    const facts = (id: string) => ({
      aggregateId: id,
      organizationId,
      data: {
        id,
        issues: countOf.get(id)?.issues ?? 0,
        conversations: countOf.get(id)?.conversations ?? 0,
        addedIssues: this.added.get(id) ?? 0,
        removedIssues: this.removed.get(id) ?? 0,
      },
    });
    await recordEvents(tx, 'cluster', 'created', [...this.created].map(facts));
    await recordEvents(tx, 'cluster', 'updated', [...this.touched].map(facts));
    await recordEvents(
      tx,
      'cluster',
      'deleted',
      [...this.emptied].map((id) => ({ aggregateId: id, organizationId, data: { id, removedIssues: this.removed.get(id) ?? 0 } })),
    );
  }
}

/** A new cluster's label until the labeller has run: its top terms. */
export function labelPlaceholder(model: ClusteringModel, clusterId: string): string {
  const cluster = model.clusters.get(clusterId)!;
  const words = model.topTerms(clusterId, 3).map((term) => cluster.words.get(term) ?? term);
  return capitalize(words.join(', ')) || 'Other questions';
}

export const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Each cluster's `issues`, `conversations` and `sources` (conversations per source) counted
 * again from its issues, in one statement.
 */
export async function recountClusters(tx: TransactionClient, clusterIds: string[]): Promise<{ id: string; issues: number; conversations: number }[]> {
  return tx.$queryRawUnsafe<{ id: string; issues: number; conversations: number }[]>(
    `WITH members AS (
       SELECT i.cluster_id, i.conversation_id, c.source
         FROM conversation_issues i JOIN conversations c ON c.id = i.conversation_id
        WHERE i.cluster_id = ANY($1::text[])),
     per_source AS (
       SELECT cluster_id, jsonb_object_agg(source, n) AS sources
         FROM (SELECT cluster_id, source, count(DISTINCT conversation_id)::int AS n FROM members GROUP BY 1, 2) s
        GROUP BY 1),
     totals AS (
       SELECT cluster_id, count(*)::int AS issues, count(DISTINCT conversation_id)::int AS conversations FROM members GROUP BY 1)
     UPDATE issues_clusters k
        SET issues = COALESCE(t.issues, 0), conversations = COALESCE(t.conversations, 0), sources = COALESCE(p.sources, '{}'::jsonb)
       FROM unnest($1::text[]) AS wanted(id)
       LEFT JOIN totals t ON t.cluster_id = wanted.id
       LEFT JOIN per_source p ON p.cluster_id = wanted.id
      WHERE k.id = wanted.id
     RETURNING k.id, k.issues, k.conversations`,
    clusterIds,
  );
}

/**
 * Clusters an organization's issues that wait for it, in ingestion order, up to the first
 * conversation still waiting for its analysis: so the order issues are clustered in, and
 * therefore the clusters, depend on the order conversations were ingested in and never on
 * the order the analysis happened to finish in.
 */
export async function clusterWaitingIssues(tx: TransactionClient, changes: ClusteringChanges): Promise<number> {
  const [{ watermark }] = await tx.$queryRawUnsafe<{ watermark: bigint | null }[]>(
    `SELECT min(ingest_seq) AS watermark FROM conversations WHERE organization_id = $1 AND analysis_pending`,
    changes.organizationId,
  );
  const waiting = await tx.$queryRawUnsafe<({ id: string } & StoredVector)[]>(
    `SELECT id, terms, words FROM conversation_issues
      WHERE organization_id = $1 AND cluster_id IS NULL AND ($2::bigint IS NULL OR ingest_seq < $2::bigint)
      ORDER BY ingest_seq, ordinal
      LIMIT ${MAX_ISSUES_PER_PASS}`,
    changes.organizationId,
    watermark === null ? null : watermark.toString(),
  );
  for (const issue of waiting) changes.assign(issue.id, vectorOf(issue));
  return waiting.length;
}
