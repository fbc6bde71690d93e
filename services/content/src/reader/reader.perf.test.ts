/**
 * Prints how long GetSpaceTrees takes for a space of 10,000 pages over gRPC, the first time (the
 * tree is built) and warm (the tree kept). It asserts the outcome, never the time: machines
 * differ. docs/content.md ("For the reader") keeps the figures.
 */
import { performance } from 'node:perf_hooks';
import { createLogger, newId } from '@quire/shared';
import { APP_URL, createSpace, newOrganization, PUBLIC_URL, useTestEnvironment } from '../../test/helpers';
import type { ContentContext } from '../context';
import { createDatabase } from '../db';
import type { PageEntry } from '../content-tree/entries';
import { bodyHashOf, putBodies } from '../revision-store/bodies';
import { createRevision, loadStoredRevision } from '../revision-store/store';
import { getSpaceTrees } from './handlers/get-space-trees';
import { encodeSpaceTrees } from './wire';

const env = useTestEnvironment();

const GROUPS = 100;
const PER_GROUP = 99;
const WARM_CALLS = 30;

const T0 = '2026-01-01T00:00:00.000Z';

/** 100 groups of 99 document pages, every tenth page a parent of the nine after it; about 300 characters of Markdown each. */
async function tenThousandPages(spaceId: string): Promise<number> {
  const pages: PageEntry[] = [];
  const bodies = new Map<string, string>();
  for (let g = 0; g < GROUPS; g += 1) {
    const group: PageEntry = { id: newId(), kind: 'group', parentId: null, position: `a${String(g).padStart(3, '0')}`, title: `Group ${g}`, slug: `group-${g}`, createdAt: T0, updatedAt: T0 };
    pages.push(group);
    let parent = group.id;
    for (let i = 0; i < PER_GROUP; i += 1) {
      const markdown = `# Page ${g}.${i}\n\n${'Some text about this page. '.repeat(10)}\n`;
      const bodyHash = bodyHashOf(markdown);
      bodies.set(bodyHash, markdown);
      const page: PageEntry = {
        id: newId(),
        kind: 'document',
        parentId: i % 10 === 0 ? group.id : parent,
        position: `a${String(i).padStart(3, '0')}`,
        title: `Page ${g}.${i}`,
        slug: `page-${g}-${i}`,
        description: `What page ${g}.${i} is about`,
        createdAt: T0,
        updatedAt: T0,
        bodyHash,
        ...(i % 50 === 7 && { hidden: true }),
      };
      if (i % 10 === 0) parent = page.id;
      pages.push(page);
    }
  }
  await putBodies(env.db, bodies);
  const space = await env.db.space.findUniqueOrThrow({ where: { id: spaceId }, select: { revisionId: true } });
  const base = await loadStoredRevision(env.db, space.revisionId);
  const revision = await createRevision(env.db, { spaceId, base, changes: { pages: { put: pages } }, type: 'edits', parents: [base.id] });
  await env.db.space.update({ where: { id: spaceId }, data: { revisionId: revision.id } });
  return pages.length;
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

test('GetSpaceTrees of a 10,000-page space, first and warm', async () => {
  const org = newOrganization(env);
  const space = await createSpace(env, org, 'Large');
  const count = await tenThousandPages(space.id);
  const call = async () => {
    const start = performance.now();
    const { spaces } = await env.anonymous.getSpaceTrees({ organizationId: org.id, spaceIds: [space.id] });
    return { ms: performance.now() - start, pages: spaces[0].pages.length };
  };
  const first = await call();
  expect(first.pages).toBe(count);
  const warm: number[] = [];
  for (let i = 0; i < WARM_CALLS; i += 1) {
    const { ms, pages } = await call();
    expect(pages).toBe(count);
    warm.push(ms);
  }
  // The server's part alone: the handler (one query, the tree kept) and the answer's encoding.
  const { pool } = createDatabase(env.databaseUrl);
  const ctx = { db: env.db, pool, urls: { publicUrl: PUBLIC_URL, appUrl: APP_URL }, logger: createLogger('reader-perf', 'silent') } as ContentContext;
  const server: number[] = [];
  let bytes = 0;
  try {
    for (let i = 0; i < WARM_CALLS; i += 1) {
      const start = performance.now();
      const response = await getSpaceTrees(ctx, { organizationId: org.id, spaceIds: [space.id] });
      bytes = encodeSpaceTrees(response).finish().length;
      server.push(performance.now() - start);
    }
  } finally {
    await pool.end();
  }
  console.log(
    [
      `GetSpaceTrees, one space of ${count} pages (${(bytes / 1024 / 1024).toFixed(2)} MiB answer):`,
      `  over gRPC, first call (tree built) ${first.ms.toFixed(1)} ms`,
      `  over gRPC, warm: median of ${WARM_CALLS} ${percentile(warm, 0.5).toFixed(1)} ms, p95 ${percentile(warm, 0.95).toFixed(1)} ms (the test client decoding 10,000 pages in the same process included)`,
      `  server side, warm (handler and encoding): median ${percentile(server, 0.5).toFixed(1)} ms, p95 ${percentile(server, 0.95).toFixed(1)} ms`,
    ].join('\n'),
  );
}, 120_000);
