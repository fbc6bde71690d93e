import pg from 'pg';
import { trackPgPool } from './observability/metrics';

/**
 * The URL of the service's own database on the server of `baseUrl`: `quire_<service>`, or
 * `<name>_<service>` when `baseUrl` names a database other than `postgres` (so that
 * `.../quire_bench` gives `quire_bench_content`, letting several stacks share one server).
 */
export function databaseUrlFor(baseUrl: string, service: string): string {
  const url = new URL(baseUrl);
  const baseName = decodeURIComponent(url.pathname.replace(/^\//, ''));
  const prefix = baseName === '' || baseName === 'postgres' ? 'quire' : baseName;
  url.pathname = `/${encodeURIComponent(`${prefix}_${service.replace(/-/g, '_')}`)}`;
  return url.toString();
}

function databaseName(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  if (!name) throw new Error('database URL has no database name');
  return name;
}

const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Creates the database named in `url` if it does not exist (connecting to `postgres` on the same server). */
export async function ensureDatabase(url: string): Promise<void> {
  const name = databaseName(url);
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const client = new pg.Client({ connectionString: adminUrl.toString() });
  await client.connect();
  try {
    const existing = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (existing.rowCount) return;
    try {
      await client.query(`CREATE DATABASE ${quoteIdentifier(name)}`);
    } catch (error) {
      // Another replica created it between our check and our CREATE.
      const code = (error as { code?: string }).code;
      if (code !== '42P04' && code !== '23505') throw error;
    }
  } finally {
    await client.end();
  }
}

export type PgPoolOptions = Omit<pg.PoolConfig, 'connectionString'> & {
  /** Who uses the pool ('prisma', 'outbox-relay'...): the `pool` label of its metrics. */
  purpose?: string;
};

/** A pg pool whose usage is reported in the process's metrics (`quire_db_pool_*`). */
export function createPgPool(url: string, { purpose = 'default', ...options }: PgPoolOptions = {}): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: 10, ...options });
  // An idle client losing its connection (server restart) must not crash the process;
  // the pool replaces it on next use.
  pool.on('error', () => undefined);
  trackPgPool(pool, databaseName(url), purpose);
  return pool;
}
