// Runs lib/preflight.mjs's runPreflight in a process of its own for preflight.test.ts (jest does
// not load ES modules). argv[2] is JSON: fields of preflightMachine(env) to override. Prints
// `preflight ok` or `preflight stopped:` and the message, and exits 0 or 1 as scripts/preflight.mjs does.
import { logLine } from '../lib/processes.mjs';
import { preflightMachine, runPreflight } from '../lib/preflight.mjs';

const overrides = JSON.parse(process.argv[2] ?? '{}');
const result = await runPreflight({
  env: process.env,
  machine: preflightMachine(process.env, overrides),
  log: (message) => {
    for (const line of message.split('\n')) logLine('preflight', line);
  },
});
if (result.ok) {
  console.log('preflight ok');
} else {
  console.log(`preflight stopped:\n${result.message}`);
  process.exitCode = 1;
}
