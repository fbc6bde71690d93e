import { createHash, randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import type { Logger } from './logger';

/** The key `prisma migrate deploy` locks, so our migrator and Prisma's never run at once. */
const PRISMA_ADVISORY_LOCK_KEY = 72707369;

// Exactly Prisma's definition, so `prisma migrate status/deploy` read what we write.
const CREATE_MIGRATIONS_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

export type MigrateOptions = { databaseUrl: string; migrationsDir: string; logger: Logger };

type MigrationFile = { name: string; sql: string; checksum: string };
type MigrationRow = {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
  logs: string | null;
};

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Prisma's checksum is the SHA-256 of the file; it also accepts the file with other line endings. */
function checksumMatches(file: MigrationFile, recorded: string): boolean {
  if (file.checksum === recorded) return true;
  const lf = file.sql.replace(/\r\n/g, '\n');
  return sha256(lf) === recorded || sha256(lf.replace(/\n/g, '\r\n')) === recorded;
}

async function readMigrations(migrationsDir: string): Promise<MigrationFile[]> {
  const entries = await readdir(migrationsDir, { withFileTypes: true });
  const names = entries.filter((e) => e.isDirectory()).map((e) => e.name).sort();
  const files: MigrationFile[] = [];
  for (const name of names) {
    const path = join(migrationsDir, name, 'migration.sql');
    let sql: string;
    try {
      sql = await readFile(path, 'utf8');
    } catch {
      throw new Error(`migration ${name} has no migration.sql (${path})`);
    }
    files.push({ name, sql, checksum: sha256(sql) });
  }
  return files;
}

/**
 * Applies `migrationsDir/<name>/migration.sql` folders not yet applied, in name order, and
 * records them in Prisma's `_prisma_migrations` table. Runs under Prisma's advisory lock, so
 * replicas starting together apply each migration once.
 *
 * Each migration runs in one transaction together with its `_prisma_migrations` row: a crash
 * leaves neither. A migration that fails is recorded as rolled back (with the error in `logs`)
 * and the error is thrown; the next start tries it again. Migrations therefore cannot use
 * statements that refuse transactions (CREATE INDEX CONCURRENTLY).
 */
export async function migrate({ databaseUrl, migrationsDir, logger }: MigrateOptions): Promise<{ applied: string[] }> {
  const log = logger.child({ component: 'migrator' });
  const migrations = await readMigrations(migrationsDir);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [PRISMA_ADVISORY_LOCK_KEY]);
    try {
      await client.query(CREATE_MIGRATIONS_TABLE);
      const { rows } = await client.query<MigrationRow>(
        `SELECT migration_name, checksum, finished_at, rolled_back_at, logs
           FROM "_prisma_migrations" ORDER BY started_at`,
      );

      // Left by a `prisma migrate deploy` that failed half-way: the schema is in an unknown state.
      const failed = rows.find((r) => r.finished_at === null && r.rolled_back_at === null);
      if (failed) {
        throw new Error(
          `migration ${failed.migration_name} failed earlier and was not rolled back; fix the database, ` +
            `then run \`prisma migrate resolve --rolled-back ${failed.migration_name}\` (or --applied)` +
            (failed.logs ? `. Error: ${failed.logs}` : ''),
        );
      }

      const applied = new Map<string, MigrationRow>();
      for (const row of rows) if (row.finished_at !== null && row.rolled_back_at === null) applied.set(row.migration_name, row);

      const files = new Set(migrations.map((m) => m.name));
      for (const name of applied.keys()) {
        if (!files.has(name)) log.warn({ migration: name }, 'applied migration is missing from the migrations folder');
      }

      const newlyApplied: string[] = [];
      for (const migration of migrations) {
        const row = applied.get(migration.name);
        if (row) {
          if (!checksumMatches(migration, row.checksum)) {
            throw new Error(`migration ${migration.name} was modified after it was applied (checksum differs)`);
          }
          continue;
        }
        await applyMigration(client, migration);
        log.info({ migration: migration.name }, 'migration applied');
        newlyApplied.push(migration.name);
      }
      if (newlyApplied.length === 0) log.debug('database is up to date');
      return { applied: newlyApplied };
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [PRISMA_ADVISORY_LOCK_KEY]).catch(() => undefined);
    }
  } finally {
    await client.end();
  }
}

async function applyMigration(client: pg.Client, migration: MigrationFile): Promise<void> {
  const id = randomUUID();
  const startedAt = new Date();
  try {
    await client.query('BEGIN');
    await client.query(
      `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, applied_steps_count)
       VALUES ($1, $2, $3, $4, 0)`,
      [id, migration.checksum, migration.name, startedAt],
    );
    await client.query(migration.sql);
    await client.query(
      `UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE id = $1`,
      [id],
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    const message = error instanceof Error ? error.message : String(error);
    await client.query(
      `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, logs, started_at, rolled_back_at, applied_steps_count)
       VALUES ($1, $2, $3, $4, $5, now(), 0)`,
      [id, migration.checksum, migration.name, message, startedAt],
    );
    throw new Error(`migration ${migration.name} failed and was rolled back: ${message}`, { cause: error });
  }
}
