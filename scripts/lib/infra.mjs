// PostgreSQL and NATS for `npm start` and `npm run bench`: what the environment names, else
// what answers on the usual local port, else a server started here (stopGroup 2: stopAll()
// stops it after every Quire process).
import { randomBytes } from 'node:crypto';
import { accessSync, constants, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { canConnect, waitFor } from './net.mjs';
import { startProcess } from './processes.mjs';

const LOCAL_POSTGRES_URL = 'postgresql://postgres@127.0.0.1:5432/postgres';
const LOCAL_NATS_URL = 'nats://127.0.0.1:4222';
/** Not 5432, so that a later run never mistakes the embedded server for a system one. */
const EMBEDDED_POSTGRES_PORT = 54329;

const EMBEDDED_POSTGRES_SERVER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'embedded-postgres-server.mjs');

async function postgresAnswers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function readOrCreateCredentials(file) {
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  const credentials = { port: EMBEDDED_POSTGRES_PORT, password: randomBytes(18).toString('base64url') };
  writeFileSync(file, JSON.stringify(credentials, null, 2) + '\n', { mode: 0o600 });
  return credentials;
}

/**
 * Resolves to { databaseUrl, origin }. `dataDir` holds the embedded server's
 * cluster (`<dataDir>/postgres`) and its generated password (`<dataDir>/postgres.json`).
 */
export async function ensurePostgres({ env, dataDir, log }) {
  if (env.DATABASE_URL) return { databaseUrl: env.DATABASE_URL, origin: 'DATABASE_URL' };

  if (await canConnect('127.0.0.1', 5432)) {
    try {
      await postgresAnswers(LOCAL_POSTGRES_URL);
    } catch (error) {
      throw new Error(
        `PostgreSQL answers on 127.0.0.1:5432 but refused ${LOCAL_POSTGRES_URL} (${error.message}). ` +
          'Set DATABASE_URL to a URL it accepts (e.g. postgresql://user:password@127.0.0.1:5432/postgres).',
      );
    }
    return { databaseUrl: LOCAL_POSTGRES_URL, origin: 'PostgreSQL on 127.0.0.1:5432' };
  }

  mkdirSync(dataDir, { recursive: true });
  const { port, password } = readOrCreateCredentials(path.join(dataDir, 'postgres.json'));
  const databaseUrl = `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  // A server left running by an earlier run that was killed: it is ours, keep using it.
  if (await canConnect('127.0.0.1', port)) {
    await postgresAnswers(databaseUrl);
    return { databaseUrl, origin: `embedded PostgreSQL already running on 127.0.0.1:${port}` };
  }

  log(`No PostgreSQL on 127.0.0.1:5432 and no DATABASE_URL: starting embedded PostgreSQL in ${path.join(dataDir, 'postgres')}`);
  const server = startProcess('postgres', process.execPath, [EMBEDDED_POSTGRES_SERVER], {
    ipc: true,
    stopGroup: 2,
    env: { ...env, EMBEDDED_PG_DIR: path.join(dataDir, 'postgres'), EMBEDDED_PG_PORT: String(port), EMBEDDED_PG_PASSWORD: password },
  });
  await waitFor('embedded PostgreSQL', () => postgresAnswers(databaseUrl), {
    timeoutMs: 120_000,
    abort: server.describeExit,
  });
  return { databaseUrl, origin: `embedded PostgreSQL on 127.0.0.1:${port}` };
}

function findExecutable(name, env) {
  // Debian installs nats-server in /usr/sbin, which is not on every user's PATH.
  const dirs = [...(env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin'];
  for (const dir of dirs.filter(Boolean)) {
    const candidate = path.join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}

/** Resolves to { natsUrl, origin }; a started server keeps its JetStream store in `<dataDir>/nats`. */
export async function ensureNats({ env, dataDir, log }) {
  if (env.NATS_URL) return { natsUrl: env.NATS_URL, origin: 'NATS_URL' };
  if (await canConnect('127.0.0.1', 4222)) return { natsUrl: LOCAL_NATS_URL, origin: 'NATS on 127.0.0.1:4222' };

  const binary = findExecutable('nats-server', env);
  if (!binary) {
    throw new Error(
      'No NATS server on 127.0.0.1:4222, NATS_URL is not set, and no nats-server binary is on PATH. ' +
        'Install nats-server (Debian/Ubuntu: `apt-get install nats-server`; or see https://docs.nats.io) ' +
        'or set NATS_URL to a NATS server with JetStream enabled.',
    );
  }
  const storeDir = path.join(dataDir, 'nats');
  mkdirSync(storeDir, { recursive: true });
  log(`No NATS on 127.0.0.1:4222 and no NATS_URL: starting ${binary} with JetStream in ${storeDir}`);
  const server = startProcess('nats', binary, ['-js', '-a', '127.0.0.1', '-p', '4222', '-sd', storeDir], {
    env,
    stopGroup: 2,
  });
  await waitFor('nats-server', () => canConnect('127.0.0.1', 4222), { timeoutMs: 30_000, abort: server.describeExit });
  return { natsUrl: LOCAL_NATS_URL, origin: 'nats-server started on 127.0.0.1:4222' };
}
