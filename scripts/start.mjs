#!/usr/bin/env node
// `npm start`: runs all of Quire on this machine. See docs/operations.md.
//   1. PostgreSQL and NATS: DATABASE_URL / NATS_URL, else local servers, else started here
//      (a missing nats-server is installed with apt-get as root on Debian/Ubuntu, else the
//      script stops with the command that installs it: lib/infra.mjs).
//   2. identity, content, sites, insights, git-worker, runtime, then the gateway, each waited for.
//      The git-worker and the runtime's integration scripts may reach loopback and private
//      networks unless QUIRE_EGRESS_ALLOW is set
//      (it says so when it starts; docs/outside-sources.md "Egress guard").
//   3. The first organization, its owner and an API token (once, into .quire/bootstrap.json).
//      identity and content get QUIRE_SECRETS_KEY from the environment, else from
//      .quire/secrets.key, generated on the first start (docs/integrations.md "Secrets").
//   4. Ctrl-C / SIGTERM: gateway, then services, then what step 1 started; exit 0.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createChannel, createClient } from 'nice-grpc';
import proto from '@quire/proto';
import { ensureNats, ensurePostgres } from './lib/infra.mjs';
import { logLine, startedProcesses, stopAll } from './lib/processes.mjs';
import { DEFAULT_PORTS, ROOT, startStack } from './lib/stack.mjs';

const log = (message) => logLine('quire', message);
const BOOTSTRAP_FILE = path.join(ROOT, '.quire', 'bootstrap.json');
const SECRETS_KEY_FILE = path.join(ROOT, '.quire', 'secrets.key');

let stopping;
function shutDown(reason, exitCode) {
  stopping ??= (async () => {
    log(`stopping (${reason})`);
    await stopAll();
    log('stopped');
    process.exit(exitCode);
  })();
  return stopping;
}
process.on('SIGINT', () => shutDown('SIGINT', 0));
process.on('SIGTERM', () => shutDown('SIGTERM', 0));

/**
 * What `npm start` lets the git-worker and integration scripts reach besides public addresses: this machine and the
 * private networks, so a single user can import from a Git server or website on their own
 * network. A deployment that does not set QUIRE_EGRESS_ALLOW allows public addresses only
 * (docs/outside-sources.md "Egress guard").
 */
const LOCAL_EGRESS_ALLOW = '127.0.0.0/8,::1/128,10.0.0.0/8,172.16.0.0/12,192.168.0.0/16,fc00::/7';

function egressAllow() {
  const configured = process.env.QUIRE_EGRESS_ALLOW;
  if (configured !== undefined) {
    log(`git-worker and runtime egress: QUIRE_EGRESS_ALLOW=${configured || '(empty: public addresses only)'} from the environment`);
    return configured;
  }
  log(`git-worker and runtime egress: this local setup also allows loopback and private networks (QUIRE_EGRESS_ALLOW=${LOCAL_EGRESS_ALLOW}); without QUIRE_EGRESS_ALLOW a deployment allows public addresses only`);
  return LOCAL_EGRESS_ALLOW;
}

/**
 * How the processes' JSON log lines are shown: readable (pino-pretty, one line each) when the
 * output is a terminal, unchanged otherwise (for a file or a log collector).
 * QUIRE_LOG_FORMAT=json or =pretty chooses either way.
 */
async function logLineFormat() {
  const format = process.env.QUIRE_LOG_FORMAT || (process.stdout.isTTY ? 'pretty' : 'json');
  if (format !== 'pretty') return undefined;
  const { default: pinoPretty } = await import('pino-pretty');
  const pretty = pinoPretty.prettyFactory({
    colorize: Boolean(process.stdout.isTTY),
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname,service',
  });
  return (line) => (line.startsWith('{') ? pretty(line).trimEnd() : line);
}

/** Creates the first organization when identity has none; returns what to print, if anything. */
async function bootstrap(identityAddress, baseUrl) {
  const channel = createChannel(identityAddress);
  try {
    const admin = createClient(proto.identityV1.AdminServiceDefinition, channel);
    const result = await admin.bootstrap(
      {
        title: process.env.QUIRE_BOOTSTRAP_ORG_TITLE || 'My organization',
        ownerEmail: process.env.QUIRE_BOOTSTRAP_EMAIL || 'admin@quire.local',
        ownerName: process.env.QUIRE_BOOTSTRAP_NAME || undefined,
      },
      { deadline: new Date(Date.now() + 15_000) },
    );
    if (!result.created) return undefined;
    const bootstrapped = { url: baseUrl, token: result.token, organizationId: result.organizationId, userId: result.userId };
    mkdirSync(path.dirname(BOOTSTRAP_FILE), { recursive: true, mode: 0o700 });
    writeFileSync(BOOTSTRAP_FILE, JSON.stringify(bootstrapped, null, 2) + '\n', { mode: 0o600 });
    // `mode` only applies to a new file; an old one from an earlier database may be looser.
    chmodSync(BOOTSTRAP_FILE, 0o600);
    return bootstrapped;
  } finally {
    channel.close();
  }
}

