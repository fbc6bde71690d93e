// `npm run bench -- deep-pages`: what page 1,000 of a 100,000-item list costs next to page 1.
//
// Each list gets an organization of its own (so that one list's rows do not weigh on another's
// reads) owned by one user, and 100,000 items written straight into the service's database
// with one INSERT ... SELECT generate_series per table, the way the service writes them: the
// same columns, constraints, ids of 20 URL-safe characters, fractional-indexing positions, and
// the rows the service keeps beside them (a space's initial revision and its search index
// row, so the search sweep finds nothing to do). Creation times come two by two on the same
// millisecond, so that the keyset's tie-breaker (the id) is exercised. Tables are vacuumed and
// analysed afterwards, as autovacuum would do in a deployment.
//
// Then, through the gateway, for each list:
//   1. the cursors of pages 500 and 1,000 at limit=100 (the rows after items 49,900 and
//      99,900) by following the list's own cursors from the first page, 1,000 items a page
//      (pages of 1,000 end on the same items as pages of 100 would). Every item must come
//      exactly once, in a full page, so a cursor that skips or repeats rows fails the bench;
//   2. pages 1 (no cursor), 500 and 1,000 at limit=100, BENCH_DEEP_REPEATS (100) sequential
//      requests each, in turn, after BENCH_DEEP_WARMUP (10) of each: median and p95 latency,
//      and each deep page's median over page 1's.
// Page 1,000 is the last page; page 500 is there because a keyset the database cannot start
// at the cursor costs most in the middle of a list (see docs/performance.md, "Deep pages").
// It prints `target deep-page-cost-ratio: <largest page-1,000 ratio> (goal <= 1.5)`.
import { createChannel, createClient } from 'nice-grpc';
import pg from 'pg';
import proto from '@quire/proto';

const ITEMS = 100_000;
const PAGE_LIMIT = 100;
const DEEP_PAGES = [500, 1000];
const WALK_LIMIT = 1000;
const REPEATS = Number(process.env.BENCH_DEEP_REPEATS || 100);
const WARMUP = Number(process.env.BENCH_DEEP_WARMUP || 10);
const OWNER_EMAIL = 'deep-pages@quire.local';
/** fractional-indexing's digits, in byte order (positions are compared COLLATE "C"). */
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

// SQL pieces of the seeding statements: `i` is the generate_series row (1..$2), `$1` a text
// drawn per run that keeps ids apart, `$2` the number of items.
const idOf = (kind) => `substr(md5($1 || '${kind}' || i), 1, 20)`;
/** A fractional-indexing integer key ('c' and three digits: 238,328 keys in order). */
const positionOf = `'c' || substr('${BASE62}', (i / 3844) % 62 + 1, 1) || substr('${BASE62}', (i / 62) % 62 + 1, 1) || substr('${BASE62}', i % 62 + 1, 1)`;
/** Two items per millisecond, the last a minute ago. */
const createdAtOf = `now() - interval '1 minute' - ($2::int - i) / 2 * interval '1 millisecond'`;

const percentile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Runs `INSERT ... SELECT ... FROM generate_series(1, $2) AS i` statements in one transaction:
 * each is [text, ...its own parameters from $3 on].
 */
