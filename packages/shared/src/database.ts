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
  // Nor may a checked-out one, which the pool does not listen to: a session the server ends
  // between two queries of a transaction (a restart, a failover) would emit an unhandled
  // 'error'. The client's next query fails instead, and the pool drops it on release.
  pool.on('connect', (client) => client.on('error', () => undefined));
  trackPgPool(pool, databaseName(url), purpose);
  return pool;
}

/** Codes of a database that is unreachable, going away or starting up: a retry may succeed. */
const UNAVAILABLE_CODES = new Set([
  // Prisma: server unreachable, timed out, closed the connection.
  'P1001',
  'P1002',
  'P1017',
  // Sockets (pg, or the driver adapter's own): refused, reset, timed out, no route.
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  // SQLSTATE: admin_shutdown, crash_shutdown, cannot_connect_now (shutting down or starting up), too_many_connections.
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
/** Prisma driver adapter error kinds with the same meaning (@prisma/adapter-pg's mapping of the above). */
const UNAVAILABLE_ADAPTER_KINDS = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections']);
/** SQLSTATE class 08: connection exceptions. */
const CONNECTION_EXCEPTION = /^08[0-9A-Z]{3}$/;
/** pg's own errors for a connection that ended or never came (they carry no code). */
const PG_CONNECTION_MESSAGE = /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect)/;
/**
 * Prisma's P2028 when no pooled connection freed up within the transaction's `maxWait`: the
 * pool is saturated, and a retry may succeed. (P2028 also covers a transaction that ran past
 * its own timeout or was already closed: those are not the database's unavailability.)
 */
const TRANSACTION_START_TIMEOUT = /Unable to start a transaction in the given time/i;

/**
 * Why `error` means the database cannot be reached right now (a code such as `ECONNREFUSED`,
 * `57P01` or `P1001`), or undefined when it means something else. Looks through `cause`
 * chains and Prisma's `meta.driverAdapterError`, where Prisma keeps the driver's error.
 */
export function databaseUnavailableReason(error: unknown): string | undefined {
  for (const { code, kind, originalCode, message } of errorChain(error)) {
    for (const candidate of [code, originalCode]) {
      if (typeof candidate === 'string' && (UNAVAILABLE_CODES.has(candidate) || CONNECTION_EXCEPTION.test(candidate))) return candidate;
    }
    if (typeof kind === 'string' && UNAVAILABLE_ADAPTER_KINDS.has(kind)) return kind;
    if (typeof message === 'string' && PG_CONNECTION_MESSAGE.test(message)) return message;
    if (code === 'P2028' && typeof message === 'string' && TRANSACTION_START_TIMEOUT.test(message)) return 'P2028';
  }
  return undefined;
}

type ChainedError = { code?: unknown; kind?: unknown; originalCode?: unknown; message?: unknown };

/**
 * `error` and every error behind it: its `cause` chain and Prisma's `meta.driverAdapterError`,
 * where Prisma keeps the driver's error (and its SQLSTATE). Each object once, breadth first.
 */
export function* errorChain(error: unknown): Generator<ChainedError> {
  const pending = [error];
  const seen = new Set<unknown>();
  while (pending.length > 0) {
    const current = pending.shift();
    if (typeof current !== 'object' || current === null || seen.has(current)) continue;
    seen.add(current);
    const { cause, meta } = current as { cause?: unknown; meta?: { driverAdapterError?: unknown } };
    yield current as ChainedError;
    pending.push(cause, meta?.driverAdapterError);
  }
}

/** SQLSTATEs PostgreSQL asks the client to answer by running the transaction again. */
const CONFLICT_CODES = new Set([
  // serialization_failure
  '40001',
  // deadlock_detected
  '40P01',
  // Prisma's name for a 40001 reported through the driver adapter ("TransactionWriteConflict").
  'P2034',
]);

/**
 * The SQLSTATE (or Prisma code) when `error` is a serialization failure or a deadlock, which
 * running the transaction again may get past; undefined otherwise. Looks through `cause` chains
 * and Prisma's `meta.driverAdapterError`, where the driver's code is kept.
 */
export function databaseConflictReason(error: unknown): string | undefined {
  for (const { code, originalCode } of errorChain(error)) {
    for (const candidate of [originalCode, code]) if (typeof candidate === 'string' && CONFLICT_CODES.has(candidate)) return candidate;
  }
  return undefined;
}
