import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { databaseUrlFor } from '@quire/shared';

const baseDatabaseUrl = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';

/**
 * A database of one test file's own, `quire_runtime_<label>_test_<random>` (the service
 * creates and migrates it when it starts), and `drop`, which removes it afterwards.
 */
export function testDatabase(label: string): { databaseUrl: string; drop: () => Promise<void> } {
  const databaseName = `quire_runtime_${label}_test_${randomBytes(4).toString('hex')}`;
  return {
    databaseUrl: databaseUrlFor(baseDatabaseUrl, databaseName.replace(/^quire_/, '')),
    drop: async () => {
      const admin = new pg.Client({ connectionString: baseDatabaseUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
      await admin.end();
    },
  };
}
