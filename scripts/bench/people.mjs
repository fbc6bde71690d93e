// `npm run bench -- people`: a guest with three grants lists their spaces in an organization of
// 100,000 spaces, 1,000 collections and 1,000 teams with grants (docs/access.md, "How it is
// read"). The organization's spaces and collections, and the other teams' grants on its
// collections, are written straight into content's database (one INSERT ... SELECT
// generate_series per table, as deep-pages.mjs does); the guest, their team and their three
// grants (their own on a collection of 100 spaces, their own on one space, their team's on
// another) go through the API. Then GET /orgs/{id}/spaces?limit=100 as the guest,
// BENCH_PEOPLE_REPEATS (100) sequential requests after 10 unmeasured: median and p95 latency.
// The list must count exactly the spaces the grants give (the collection's 100, and 2).
// It prints `target guest-space-list-p50-ms: <median> (goal <= 30)`.
import { createChannel, createClient } from 'nice-grpc';
import pg from 'pg';
import proto from '@quire/proto';

const SPACES = 100_000;
const COLLECTIONS = 1_000;
const TEAMS = 1_000;
const REPEATS = Number(process.env.BENCH_PEOPLE_REPEATS || 100);
const WARMUP = 10;

const percentile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const idOf = (kind) => `substr(md5($1 || '${kind}' || i), 1, 20)`;
const collectionIdOf = (expression) => `substr(md5($1 || 'collection' || (${expression})), 1, 20)`;

async function seed(url, organizationId) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const run = Math.random().toString(36).slice(2);
  try {
    await client.query('BEGIN');
    await client.query(
      `INSERT INTO collections (id, organization_id, title, position, updated_at)
       SELECT ${idOf('collection')}, $2, 'Collection ' || i, 'a' || lpad(i::text, 6, '0'), now() FROM generate_series(1, ${COLLECTIONS}) AS i`,
      [run, organizationId],
    );
    // Every other space inside a collection (100 in each odd-numbered one), the others at the top level.
    await client.query(
      `INSERT INTO spaces (id, organization_id, parent_id, title, revision_id, position, created_at, updated_at)
       SELECT ${idOf('space')}, $2, CASE WHEN i % 2 = 0 THEN ${collectionIdOf(`i % ${COLLECTIONS} + 1`)} END, 'Space ' || i, ${idOf('revision')},
              'a' || lpad(i::text, 6, '0'), now() - (${SPACES} - i) * interval '1 millisecond', now()
         FROM generate_series(1, ${SPACES}) AS i`,
      [run, organizationId],
    );
    await client.query(`INSERT INTO revisions (id, space_id, type) SELECT ${idOf('revision')}, ${idOf('space')}, 'edits' FROM generate_series(1, ${SPACES}) AS i`, [run]);
    await client.query(
      `INSERT INTO collection_team_permissions (collection_id, team_id, organization_id, role, updated_at)
       SELECT ${collectionIdOf(`i % ${COLLECTIONS} + 1`)}, ${idOf('team')}, $2, 'read', now() FROM generate_series(1, ${TEAMS}) AS i`,
      [run, organizationId],
    );
    await client.query('COMMIT');
    for (const table of ['collections', 'spaces', 'revisions', 'collection_team_permissions']) await client.query(`VACUUM (ANALYZE) ${table}`);
    const { rows } = await client.query(
      `SELECT (SELECT id FROM collections WHERE organization_id = $1 ORDER BY position LIMIT 1) AS collection,
              (SELECT array_agg(id) FROM (SELECT id FROM spaces WHERE organization_id = $1 AND parent_id IS NULL ORDER BY position LIMIT 2) s) AS spaces,
              (SELECT count(*)::int FROM spaces WHERE parent_id = (SELECT id FROM collections WHERE organization_id = $1 ORDER BY position LIMIT 1)) AS inside`,
      [organizationId],
    );
    return rows[0];
  } finally {
    await client.end();
  }
}

export async function runPeopleBench({ baseUrl, identityAddress, contentDatabaseUrl, log }) {
  const channel = createChannel(identityAddress);
  const admin = createClient(proto.identityV1.AdminServiceDefinition, channel);
  const { organization, token: ownerToken } = await admin.createOrganization({ title: 'People', ownerEmail: 'people-owner@quire.local' });
  const guest = await admin.addMember({ organizationId: organization.id, email: 'people-guest@quire.local', role: proto.commonV1.MemberRole.MEMBER_ROLE_GUEST });
  channel.close();
  const call = async (token, method, pathname, body) => {
    const response = await fetch(`${baseUrl}${pathname}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body && JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${pathname}: HTTP ${response.status} ${text}`);
    return text ? JSON.parse(text) : undefined;
  };

  log(`people: seeding ${SPACES} spaces, ${COLLECTIONS} collections and ${TEAMS} team grants`);
  const seeded = await seed(contentDatabaseUrl, organization.id);
  const team = await call(ownerToken, 'PUT', `/orgs/${organization.id}/teams`, { title: 'Contractors', members: [guest.user.id] });
  await call(ownerToken, 'PATCH', `/collections/${seeded.collection}/permissions/users/${guest.user.id}`, { role: 'read' });
  await call(ownerToken, 'PATCH', `/spaces/${seeded.spaces[0]}/permissions/users/${guest.user.id}`, { role: 'edit' });
  await call(ownerToken, 'POST', `/spaces/${seeded.spaces[1]}/permissions`, { role: 'comment', teams: [team.id] });

  const pathname = `/orgs/${organization.id}/spaces?limit=100`;
  const expected = seeded.inside + 2;
  const first = await call(guest.token, 'GET', pathname);
  if (first.count !== expected) throw new Error(`the guest lists ${first.count} spaces, not the ${expected} their grants give`);
  for (let i = 0; i < WARMUP; i += 1) await call(guest.token, 'GET', pathname);
  const times = [];
  for (let i = 0; i < REPEATS; i += 1) {
    const started = process.hrtime.bigint();
    await call(guest.token, 'GET', pathname);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  const p50 = percentile(times, 0.5);
  const p95 = percentile(times, 0.95);
  return {
    results: [{ title: `guest with 3 grants, ${SPACES} spaces: GET /orgs/{id}/spaces`, p50, p95 }],
    targets: [`target guest-space-list-p50-ms: ${p50.toFixed(1)} (goal <= 30)`],
  };
}
