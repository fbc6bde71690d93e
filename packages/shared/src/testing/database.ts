import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { databaseUrlFor, ensureDatabase } from '../database';

export const BASE_DATABASE_URL = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
export const NATS_URL = process.env.NATS_URL || 'nats://127.0.0.1:4222';

export const randomSuffix = (): string => randomBytes(6).toString('hex');

export type TestDatabase = { url: string; drop(): Promise<void> };

/** A test database older than this is a leftover: no test file runs for an hour. */
const LEFTOVER_AGE_MS = 60 * 60 * 1000;
const TEST_DATABASE_NAME = /_test_[a-z0-9_]+_([0-9a-z]{6,12})_[0-9a-f]{12}$/;
let leftoversSwept = false;

/**
 * A fresh, empty database `quire_test_<purpose>_<time>_<random>` (the service's start migrates
 * it); `drop()` removes it (`dropDatabase`). The first call in a process also drops the test
 * databases an hour old that nobody uses: what a process that ended before its drop (below)
 * could run left behind.
 */
export async function createTestDatabase(purpose: string): Promise<TestDatabase> {
  if (!leftoversSwept) {
    leftoversSwept = true;
    await dropLeftoverTestDatabases();
  }
  const label = purpose.toLowerCase().replace(/[^a-z0-9]/g, '_').slice(0, 20);
  const url = databaseUrlFor(BASE_DATABASE_URL, `test_${label}_${Date.now().toString(36)}_${randomSuffix()}`);
  await ensureDatabase(url);
  return { url, drop: () => dropDatabase(url) };
}

export async function dropLeftoverTestDatabases(): Promise<void> {
  const prefix = decodeURIComponent(new URL(databaseUrlFor(BASE_DATABASE_URL, 'test')).pathname.slice(1));
  const admin = new pg.Client({ connectionString: BASE_DATABASE_URL });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [`${prefix}_`]);
    for (const { datname } of rows) {
      const created = TEST_DATABASE_NAME.exec(datname)?.[1];
      if (created === undefined || Date.now() - parseInt(created, 36) < LEFTOVER_AGE_MS) continue;
      // Without FORCE: a database someone still uses is not a leftover.
      await admin.query(`DROP DATABASE IF EXISTS "${datname.replace(/"/g, '""')}"`).catch(() => undefined);
    }
  } finally {
    await admin.end();
  }
}

/** How long a database still in use is waited for before its sessions are ended. */
const DROP_PATIENCE_MS = 20_000;
const DROP_RETRY_MS = 250;
const OBJECT_IN_USE = '55006';

/**
 * Drops the database at `url`. A test file's hooks run in the order they were declared, so a
 * file may still hold a pool on the database when its stack closes (it ends it in a later
 * `afterAll`): ending those sessions now would make that pool emit an unhandled error. So a
 * database in use is dropped once they are gone, retried in the background, and its sessions
 * are ended only after DROP_PATIENCE_MS; should the process end first, a later
 * `createTestDatabase` drops it as a leftover.
 */
export async function dropDatabase(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const statement = `DROP DATABASE IF EXISTS "${name.replace(/"/g, '""')}"`;
  try {
    await adminQuery(statement);
  } catch (error) {
    if ((error as { code?: string }).code !== OBJECT_IN_USE) throw error;
    // The retries run after this returns, possibly after jest has torn the test file's
    // environment down, where loading a module throws: so the connection they use is opened
    // now, and unreferenced, so that it never keeps the process alive.
    const admin = new pg.Client({ connectionString: BASE_DATABASE_URL });
    await admin.connect();
    (admin as unknown as { connection?: { stream?: { unref?: () => void } } }).connection?.stream?.unref?.();
    const deadline = Date.now() + DROP_PATIENCE_MS;
    const retry = (): void => {
      const last = Date.now() >= deadline;
      admin.query(last ? `${statement} WITH (FORCE)` : statement).then(
        () => admin.end().catch(() => undefined),
        (failure: { code?: string }) => {
          if (!last && failure.code === OBJECT_IN_USE) setTimeout(retry, DROP_RETRY_MS).unref();
          else void admin.end().catch(() => undefined);
        },
      );
    };
    setTimeout(retry, DROP_RETRY_MS).unref();
  }
}

async function adminQuery(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: BASE_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
