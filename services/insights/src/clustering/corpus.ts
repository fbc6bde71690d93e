import { termsOf } from '../text/terms';
import { ClusteringModel } from './model';

export type CorpusItem = { id: string; text: string };

/** A clustering of a whole corpus: each cluster's member ids, and the model it left. */
export type CorpusClustering = { clusters: string[][]; model: ClusteringModel };

/**
 * Clusters a whole set of questions at once, with the same model the service uses issue by
 * issue. The items are first put in a canonical order (by their sorted stems, then id), so
 * that the result depends on the set only, not on the order it was given in. Clusters are
 * listed by creation, members in clustering order.
 */
export function clusterCorpus(items: readonly CorpusItem[]): CorpusClustering {
  const vectors = items.map((item) => {
    const terms = termsOf(item.text);
    return { id: item.id, terms, signature: [...terms.counts.keys()].sort().join(' ') };
  });
  vectors.sort((a, b) => (a.signature < b.signature ? -1 : a.signature > b.signature ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const model = new ClusteringModel();
  const members = new Map<string, string[]>();
  let created = 0;
  for (const vector of vectors) {
    const { clusterId } = model.assign(vector.terms, () => `cluster-${++created}`);
    const list = members.get(clusterId);
    if (list) list.push(vector.id);
    else members.set(clusterId, [vector.id]);
  }
  return { clusters: [...members.values()], model };
}

/**
 * Purity of a clustering against known labels: the share of items that belong to the most
 * common label of their cluster. Inverse purity is the same with the roles swapped (the share
 * of items in the cluster holding most of their label), which singleton clusters cannot game.
 */
export function purity(clusters: readonly string[][], labelOf: (id: string) => string): { purity: number; inversePurity: number } {
  let total = 0;
  let majority = 0;
  const byLabel = new Map<string, Map<number, number>>();
  clusters.forEach((members, index) => {
    const counts = new Map<string, number>();
    for (const id of members) {
      const label = labelOf(id);
      counts.set(label, (counts.get(label) ?? 0) + 1);
      let perCluster = byLabel.get(label);
      if (!perCluster) byLabel.set(label, (perCluster = new Map()));
      perCluster.set(index, (perCluster.get(index) ?? 0) + 1);
    }
    total += members.length;
    majority += Math.max(0, ...counts.values());
  });
  let inverse = 0;
  for (const perCluster of byLabel.values()) inverse += Math.max(...perCluster.values());
  return { purity: total === 0 ? 1 : majority / total, inversePurity: total === 0 ? 1 : inverse / total };
}
