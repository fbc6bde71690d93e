// `npm run -s quire -- backup | restore`: one archive of every service's database, taken as one
// consistent cut while Quire keeps serving, and its restore into empty databases. The design
// (how the cut is taken, what happens to events) is in docs/operations.md "Backups".
//
// The archive is a tar file (POSIX tar, written and read by the system's `tar`):
//   manifest.json              Quire version, creation time, per database: name, applied
//                              migrations, row count per table, dump size and sha256
//   redeliver.json             per database: outbox ids published before the cut that a consumer
//                              had not handled at the cut (the restore publishes them again)
//   databases/<service>.dump   pg_dump's custom format, taken on the cut's snapshot
// File bytes are rows of content's `blobs` table (the only blob store): they are in content's dump.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import shared from '@quire/shared';
import { canConnect } from './net.mjs';
import { GRPC_SERVICES, ROOT } from './stack.mjs';

export const ARCHIVE_FORMAT = 'quire-backup/1';
/** The services that own a database, in the order their dumps are listed. */
export const DATABASE_SERVICES = GRPC_SERVICES.map(({ name }) => name);
/** How far back published events are checked for consumers that had not handled them: the QUIRE stream's retention. */
const EVENT_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
/** JetStream's duplicate window on the QUIRE stream (packages/shared/src/outbox/nats.ts). */
export const DUPLICATE_WINDOW_MS = 2 * 60 * 1000;
const LOCK_ATTEMPTS = 8;
const LOCK_TIMEOUT_MS = 2000;
const LOCAL_POSTGRES_URL = 'postgresql://postgres@127.0.0.1:5432/postgres';

export class BackupError extends Error {}

/** The server URL the commands use: DATABASE_URL, else what `npm start` would find (local server on 5432, else the embedded one of .data/). */
export async function resolveDatabaseUrl(env) {
  if (env.DATABASE_URL) return env.DATABASE_URL;
  if (await canConnect('127.0.0.1', 5432)) return LOCAL_POSTGRES_URL;
  const credentials = path.join(ROOT, '.data', 'postgres.json');
  if (existsSync(credentials)) {
    const { port, password } = JSON.parse(readFileSync(credentials, 'utf8'));
    return `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  }
  throw new BackupError('no PostgreSQL found: set DATABASE_URL to the server Quire uses');
}

/** Each service's database on the server of `databaseUrl` (the `quire_<service>` naming of docs/operations.md). */
export function serviceDatabases(databaseUrl, services = DATABASE_SERVICES) {
  return services.map((service) => {
    const url = shared.databaseUrlFor(databaseUrl, service);
    return { service, url, name: decodeURIComponent(new URL(url).pathname.slice(1)) };
  });
}

function withDatabase(url, name) {
  const copy = new URL(url);
  copy.pathname = `/${encodeURIComponent(name)}`;
  return copy.toString();
}

const quoteIdentifier = (name) => `"${name.replace(/"/g, '""')}"`;

async function connectTo(url) {
  const client = new pg.Client({ connectionString: url, application_name: 'quire-backup' });
  client.on('error', () => undefined);
  await client.connect();
  return client;
}

/**
 * The arguments and environment for running a PostgreSQL client tool on `url`: the password
 * goes in PGPASSWORD, never on the command line (which `ps` shows) or in a message.
 */
function pgToolConnection(url) {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/** Runs a command to its end; resolves to its stdout, rejects with its stderr's last lines. */
function run(command, args, { env = {}, input } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'] });
    const stdout = [];
    const stderr = [];
    child.stdout.on('data', (chunk) => stdout.push(chunk));
    child.stderr.on('data', (chunk) => stderr.push(chunk));
    if (input !== undefined) child.stdin.end(input);
    child.once('error', (error) =>
      reject(new BackupError(error.code === 'ENOENT' ? `${command} not found: ${missingToolAdvice(command)}` : `${command}: ${error.message}`)),
    );
    child.once('exit', (code, signal) => {
      if (code === 0) return resolve(Buffer.concat(stdout));
      const message = Buffer.concat(stderr).toString('utf8').trim().split('\n').slice(-5).join('\n');
      reject(new BackupError(`${command} ${signal ? `was killed by ${signal}` : `exited with code ${code}`}${message ? `: ${message}` : ''}`));
    });
  });
}

