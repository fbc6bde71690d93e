#!/usr/bin/env node
// `prisma generate` only checks that a schema engine binary exists; machines that reach
// only the npm registry cannot download one, and generation needs none. Point Prisma at a
// stub unless the operator provides a real engine.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const stub = path.join(path.dirname(fileURLToPath(import.meta.url)), 'prisma-no-engine.sh');
const env = {
  ...process.env,
  PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? stub,
  PRISMA_HIDE_UPDATE_MESSAGE: '1',
  CHECKPOINT_DISABLE: '1',
};
const result = spawnSync('prisma', ['generate', ...process.argv.slice(2)], { stdio: 'inherit', env, shell: false });
process.exit(result.status ?? 1);
