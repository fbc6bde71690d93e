#!/usr/bin/env node
// `npm test`'s first step, before the build: every tool outside Node that a suite needs is
// here, or is installed now (as root on Debian or Ubuntu; QUIRE_NO_INSTALL=1 opts out), or the
// run stops at once with the commands that install it. See lib/preflight.mjs for the list.
import { logLine } from './lib/processes.mjs';
import { runPreflight } from './lib/preflight.mjs';

const log = (message) => {
  for (const line of message.split('\n')) logLine('preflight', line);
};

const result = await runPreflight({ env: process.env, log });
if (!result.ok) {
  console.error(`\n${result.message}`);
  process.exit(1);
}