function missingToolAdvice(command) {
  if (command === 'tar') return 'install tar (Debian and Ubuntu: apt-get install tar)';
  return 'install PostgreSQL\'s client tools, of the server\'s major version or later (Debian and Ubuntu: apt-get install postgresql-client; `npm test`\'s preflight installs it)';
}

/** pg_dump and pg_restore refuse a server newer than themselves: say so before doing anything. */
async function checkClientTools(client) {
  const serverMajor = Math.floor(Number((await client.query('SHOW server_version_num')).rows[0].server_version_num) / 10000);
  for (const tool of ['pg_dump', 'pg_restore']) {
    const version = (await run(tool, ['--version'])).toString('utf8');
    const major = Number(/(\d+)(?:\.\d+)?/.exec(version.replace(/^[^0-9]*/, ''))?.[1]);
    if (!(major >= serverMajor)) {
      throw new BackupError(
        `${tool} is version ${major || '?'}, older than the PostgreSQL server (${serverMajor}): install the client tools of version ${serverMajor} or later ` +
          `(Debian and Ubuntu: postgresql-client-${serverMajor} from apt.postgresql.org)`,
      );
    }
  }
  return serverMajor;
}

async function sha256File(file) {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk);
  return hash.digest('hex');
}

const formatBytes = (bytes) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} kB`);
const seconds = (started) => `${((Date.now() - started) / 1000).toFixed(1)} s`;

/** The user tables of a database, as quoted qualified names. */
async function userTables(client) {
  const { rows } = await client.query(
    `SELECT schemaname, tablename FROM pg_tables
      WHERE schemaname NOT IN ('pg_catalog', 'information_schema') AND schemaname NOT LIKE 'pg\\_%'
      ORDER BY schemaname, tablename`,
  );
  return rows.map(({ schemaname, tablename }) => ({ schema: schemaname, table: tablename, qualified: `${quoteIdentifier(schemaname)}.${quoteIdentifier(tablename)}` }));
}

/**
 * Takes one snapshot per database, all of the same moment: it holds a SHARE lock on every user
 * table of every database (all databases at once) (writers wait, readers do not; a lock is granted only once the
 * transactions writing that table have ended), exports a snapshot in each database while they
 * are all held, then releases them. Nothing commits anywhere between the first lock and the last
 * snapshot, so every snapshot contains exactly the changes committed before one instant: a
 * reference from one service to another's object was written after that object committed, so
 * both are in the archive. Writers are held up for the few milliseconds this takes. A lock not
 * granted within LOCK_TIMEOUT_MS (a long transaction, or a transaction waiting on a call to a
 * service whose tables are locked) releases everything and tries again.
 */
async function takeConsistentSnapshots(databases, log) {
  for (let attempt = 1; ; attempt += 1) {
    const lockers = [];
    const snapshots = [];
    try {
      // Connections and table lists first: writers are held only from the first lock on.
      for (const database of databases) {
        const locker = await connectTo(database.url);
        lockers.push({ client: locker, tables: await userTables(locker) });
        snapshots.push(await connectTo(database.url));
      }
      // The databases are locked together (each database's tables in one statement), then
      // every snapshot is exported, then every lock released: all three steps must have ended
      // in every database before the next begins.
      const heldFrom = Date.now();
      await Promise.all(
        lockers.map(async ({ client, tables }) => {
          await client.query('BEGIN');
          await client.query(`SET LOCAL lock_timeout = '${LOCK_TIMEOUT_MS}ms'`);
          if (tables.length > 0) await client.query(`LOCK TABLE ${tables.map(({ qualified }) => qualified).join(', ')} IN SHARE MODE`);
        }),
      );
      await Promise.all(
        databases.map(async (database, index) => {
          const client = snapshots[index];
          await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
          const { rows } = await client.query('SELECT pg_export_snapshot() AS id, clock_timestamp() AS at');
          database.snapshot = { client, id: rows[0].id, at: rows[0].at };
        }),
      );
      await Promise.all(lockers.map(({ client }) => client.query('COMMIT')));
      log(`took a consistent snapshot of ${databases.length} databases (writes held for ${Date.now() - heldFrom} ms)`);
      return databases[0].snapshot.at;
    } catch (error) {
      for (const client of snapshots) await client.end().catch(() => undefined);
      for (const database of databases) delete database.snapshot;
      const retry = error.code === '55P03' || error.code === '40P01';
      if (!retry || attempt >= LOCK_ATTEMPTS) {
        if (retry) throw new BackupError(`could not take a consistent snapshot: a lock was not granted within ${LOCK_TIMEOUT_MS} ms in ${LOCK_ATTEMPTS} attempts (a long transaction?)`);
        throw error;
      }
      log(`a table lock was not granted in ${LOCK_TIMEOUT_MS} ms (attempt ${attempt}); trying again`);
      await shared.sleep(200 + Math.floor(Math.random() * 800));
    } finally {
      for (const { client } of lockers) await client.end().catch(() => undefined);
    }
  }
}

async function snapshotFacts(client) {
  const tables = await userTables(client);
  const names = new Set(tables.map(({ table }) => table));
  const migrations = names.has('_prisma_migrations')
    ? (
        await client.query(
          `SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`,
        )
      ).rows.map(({ migration_name: name }) => name)
    : [];
  const rows = {};
  for (const { schema, table, qualified } of tables) {
    const key = schema === 'public' ? table : `${schema}.${table}`;
    rows[key] = Number((await client.query(`SELECT count(*)::bigint AS n FROM ${qualified}`)).rows[0].n);
  }
  return { migrations, rows, hasOutbox: names.has('outbox'), hasProcessedEvents: names.has('processed_events') };
}

/** The durable consumers of this stack on the QUIRE stream and the subjects each takes, read from NATS. */
async function readConsumers(natsUrl, namespace) {
  const nc = await connect({ servers: natsUrl, timeout: 3000, name: 'quire-backup' });
  try {
    const jsm = await jetstreamManager(nc);
    const consumers = [];
    for await (const info of jsm.consumers.list('QUIRE')) {
      const durable = info.config.durable_name;
      if (!durable) continue;
      // A stack's durables carry its namespace (docs/events.md, "Stacks sharing one NATS server").
      const ours = namespace ? durable.endsWith(`-ns-${namespace}`) : !durable.includes('-ns-');
      if (!ours) continue;
      const filters = info.config.filter_subjects?.length ? info.config.filter_subjects : [info.config.filter_subject || 'quire.>'];
      consumers.push({ durable, filters });
    }
    return consumers;
  } finally {
    await nc.close();
  }
}

/** NATS subject matching: `*` is one token, a final `>` one or more. */
function subjectMatches(filter, subject) {
  const f = filter.split('.');
  const s = subject.split('.');
  for (let i = 0; i < f.length; i += 1) {
    if (f[i] === '>') return s.length > i;
    if (i >= s.length || (f[i] !== '*' && f[i] !== s[i])) return false;
  }
  return f.length === s.length;
}

/**
 * The outbox rows published before the cut (in the stream's retention) that a consumer taking
 * their subject had not handled at the cut (no `processed_events` row `<durable>:<event id>` in
 * any database): in the live system JetStream still holds them for that consumer, but a restored
 * installation's consumers would never see them. The restore marks them unsent, so the restored
 * relays publish them again; the consumers that had handled them skip them (processed_events).
 */
async function eventsToRedeliver(databases, consumers, namespace, cutAt) {
  const since = new Date(cutAt.getTime() - EVENT_RETENTION_MS);
  const handled = new Map(consumers.map(({ durable }) => [durable, new Set()]));
  for (const database of databases.filter((d) => d.facts.hasProcessedEvents)) {
    const { rows } = await database.snapshot.client.query('SELECT consumer, id FROM processed_events WHERE handled_at >= $1', [since]);
    for (const { consumer, id } of rows) handled.get(consumer)?.add(id);
  }
  const redeliver = {};
  for (const database of databases.filter((d) => d.facts.hasOutbox)) {
    const { client } = database.snapshot;
    const types = (await client.query('SELECT DISTINCT type FROM outbox WHERE sent_at >= $1', [since])).rows.map(({ type }) => type);
    const ids = new Set();
    for (const { durable, filters } of consumers) {
      const taken = types.filter((type) => filters.some((filter) => subjectMatches(filter, shared.namespacedSubject(type, namespace))));
      if (taken.length === 0) continue;
      const done = handled.get(durable);
      const { rows } = await client.query('SELECT id FROM outbox WHERE sent_at >= $1 AND type = ANY($2::text[])', [since, taken]);
      for (const { id } of rows) if (!done.has(`${durable}:${id}`)) ids.add(id);
    }
    if (ids.size > 0) redeliver[database.service] = [...ids];
  }
  return redeliver;
}

/** Runs `tasks` (functions returning promises) at most `limit` at a time. */
async function inParallel(tasks, limit) {
  const results = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

function quireVersion() {
  return JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version;
}

/**
 * Writes the archive `out` (through `<out>.partial`, renamed at the end: a failed backup leaves
 * no archive that looks whole). Resolves to the manifest.
 */
export async function backup({ databaseUrl, natsUrl, namespace, out, log, jobs = 2 }) {
  const started = Date.now();
  const outFile = path.resolve(out);
  if (!existsSync(path.dirname(outFile))) throw new BackupError(`folder ${path.dirname(outFile)} does not exist`);
  const databases = serviceDatabases(databaseUrl);

  const admin = await connectTo(withDatabase(databaseUrl, 'postgres'));
  try {
    await checkClientTools(admin);
    const existing = new Set((await admin.query('SELECT datname FROM pg_database WHERE datname = ANY($1::text[])', [databases.map(({ name }) => name)])).rows.map(({ datname }) => datname));
    const missing = databases.filter(({ name }) => !existing.has(name)).map(({ name }) => name);
    if (missing.length > 0) throw new BackupError(`database ${missing.join(', ')} does not exist on this server: is DATABASE_URL the one Quire runs with?`);
  } finally {
    await admin.end();
  }

  let consumers;
  try {
    consumers = await readConsumers(natsUrl, namespace);
    log(`read the ${consumers.length} durable event consumers from NATS`);
  } catch (error) {
    throw new BackupError(
      `cannot read the event consumers from NATS (${error.message}): the backup needs them to know which published events a consumer had not handled yet; set NATS_URL`,
    );
  }

  const workDir = mkdtempSync(path.join(path.dirname(outFile), '.quire-backup-'));
  try {
    mkdirSync(path.join(workDir, 'databases'));
    const cutAt = await takeConsistentSnapshots(databases, log);
    try {
      for (const database of databases) database.facts = await snapshotFacts(database.snapshot.client);
      const redeliver = await eventsToRedeliver(databases, consumers, namespace, cutAt);
      const redelivered = Object.values(redeliver).reduce((sum, ids) => sum + ids.length, 0);
      if (redelivered > 0) log(`${redelivered} published events had not been handled by every consumer at the snapshot; the restore publishes them again`);
      writeFileSync(path.join(workDir, 'redeliver.json'), `${JSON.stringify(redeliver)}\n`);

      await inParallel(
        databases.map((database) => async () => {
          const dumpStarted = Date.now();
          const file = path.join(workDir, 'databases', `${database.service}.dump`);
          log(`dumping ${database.name}`);
          const { dbname, env } = pgToolConnection(database.url);
          await run('pg_dump', ['--format=custom', '--compress=1', `--snapshot=${database.snapshot.id}`, '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${dbname}`], { env });
          database.dump = { file: `databases/${database.service}.dump`, bytes: statSync(file).size, sha256: await sha256File(file) };
          log(`dumped ${database.name}: ${formatBytes(database.dump.bytes)} in ${seconds(dumpStarted)}`);
        }),
        jobs,
      );
      const manifest = {
        format: ARCHIVE_FORMAT,
        quireVersion: quireVersion(),
        createdAt: cutAt.toISOString(),
        postgresServerVersion: (await databases[0].snapshot.client.query('SHOW server_version')).rows[0].server_version,
        eventNamespace: namespace ?? null,
        blobs: 'File bytes are rows of the content database (table blobs): they are in databases/content.dump.',
        notIncluded: 'No key: keep QUIRE_SECRETS_KEY (and any URL signing key) beside the archive, not in it.',
        redeliverEvents: Object.fromEntries(Object.entries(redeliver).map(([service, ids]) => [service, ids.length])),
        databases: databases.map(({ service, name, facts, dump }) => ({ service, name, migrations: facts.migrations, rows: facts.rows, dump })),
      };
      writeFileSync(path.join(workDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
      const partial = `${outFile}.partial`;
      await run('tar', ['-cf', partial, '-C', workDir, 'manifest.json', 'redeliver.json', ...databases.map(({ dump }) => dump.file)]);
      renameSync(partial, outFile);
      log(`wrote ${outFile} (${formatBytes(statSync(outFile).size)}) in ${seconds(started)}`);
      return manifest;
    } finally {
      for (const { snapshot } of databases) await snapshot?.client.end().catch(() => undefined);
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
    rmSync(`${outFile}.partial`, { force: true });
  }
}

