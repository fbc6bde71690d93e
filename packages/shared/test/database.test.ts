import pg from 'pg';
import { createPgPool, databaseConflictReason, databaseUnavailableReason, databaseUrlFor, ensureDatabase } from '../src';
import { BASE_DATABASE_URL, createTestDatabase, query, randomSuffix } from './helpers';

describe('ensureDatabase', () => {
  it('creates a missing database once, even when called concurrently', async () => {
    const url = databaseUrlFor(BASE_DATABASE_URL, `test_ensure_${randomSuffix()}`);
    const name = new URL(url).pathname.slice(1);
    try {
      await Promise.all([ensureDatabase(url), ensureDatabase(url), ensureDatabase(url)]);
      expect(await query(BASE_DATABASE_URL, 'SELECT datname FROM pg_database WHERE datname = $1', [name])).toEqual([
        { datname: name },
      ]);
      await ensureDatabase(url); // already there
      expect(await query(url, 'SELECT current_database() AS db')).toEqual([{ db: name }]);
    } finally {
      const admin = new pg.Client({ connectionString: BASE_DATABASE_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    }
  });

  it('is usable through createTestDatabase', async () => {
    const database = await createTestDatabase('ensure');
    try {
      expect(await query(database.url, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
    } finally {
      await database.drop();
    }
  });
});

describe('createPgPool', () => {
  it('survives the server ending the session of a checked-out client, and then drops that client', async () => {
    const pool = createPgPool(BASE_DATABASE_URL, { max: 2, purpose: 'test' });
    const admin = new pg.Client({ connectionString: BASE_DATABASE_URL });
    await admin.connect();
    try {
      const client = await pool.connect();
      const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      // No 'error' listener here: without the pool's own, the termination would be an uncaught exception.
      const closed = new Promise((resolve) => client.once('end', resolve));
      await admin.query('SELECT pg_terminate_backend($1)', [rows[0].pid]);
      await closed;
      await expect(client.query('SELECT 1')).rejects.toThrow();
      client.release();
      expect(pool.totalCount).toBe(0);
      expect((await pool.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await admin.end();
      await pool.end();
    }
  });
});

describe('databaseUnavailableReason', () => {
  it('recognises a refused connection, a session the server ended, and their Prisma wrappings', async () => {
    const refused = await new pg.Client({ connectionString: 'postgresql://quire@127.0.0.1:1/quire' }).connect().catch((error: unknown) => error);
    expect(databaseUnavailableReason(refused)).toBe('ECONNREFUSED');

    const admin = new pg.Client({ connectionString: BASE_DATABASE_URL });
    const victim = new pg.Client({ connectionString: BASE_DATABASE_URL });
    victim.on('error', () => undefined);
    await Promise.all([admin.connect(), victim.connect()]);
    try {
      const { rows } = await victim.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      const ended = victim.query('SELECT pg_sleep(5)').catch((error: unknown) => error);
      await admin.query('SELECT pg_terminate_backend($1)', [rows[0].pid]);
      expect(databaseUnavailableReason(await ended)).toBe('57P01');
    } finally {
      await admin.end();
      await victim.end().catch(() => undefined);
    }

    // How Prisma 7 reports them (PrismaClientKnownRequestError, the driver's error in meta).
    expect(databaseUnavailableReason(Object.assign(new Error("Can't reach database server"), { code: 'P1001' }))).toBe('P1001');
    const starting = { kind: 'postgres', code: '57P03', originalCode: '57P03', message: 'the database system is starting up' };
    expect(databaseUnavailableReason(Object.assign(new Error('Database error'), { meta: { driverAdapterError: { cause: starting } } }))).toBe('57P03');
    expect(databaseUnavailableReason(new Error('wrapped', { cause: new Error('Connection terminated unexpectedly') }))).toBe('Connection terminated unexpectedly');
  });

  it('leaves every other error alone', async () => {
    const admin = new pg.Client({ connectionString: BASE_DATABASE_URL });
    await admin.connect();
    try {
      const syntax = await admin.query('SELEC 1').catch((error: unknown) => error);
      expect(databaseUnavailableReason(syntax)).toBeUndefined();
    } finally {
      await admin.end();
    }
    expect(databaseUnavailableReason(Object.assign(new Error('Unique constraint failed'), { code: 'P2002' }))).toBeUndefined();
    expect(databaseUnavailableReason(new Error('anything'))).toBeUndefined();
    expect(databaseUnavailableReason(undefined)).toBeUndefined();
  });
});

describe('databaseConflictReason', () => {
  it('recognises a real serialization failure and the Prisma wrappings of a deadlock', async () => {
    const first = new pg.Client({ connectionString: BASE_DATABASE_URL });
    const second = new pg.Client({ connectionString: BASE_DATABASE_URL });
    await Promise.all([first.connect(), second.connect()]);
    try {
      // Two SERIALIZABLE transactions that each read what the other writes: the second commit fails 40001.
      await first.query('DROP TABLE IF EXISTS public.quire_conflict_probe; CREATE TABLE public.quire_conflict_probe (id int)');
      await first.query('BEGIN ISOLATION LEVEL SERIALIZABLE');
      await second.query('BEGIN ISOLATION LEVEL SERIALIZABLE');
      await first.query('SELECT count(*) FROM public.quire_conflict_probe');
      await second.query('SELECT count(*) FROM public.quire_conflict_probe');
      await first.query('INSERT INTO public.quire_conflict_probe VALUES (1)');
      await second.query('INSERT INTO public.quire_conflict_probe VALUES (2)');
      await first.query('COMMIT');
      const failed = await second.query('COMMIT').catch((error: unknown) => error);
      expect(databaseConflictReason(failed)).toBe('40001');
    } finally {
      await second.query('ROLLBACK').catch(() => undefined);
      await first.query('DROP TABLE IF EXISTS public.quire_conflict_probe').catch(() => undefined);
      await Promise.all([first.end(), second.end()]);
    }
    const victim = { kind: 'postgres', code: '40P01', originalCode: '40P01', message: 'deadlock detected' };
    expect(databaseConflictReason(Object.assign(new Error('Database error'), { meta: { driverAdapterError: { cause: victim } } }))).toBe('40P01');
    expect(databaseConflictReason(Object.assign(new Error('Transaction failed due to a write conflict'), { code: 'P2034' }))).toBe('P2034');
  });

  it('leaves every other error alone', () => {
    expect(databaseConflictReason(Object.assign(new Error('Unique constraint failed'), { code: 'P2002' }))).toBeUndefined();
    expect(databaseConflictReason(new Error('anything'))).toBeUndefined();
  });
});
