import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import pg from 'pg';
import { createLogger, databaseUrlFor, ensureDatabase, type Logger } from '../src';

export const BASE_DATABASE_URL = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
export const NATS_URL = process.env.NATS_URL || 'nats://127.0.0.1:4222';

export const randomSuffix = () => randomBytes(6).toString('hex');

/** A fresh database `quire_test_<purpose>_<random>`; `drop()` removes it. */
export async function createTestDatabase(purpose: string): Promise<{ url: string; drop(): Promise<void> }> {
  const url = databaseUrlFor(BASE_DATABASE_URL, `test_${purpose}_${randomSuffix()}`);
  await ensureDatabase(url);
  return {
    url,
    async drop() {
      const admin = new pg.Client({ connectionString: BASE_DATABASE_URL });
      await admin.connect();
      try {
        const name = new URL(url).pathname.slice(1);
        await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await admin.end();
      }
    },
  };
}

/** A logger that keeps its JSON lines in memory. */
export function memoryLogger(): { logger: Logger; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { logger: createLogger('test', 'debug', sink), lines };
}

export async function query<T extends pg.QueryResultRow>(url: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}