/** The archive's manifest, after checking that the file is a Quire archive. */
export async function readManifest(file) {
  if (!existsSync(file)) throw new BackupError(`${file} does not exist`);
  let text;
  try {
    text = (await run('tar', ['-xOf', file, 'manifest.json'])).toString('utf8');
  } catch (error) {
    throw new BackupError(`${file} is not a Quire backup archive (${error.message.split('\n')[0]})`);
  }
  let manifest;
  try {
    manifest = JSON.parse(text);
  } catch {
    throw new BackupError(`${file} is not a Quire backup archive (manifest.json is not JSON)`);
  }
  if (manifest.format !== ARCHIVE_FORMAT) throw new BackupError(`${file} is not a Quire backup archive of format ${ARCHIVE_FORMAT} (format ${manifest.format})`);
  return manifest;
}

/** What `--list` prints: the manifest, in lines. */
export function describeManifest(manifest, members) {
  const lines = [
    `Quire ${manifest.quireVersion} backup taken at ${manifest.createdAt} (PostgreSQL ${manifest.postgresServerVersion}${manifest.eventNamespace ? `, event namespace ${manifest.eventNamespace}` : ''})`,
  ];
  for (const database of manifest.databases) {
    const rows = Object.values(database.rows).reduce((sum, n) => sum + n, 0);
    lines.push(
      `  ${database.dump.file}  ${database.name}: ${formatBytes(database.dump.bytes)}, ${Object.keys(database.rows).length} tables, ${rows} rows, ` +
        `${database.migrations.length} migrations (last ${database.migrations.at(-1) ?? 'none'}), sha256 ${database.dump.sha256.slice(0, 16)}…`,
    );
  }
  const redeliver = Object.entries(manifest.redeliverEvents ?? {}).map(([service, n]) => `${service} ${n}`);
  lines.push(`  redeliver.json  events to publish again after a restore: ${redeliver.length ? redeliver.join(', ') : 'none'}`);
  lines.push(`  ${manifest.blobs}`);
  lines.push(`  ${manifest.notIncluded}`);
  if (members) lines.push(`  members: ${members.join(', ')}`);
  return lines;
}