async function seed(client, statements) {
  const runSeed = Math.random().toString(36).slice(2);
  await client.query('BEGIN');
  try {
    for (const [text, ...values] of statements) await client.query(text, [runSeed, ITEMS, ...values]);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}

const seedCollections = (content, { organizationId }) =>
  seed(content, [
    [
      `INSERT INTO collections (id, organization_id, title, position, created_at, updated_at)
       SELECT ${idOf('collection')}, $3, 'Collection ' || i, ${positionOf}, ${createdAtOf}, ${createdAtOf}
         FROM generate_series(1, $2::int) AS i`,
      organizationId,
    ],
  ]);

/** Spaces inside one collection, each with its initial revision and a search index row on it (an empty space, indexed). */
const seedSpaces = (content, { organizationId, collectionId }) =>
  seed(content, [
    [
      `INSERT INTO spaces (id, organization_id, parent_id, title, revision_id, position, created_at, updated_at)
       SELECT ${idOf('space')}, $3, $4, 'Space ' || i, ${idOf('revision')}, ${positionOf}, ${createdAtOf}, ${createdAtOf}
         FROM generate_series(1, $2::int) AS i`,
      organizationId,
      collectionId,
    ],
    [
      `INSERT INTO revisions (id, space_id, type, created_at)
       SELECT ${idOf('revision')}, ${idOf('space')}, 'edits', ${createdAtOf}
         FROM generate_series(1, $2::int) AS i`,
    ],
    [
      `INSERT INTO search_spaces (space_id, revision_id, language)
       SELECT ${idOf('space')}, ${idOf('revision')}, 'english'
         FROM generate_series(1, $2::int) AS i`,
    ],
  ]);

/** Open change requests numbered 1..n (and the space's counter after them), on the space's revision, by the owner. */
async function seedChangeRequests(content, { organizationId, spaceId, revisionId, userId }) {
  await seed(content, [
    [
      `INSERT INTO change_requests (id, space_id, organization_id, number, status, subject, created_by_id,
                                    revision_id, revision_initial_id, created_at, updated_at)
       SELECT ${idOf('change-request')}, $3, $4, i, 'open', 'Change request ' || i, $5, $6, $6, ${createdAtOf}, ${createdAtOf}
         FROM generate_series(1, $2::int) AS i`,
      spaceId,
      organizationId,
      userId,
      revisionId,
    ],
  ]);
  await content.query('UPDATE spaces SET change_request_counter = $1 WHERE id = $2', [ITEMS, spaceId]);
}

/** Open comments on the space's main content, posted by the owner. */
const seedComments = (content, { spaceId, revisionId, userId }) =>
  seed(content, [
    [
      `INSERT INTO comments (id, space_id, revision_id, status, body, posted_by_id, created_at)
       SELECT ${idOf('comment')}, $3, $4, 'open', 'Comment ' || i, $5, ${createdAtOf}
         FROM generate_series(1, $2::int) AS i`,
      spaceId,
      revisionId,
      userId,
    ],
  ]);

/** Users (e-mail addresses lower-case, as identity stores them) who are read members of the organization. */
const seedMembers = (identity, { organizationId }) =>
  seed(identity, [
    [
      `INSERT INTO users (id, email, display_name, created_at, updated_at)
       SELECT ${idOf('user')}, 'member-' || i || '-' || $1 || '@deep-pages.example', 'Member ' || i, ${createdAtOf}, ${createdAtOf}
         FROM generate_series(1, $2::int) AS i`,
    ],
    [
      `INSERT INTO memberships (organization_id, user_id, role, joined_at)
       SELECT $3, ${idOf('user')}, 'read', ${createdAtOf}
         FROM generate_series(1, $2::int) AS i`,
      organizationId,
    ],
  ]);

/** What autovacuum would have done by the time a deployment has this many rows: statistics and the visibility map. */
async function vacuum(client, tables) {
  for (const table of tables) await client.query(`VACUUM (ANALYZE) ${table}`);
}

async function getPage(baseUrl, token, pathname, { limit, cursor }) {
  const url = `${baseUrl}${pathname}${pathname.includes('?') ? '&' : '?'}limit=${limit}${cursor ? `&page=${encodeURIComponent(cursor)}` : ''}`;
  const started = process.hrtime.bigint();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const text = await response.text();
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (response.status !== 200) throw new Error(`GET ${pathname}: HTTP ${response.status} ${text.slice(0, 500)}`);
  return { body: JSON.parse(text), ms };
}

/**
 * The cursor of each page of DEEP_PAGES at limit PAGE_LIMIT, reached by following the list's
 * own cursors; fails unless every item comes exactly once and every page is full.
 */
async function cursorsOfDeepPages(baseUrl, token, pathname) {
  const targets = DEEP_PAGES.map((page) => (page - 1) * PAGE_LIMIT);
  const cursors = [];
  const seen = new Set();
  let cursor;
  for (const target of targets) {
    while (seen.size < target) {
      const limit = Math.min(WALK_LIMIT, target - seen.size);
      const { body } = await getPage(baseUrl, token, pathname, { limit, cursor });
      if (body.items.length !== limit) throw new Error(`${pathname}: a page of ${body.items.length} items after ${seen.size}, expected ${limit}`);
      for (const item of body.items) {
        if (seen.has(item.id)) throw new Error(`${pathname}: item ${item.id} came twice (after ${seen.size} items)`);
        seen.add(item.id);
      }
      if (!body.next?.page) throw new Error(`${pathname}: no next page after ${seen.size} items`);
      cursor = body.next.page;
    }
    cursors.push(cursor);
  }
  return cursors;
}

const summary = (latencies) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
};

