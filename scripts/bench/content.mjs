// `npm run bench -- content`: the content core on a generated 10,000-page space (3 levels,
// realistic Markdown): merging a change request that edits 100 pages and moves 10, creating a
// change request (100 vs 10,000 pages), the semantic changes of a 100-page change request,
// listPages, and getPageById in both formats; and the organization-wide search (org-search.mjs).
// BENCH_CONTENT_CASES (comma-separated: create, merge, semantic-changes, reads, org-search; all
// by default) runs some of the cases only.
// The space is seeded straight into the content database through content's own revision store
// (10,000 page writes over HTTP would only measure the seeding); everything measured goes
// through the gateway.
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '../lib/stack.mjs';

const require = createRequire(import.meta.url);
const contentDist = (file) => require(path.join(ROOT, 'services', 'content', 'dist', file));

const MERGE_SAMPLES = Number(process.env.BENCH_MERGE_SAMPLES || 9);
const CREATE_SAMPLES = Number(process.env.BENCH_CREATE_SAMPLES || 40);
const CHANGES_SAMPLES = Number(process.env.BENCH_CHANGES_SAMPLES || 30);

/** The cases of the group and the targets each prints. */
const CASE_TARGETS = {
  create: ['create-change-request-p50-ms'],
  merge: ['merge-100-pages-p50-ms'],
  'semantic-changes': ['semantic-changes-100-of-10k-p50-ms'],
  reads: ['list-pages-10k-p50-ms'],
  // Measured by org-search.mjs, in an organization of its own (bench.mjs runs it after the rest).
  'org-search': ['org-search-p95-ms'],
};

/** The cases BENCH_CONTENT_CASES asks for (every one when unset). */
export function contentCases(env = process.env) {
  const asked = (env.BENCH_CONTENT_CASES || '').split(',').map((name) => name.trim()).filter(Boolean);
  for (const name of asked) if (!(name in CASE_TARGETS)) throw new Error(`unknown content bench case "${name}" (cases: ${Object.keys(CASE_TARGETS).join(', ')})`);
  return asked.length > 0 ? asked : Object.keys(CASE_TARGETS);
}

/** The target lines the cases asked for print. */
export const contentTargets = (cases = contentCases()) => cases.flatMap((name) => CASE_TARGETS[name]);

const WORDS = 'the a documentation page explains how to configure install deploy monitor secure scale team project workspace token request response error cache index query schema migration release version feature guide reference example step option value default limit'.split(' ');

function sentence(random, words = 12) {
  const picked = Array.from({ length: words }, () => WORDS[Math.floor(random() * WORDS.length)]);
  const text = picked.join(' ');
  return `${text[0].toUpperCase()}${text.slice(1)}.`;
}

/** About 2.5 KB of Markdown with the constructs real pages have. */
export function realisticMarkdown(seed) {
  let state = seed * 9301 + 49297;
  const random = () => ((state = (state * 9301 + 49297) % 233280) / 233280);
  const paragraph = () => Array.from({ length: 4 }, () => sentence(random)).join(' ');
  return [
    paragraph(),
    `## Overview`,
    paragraph(),
    `* ${sentence(random, 6)}\n* ${sentence(random, 6)}\n* ${sentence(random, 6)}`,
    `## Configuration`,
    paragraph(),
    '```json\n{\n  "name": "example",\n  "limit": 100,\n  "enabled": true\n}\n```',
    `| Option | Meaning | Default |\n| --- | --- | --- |\n| \`limit\` | ${sentence(random, 5)} | 100 |\n| \`enabled\` | ${sentence(random, 5)} | true |`,
    `## Troubleshooting`,
    paragraph(),
    `1. ${sentence(random, 8)}\n2. ${sentence(random, 8)}\n3. ${sentence(random, 8)}`,
    paragraph(),
  ].join('\n\n') + '\n';
}

