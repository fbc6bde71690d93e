// `npm run -s quire -- backup | restore` (scripts/lib/backup.mjs) against real databases: the
// five service databases of a prefix of their own, migrated as the services migrate them, with
// rows in them, backed up while writers keep writing to two of them, restored under another
// prefix, and compared table by table.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes, createHash } from 'node:crypto';
import pg from 'pg';
import { connect } from '@nats-io/transport-node';
import { jetstreamManager, AckPolicy } from '@nats-io/jetstream';
import { createLogger, databaseUrlFor, migrate, namespacedDurable, removeNamespace, testNamespace } from '@quire/shared';

jest.setTimeout(180_000);

const ROOT = path.resolve(__dirname, '..', '..');
const CLI = path.join(ROOT, 'scripts', 'quire.mjs');
const SERVER_URL = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
const natsUrl = process.env.NATS_URL || 'nats://127.0.0.1:4222';
const SERVICES = ['identity', 'content', 'sites', 'insights', 'git-worker', 'runtime'];
const suffix = randomBytes(4).toString('hex');
const SOURCE_PREFIX = `quire_bktest_src_${suffix}`;
const TARGET_PREFIX = `quire_bktest_dst_${suffix}`;
const namespace = testNamespace('backup');

const withDatabase = (name: string) => {
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
};
const sourceUrl = withDatabase(SOURCE_PREFIX);
const targetUrl = withDatabase(TARGET_PREFIX);
const dbUrl = (prefixUrl: string, service: string) => databaseUrlFor(prefixUrl, service);

