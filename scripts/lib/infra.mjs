// PostgreSQL and NATS for `npm start` and `npm run bench`: what the environment names, else
// what answers on the usual local port, else a server started here (stopGroup 2: stopAll()
// stops it after every Quire process). A fresh machine may lack nats-server: as root on
// Debian or Ubuntu it is installed with apt-get, elsewhere the script stops saying how.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { canConnect, waitFor } from './net.mjs';
import { startProcess } from './processes.mjs';
import { aptInstall, findExecutable, installOptedOut, isDebianLike, readOsRelease, runToEnd, sudo } from './system-tools.mjs';

const LOCAL_POSTGRES_URL = 'postgresql://postgres@127.0.0.1:5432/postgres';
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

/** The port of the NATS `npm start` finds or starts on this machine; QUIRE_NATS_PORT overrides it. */
const LOCAL_NATS_PORT = 4222;
/** Debian installs nats-server in /usr/sbin, which is not on every user's PATH. */
const SYSTEM_BINARY_DIRS = ['/usr/sbin', '/usr/local/sbin'];
/** NATS's own installer (docs.nats.io, installation): downloads the binary into the current directory. */
const UPSTREAM_NATS_INSTALLER = 'curl -fsSL https://binaries.nats.dev/nats-io/nats-server/v2@latest | sh';

/**
 * What ensureNats needs to know about this machine: the local NATS port (QUIRE_NATS_PORT, else
 * 4222), the directories nats-server is looked for in (QUIRE_NATS_SERVER_PATH, else PATH,
 * /usr/sbin and /usr/local/sbin), the os-release text, whether this process runs as root and
 * whether systemd runs the machine.
 */
export function natsMachine(env) {
  const port = Number(env.QUIRE_NATS_PORT || LOCAL_NATS_PORT);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`QUIRE_NATS_PORT=${env.QUIRE_NATS_PORT} is not a TCP port`);
  }
  const searchPath = env.QUIRE_NATS_SERVER_PATH ?? [env.PATH ?? '', ...SYSTEM_BINARY_DIRS].join(path.delimiter);
  return {
    port,
    searchDirs: [...new Set(searchPath.split(path.delimiter).filter(Boolean))],
    osRelease: readOsRelease(),
    isRoot: process.getuid?.() === 0,
    platform: process.platform,
    systemd: existsSync('/run/systemd/system'),
  };
}

const upstreamInstallCommand = (isRoot) => `${UPSTREAM_NATS_INSTALLER} && ${sudo(isRoot)}mv nats-server /usr/local/bin/`;

/** The command a person runs to install nats-server on `machine` (see natsMachine). */
function natsInstallCommand({ osRelease, isRoot, platform }) {
  if (platform === 'darwin') return 'brew install nats-server';
  if (isDebianLike(osRelease)) return `${sudo(isRoot)}apt-get install nats-server`;
  return upstreamInstallCommand(isRoot);
}

/** The INFO object a NATS server sends first on every connection; undefined when none comes. */
function natsServerInfo(port, timeoutMs = 2000) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    let received = '';
    const done = (info) => {
      socket.destroy();
      resolve(info);
    };
    socket.setTimeout(timeoutMs, () => done(undefined));
    socket.once('error', () => done(undefined));
    socket.once('end', () => done(undefined));
    socket.on('data', (chunk) => {
      received += chunk;
      const lineEnd = received.indexOf('\r\n');
      if (lineEnd === -1) return;
      const line = received.slice(0, lineEnd);
      try {
        done(line.startsWith('INFO ') ? JSON.parse(line.slice('INFO '.length)) : undefined);
      } catch {
        done(undefined);
      }
    });
  });
}

async function requireJetStream(port) {
  const info = await natsServerInfo(port);
  if (info?.jetstream) return;
  const what = info
    ? `The NATS server on 127.0.0.1:${port} runs without JetStream`
    : `What listens on 127.0.0.1:${port} is not a NATS server`;
  throw new Error(
    `${what}, and Quire needs NATS with JetStream. Enable JetStream there (\`nats-server -js\`, or a \`jetstream {}\` block ` +
      'in its configuration), set NATS_URL to a NATS server with JetStream, or set QUIRE_NATS_PORT to a free port ' +
      'for a nats-server started here.',
  );
}

