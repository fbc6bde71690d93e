import net from 'node:net';
import path from 'node:path';
import { createChannel, createClient } from 'nice-grpc';
import { HealthDefinition } from 'nice-grpc-server-health';
import { startService, type Stoppable } from '../src';
import { createTestDatabase, memoryLogger, NATS_URL, query } from './helpers';

const MIGRATIONS_DIR = path.join(__dirname, 'fixtures', 'outbox-migrations');

/** A part that records when it starts and stops. */
const recorder = (events: string[], name: string) => (): Stoppable => {
  events.push(`start ${name}`);
  return {
    async stop() {
      events.push(`stop ${name}`);
    },
  };
};

describe('startService', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;

  beforeAll(async () => {
    database = await createTestDatabase('service');
  });

  afterAll(async () => {
    await database.drop();
  });

  it('migrates, opens the context, starts consumers, jobs and the gRPC server in order, and stops in reverse', async () => {
    const events: string[] = [];
    const { logger } = memoryLogger();
    const service = await startService({
      name: 'example',
      logger,
      databaseUrl: database.url,
      migrationsDir: MIGRATIONS_DIR,
      host: '127.0.0.1',
      port: 0,
      relay: { natsUrl: NATS_URL },
      open: () => {
        events.push('open');
        return { context: { answer: 42 }, close: async () => void events.push('close') };
      },
      services: (context) => {
        events.push(`services with ${context.answer}`);
        return [];
      },
      consumers: [recorder(events, 'consumer')],
      jobs: [recorder(events, 'job')],
    });

    const migrated = await query<{ migration_name: string }>(database.url, 'SELECT migration_name FROM _prisma_migrations');
    expect(migrated.map((row) => row.migration_name)).toEqual(['20250101000000_outbox', '20250102000000_outbox_trace_parent', '20250103000000_outbox_notify', '20250104000000_outbox_actor']);
    expect(service.context).toEqual({ answer: 42 });
    const channel = createChannel(`127.0.0.1:${service.port}`);
    expect((await createClient(HealthDefinition, channel).check({ service: '' })).status).toBe(1);
    channel.close();

    await Promise.all([service.stop(), service.stop()]);
    expect(events).toEqual(['open', 'start consumer', 'start job', 'services with 42', 'stop job', 'stop consumer', 'close']);
  });

  it('stops what it had started, in reverse, logs one fatal line and rethrows when a start fails', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const takenPort = (blocker.address() as net.AddressInfo).port;
    const events: string[] = [];
    const { logger, lines } = memoryLogger();

    await expect(
      startService({
        name: 'example',
        logger,
        databaseUrl: database.url,
        migrationsDir: MIGRATIONS_DIR,
        host: '127.0.0.1',
        port: takenPort,
        open: () => {
          events.push('open');
          return { context: {}, close: async () => void events.push('close') };
        },
        services: () => [],
        consumers: [recorder(events, 'consumer')],
        jobs: [recorder(events, 'job')],
      }),
    ).rejects.toThrow();
    blocker.close();

    expect(events).toEqual(['open', 'start consumer', 'start job', 'stop job', 'stop consumer', 'close']);
    const fatal = lines.filter((line) => line.level === 'fatal');
    expect(fatal).toHaveLength(1);
    expect(fatal[0]).toMatchObject({ msg: 'example failed to start' });
  });

  it('does not open the context when the migrations fail', async () => {
    const events: string[] = [];
    const { logger } = memoryLogger();
    await expect(
      startService({
        name: 'example',
        logger,
        databaseUrl: database.url,
        migrationsDir: path.join(__dirname, 'fixtures', 'no-such-folder'),
        host: '127.0.0.1',
        port: 0,
        open: () => {
          events.push('open');
          return { context: {}, close: async () => undefined };
        },
        services: () => [],
      }),
    ).rejects.toThrow();
    expect(events).toEqual([]);
  });
});