type Run = { code: number; stdout: string; stderr: string };
function quire(args: string[], env: NodeJS.ProcessEnv = {}): Promise<Run> {
  return new Promise((resolve) => {
    execFile(process.execPath, [CLI, ...args], { cwd: ROOT, env: { ...process.env, DATABASE_URL: sourceUrl, NATS_URL: natsUrl, QUIRE_EVENT_NAMESPACE: namespace, ...env } }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function dropPrefix(prefix: string) {
  await withClient(withDatabase('postgres'), async (admin) => {
    const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [`${prefix}%`]);
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  });
}

/** Every user table's row count and a hash of its rows (in text form, sorted), rows `keep` rejects left out. */
async function tableDigests(url: string, keep: (table: string) => string = () => 'true') {
  return withClient(url, async (client) => {
    const { rows: tables } = await client.query<{ tablename: string }>(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`);
    const digests: Record<string, { rows: number; md5: string | null }> = {};
    for (const { tablename } of tables) {
      const { rows } = await client.query<{ n: string; md5: string | null }>(
        `SELECT count(*) AS n, md5(string_agg(t::text, '|' ORDER BY t::text)) AS md5 FROM "${tablename}" t WHERE ${keep(tablename)}`,
      );
      digests[tablename] = { rows: Number(rows[0].n), md5: rows[0].md5 };
    }
    return digests;
  });
}

const WRITER_TYPE = 'quire.content.space.updated';
const outboxRow = (client: pg.Client, id: string, data: object, sentAt: Date | null) =>
  client.query(`INSERT INTO outbox (id, type, subject, aggregate_id, organization_id, data, sent_at) VALUES ($1, $2, $3, $3, 'org', $4, $5)`, [
    id,
    WRITER_TYPE,
    `agg-${id}`,
    JSON.stringify(data),
    sentAt,
  ]);

const blob = randomBytes(256 * 1024);
const blobHash = createHash('sha256').update(blob).digest('hex');
const durable = namespacedDurable('backup-test-consumer', namespace);
let workDir: string;

beforeAll(async () => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'quire-backup-test-'));
  const logger = createLogger('backup-test', 'silent');
  await withClient(withDatabase('postgres'), async (admin) => {
    for (const service of SERVICES) {
      await admin.query(`CREATE DATABASE "${SOURCE_PREFIX}_${service.replace(/-/g, '_')}"`);
    }
  });
  for (const service of SERVICES) {
    await migrate({ databaseUrl: dbUrl(sourceUrl, service), migrationsDir: path.join(ROOT, 'services', service, 'prisma', 'migrations'), logger });
  }
  // File bytes live in content's blobs table.
  await withClient(dbUrl(sourceUrl, 'content'), (client) => client.query('INSERT INTO blobs (hash, data, size) VALUES ($1, $2, $3)', [blobHash, blob, blob.length]));

  // A durable consumer of this stack taking content's events, as the services' consumers are.
  const nc = await connect({ servers: natsUrl });
  try {
    const jsm = await jetstreamManager(nc);
    await jsm.streams.info('QUIRE').catch(() => jsm.streams.add({ name: 'QUIRE', subjects: ['quire.>'] }));
    await jsm.consumers.add('QUIRE', { durable_name: durable, filter_subject: `quire.ns-${namespace}.content.>`, ack_policy: AckPolicy.Explicit });
  } finally {
    await nc.close();
  }
  // Events published before the backup: "handled" recorded by the consumer (in insights'
  // processed_events, as a consumer in another service would), "pending" not yet handled.
  const published = new Date(Date.now() - 60_000);
  await withClient(dbUrl(sourceUrl, 'content'), async (client) => {
    await outboxRow(client, 'evt-handled', { fixture: true }, published);
    await outboxRow(client, 'evt-pending', { fixture: true }, published);
    await outboxRow(client, 'evt-unsent', { fixture: true }, null);
  });
  await withClient(dbUrl(sourceUrl, 'insights'), (client) =>
    client.query('INSERT INTO processed_events (id, consumer) VALUES ($1, $2)', [`${durable}:evt-handled`, durable]),
  );
});

afterAll(async () => {
  rmSync(workDir, { recursive: true, force: true });
  await dropPrefix(SOURCE_PREFIX);
  await dropPrefix(TARGET_PREFIX);
  await removeNamespace(natsUrl, namespace);
});

describe('quire backup and restore', () => {
  const archive = () => path.join(workDir, 'quire.tar');
  let manifest: { createdAt: string; databases: { service: string; name: string; migrations: string[]; rows: Record<string, number> }[] };
  let writtenDuringBackup = 0;

  it('backs up every database as one consistent snapshot while writers keep writing', async () => {
    // Two writers: each inserts an outbox row in content, then, once that committed, a row in
    // sites that refers to it (as a site space refers to a space): the archive must never hold
    // the reference without its target.
    const content = new pg.Client({ connectionString: dbUrl(sourceUrl, 'content') });
    const sites = new pg.Client({ connectionString: dbUrl(sourceUrl, 'sites') });
    await content.connect();
    await sites.connect();
    let stop = false;
    let n = 0;
    const writer = (async () => {
      while (!stop) {
        n += 1;
        await outboxRow(content, `w-${n}`, { n }, null);
        await sites.query('INSERT INTO processed_events (id, consumer) VALUES ($1, $2)', [`refers-to:w-${n}`, 'writer']);
      }
    })();
    try {
      while (n < 50) await new Promise((resolve) => setTimeout(resolve, 20));
      const result = await quire(['backup', '--out', archive(), '--json']);
      expect({ code: result.code, stderr: result.code === 0 ? '' : result.stderr }).toEqual({ code: 0, stderr: '' });
      manifest = JSON.parse(result.stdout);
    } finally {
      stop = true;
      await writer;
      writtenDuringBackup = n;
      await content.end();
      await sites.end();
    }
    expect(manifest.databases.map(({ service }) => service)).toEqual(SERVICES);
    const contentEntry = manifest.databases.find(({ service }) => service === 'content')!;
    expect(contentEntry.name).toBe(`${SOURCE_PREFIX}_content`);
    expect(contentEntry.rows.blobs).toBe(1);
    expect(contentEntry.migrations.length).toBeGreaterThan(5);
    // The writers went on after the snapshot: the archive has some of their rows, not all.
    expect(contentEntry.rows.outbox - 3).toBeGreaterThanOrEqual(50);
    expect(contentEntry.rows.outbox - 3).toBeLessThan(writtenDuringBackup);
  });

  it('prints progress on stderr', async () => {
    const result = await quire(['backup', '--out', path.join(workDir, 'second.tar')]);
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(new RegExp(`quire backup: took a consistent snapshot of ${SERVICES.length} databases`));
    expect(result.stderr).toMatch(new RegExp(`quire backup: dumped ${SOURCE_PREFIX}_content`));
    expect(result.stdout).toMatch(new RegExp(`Wrote .*second\\.tar: ${SERVICES.length} databases`));
    expect(result.stdout + result.stderr).not.toMatch(/password|QUIRE_SECRETS_KEY=/i);
  });

  it('lists an archive with --list', async () => {
    const text = await quire(['backup', '--list', archive()]);
    expect(text.code).toBe(0);
    for (const service of SERVICES) expect(text.stdout).toContain(`databases/${service}.dump  ${SOURCE_PREFIX}_${service.replace(/-/g, '_')}`);
    expect(text.stdout).toContain('events to publish again after a restore: content 1');
    const json = await quire(['backup', '--list', archive(), '--json']);
    expect(json.code).toBe(0);
    const listed = JSON.parse(json.stdout);
    expect(listed.members).toEqual(['manifest.json', 'redeliver.json', ...SERVICES.map((service) => `databases/${service}.dump`)]);
    expect(listed.createdAt).toBe(manifest.createdAt);
  });

  it('restores into empty databases: every table as of the snapshot, references whole', async () => {
    const result = await quire(['restore', '--from', archive(), '--json'], { DATABASE_URL: targetUrl });
    expect({ code: result.code, stderr: result.code === 0 ? '' : result.stderr }).toEqual({ code: 0, stderr: '' });
    expect(JSON.parse(result.stdout)).toMatchObject({ databases: SERVICES.map((service) => `${TARGET_PREFIX}_${service.replace(/-/g, '_')}`), redeliveredEvents: 1 });

    // The writers' rows in the archive: a prefix 1..k of what they wrote.
    const restoredCount = await withClient(dbUrl(targetUrl, 'content'), async (client) => {
      const { rows } = await client.query<{ max: number; n: string }>(`SELECT max((data->>'n')::int) AS max, count(*) FILTER (WHERE data ? 'n') AS n FROM outbox`);
      expect(Number(rows[0].n)).toBe(rows[0].max);
      return rows[0].max;
    });
    expect(restoredCount).toBe(manifest.databases.find(({ service }) => service === 'content')!.rows.outbox - 3);
    // Every reference sites holds points at a row content has: the snapshot is one cut.
    const references = await withClient(dbUrl(targetUrl, 'sites'), async (client) =>
      (await client.query<{ id: string }>(`SELECT id FROM processed_events WHERE consumer = 'writer'`)).rows.map(({ id }) => Number(id.split(':w-')[1])),
    );
    expect(references.length).toBeGreaterThan(0);
    expect(Math.max(...references)).toBeLessThanOrEqual(restoredCount);
    // At most the one reference whose write was under way when the snapshot was taken is missing.
    expect(references.length).toBeGreaterThanOrEqual(restoredCount - 1);

    // Every table of every database: the source's rows as of the snapshot (the writers' later rows left out).
    for (const service of SERVICES) {
      const keep = (table: string) => {
        if (service === 'content' && table === 'outbox') return `NOT (data ? 'n') OR (data->>'n')::int <= ${restoredCount}`;
        if (service === 'sites' && table === 'processed_events') return `consumer <> 'writer' OR split_part(id, ':w-', 2)::int <= ${Math.max(...references)}`;
        return 'true';
      };
      const source = await tableDigests(dbUrl(sourceUrl, service), keep);
      const restored = await tableDigests(dbUrl(targetUrl, service), (table) =>
        // The restore marks the one pending event unsent: compare the others' columns as they were.
        service === 'content' && table === 'outbox' ? `id <> 'evt-pending'` : 'true',
      );
      if (service === 'content') {
        const sourceWithoutPending = await tableDigests(dbUrl(sourceUrl, service), (table) =>
          table === 'outbox' ? `id <> 'evt-pending' AND (NOT (data ? 'n') OR (data->>'n')::int <= ${restoredCount})` : 'true',
        );
        expect(restored).toEqual(sourceWithoutPending);
        expect(Object.keys(restored)).toEqual(Object.keys(source));
      } else {
        expect(restored).toEqual(source);
      }
      expect(Object.keys(restored).length).toBeGreaterThan(1);
    }
    // File bytes came back.
    const restoredBlob = await withClient(dbUrl(targetUrl, 'content'), async (client) => (await client.query('SELECT data FROM blobs WHERE hash = $1', [blobHash])).rows[0]?.data);
    expect(Buffer.compare(restoredBlob, blob)).toBe(0);
  });

  it('leaves published events sent, and marks unsent the ones a consumer had not handled', async () => {
    const sent = await withClient(dbUrl(targetUrl, 'content'), async (client) =>
      Object.fromEntries(
        (await client.query<{ id: string; sent: boolean }>(`SELECT id, sent_at IS NOT NULL AS sent FROM outbox WHERE id LIKE 'evt-%'`)).rows.map(({ id, sent: isSent }) => [id, isSent]),
      ),
    );
    expect(sent).toEqual({ 'evt-handled': true, 'evt-pending': false, 'evt-unsent': false });
  });

  it('the restored databases are accepted by the services\' migrator (same checksums, nothing to apply)', async () => {
    const logger = createLogger('backup-test', 'silent');
    for (const service of SERVICES) {
      const { applied } = await migrate({ databaseUrl: dbUrl(targetUrl, service), migrationsDir: path.join(ROOT, 'services', service, 'prisma', 'migrations'), logger });
      expect(applied).toEqual([]);
    }
  });

  it('refuses non-empty databases, naming them, and changes nothing', async () => {
    // One target database missing, one empty, one with a table: the check covers all before writing any.
    const prefix = `${TARGET_PREFIX}_again`;
    await withClient(withDatabase('postgres'), async (admin) => {
      await admin.query(`CREATE DATABASE "${prefix}_identity"`);
      await admin.query(`CREATE DATABASE "${prefix}_sites"`);
    });
    await withClient(dbUrl(withDatabase(prefix), 'sites'), (client) => client.query('CREATE TABLE leftover (id int)'));
    const result = await quire(['restore', '--from', archive()], { DATABASE_URL: withDatabase(prefix) });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(`refusing to restore: ${prefix}_sites is not empty (1 tables, views or sequences)`);
    expect(result.stderr).toContain('Nothing was changed');
    const databases = await withClient(withDatabase('postgres'), async (admin) =>
      (await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1 ORDER BY datname', [`${prefix}%`])).rows.map(({ datname }) => datname),
    );
    expect(databases).toEqual([`${prefix}_identity`, `${prefix}_sites`]);
    const identityTables = await withClient(dbUrl(withDatabase(prefix), 'identity'), async (client) => (await client.query(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'`)).rows[0].n);
    expect(identityTables).toBe(0);

    // Into the databases restored above: refused too.
    const again = await quire(['restore', '--from', archive()], { DATABASE_URL: targetUrl });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`${TARGET_PREFIX}_identity is not empty`);
    expect(again.stderr).toContain(`${TARGET_PREFIX}_git_worker is not empty`);
  });

  it('refuses a damaged archive before writing anything', async () => {
    const bad = path.join(workDir, 'not-an-archive.tar');
    writeFileSync(bad, 'hello');
    const result = await quire(['restore', '--from', bad], { DATABASE_URL: withDatabase(`${TARGET_PREFIX}_bad`) });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('is not a Quire backup archive');
  });

  it.each([
    [['backup'], 'missing --out'],
    [['backup', '--out'], "argument missing"],
    [['backup', '--out', '/nonexistent-folder/x.tar'], 'folder /nonexistent-folder does not exist'],
    [['backup', '--out', 'a.tar', '--list', 'b.tar'], 'give either --out or --list'],
    [['backup', '--bogus'], "Unknown option '--bogus'"],
    [['restore'], 'missing --from'],
    [['restore', '--from', '/nonexistent.tar'], '/nonexistent.tar does not exist'],
    [['backup', '--list', '/nonexistent.tar'], '/nonexistent.tar does not exist'],
    [['restore', '--from', 'x', 'extra'], 'unexpected argument "extra"'],
  ])('quire %j exits 1 with a clear message', async (args, message) => {
    const result = await quire(args);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(message);
  });
});
