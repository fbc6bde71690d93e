import pg from 'pg';
import { databaseUrlFor, ensureDatabase } from '../src';
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
