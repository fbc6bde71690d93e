import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from '../src';
import { createTestDatabase, memoryLogger, query } from './helpers';

const { logger } = memoryLogger();

async function migrationsFolder(migrations: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'quire-migrations-'));
  for (const [name, sql] of Object.entries(migrations)) {
    await mkdir(join(dir, name));
    await writeFile(join(dir, name, 'migration.sql'), sql);
  }
  return dir;
}

const INIT = 'CREATE TABLE "thing" ("id" TEXT NOT NULL PRIMARY KEY);\n';
const ADD_TITLE = 'ALTER TABLE "thing" ADD COLUMN "title" TEXT;\nINSERT INTO "thing" ("id", "title") VALUES (\'a\', \'A\');\n';

describe('migrate', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let dir: string;

  beforeEach(async () => {
    database = await createTestDatabase('migrator');
    dir = await migrationsFolder({ '20250101000000_init': INIT, '20250102000000_title': ADD_TITLE });
    await writeFile(join(dir, 'migration_lock.toml'), 'provider = "postgresql"\n');
  });

  afterEach(async () => {
    await database.drop();
    await rm(dir, { recursive: true, force: true });
  });

  it('applies migrations in name order and records them as Prisma does', async () => {
    const result = await migrate({ databaseUrl: database.url, migrationsDir: dir, logger });
    expect(result.applied).toEqual(['20250101000000_init', '20250102000000_title']);
    expect(await query(database.url, 'SELECT id, title FROM thing')).toEqual([{ id: 'a', title: 'A' }]);

    const rows = await query<Record<string, unknown>>(
      database.url,
      'SELECT * FROM "_prisma_migrations" ORDER BY migration_name',
    );
    expect(rows).toEqual([
      expect.objectContaining({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        migration_name: '20250101000000_init',
        checksum: createHash('sha256').update(INIT).digest('hex'),
        finished_at: expect.any(Date),
        rolled_back_at: null,
        logs: null,
        applied_steps_count: 1,
      }),
      expect.objectContaining({ migration_name: '20250102000000_title', applied_steps_count: 1 }),
    ]);

    const columns = await query<{ column_name: string; data_type: string; character_maximum_length: number | null; is_nullable: string }>(
      database.url,
      `SELECT column_name, data_type, character_maximum_length, is_nullable FROM information_schema.columns
        WHERE table_name = '_prisma_migrations' ORDER BY ordinal_position`,
    );
    expect(columns.map((c) => [c.column_name, c.data_type, c.character_maximum_length, c.is_nullable])).toEqual([
      ['id', 'character varying', 36, 'NO'],
      ['checksum', 'character varying', 64, 'NO'],
      ['finished_at', 'timestamp with time zone', null, 'YES'],
      ['migration_name', 'character varying', 255, 'NO'],
      ['logs', 'text', null, 'YES'],
      ['rolled_back_at', 'timestamp with time zone', null, 'YES'],
      ['started_at', 'timestamp with time zone', null, 'NO'],
      ['applied_steps_count', 'integer', null, 'NO'],
    ]);
  });

  it('applies nothing the second time, and only new migrations later', async () => {
    await migrate({ databaseUrl: database.url, migrationsDir: dir, logger });
    expect((await migrate({ databaseUrl: database.url, migrationsDir: dir, logger })).applied).toEqual([]);

    await mkdir(join(dir, '20250103000000_index'));
    await writeFile(join(dir, '20250103000000_index', 'migration.sql'), 'CREATE INDEX "thing_title_idx" ON "thing"("title");\n');
    expect((await migrate({ databaseUrl: database.url, migrationsDir: dir, logger })).applied).toEqual([
      '20250103000000_index',
    ]);
    expect(await query(database.url, 'SELECT count(*)::int AS n FROM "_prisma_migrations"')).toEqual([{ n: 3 }]);
  });

  it('fails loudly when an applied migration was modified', async () => {
    await migrate({ databaseUrl: database.url, migrationsDir: dir, logger });
    await writeFile(join(dir, '20250101000000_init', 'migration.sql'), INIT + '-- edited\n');
    await expect(migrate({ databaseUrl: database.url, migrationsDir: dir, logger })).rejects.toThrow(
      'migration 20250101000000_init was modified after it was applied',
    );
  });

  it('accepts the same file with other line endings, as Prisma does', async () => {
    await migrate({ databaseUrl: database.url, migrationsDir: dir, logger });
    await writeFile(join(dir, '20250101000000_init', 'migration.sql'), INIT.replace(/\n/g, '\r\n'));
    expect((await migrate({ databaseUrl: database.url, migrationsDir: dir, logger })).applied).toEqual([]);
  });

  it('rolls back a failing migration, records it, and retries it next time', async () => {
    await writeFile(join(dir, '20250102000000_title', 'migration.sql'), 'ALTER TABLE "thing" ADD COLUMN "x" TEXT;\nSELECT * FROM missing_table;\n');
    await expect(migrate({ databaseUrl: database.url, migrationsDir: dir, logger })).rejects.toThrow(
      /migration 20250102000000_title failed and was rolled back: .*missing_table/,
    );
    const columns = await query(database.url, `SELECT column_name FROM information_schema.columns WHERE table_name = 'thing'`);
    expect(columns).toEqual([{ column_name: 'id' }]);
    const failed = await query<{ logs: string; rolled_back_at: Date | null; finished_at: Date | null }>(
      database.url,
      `SELECT logs, rolled_back_at, finished_at FROM "_prisma_migrations" WHERE migration_name = '20250102000000_title'`,
    );
    expect(failed).toEqual([{ logs: expect.stringContaining('missing_table'), rolled_back_at: expect.any(Date), finished_at: null }]);

    await writeFile(join(dir, '20250102000000_title', 'migration.sql'), ADD_TITLE);
    expect((await migrate({ databaseUrl: database.url, migrationsDir: dir, logger })).applied).toEqual(['20250102000000_title']);
  });

  it('refuses to continue after a migration Prisma left half-applied', async () => {
    await migrate({ databaseUrl: database.url, migrationsDir: dir, logger });
    await query(
      database.url,
      `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, applied_steps_count)
       VALUES ('00000000-0000-0000-0000-000000000000', 'x', '20250104000000_broken', now(), 0)`,
    );
    await expect(migrate({ databaseUrl: database.url, migrationsDir: dir, logger })).rejects.toThrow(
      /migration 20250104000000_broken failed earlier and was not rolled back/,
    );
  });

  it('applies each migration once when two pools migrate at the same time', async () => {
    const slow = await migrationsFolder({
      '20250101000000_init': INIT,
      '20250102000000_slow': 'SELECT pg_sleep(0.3);\nINSERT INTO "thing" ("id") VALUES (\'only-once\');\n',
    });
    try {
      const [first, second] = await Promise.all([
        migrate({ databaseUrl: database.url, migrationsDir: slow, logger }),
        migrate({ databaseUrl: database.url, migrationsDir: slow, logger }),
      ]);
      expect([...first.applied, ...second.applied].sort()).toEqual(['20250101000000_init', '20250102000000_slow']);
      expect(await query(database.url, 'SELECT id FROM thing')).toEqual([{ id: 'only-once' }]);
      expect(await query(database.url, 'SELECT count(*)::int AS n FROM "_prisma_migrations"')).toEqual([{ n: 2 }]);
    } finally {
      await rm(slow, { recursive: true, force: true });
    }
  });
});