/** Page 1 and each deep page, one request at a time and in turn, so that all see the same machine. */
async function timePages(baseUrl, token, pathname, deepCursors) {
  const cursors = [undefined, ...deepCursors];
  const latencies = cursors.map(() => []);
  for (let round = 0; round < WARMUP + REPEATS; round += 1) {
    for (const [index, cursor] of cursors.entries()) {
      const { body, ms } = await getPage(baseUrl, token, pathname, { limit: PAGE_LIMIT, cursor });
      if (body.items.length !== PAGE_LIMIT) throw new Error(`${pathname}: a page of ${body.items.length} items, expected ${PAGE_LIMIT}`);
      if (round >= WARMUP) latencies[index].push(ms);
    }
  }
  const [first, ...deep] = latencies.map(summary);
  return { first, deep: deep.map((page, index) => ({ page: DEEP_PAGES[index], ...page, ratio: page.p50 / first.p50 })) };
}

export async function runDeepPagesBench({ baseUrl, identityAddress, contentDatabaseUrl, identityDatabaseUrl, log }) {
  const channel = createChannel(identityAddress);
  const admin = createClient(proto.identityV1.AdminServiceDefinition, channel);
  const organizationFor = async (title) => (await admin.createOrganization({ title, ownerEmail: OWNER_EMAIL })).organization.id;
  const orgs = {
    collections: await organizationFor('Deep collections'),
    spaces: await organizationFor('Deep spaces'),
    members: await organizationFor('Deep members'),
    changeRequests: await organizationFor('Deep change requests'),
  };
  // The last token is issued once every membership exists: the gateway reads them all from it.
  const last = await admin.createOrganization({ title: 'Deep comments', ownerEmail: OWNER_EMAIL });
  channel.close();
  orgs.comments = last.organization.id;
  const { user, token } = last;
  const post = async (pathname, body) => {
    const response = await fetch(`${baseUrl}${pathname}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`POST ${pathname}: HTTP ${response.status} ${await response.text()}`);
    return response.json();
  };
  const collection = await post(`/orgs/${orgs.spaces}/collections`, { title: 'Deep collection' });
  const changeRequestSpace = await post(`/orgs/${orgs.changeRequests}/spaces`, { title: 'Deep change requests' });
  const commentSpace = await post(`/orgs/${orgs.comments}/spaces`, { title: 'Deep comments' });

  const seeded = Date.now();
  await withClient(contentDatabaseUrl, async (content) => {
    log(`deep pages: seeding ${ITEMS} collections, spaces, change requests and comments`);
    await seedCollections(content, { organizationId: orgs.collections });
    await seedSpaces(content, { organizationId: orgs.spaces, collectionId: collection.id });
    await seedChangeRequests(content, { organizationId: orgs.changeRequests, spaceId: changeRequestSpace.id, revisionId: changeRequestSpace.revision, userId: user.id });
    await seedComments(content, { spaceId: commentSpace.id, revisionId: commentSpace.revision, userId: user.id });
    await vacuum(content, ['collections', 'spaces', 'revisions', 'search_spaces', 'change_requests', 'comments']);
  });
  await withClient(identityDatabaseUrl, async (identity) => {
    log(`deep pages: seeding ${ITEMS} members`);
    await seedMembers(identity, { organizationId: orgs.members });
    await vacuum(identity, ['users', 'memberships']);
  });
  log(`deep pages: seeded and vacuumed in ${((Date.now() - seeded) / 1000).toFixed(1)} s`);

  const lists = [
    { title: 'collections of an organization', pathname: `/orgs/${orgs.collections}/collections` },
    { title: 'spaces of an organization', pathname: `/orgs/${orgs.spaces}/spaces` },
    { title: 'spaces of a collection', pathname: `/collections/${collection.id}/spaces` },
    { title: 'members of an organization', pathname: `/orgs/${orgs.members}/members` },
    { title: 'change requests of a space', pathname: `/spaces/${changeRequestSpace.id}/change-requests` },
    { title: 'comments of a space', pathname: `/spaces/${commentSpace.id}/comments` },
  ];
  const results = [];
  for (const list of lists) {
    log(`deep pages: ${list.title}: following the cursors to pages ${DEEP_PAGES.join(' and ')}`);
    const deepCursors = await cursorsOfDeepPages(baseUrl, token, list.pathname);
    log(`deep pages: ${list.title}: pages 1, ${DEEP_PAGES.join(' and ')}, ${REPEATS} requests each`);
    results.push({ ...list, ...(await timePages(baseUrl, token, list.pathname, deepCursors)) });
  }
  const worst = Math.max(...results.map((r) => r.deep.find((page) => page.page === 1000).ratio));
  return {
    results,
    targets: [`target deep-page-cost-ratio: ${worst.toFixed(2)} (goal <= 1.5)`],
  };
}
