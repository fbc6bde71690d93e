import { Writable } from 'node:stream';
import pg from 'pg';
import { createLogger, type Logger } from '../src';

export { BASE_DATABASE_URL, NATS_URL, createTestDatabase, randomSuffix } from '../src/testing';

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
