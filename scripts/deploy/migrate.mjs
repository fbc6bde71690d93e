#!/usr/bin/env node
// Applies the pending database migrations of Quire services without starting them: the same
// steps as a service's start-up (@quire/shared's ensureDatabase, then migrate, under Prisma's
// advisory lock), for the Kubernetes migration Job (deploy/k8s/base/migrate-job.yaml) or a
// release script.
//   node scripts/deploy/migrate.mjs [service...]
// Services: identity, content, sites, insights, git-worker; none given: $QUIRE_SERVICE (the
// image's own, set by the Dockerfile). Reads DATABASE_URL (the service databases are
// quire_<service> on its server, docs/operations.md) and LOG_LEVEL. Logs JSON lines; exits 1
// when a migration fails (it is rolled back and recorded), 2 on a usage error.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import shared from '@quire/shared';

const { baseConfig, createLogger, databaseUrlFor, ensureDatabase, loadConfig, migrate, redactUrl } = shared;

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Where each service keeps its migrations: services/<name>/prisma/migrations (Prisma's layout). */
const migrationsDir = (service) => path.join(ROOT, 'services', service, 'prisma', 'migrations');

const services = process.argv.slice(2).length > 0 ? process.argv.slice(2) : [process.env.QUIRE_SERVICE].filter(Boolean);
if (services.length === 0 || services.some((name) => name.startsWith('-'))) {
  console.error('Usage: node scripts/deploy/migrate.mjs <service>... (or set QUIRE_SERVICE)');
  process.exit(2);
}
const unknown = services.filter((name) => !/^[a-z][a-z-]*$/.test(name) || !existsSync(migrationsDir(name)));
if (unknown.length > 0) {
  console.error(`migrate: ${unknown.join(', ')}: no such service with a database (no services/<name>/prisma/migrations)`);
  process.exit(2);
}

const { DATABASE_URL, LOG_LEVEL } = loadConfig({ DATABASE_URL: baseConfig.DATABASE_URL, LOG_LEVEL: baseConfig.LOG_LEVEL });

let failed = false;
for (const service of services) {
  const logger = createLogger(service, LOG_LEVEL);
  const databaseUrl = databaseUrlFor(DATABASE_URL, service);
  try {
    await ensureDatabase(databaseUrl);
    const { applied } = await migrate({ databaseUrl, migrationsDir: migrationsDir(service), logger });
    logger.info({ database: redactUrl(databaseUrl), applied }, `${service}: database up to date (${applied.length} applied)`);
  } catch (error) {
    logger.fatal({ err: error, database: redactUrl(databaseUrl) }, `${service}: migrations failed`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