export async function listArchive(file) {
  const manifest = await readManifest(file);
  const members = (await run('tar', ['-tf', file])).toString('utf8').split('\n').filter(Boolean);
  return { manifest, members };
}

/** The migrations this checkout of Quire has for `service`, or undefined when its folder is not here (an image of another service). */
function knownMigrations(service) {
  const dir = path.join(ROOT, 'services', service, 'prisma', 'migrations');
  if (!existsSync(dir)) return undefined;
  return new Set(readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name));
}

/** Why each target database cannot take the restore (it has tables, sequences, views...): [{ name, reason }]. */
async function nonEmptyDatabases(databaseUrl, targets) {
  const admin = await connectTo(withDatabase(databaseUrl, 'postgres'));
  let existing;
  try {
    existing = new Set((await admin.query('SELECT datname FROM pg_database WHERE datname = ANY($1::text[])', [targets.map(({ name }) => name)])).rows.map(({ datname }) => datname));
  } finally {
    await admin.end();
  }
  const problems = [];
  for (const target of targets) {
    target.existed = existing.has(target.name);
    if (!target.existed) continue;
    const client = await connectTo(target.url);
    try {
      const { rows } = await client.query(
        `SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'
            AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')`,
      );
      if (rows[0].n > 0) problems.push({ name: target.name, reason: `${rows[0].n} tables, views or sequences` });
    } finally {
      await client.end();
    }
  }
  return problems;
}

