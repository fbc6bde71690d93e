// `npm run bench -- insights`: conversation ingestion through the gateway and the analysis
// keeping up with it, then clustering on its own.
//   1. BENCH_INSIGHTS_CONVERSATIONS (10,000) conversations, POSTed in batches of 50 with
//      BENCH_INSIGHTS_CONCURRENCY (8) requests in flight: conversations accepted per second.
//      Meanwhile the insights database is sampled every 100 ms for the analysis backlog
//      (conversations waiting); afterwards each conversation's lag (ingested -> processed)
//      and the time the analysis needed after the last request are reported.
//   2. The goal rate held: 500 conversations per second (a batch of 50 every 100 ms) for
//      BENCH_INSIGHTS_PACED_S (10) seconds, on top of what phase 1 stored: whether the
//      analysis keeps up (largest backlog, lag ingested -> processed).
//   3. Clustering of 10,000 issues of the generated known-topic corpus, in process with the
//      service's own model (services/insights/dist): time, clusters found, purity.
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import { ROOT } from '../lib/stack.mjs';

const require = createRequire(import.meta.url);
const insightsDist = (file) => require(path.join(ROOT, 'services', 'insights', 'dist', file));

const CONVERSATIONS = Number(process.env.BENCH_INSIGHTS_CONVERSATIONS || 10_000);
const CONCURRENCY = Number(process.env.BENCH_INSIGHTS_CONCURRENCY || 8);
const BATCH = 50;
const PACED_SECONDS = Number(process.env.BENCH_INSIGHTS_PACED_S || 10);
const PACED_RATE = 500;
const CLUSTER_ISSUES = 10_000;
const DRAIN_TIMEOUT_MS = 10 * 60 * 1000;

const ANSWERS = [
  "I'm sorry, I don't know the answer to that.",
  'That is not documented yet.',
  'The guide about this is out of date, sorry.',
  'You can find it under Settings.',
];

/** Conversation `index`: a question of the known-topic corpus and an answer, every fourth one answered well. */
function conversationsOf(questions, from, count, prefix = 'bench') {
  return questions.slice(from, from + count).map((question, offset) => {
    const index = from + offset;
    return {
      id: `${prefix}-${index}`,
      subject: question.topic,
      metadata: { attributes: { topic: question.topic }, createdAt: new Date(Date.now() - (index % 90) * 86_400_000).toISOString() },
      parts: [
        { type: 'message', role: 'user', body: question.text },
        { type: 'message', role: index % 2 ? 'assistant' : 'team-member', body: ANSWERS[index % ANSWERS.length] },
      ],
    };
  });
}

const percentile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

async function post(baseUrl, token, organizationId, batch) {
  const response = await fetch(`${baseUrl}/orgs/${organizationId}/conversations`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(batch),
  });
  if (response.status !== 204) throw new Error(`ingestConversation: HTTP ${response.status} ${await response.text()}`);
}