/** 10 sections x 10 chapters x 99 pages + the 110 parents: `size` pages, 3 levels deep. */
function generatePages(size) {
  const { generateNKeysBetween } = require(require.resolve('fractional-indexing', { paths: [path.join(ROOT, 'services', 'content')] }));
  const now = new Date().toISOString();
  const pages = [];
  const levelOne = Math.max(1, Math.round(Math.cbrt(size / 10)));
  const levelTwo = levelOne;
  const perChapter = Math.max(1, Math.floor((size - levelOne - levelOne * levelTwo) / (levelOne * levelTwo)));
  const entry = (id, parentId, position, title) => ({ id, kind: 'document', parentId, position, title, slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'), createdAt: now, updatedAt: now });
  const topKeys = generateNKeysBetween(null, null, levelOne);
  let n = 0;
  for (let a = 0; a < levelOne && pages.length < size; a += 1) {
    const section = entry(`bench-s${a}`, null, topKeys[a], `Section ${a}`);
    pages.push(section);
    const chapterKeys = generateNKeysBetween(null, null, levelTwo);
    for (let b = 0; b < levelTwo && pages.length < size; b += 1) {
      const chapter = entry(`bench-s${a}-c${b}`, section.id, chapterKeys[b], `Chapter ${a}.${b}`);
      pages.push(chapter);
      const keys = generateNKeysBetween(null, null, perChapter);
      for (let c = 0; c < perChapter && pages.length < size; c += 1) {
        pages.push(entry(`bench-p${n}`, chapter.id, keys[c], `Page ${a}.${b}.${c}`));
        n += 1;
      }
    }
  }
  return pages;
}

/** Writes `size` pages as the space's main revision, straight through content's revision store. */
export async function seedSpace(contentDatabaseUrl, spaceId, size) {
  const { createPrismaClient } = contentDist('db.js');
  const { createRevision, storedRevisionSelect } = contentDist('revision-store/store.js');
  const { bodyHashOf, putBodies } = contentDist('revision-store/bodies.js');
  const db = createPrismaClient(contentDatabaseUrl);
  try {
    const pages = generatePages(size);
    const bodies = new Map();
    pages.forEach((page, index) => {
      const markdown = realisticMarkdown(index + 1);
      page.bodyHash = bodyHashOf(markdown);
      bodies.set(page.bodyHash, markdown);
    });
    for (let offset = 0; offset < pages.length; offset += 2000) {
      await putBodies(db, new Map([...bodies].slice(offset, offset + 2000)));
    }
    const space = await db.space.findUniqueOrThrow({ where: { id: spaceId }, select: { revisionId: true } });
    const base = await db.revision.findUniqueOrThrow({ where: { id: space.revisionId }, select: storedRevisionSelect });
    const revision = await createRevision(db, { spaceId, base, changes: { pages: { put: pages } }, type: 'edits', parents: [base.id] });
    await db.space.update({ where: { id: spaceId }, data: { revisionId: revision.id } });
    return pages;
  } finally {
    await db.$disconnect();
  }
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
};

async function timed(call) {
  const started = process.hrtime.bigint();
  const result = await call();
  return { result, ms: Number(process.hrtime.bigint() - started) / 1e6 };
}

/**
 * `step(title, fn, { targets })` runs one measurement and resolves to its result, or to
 * undefined when it failed (bench/report.mjs reports it and the named targets); without one, a
 * failure ends the group.
 */
export async function runContentBench({ api, baseUrl, token, organizationId, contentDatabaseUrl, measure, step = (title, fn) => fn(), log, cases = contentCases() }) {
  const results = [];
  const targets = [];
  const runs = (name) => cases.includes(name);

  log('seeding a 100-page space and a 10,000-page space');
  const small = await api('POST', `/orgs/${organizationId}/spaces`, { title: 'Bench 100 pages' });
  const large = await api('POST', `/orgs/${organizationId}/spaces`, { title: 'Bench 10,000 pages' });
  await seedSpace(contentDatabaseUrl, small.id, 100);
  const pages = await seedSpace(contentDatabaseUrl, large.id, 10_000);
  const leaves = pages.filter((page) => page.id.startsWith('bench-p'));

  // Creating a change request: the same work whatever the size of the space.
  for (const [label, space] of runs('create') ? [['100', small], ['10000', large]] : []) {
    const title = `create change request, ${label} pages (p50 ms)`;
    const p50 = await step(
      title,
      async () => {
        const times = [];
        for (let i = 0; i < CREATE_SAMPLES; i += 1) {
          times.push((await timed(() => api('POST', `/spaces/${space.id}/change-requests`, { subject: `Bench ${i}` }))).ms);
        }
        return percentile(times, 0.5);
      },
      { targets: label === '10000' ? ['create-change-request-p50-ms'] : [] },
    );
    if (p50 === undefined) continue;
    results.push({ title, value: p50.toFixed(1) });
    if (label === '10000') targets.push(`target create-change-request-p50-ms: ${p50.toFixed(1)} (goal <= 50)`);
  }

  // Merging: every change request starts from the same main, edits 100 pages and moves 10 of
  // them; merged one after the other, all but the first are real three-way merges.
  const mergeTimes = runs('merge') && await step(
    'merge, 100 edits + 10 moves',
    async () => {
      log(`preparing ${MERGE_SAMPLES} change requests of 100 edits and 10 moves each`);
      const changeRequests = [];
      for (let sample = 0; sample < MERGE_SAMPLES; sample += 1) {
        changeRequests.push(await api('POST', `/spaces/${large.id}/change-requests`, { subject: `Merge bench ${sample}` }));
      }
      for (const [sample, changeRequest] of changeRequests.entries()) {
        const edited = leaves.slice(sample * 100, sample * 100 + 100);
        for (const [index, page] of edited.entries()) {
          const body = { content: { markdown: `${realisticMarkdown(sample * 1000 + index)}\nEdited in sample ${sample}.\n` } };
          if (index < 10) body.parent = pages[1 + ((sample + index) % 10)].parentId ?? pages[1].id;
          await api('PATCH', `/spaces/${large.id}/change-requests/${changeRequest.id}/content/page/${page.id}`, body);
        }
      }
      const times = [];
      for (const changeRequest of changeRequests) {
        const { result, ms } = await timed(() => api('POST', `/spaces/${large.id}/change-requests/${changeRequest.id}/merge`));
        if (result.result !== 'merge') throw new Error(`merge bench: change request ${changeRequest.number} had conflicts`);
        times.push(ms);
      }
      return times;
    },
    { targets: ['merge-100-pages-p50-ms'] },
  );
  if (mergeTimes) {
    // The first merge is a fast-forward; the figure is over the three-way ones.
    const threeWay = mergeTimes.slice(1);
    results.push({ title: 'merge, 100 edits + 10 moves, fast-forward (ms)', value: mergeTimes[0].toFixed(1) });
    results.push({ title: 'merge, 100 edits + 10 moves, three-way (p50 ms)', value: percentile(threeWay, 0.5).toFixed(1) });
    results.push({ title: 'merge, 100 edits + 10 moves, three-way (max ms)', value: Math.max(...threeWay).toFixed(1) });
    targets.push(`target merge-100-pages-p50-ms: ${percentile(threeWay, 0.5).toFixed(1)} (goal <= 500)`);
  }

  // Semantic changes: a change request of the 10,000-page space that changes 100 pages (80
  // bodies edited: a paragraph added to the page as seeded; 10 renamed, 10 moved to another
  // chapter), asked for all 100 changes (edited bodies diffed block by block) one request
  // after the other.
  const changesTimes = runs('semantic-changes') && await step(
    'semantic changes, 100 of 10,000 pages',
    async () => {
      const changeRequest = await api('POST', `/spaces/${large.id}/change-requests`, { subject: 'Semantic changes bench' });
      const changed = leaves.slice(leaves.length - 100);
      log('preparing a change request that changes 100 pages');
      for (const [index, page] of changed.entries()) {
        const body =
          index < 80
            ? { content: { markdown: realisticMarkdown(pages.indexOf(page) + 1).replace('## Configuration', `## Configuration\n\nEdited paragraph ${index}.`) } }
            : index < 90
              ? { title: `Renamed page ${index}` }
              : { parent: pages[1].id };
        await api('PATCH', `/spaces/${large.id}/change-requests/${changeRequest.id}/content/page/${page.id}`, body);
      }
      const url = `/spaces/${large.id}/change-requests/${changeRequest.id}/changes?limit=100`;
      const first = await timed(() => api('GET', url));
      if (first.result.changes.length !== 100 || first.result.more !== undefined) {
        throw new Error(`semantic changes bench: expected 100 changes, got ${first.result.changes.length} (more: ${first.result.more})`);
      }
      const times = [];
      for (let i = 0; i < CHANGES_SAMPLES; i += 1) times.push((await timed(() => api('GET', url))).ms);
      return { first: first.ms, times };
    },
    { targets: ['semantic-changes-100-of-10k-p50-ms'] },
  );
  if (changesTimes) {
    const p50 = percentile(changesTimes.times, 0.5);
    results.push({ title: 'semantic changes, 100 of 10,000 pages, first (ms)', value: changesTimes.first.toFixed(1) });
    results.push({ title: 'semantic changes, 100 of 10,000 pages (p50 ms)', value: p50.toFixed(1) });
    results.push({ title: 'semantic changes, 100 of 10,000 pages (max ms)', value: Math.max(...changesTimes.times).toFixed(1) });
    targets.push(`target semantic-changes-100-of-10k-p50-ms: ${p50.toFixed(1)} (goal <= 200)`);
  }

  const auth = { authorization: `Bearer ${token}` };
  const page = leaves[leaves.length - 1];
  const reads = [];
  // The official client (GitBookAPI on fetch) and browsers send `accept-encoding: gzip, deflate`:
  // the target measures the listing as they ask for it, sent as it is kept. The row without it
  // (curl, a client that unzips nothing) is measured too.
  const asTheClientAsks = { ...auth, 'accept-encoding': 'gzip, deflate' };
  for (const [title, url, readTargets, headers = auth] of [
    ['GET listPages, 100 pages', `${baseUrl}/spaces/${small.id}/content/pages`, []],
    ['GET listPages, 10,000 pages, as GitBookAPI asks (gzip)', `${baseUrl}/spaces/${large.id}/content/pages`, ['list-pages-10k-p50-ms'], asTheClientAsks],
    ['GET listPages, 10,000 pages, no Accept-Encoding', `${baseUrl}/spaces/${large.id}/content/pages`, []],
    ['GET getPageById format=markdown', `${baseUrl}/spaces/${large.id}/content/page/${page.id}?format=markdown`, []],
    ['GET getPageById format=document', `${baseUrl}/spaces/${large.id}/content/page/${page.id}?format=document`, []],
  ].filter(() => runs('reads'))) {
    const read = await step(title, () => measure(title, url, headers), { targets: readTargets });
    if (read) reads.push(read);
  }
  const largeListing = reads.find((read) => read.title === 'GET listPages, 10,000 pages, as GitBookAPI asks (gzip)');
  if (largeListing) targets.push(`target list-pages-10k-p50-ms: ${largeListing.p50} (goal <= 300)`);
  return { results, reads, targets };
}
