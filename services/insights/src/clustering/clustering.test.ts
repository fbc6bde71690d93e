import fc from 'fast-check';
import { termsOf } from '../text/terms';
import { clusterCorpus, purity } from './corpus';
import { knownTopicCorpus } from './known-topics';
import { ClusteringModel, SIMILARITY_THRESHOLD } from './model';

const partition = (clusters: string[][]) => clusters.map((members) => [...members].sort()).sort((a, b) => (a[0] < b[0] ? -1 : 1));

describe('ClusteringModel', () => {
  it('joins an issue to the nearest cluster at or above the threshold, else starts one', () => {
    const model = new ClusteringModel();
    let next = 0;
    const id = () => `c${++next}`;
    const assign = (text: string) => model.assign(termsOf(text), id);
    expect(assign('How do I verify the webhook signature?')).toEqual({ clusterId: 'c1', similarity: 1, created: true });
    const second = assign('Webhook signature verification fails');
    expect(second).toMatchObject({ clusterId: 'c1', created: false });
    expect(second.similarity).toBeGreaterThanOrEqual(SIMILARITY_THRESHOLD);
    expect(assign('Where do I upload the SAML certificate?')).toMatchObject({ clusterId: 'c2', created: true });
    expect(model.documents).toBe(3);
    expect(model.documentFrequency('webhook')).toBe(2);
    expect(model.topTerms('c1', 2)).toEqual(['signatur', 'webhook']);
  });

  it('breaks ties towards the older cluster', () => {
    const model = ClusteringModel.from({
      documents: 2,
      documentFrequencies: [['alpha', 1], ['beta', 1]],
      clusters: [
        { id: 'young', seq: 2, counts: [['beta', 1]], words: [], issues: 1 },
        { id: 'old', seq: 1, counts: [['alpha', 1]], words: [], issues: 1 },
      ],
    });
    const { clusterId } = model.assign({ counts: new Map([['alpha', 1], ['beta', 1]]), words: new Map() }, () => 'new');
    expect(clusterId).toBe('old');
  });

  it('a model rebuilt from its stored state computes the same as the one kept in memory', () => {
    const corpus = knownTopicCorpus(600, 7);
    const kept = new ClusteringModel();
    let n = 0;
    for (const question of corpus.slice(0, 300)) kept.assign(termsOf(question.text), () => `c${++n}`);
    const rebuilt = ClusteringModel.from({
      documents: kept.documents,
      documentFrequencies: [...new Set(corpus.slice(0, 300).flatMap((question) => [...termsOf(question.text).counts.keys()]))]
        .reverse()
        .map((term) => [term, kept.documentFrequency(term)] as [string, number]),
      clusters: [...kept.clusters.values()].reverse().map((cluster) => ({
        id: cluster.id,
        seq: cluster.seq,
        counts: [...cluster.counts].reverse(),
        words: [...cluster.words],
        issues: cluster.issues,
      })),
    });
    let m = n;
    for (const question of corpus.slice(300)) {
      const terms = termsOf(question.text);
      expect(rebuilt.assign(terms, () => `c${++m}`)).toEqual(kept.assign(terms, () => `c${++n}`));
    }
  });

  it('leave() undoes join(): an emptied cluster disappears from the model', () => {
    const model = new ClusteringModel();
    const issue = termsOf('How do I verify the webhook signature?');
    const { clusterId } = model.assign(issue, () => 'c1');
    expect(model.leave(clusterId, issue)).toEqual({ emptied: true });
    model.removeDocument(issue.counts);
    expect(model.clusters.size).toBe(0);
    expect(model.documents).toBe(0);
    expect(model.nearest(issue.counts)).toBeUndefined();
  });
});

describe('clusterCorpus', () => {
  it('gives identical clusters on two runs', () => {
    const corpus = knownTopicCorpus(2000, 11);
    expect(clusterCorpus(corpus).clusters).toEqual(clusterCorpus(corpus).clusters);
  });

  it('does not depend on the order of its input (property: any shuffle, same partition)', () => {
    const corpus = knownTopicCorpus(300, 3);
    const expected = partition(clusterCorpus(corpus).clusters);
    fc.assert(
      fc.property(fc.shuffledSubarray(corpus, { minLength: corpus.length, maxLength: corpus.length }), (shuffled) => {
        expect(partition(clusterCorpus(shuffled).clusters)).toEqual(expected);
      }),
      { numRuns: 25 },
    );
  });

  it('clusters a known-topic corpus with purity of at least 0.8', () => {
    const corpus = knownTopicCorpus(4000, 42);
    const topicOf = new Map(corpus.map((question) => [question.id, question.topic]));
    const { clusters } = clusterCorpus(corpus);
    const measured = purity(clusters, (id) => topicOf.get(id)!);
    expect(measured.purity).toBeGreaterThanOrEqual(0.8);
    // Not by splitting everything: far fewer clusters than questions, and topics mostly together.
    expect(clusters.length).toBeLessThan(corpus.length / 20);
    expect(measured.inversePurity).toBeGreaterThanOrEqual(0.3);
  });
});

describe('purity', () => {
  it('is the share of items in their cluster\'s majority label', () => {
    const labels: Record<string, string> = { a: 'x', b: 'x', c: 'y', d: 'y', e: 'y' };
    expect(purity([['a', 'b', 'c'], ['d', 'e']], (id) => labels[id])).toEqual({ purity: 4 / 5, inversePurity: 4 / 5 });
    expect(purity([['a'], ['b'], ['c'], ['d'], ['e']], (id) => labels[id])).toEqual({ purity: 1, inversePurity: 2 / 5 });
  });
});
