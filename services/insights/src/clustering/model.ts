/**
 * Incremental TF-IDF clustering of conversation issues (leader-follower with centroids).
 *
 * Each issue is a TF vector of stemmed terms. Its TF-IDF weight for a term t is
 * `tf(t) * idf(t)` with the smoothed `idf(t) = ln((1 + N) / (1 + df(t))) + 1`, where N is
 * the number of issues clustered so far in the organization and df(t) how many of them have
 * t. A cluster's centroid is the sum of its issues' TF vectors, weighted by the same IDF when
 * compared, so centroids follow the IDF as the corpus grows instead of freezing the weights
 * of the day they were built.
 *
 * An issue joins the cluster whose centroid is nearest by cosine similarity when that
 * similarity is at least SIMILARITY_THRESHOLD, otherwise it starts a new cluster. Equal
 * similarities go to the older cluster (lower `seq`). Every sum runs over terms in sorted
 * order, so a model rebuilt from the database computes bit-for-bit the same similarities as
 * the one that was kept in memory: the same issues in the same order always give the same
 * clusters.
 */

/** Cosine similarity at or above which an issue joins a cluster (see docs/insights.md). */
export const SIMILARITY_THRESHOLD = 0.25;

export type TermVector = ReadonlyMap<string, number>;

export type ClusterSnapshot = {
  id: string;
  seq: number;
  counts: Iterable<[string, number]>;
  words: Iterable<[string, string]>;
  issues: number;
};

export type ModelSnapshot = {
  documents: number;
  documentFrequencies: Iterable<[string, number]>;
  clusters: Iterable<ClusterSnapshot>;
};

export type ClusterState = {
  readonly id: string;
  readonly seq: number;
  readonly counts: Map<string, number>;
  /** The keys of `counts`, sorted: the order every sum over the centroid runs in. */
  readonly terms: string[];
  /** Beside `terms`: each term's index in the model's term table, and its count. */
  readonly termIndexes: number[];
  readonly termCounts: number[];
  readonly words: Map<string, string>;
  issues: number;
};

export type IssueVector = { counts: TermVector; words: ReadonlyMap<string, string> };

export type Assignment = { clusterId: string; similarity: number; created: boolean };

const sortedKeys = (map: ReadonlyMap<string, unknown>): string[] => [...map.keys()].sort();

/** Where `term` is, or would go, in the sorted `terms`. */
function sortedPosition(terms: readonly string[], term: string): number {
  let low = 0;
  let high = terms.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (terms[middle] < term) low = middle + 1;
    else high = middle;
  }
  return low;
}

export class ClusteringModel {
  /** N: issues counted in the document frequencies. */
  documents = 0;
  private readonly frequencies = new Map<string, number>();
  /** Every term seen, numbered; `logFrequencies[index]` is ln(1 + df(term)) (no logarithm in the inner loops). */
  private readonly termIndexes = new Map<string, number>();
  private readonly logFrequencies: number[] = [];
  readonly clusters = new Map<string, ClusterState>();
  /** Clusters whose centroid has a term: the only ones an issue can be similar to. */
  private readonly clustersByTerm = new Map<string, Set<string>>();
  private maxSeq = 0;

