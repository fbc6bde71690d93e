// Runs lib/infra.mjs's ensureNats in a process of its own for fresh-machine.test.ts (jest does
// not load ES modules). argv[2] is JSON { dataDir, machine }, `machine` overriding fields of
// natsMachine(env). Prints `ensureNats resolved <json>` (with `started`: the names of the
// processes left for stopAll) or `ensureNats failed: <message>`; a nats-server it started
// keeps running until stdin closes.
import { ensureNats, natsMachine } from '../lib/infra.mjs';
import { logLine, startedProcesses, stopAll } from '../lib/processes.mjs';

const { dataDir, machine } = JSON.parse(process.argv[2]);
try {
  const result = await ensureNats({
    env: process.env,
    dataDir,
    log: (message) => logLine('quire', message),
    machine: { ...natsMachine(process.env), ...machine },
  });
  console.log(`ensureNats resolved ${JSON.stringify({ ...result, started: startedProcesses().map(({ name }) => name) })}`);
  process.stdin.resume().once('end', () => stopAll());
} catch (error) {
  console.log(`ensureNats failed: ${error.message}`);
  await stopAll();
  process.exitCode = 1;
}