/**
 * The key identity seals integration secrets with, and content the URLs of Git operations:
 * QUIRE_SECRETS_KEY when set, else the one in .quire/secrets.key, created on the first start
 * (32 random bytes, base64, mode 0600). Losing it makes the stored secrets unreadable: it is
 * backed up with the databases.
 */
function secretsKey() {
  if (process.env.QUIRE_SECRETS_KEY) return process.env.QUIRE_SECRETS_KEY;
  if (!existsSync(SECRETS_KEY_FILE)) {
    mkdirSync(path.dirname(SECRETS_KEY_FILE), { recursive: true, mode: 0o700 });
    // `wx`: never overwrite a key another start wrote meanwhile.
    writeFileSync(SECRETS_KEY_FILE, randomBytes(32).toString('base64') + '\n', { mode: 0o600, flag: 'wx' });
    log(`generated the key integration secrets are encrypted with: ${path.relative(ROOT, SECRETS_KEY_FILE)} (mode 0600; back it up with the database)`);
  }
  // `mode` only applies to a new file; an old one may be looser.
  chmodSync(SECRETS_KEY_FILE, 0o600);
  return readFileSync(SECRETS_KEY_FILE, 'utf8').trim();
}

async function main() {
  const dataDir = path.join(ROOT, '.data');
  const postgres = await ensurePostgres({ env: process.env, dataDir, log });
  log(`database: ${postgres.origin}`);
  const nats = await ensureNats({ env: process.env, dataDir, log });
  log(`events: ${nats.origin}`);

  const ports = { ...DEFAULT_PORTS, gateway: Number(process.env.HTTP_PORT || DEFAULT_PORTS.gateway) };
  const secrets = secretsKey();
  const stack = await startStack({
    databaseUrl: postgres.databaseUrl,
    natsUrl: nats.natsUrl,
    ports,
    // identity seals integration secrets with the key, content the URLs of Git operations; only
    // the git-worker and the runtime (integration scripts' fetch) open outbound connections.
    serviceEnv: (() => {
      const allow = egressAllow();
      return {
        identity: { QUIRE_SECRETS_KEY: secrets },
        content: { QUIRE_SECRETS_KEY: secrets },
        'git-worker': { QUIRE_EGRESS_ALLOW: allow },
        runtime: { QUIRE_EGRESS_ALLOW: allow },
      };
    })(),
    formatLine: await logLineFormat(),
    log,
  });
  log(`Prometheus metrics: ${Object.entries(stack.metricsUrls).map(([name, url]) => `${name} ${url}`).join(', ')}`);

  const bootstrapped = await bootstrap(stack.addresses.identity, stack.baseUrl);
  if (bootstrapped) {
    log('Created the first organization and an API token for its owner (shown once, also saved):');
    log(`  file:            ${path.relative(ROOT, BOOTSTRAP_FILE)} (mode 0600)`);
    log(`  organization id: ${bootstrapped.organizationId}`);
    log(`  user id:         ${bootstrapped.userId}`);
    log(`  token:           ${bootstrapped.token}`);
  } else {
    const where = existsSync(BOOTSTRAP_FILE) ? `The first organization's token is in ${path.relative(ROOT, BOOTSTRAP_FILE)}; more` : 'Tokens';
    log(`${where} with \`npm run -s quire -- token create --user <userId>\` (see \`npm run -s quire -- --help\`).`);
  }
  log(`Quire is running at ${stack.baseUrl}`);

  // A process that exits on its own takes the whole stack down: half a system is worse.
  const crashed = await Promise.race(startedProcesses().map((p) => p.exited.then(() => p)));
  if (!stopping) await shutDown(`${crashed.name} ${crashed.describeExit()}`, 1);
}

main().catch((error) => {
  log(`failed to start: ${error.message}`);
  shutDown('start-up failed', 1);
});
