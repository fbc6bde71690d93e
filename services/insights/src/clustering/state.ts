import type { TransactionClient } from '../db';
import { ClusteringModel } from './model';

/**
 * Organizations' clustering models between passes. A model is only used by the pass that
 * holds its organization's `clustering_states` row lock, and only while the row's `version`
 * is the one the model was saved at: any pass elsewhere (another replica) bumps the version,
 * and the next pass here reloads from the database. A pass takes the model out while it
 * changes it, so a pass that fails leaves nothing half-changed behind.
 */
export type ClusteringStates = {
  take(organizationId: string, version: number): ClusteringModel | undefined;
  put(organizationId: string, version: number, model: ClusteringModel): void;
  /** A read-only look (labelling after a pass): the model if it is at `version`. */
  peek(organizationId: string, version: number): ClusteringModel | undefined;
};

/** Keeps the models of the `capacity` organizations clustered most recently. */
export function clusteringStateCache(capacity = 200): ClusteringStates {
  const models = new Map<string, { version: number; model: ClusteringModel }>();
  return {
    take(organizationId, version) {
      const entry = models.get(organizationId);
      models.delete(organizationId);
      return entry && entry.version === version ? entry.model : undefined;
    },
    put(organizationId, version, model) {
      models.delete(organizationId);
      models.set(organizationId, { version, model });
      while (models.size > capacity) models.delete(models.keys().next().value!);
    },
    peek(organizationId, version) {
      const entry = models.get(organizationId);
      return entry && entry.version === version ? entry.model : undefined;
    },
  };
}

/**
 * Locks an organization's clustering state (creating it on first use) for the rest of the
 * transaction: passes of one organization run one at a time, on every replica.
 */
export async function lockClusteringState(tx: TransactionClient, organizationId: string): Promise<{ documents: number; version: number }> {
  await tx.$executeRawUnsafe(`INSERT INTO clustering_states (organization_id) VALUES ($1) ON CONFLICT (organization_id) DO NOTHING`, organizationId);
  const [state] = await tx.$queryRawUnsafe<{ documents: number; version: number }[]>(
    `SELECT documents, version FROM clustering_states WHERE organization_id = $1 FOR UPDATE`,
    organizationId,
  );
  return state;
}

type StoredCluster = { id: string; seq: number; term_counts: Record<string, number>; words: Record<string, string>; issues: number };

/** An organization's model as the database has it: N, the document frequencies, every cluster's centroid. */
export async function loadClusteringModel(tx: TransactionClient, organizationId: string, documents: number): Promise<ClusteringModel> {
  const [frequencies, clusters] = await Promise.all([
    tx.$queryRawUnsafe<{ term: string; documents: number }[]>(`SELECT term, documents FROM term_document_counts WHERE organization_id = $1`, organizationId),
    tx.$queryRawUnsafe<StoredCluster[]>(`SELECT id, seq, term_counts, words, issues FROM issues_clusters WHERE organization_id = $1`, organizationId),
  ]);
  return ClusteringModel.from({
    documents,
    documentFrequencies: frequencies.map((row) => [row.term, row.documents] as [string, number]),
    clusters: clusters.map((row) => ({
      id: row.id,
      seq: Number(row.seq),
      counts: Object.entries(row.term_counts),
      words: Object.entries(row.words),
      issues: row.issues,
    })),
  });
}