/** Samples the analysis backlog (conversations waiting) every 100 ms until stopped; resolves to the largest. */
function backlogSampler(db) {
  let sampling = true;
  let largest = 0;
  const done = (async () => {
    while (sampling) {
      const { rows } = await db.query('SELECT count(*)::int AS waiting FROM conversations WHERE analysis_pending');
      largest = Math.max(largest, rows[0].waiting);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return async () => {
    sampling = false;
    await done;
    return largest;
  };
}

async function drained(db) {
  const started = Date.now();
  for (;;) {
    const { rows } = await db.query('SELECT count(*)::int AS waiting FROM conversations WHERE analysis_pending');
    if (rows[0].waiting === 0) return (Date.now() - started) / 1000;
    if (Date.now() - started > DRAIN_TIMEOUT_MS) throw new Error(`the analysis did not finish: ${rows[0].waiting} conversations waiting`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Lag from ingestion to the end of the analysis of the conversations whose id starts with `prefix`. */
async function lagOf(db, prefix) {
  const { rows: [lag] } = await db.query(
    `SELECT count(*)::int AS analysed,
            percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM processed_at - ingested_at)) * 1000 AS p50,
            percentile_cont(0.95) WITHIN GROUP (ORDER BY extract(epoch FROM processed_at - ingested_at)) * 1000 AS p95,
            max(extract(epoch FROM processed_at - ingested_at)) * 1000 AS max,
            extract(epoch FROM max(processed_at) - min(ingested_at)) AS span
       FROM conversations WHERE processed_at IS NOT NULL AND external_id LIKE $1`,
    [`${prefix}-%`],
  );
  return lag;
}

/** `step(title, fn, { targets })`: as in content.mjs, one measurement whose failure does not end the group. */
export async function runInsightsBench({ baseUrl, token, organizationId, insightsDatabaseUrl, step = (title, fn) => fn(), log }) {
  const { knownTopicCorpus } = insightsDist('clustering/known-topics.js');
  const { clusterCorpus, purity } = insightsDist('clustering/corpus.js');
  const results = [];
  const targets = [];
  const db = new pg.Client({ connectionString: insightsDatabaseUrl });
  await db.connect();
  try {
    await step(
      'ingestion and analysis',
      async () => {
        // --- 1. ingestion through the gateway, the analysis behind it
        const questions = knownTopicCorpus(CONVERSATIONS, 2026);
        const batches = [];
        for (let from = 0; from < CONVERSATIONS; from += BATCH) batches.push(conversationsOf(questions, from, BATCH));
        log(`insights: ingesting ${CONVERSATIONS} conversations in ${batches.length} batches of ${BATCH}, ${CONCURRENCY} in flight`);

        const burstBacklog = backlogSampler(db);
        const latencies = [];
        let next = 0;
        const started = process.hrtime.bigint();
        await Promise.all(
          Array.from({ length: CONCURRENCY }, async () => {
            while (next < batches.length) {
              const batch = batches[next++];
              const sent = process.hrtime.bigint();
              await post(baseUrl, token, organizationId, batch);
              latencies.push(Number(process.hrtime.bigint() - sent) / 1e6);
            }
          }),
        );
        const ingestSeconds = Number(process.hrtime.bigint() - started) / 1e9;
        const ingestRate = CONVERSATIONS / ingestSeconds;
        latencies.sort((a, b) => a - b);
        const drainSeconds = await drained(db);
        const burstLargest = await burstBacklog();
        const burst = await lagOf(db, 'bench');
        results.push({ title: 'ingest: conversations accepted per second', value: ingestRate.toFixed(0) });
        results.push({ title: `ingest: request of ${BATCH} (p50 / p99 ms)`, value: `${percentile(latencies, 0.5).toFixed(0)} / ${percentile(latencies, 0.99).toFixed(0)}` });
        results.push({ title: 'burst: analysis, conversations per second', value: (burst.analysed / burst.span).toFixed(0) });
        results.push({ title: 'burst: largest backlog (conversations)', value: burstLargest });
        results.push({ title: 'burst: lag p50 / p95 / max (ms)', value: `${Number(burst.p50).toFixed(0)} / ${Number(burst.p95).toFixed(0)} / ${Number(burst.max).toFixed(0)}` });
        results.push({ title: 'burst: analysis done after the last request (s)', value: drainSeconds.toFixed(1) });

        // --- 2. the goal rate, held
        const pacedCount = PACED_SECONDS * PACED_RATE;
        log(`insights: ingesting ${PACED_RATE} conversations per second for ${PACED_SECONDS} s`);
        const pacedQuestions = knownTopicCorpus(pacedCount, 7);
        const pacedBacklog = backlogSampler(db);
        const pacedStarted = Date.now();
        const inFlight = [];
        for (let from = 0; from < pacedCount; from += BATCH) {
          const due = pacedStarted + (from / PACED_RATE) * 1000;
          if (due > Date.now()) await new Promise((resolve) => setTimeout(resolve, due - Date.now()));
          inFlight.push(post(baseUrl, token, organizationId, conversationsOf(pacedQuestions, from, BATCH, 'paced')));
        }
        await Promise.all(inFlight);
        const pacedRate = pacedCount / ((Date.now() - pacedStarted) / 1000);
        await drained(db);
        const pacedLargest = await pacedBacklog();
        const paced = await lagOf(db, 'paced');
        results.push({ title: 'paced: conversations ingested per second', value: pacedRate.toFixed(0) });
        results.push({ title: 'paced: largest backlog (conversations)', value: pacedLargest });
        results.push({ title: 'paced: lag p50 / p95 / max (ms)', value: `${Number(paced.p50).toFixed(0)} / ${Number(paced.p95).toFixed(0)} / ${Number(paced.max).toFixed(0)}` });

        const { rows: [found] } = await db.query(
          `SELECT (SELECT count(*)::int FROM conversations) AS conversations, (SELECT count(*)::int FROM conversation_issues) AS issues,
                  (SELECT count(*)::int FROM issues_clusters) AS clusters`,
        );
        results.push({ title: 'analysis: conversations / issues / clusters', value: `${found.conversations} / ${found.issues} / ${found.clusters}` });
        targets.push(`target ingest-conversations-per-s: ${ingestRate.toFixed(0)} (goal >= 500)`);
      },
      { targets: ['ingest-conversations-per-s'] },
    );

    await step(
      'clustering',
      () => {
        // --- 3. clustering on its own
        const corpus = knownTopicCorpus(CLUSTER_ISSUES, 42);
        const topicOf = new Map(corpus.map((question) => [question.id, question.topic]));
        clusterCorpus(corpus.slice(0, 1000)); // warm-up: the code paths compiled before timing
        const clusteringStarted = process.hrtime.bigint();
        const { clusters } = clusterCorpus(corpus);
        const clusteringMs = Number(process.hrtime.bigint() - clusteringStarted) / 1e6;
        const measured = purity(clusters, (id) => topicOf.get(id));
        results.push({ title: `clustering: ${CLUSTER_ISSUES} issues (ms)`, value: clusteringMs.toFixed(0) });
        results.push({ title: `clustering: clusters found (${new Set(topicOf.values()).size} topics)`, value: clusters.length });
        results.push({ title: 'clustering: purity / inverse purity', value: `${measured.purity.toFixed(3)} / ${measured.inversePurity.toFixed(3)}` });
        targets.push(`target cluster-purity: ${measured.purity.toFixed(3)} (goal >= 0.8)`);
      },
      { targets: ['cluster-purity'] },
    );
  } finally {
    await db.end();
  }
  return { results, targets };
}
