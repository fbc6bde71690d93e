#!/usr/bin/env node
// `npm run chaos`: faults injected into a running Quire, each scenario checking its invariant
// against the real state afterwards (scripts/chaos/*.mjs, docs/operations.md "Fault
// injection"). The run starts its own PostgreSQL and NATS on ports of their own (the
// scenarios stop them) and its own stack, and prints one line per scenario:
// `chaos <scenario>: pass|fail <figures>`. `node scripts/chaos.mjs <scenario>...` runs some.
// Exits 1 when any scenario fails.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createChannel, createClient } from 'nice-grpc';
import proto from '@quire/proto';
import shared from '@quire/shared';
import { logLine, stopAll } from './lib/processes.mjs';
import { GRPC_SERVICES, startStack } from './lib/stack.mjs';
import { startChaosInfra } from './chaos/infra.mjs';
import { httpClient } from './chaos/http.mjs';
import * as natsDown from './chaos/nats-down.mjs';
import * as postgresRestart from './chaos/postgres-restart.mjs';
import * as contentKill from './chaos/content-kill.mjs';
import * as gatewayRestart from './chaos/gateway-restart.mjs';
import * as gitWorkerKill from './chaos/git-worker-kill.mjs';

const SCENARIOS = [natsDown, postgresRestart, contentKill, gatewayRestart, gitWorkerKill];
const requested = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
for (const name of requested) {
  if (!SCENARIOS.some((scenario) => scenario.name === name)) {
    throw new Error(`unknown chaos scenario "${name}" (scenarios: ${SCENARIOS.map((scenario) => scenario.name).join(', ')})`);
  }
}
const selected = requested.length === 0 ? SCENARIOS : SCENARIOS.filter((scenario) => requested.includes(scenario.name));

// Below Linux's ephemeral range (32768-60999), where an outgoing connection could hold one of them.
const POSTGRES_PORT = 25432;
const NATS_PORT = 24222;
const PORTS = { identity: 25051, content: 25052, sites: 25053, insights: 25054, 'git-worker': 25055, runtime: 25056, gateway: 18580 };
const METRICS_PORTS = { identity: 19861, content: 19862, sites: 19863, insights: 19864, 'git-worker': 19865, runtime: 19867, gateway: 19866 };
/** Services' databases are quire_chaos_<service> on the run's own server. */
const DATABASE = 'quire_chaos';

/** Set once the log file exists: what the run says goes there too, between the processes' lines. */
let logFile;
const log = (message) => {
  logLine('chaos', message);
  if (logFile) logLine('chaos', message, logFile);
};

function withDatabase(url, name) {
  const copy = new URL(url);
  copy.pathname = `/${name}`;
  return copy.toString();
}

/** A pg pool per service database, for the scenarios' checks; they survive a PostgreSQL restart. */
function databasePools(databaseUrl) {
  const pools = new Map();
  const db = (service) => {
    if (!pools.has(service)) {
      const pool = new pg.Pool({ connectionString: shared.databaseUrlFor(databaseUrl, service), max: 3 });
      pool.on('error', () => undefined);
      pools.set(service, pool);
    }
    return pools.get(service);
  };
  db.end = () => Promise.all([...pools.values()].map((pool) => pool.end()));
  return db;
}

/** Processes a scenario left stopped; a scenario must leave the stack as it found it. */
function stoppedProcesses(stack) {
  return [...GRPC_SERVICES.map(({ name }) => name), 'gateway'].filter((name) => stack.processes[name].describeExit());
}

async function main() {
  const infra = await startChaosInfra({ postgresPort: POSTGRES_PORT, natsPort: NATS_PORT, log });
  logFile = infra.output;
  log(`the processes' output goes to ${infra.logFile}`);
  const databaseUrl = withDatabase(infra.databaseUrl, DATABASE);
  const stack = await startStack({
    eventNamespace: 'chaos',
    databaseUrl,
    natsUrl: infra.natsUrl,
    ports: PORTS,
    metricsPorts: METRICS_PORTS,
    // Warnings and errors only: what the faults make the processes say is worth reading.
    env: { ...process.env, LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '100000000', QUIRE_PUBLIC_URL: `http://127.0.0.1:${PORTS.gateway}` },
    // Content seals Git URLs (no key: 412); the worker reaches the Git server the scenario runs on 127.0.0.1.
    serviceEnv: { content: { QUIRE_SECRETS_KEY: randomBytes(32).toString('base64') }, 'git-worker': { QUIRE_EGRESS_ALLOW: '127.0.0.0/8' } },
    output: infra.output,
    log,
  });

  const channel = createChannel(stack.addresses.identity);
  const admin = createClient(proto.identityV1.AdminServiceDefinition, channel);
  const { organization, token } = await admin.createOrganization({ title: 'Chaos', ownerEmail: 'chaos@quire.local' });
  channel.close();

  const db = databasePools(databaseUrl);
  const results = [];
  try {
    for (const scenario of selected) {
      log(`${scenario.name}: ${scenario.invariant}`);
      const started = Date.now();
      let result;
      try {
        result = await scenario.run({ http: httpClient(stack.baseUrl, token), organizationId: organization.id, db, databaseUrl, infra, stack, log });
      } catch (error) {
        result = { ok: false, figures: 'aborted', problems: [error.stack ?? error.message] };
      }
      const left = stoppedProcesses(stack);
      if (left.length > 0) {
        result.ok = false;
        result.problems.push(`processes not running afterwards: ${left.map((name) => `${name} (${stack.processes[name].describeExit()})`).join(', ')}`);
        // The next scenario starts from a whole stack.
        for (const name of left) await stack.restart(name);
      }
      const line = `chaos ${scenario.name}: ${result.ok ? 'pass' : 'fail'} ${result.figures}, ${((Date.now() - started) / 1000).toFixed(0)}s`;
      log(line);
      for (const problem of result.problems) log(`  ${problem}`);
      results.push({ line, problems: result.problems, ok: result.ok });
    }
  } finally {
    await db.end();
    await stopAll();
    await new Promise((resolve) => infra.output.end(resolve));
  }
  console.log('');
  for (const { line, problems } of results) {
    console.log(line);
    for (const problem of problems) console.log(`  ${problem}`);
  }
  const ok = results.every((result) => result.ok);
  if (ok) infra.removeData();
  console.log(ok ? `processes' output: ${infra.logFile}` : `processes' output and data kept for inspection: ${infra.dataDir}`);
  return ok;
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll().then(() => process.exit(130)));

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  async (error) => {
    log(`failed: ${error.stack ?? error.message}`);
    await stopAll();
    process.exit(1);
  },
);