  static from(snapshot: ModelSnapshot): ClusteringModel {
    const model = new ClusteringModel();
    model.documents = snapshot.documents;
    for (const [term, documents] of snapshot.documentFrequencies) {
      if (documents > 0) model.setFrequency(term, documents);
    }
    for (const cluster of snapshot.clusters) {
      const state = model.newCluster(cluster.id, cluster.seq);
      state.issues = cluster.issues;
      for (const [term, count] of [...cluster.counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
        if (count > 0) model.addTermCount(state, term, count);
      }
      for (const [term, word] of cluster.words) state.words.set(term, word);
      model.maxSeq = Math.max(model.maxSeq, state.seq);
    }
    return model;
  }

  /** The next cluster's seq: above every existing one, so that it is the younger in a tie. */
  nextSeq(): number {
    return this.maxSeq + 1;
  }

  documentFrequency(term: string): number {
    return this.frequencies.get(term) ?? 0;
  }

  /** ln(1 + N) + 1: the IDF of a term is this minus ln(1 + df(term)). */
  private idfBase(): number {
    return Math.log(1 + this.documents) + 1;
  }

  /** Smoothed IDF of a term under the current N; a term no issue has gets the highest. */
  idf(term: string): number {
    const index = this.termIndexes.get(term);
    return this.idfBase() - (index === undefined ? 0 : this.logFrequencies[index]);
  }

  /** Counts an issue in N and in the document frequencies of its terms; returns its terms, sorted. */
  addDocument(counts: TermVector): string[] {
    this.documents += 1;
    const changed = sortedKeys(counts);
    for (const term of changed) this.setFrequency(term, this.documentFrequency(term) + 1);
    return changed;
  }

  /** The opposite of addDocument (an issue deleted by a re-analysis). */
  removeDocument(counts: TermVector): string[] {
    this.documents = Math.max(0, this.documents - 1);
    const changed = sortedKeys(counts);
    for (const term of changed) this.setFrequency(term, Math.max(0, this.documentFrequency(term) - 1));
    return changed;
  }

  private termIndex(term: string): number {
    let index = this.termIndexes.get(term);
    if (index === undefined) {
      index = this.logFrequencies.length;
      this.termIndexes.set(term, index);
      this.logFrequencies.push(0);
    }
    return index;
  }

  private setFrequency(term: string, documents: number): void {
    if (documents === 0) this.frequencies.delete(term);
    else this.frequencies.set(term, documents);
    this.logFrequencies[this.termIndex(term)] = documents === 0 ? 0 : Math.log(1 + documents);
  }

  /** The TF-IDF vector of an issue, its terms in sorted order, and its norm. */
  private weigh(counts: TermVector): { terms: string[]; weights: number[]; norm: number } {
    const base = this.idfBase();
    const terms = sortedKeys(counts);
    const weights = terms.map((term) => counts.get(term)! * (base - this.logFrequencies[this.termIndex(term)]));
    let squares = 0;
    for (const weight of weights) squares += weight * weight;
    return { terms, weights, norm: Math.sqrt(squares) };
  }

  private centroidNorm(cluster: ClusterState, base: number): number {
    const { termIndexes, termCounts } = cluster;
    const logFrequencies = this.logFrequencies;
    let squares = 0;
    for (let i = 0; i < termIndexes.length; i++) {
      const weight = termCounts[i] * (base - logFrequencies[termIndexes[i]]);
      squares += weight * weight;
    }
    return Math.sqrt(squares);
  }

  /** Cosine similarity between an issue's TF vector and a cluster's centroid, under the current IDF. */
  similarity(counts: TermVector, clusterId: string): number {
    const cluster = this.clusters.get(clusterId);
    if (!cluster) return 0;
    return this.cosine(this.weigh(counts), cluster);
  }

  private cosine(issue: { terms: string[]; weights: number[]; norm: number }, cluster: ClusterState): number {
    if (issue.norm === 0) return 0;
    const base = this.idfBase();
    let dot = 0;
    for (let index = 0; index < issue.terms.length; index++) {
      const term = issue.terms[index];
      const count = cluster.counts.get(term);
      if (count !== undefined) dot += issue.weights[index] * count * (base - this.logFrequencies[this.termIndex(term)]);
    }
    if (dot === 0) return 0;
    return dot / (issue.norm * this.centroidNorm(cluster, base));
  }

  /** The nearest cluster (ties: the older), or undefined when no cluster shares a term. */
  nearest(counts: TermVector): { clusterId: string; similarity: number } | undefined {
    const issue = this.weigh(counts);
    const candidates = new Set<string>();
    for (const term of issue.terms) for (const id of this.clustersByTerm.get(term) ?? []) candidates.add(id);
    let best: { cluster: ClusterState; similarity: number } | undefined;
    for (const id of candidates) {
      const cluster = this.clusters.get(id)!;
      const similarity = this.cosine(issue, cluster);
      if (!best || similarity > best.similarity || (similarity === best.similarity && cluster.seq < best.cluster.seq)) {
        best = { cluster, similarity };
      }
    }
    return best && { clusterId: best.cluster.id, similarity: best.similarity };
  }

  /**
   * Clusters one issue: counts it in the IDF, then joins it to the nearest cluster at or
   * above the threshold, or starts a new cluster with the id `newClusterId` gives.
   */
  assign(issue: IssueVector, newClusterId: () => string): Assignment {
    this.addDocument(issue.counts);
    const nearest = this.nearest(issue.counts);
    if (nearest && nearest.similarity >= SIMILARITY_THRESHOLD) {
      this.join(nearest.clusterId, issue);
      return { clusterId: nearest.clusterId, similarity: nearest.similarity, created: false };
    }
    const seq = this.nextSeq();
    this.maxSeq = seq;
    const cluster = this.newCluster(newClusterId(), seq);
    this.join(cluster.id, issue);
    return { clusterId: cluster.id, similarity: 1, created: true };
  }

  private newCluster(id: string, seq: number): ClusterState {
    const cluster: ClusterState = { id, seq, counts: new Map(), terms: [], termIndexes: [], termCounts: [], words: new Map(), issues: 0 };
    this.clusters.set(id, cluster);
    return cluster;
  }

  private addTermCount(cluster: ClusterState, term: string, count: number): void {
    const position = sortedPosition(cluster.terms, term);
    if (cluster.terms[position] === term) {
      cluster.termCounts[position] += count;
      cluster.counts.set(term, cluster.termCounts[position]);
      return;
    }
    cluster.terms.splice(position, 0, term);
    cluster.termIndexes.splice(position, 0, this.termIndex(term));
    cluster.termCounts.splice(position, 0, count);
    cluster.counts.set(term, count);
    let ids = this.clustersByTerm.get(term);
    if (!ids) this.clustersByTerm.set(term, (ids = new Set()));
    ids.add(cluster.id);
  }

  private removeTermCount(cluster: ClusterState, term: string, count: number): void {
    const position = sortedPosition(cluster.terms, term);
    if (cluster.terms[position] !== term) return;
    const left = cluster.termCounts[position] - count;
    if (left > 0) {
      cluster.termCounts[position] = left;
      cluster.counts.set(term, left);
      return;
    }
    cluster.terms.splice(position, 1);
    cluster.termIndexes.splice(position, 1);
    cluster.termCounts.splice(position, 1);
    cluster.counts.delete(term);
    cluster.words.delete(term);
    this.clustersByTerm.get(term)?.delete(cluster.id);
  }

  /** Adds an issue's TF vector to a cluster's centroid. */
  join(clusterId: string, issue: IssueVector): void {
    const cluster = this.clusters.get(clusterId)!;
    for (const [term, count] of issue.counts) this.addTermCount(cluster, term, count);
    for (const [term, word] of issue.words) {
      const known = cluster.words.get(term);
      if (known === undefined || word.length < known.length || (word.length === known.length && word < known)) cluster.words.set(term, word);
    }
    cluster.issues += 1;
  }

  /** Takes an issue's TF vector out of a cluster's centroid; a cluster left empty is removed. */
  leave(clusterId: string, issue: IssueVector): { emptied: boolean } {
    const cluster = this.clusters.get(clusterId);
    if (!cluster) return { emptied: false };
    for (const [term, count] of issue.counts) this.removeTermCount(cluster, term, count);
    cluster.issues = Math.max(0, cluster.issues - 1);
    if (cluster.issues > 0) return { emptied: false };
    for (const term of cluster.terms) this.clustersByTerm.get(term)?.delete(clusterId);
    this.clusters.delete(clusterId);
    return { emptied: true };
  }

  /** The `count` heaviest terms of a cluster's centroid (TF-IDF; ties alphabetical), as stems. */
  topTerms(clusterId: string, count: number): string[] {
    const cluster = this.clusters.get(clusterId);
    if (!cluster) return [];
    return cluster.terms
      .map((term, index) => ({ term, weight: cluster.termCounts[index] * this.idf(term) }))
      .sort((a, b) => b.weight - a.weight || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0))
      .slice(0, count)
      .map(({ term }) => term);
  }
}