/**
 * Restores `from` into the databases named from `databaseUrl`. Checks everything first (the
 * archive's checksums, its migrations against this Quire's, that every target database is
 * missing or empty) and changes nothing when a check fails. Resolves to a summary.
 */
export async function restore({ databaseUrl, from, log, jobs = 2 }) {
  const started = Date.now();
  const file = path.resolve(from);
  const manifest = await readManifest(file);
  const targets = serviceDatabases(
    databaseUrl,
    manifest.databases.map(({ service }) => service),
  ).map((target, index) => ({ ...target, source: manifest.databases[index] }));

  // Migrations this Quire does not know: the archive comes from a newer version.
  for (const { service, source } of targets) {
    const known = knownMigrations(service);
    const unknown = known ? source.migrations.filter((name) => !known.has(name)) : [];
    if (unknown.length > 0) {
      throw new BackupError(`the archive's ${service} database has migrations this Quire does not have (${unknown.join(', ')}): restore it with the Quire version that made it (${manifest.quireVersion}) or later`);
    }
  }

  const admin = await connectTo(withDatabase(databaseUrl, 'postgres'));
  try {
    await checkClientTools(admin);
  } finally {
    await admin.end();
  }
  const problems = await nonEmptyDatabases(databaseUrl, targets);
  if (problems.length > 0) {
    throw new BackupError(
      `refusing to restore: ${problems.map(({ name, reason }) => `${name} is not empty (${reason})`).join('; ')}. ` +
        'A restore writes only into databases that are missing or empty; drop them or set DATABASE_URL to another name. Nothing was changed.',
    );
  }

  const workDir = mkdtempSync(path.join(os.tmpdir(), 'quire-restore-'));
  const created = [];
  let writing = false;
  try {
    log(`reading ${file}`);
    await run('tar', ['-xf', file, '-C', workDir, 'redeliver.json', ...targets.map(({ source }) => source.dump.file)]);
    for (const { source } of targets) {
      const dump = path.join(workDir, source.dump.file);
      if ((await sha256File(dump)) !== source.dump.sha256) throw new BackupError(`${source.dump.file} in the archive is damaged (its sha256 differs from the manifest's); nothing was changed`);
    }
    const redeliver = JSON.parse(readFileSync(path.join(workDir, 'redeliver.json'), 'utf8'));

    writing = true;
    const admin2 = await connectTo(withDatabase(databaseUrl, 'postgres'));
    try {
      for (const target of targets.filter(({ existed }) => !existed)) {
        await admin2.query(`CREATE DATABASE ${quoteIdentifier(target.name)}`);
        created.push(target.name);
      }
    } finally {
      await admin2.end();
    }

    await inParallel(
      targets.map((target) => async () => {
        const restoreStarted = Date.now();
        log(`restoring ${target.name}`);
        const { dbname, env } = pgToolConnection(target.url);
        // --jobs for the large database (content): its indexes build in parallel.
        const parallel = target.source.dump.bytes > 16 * 1024 * 1024 ? ['--jobs=2'] : ['--single-transaction'];
        await run('pg_restore', ['--exit-on-error', '--no-owner', '--no-privileges', ...parallel, `--dbname=${dbname}`, path.join(workDir, target.source.dump.file)], { env });
        const ids = redeliver[target.service] ?? [];
        const client = await connectTo(target.url);
        try {
          if (ids.length > 0) await client.query('UPDATE outbox SET sent_at = NULL WHERE id = ANY($1::text[])', [ids]);
          await client.query('ANALYZE');
        } finally {
          await client.end();
        }
        log(`restored ${target.name} in ${seconds(restoreStarted)}${ids.length ? ` (${ids.length} events to publish again)` : ''}`);
      }),
      jobs,
    );
    const ageMs = Date.now() - new Date(manifest.createdAt).getTime();
    const warnings = [];
    if (ageMs < DUPLICATE_WINDOW_MS) {
      const at = new Date(new Date(manifest.createdAt).getTime() + DUPLICATE_WINDOW_MS).toISOString();
      warnings.push(
        `the archive is less than 2 minutes old: on the NATS server the source installation uses, JetStream would drop the events the restored ` +
          `relays publish as duplicates of the source's until ${at}; start the restored Quire after that time, or on another NATS server`,
      );
    }
    for (const warning of warnings) log(`note: ${warning}`);
    log(`restored ${targets.length} databases in ${seconds(started)}; \`npm start\` serves them (the services apply any newer migrations at start)`);
    return { databases: targets.map(({ name }) => name), createdAt: manifest.createdAt, redeliveredEvents: Object.values(redeliver).reduce((sum, ids) => sum + ids.length, 0), warnings };
  } catch (error) {
    if (!writing) throw error;
    // Leave the server as it was: drop what this restore created, empty what it filled.
    const cleanup = await connectTo(withDatabase(databaseUrl, 'postgres')).catch(() => undefined);
    if (cleanup) {
      for (const name of created) await cleanup.query(`DROP DATABASE IF EXISTS ${quoteIdentifier(name)} WITH (FORCE)`).catch(() => undefined);
      await cleanup.end();
    }
    for (const target of targets.filter(({ existed }) => existed)) {
      const client = await connectTo(target.url).catch(() => undefined);
      if (!client) continue;
      await client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public').catch(() => undefined);
      await client.end();
    }
    throw error;
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}