/**
 * Where systemd runs, Debian's package enables and starts its own nats-server.service (its
 * postinst does so when /run/systemd/system exists), on 127.0.0.1:4222 and without JetStream.
 * Quire runs its own nats-server, with JetStream, so that service is disabled and stopped.
 */
async function disablePackagedService(port, env, log) {
  log('the package started its nats-server service (127.0.0.1:4222, no JetStream); running: systemctl disable --now nats-server');
  const failure = await runToEnd('systemctl', ['disable', '--now', 'nats-server'], env);
  if (failure) throw new Error(`systemctl disable --now nats-server: ${failure}`);
  // The server may release the port an instant after its service has stopped.
  await waitFor(`127.0.0.1:${port} to be free`, async () => !(await canConnect('127.0.0.1', port)), { timeoutMs: 15_000 });
}

/**
 * When there is no nats-server binary: installs it with apt as root on Debian or Ubuntu, unless
 * QUIRE_NO_INSTALL is set; otherwise stops with the command that installs it. Resolves to the binary.
 */
async function installNatsServer({ env, log, machine }) {
  const missing =
    `No NATS server on 127.0.0.1:${machine.port}, NATS_URL is not set, and no nats-server binary in ` +
    machine.searchDirs.join(path.delimiter);
  if (installOptedOut(env) || !machine.isRoot || !isDebianLike(machine.osRelease)) {
    throw new Error(
      `${missing}. Install it with \`${natsInstallCommand(machine)}\` and start again, ` +
        'or set NATS_URL to a NATS server with JetStream enabled.',
    );
  }

  log(`${missing}: installing it with apt-get (QUIRE_NO_INSTALL=1 opts out)`);
  if (!(await aptInstall(['nats-server'], { env, log }))) {
    throw new Error(
      `apt-get could not install nats-server (its output is above). Install it with \`${upstreamInstallCommand(true)}\` ` +
        'and start again, or set NATS_URL to a NATS server with JetStream enabled.',
    );
  }
  const binary = findExecutable('nats-server', machine.searchDirs);
  if (!binary) {
    throw new Error(`apt-get installed nats-server, but there is no nats-server binary in ${machine.searchDirs.join(path.delimiter)}`);
  }
  if (machine.systemd) await disablePackagedService(machine.port, env, log);
  return binary;
}

/**
 * Resolves to { natsUrl, origin }: NATS_URL, else a NATS server with JetStream on
 * 127.0.0.1:<port>, else nats-server started there with its JetStream store in `<dataDir>/nats`
 * (installed first when there is none, see installNatsServer). `machine` (natsMachine(env) by
 * default) says which port, where to look for the binary, and the system to install it on.
 */
export async function ensureNats({ env, dataDir, log, machine = natsMachine(env) }) {
  if (env.NATS_URL) return { natsUrl: env.NATS_URL, origin: 'NATS_URL' };
  const { port } = machine;
  const address = `127.0.0.1:${port}`;
  if (await canConnect('127.0.0.1', port)) {
    await requireJetStream(port);
    return { natsUrl: `nats://${address}`, origin: `NATS on ${address}` };
  }

  const binary = findExecutable('nats-server', machine.searchDirs) ?? (await installNatsServer({ env, log, machine }));
  const storeDir = path.join(dataDir, 'nats');
  mkdirSync(storeDir, { recursive: true });
  log(`No NATS on ${address} and no NATS_URL: starting ${binary} with JetStream in ${storeDir}`);
  const server = startProcess('nats', binary, ['-js', '-a', '127.0.0.1', '-p', String(port), '-sd', storeDir], {
    env,
    stopGroup: 2,
  });
  await waitFor('nats-server', async () => (await natsServerInfo(port))?.jetstream === true, {
    timeoutMs: 30_000,
    abort: server.describeExit,
  });
  return { natsUrl: `nats://${address}`, origin: `nats-server started on ${address}` };
}
