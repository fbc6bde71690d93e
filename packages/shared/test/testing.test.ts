import { createServer, type Metadata } from 'nice-grpc';
import { HealthDefinition } from 'nice-grpc-server-health';
import pg from 'pg';
import { HealthCheckResponse_ServingStatus as Serving } from 'nice-grpc-server-health/lib/proto/grpc/health/v1/health';
import { databaseUrlFor, ensureDatabase, PRINCIPAL_METADATA_KEY, type Principal } from '../src';
import { BASE_DATABASE_URL, dropDatabase, randomSuffix, startTestStack, type StackEnvironment } from '../src/testing';
import { dropLeftoverTestDatabases } from '../src/testing/database';
import { query } from './helpers';

const databaseExists = async (url: string) =>
  (await query(BASE_DATABASE_URL, 'SELECT 1 FROM pg_database WHERE datname = $1', [decodeURIComponent(new URL(url).pathname.slice(1))])).length === 1;

/** A service whose health check answers SERVING exactly when the call carries a principal. */
const namespacesAtStart: (string | undefined)[] = [];

async function startPrincipalEcho(environment: StackEnvironment, seen: StackEnvironment[]) {
  seen.push(environment);
  // What a relay or a consumer would read, late in a start that takes a while.
  await new Promise((resolve) => setTimeout(resolve, 50));
  namespacesAtStart.push(process.env.QUIRE_EVENT_NAMESPACE);
  const server = createServer();
  server.add(HealthDefinition, {
    async check(_request, { metadata }: { metadata: Metadata }) {
      return { status: metadata.has(PRINCIPAL_METADATA_KEY) ? Serving.SERVING : Serving.NOT_SERVING };
    },
    async *watch() {},
  });
  const port = await server.listen('127.0.0.1:0');
  return { port, stop: () => server.shutdown() };
}

type HealthClient = { check(request: { service: string }): Promise<{ status: Serving }> };
const principal: Principal = { userId: 'U1', tokenId: 'T1', memberships: [], teamIds: [] };

describe('startTestStack', () => {
  it('gives the service a fresh database and a namespace of its own, and removes the database at close', async () => {
    const before = process.env.QUIRE_EVENT_NAMESPACE;
    namespacesAtStart.length = 0;
    const seen: StackEnvironment[] = [];
    // Started at once: each start still sees its own namespace.
    const [stack, other] = await Promise.all([
      startTestStack<HealthClient>({ name: 'harness', definitions: [HealthDefinition], start: (env) => startPrincipalEcho(env, seen) }),
      startTestStack<HealthClient>({ name: 'harness', definitions: [HealthDefinition], start: (env) => startPrincipalEcho(env, seen) }),
    ]);
    try {
      expect(seen).toHaveLength(2);
      expect(seen).toEqual(
        expect.arrayContaining([
          { databaseUrl: stack.databaseUrl, natsUrl: stack.natsUrl, namespace: stack.namespace },
          { databaseUrl: other.databaseUrl, natsUrl: other.natsUrl, namespace: other.namespace },
        ]),
      );
      expect(stack.databaseUrl).toMatch(/\/quire_test_harness_[0-9a-z]+_[0-9a-f]{12}$/);
      expect(stack.namespace).toMatch(/^t_harness_[0-9a-f]{10}$/);
      expect(other.databaseUrl).not.toBe(stack.databaseUrl);
      expect(other.namespace).not.toBe(stack.namespace);
      expect(await databaseExists(stack.databaseUrl)).toBe(true);
      expect(namespacesAtStart).toEqual(seen.map((environment) => environment.namespace));
      expect(process.env.QUIRE_EVENT_NAMESPACE).toBe(before);
    } finally {
      await stack.close();
      await other.close();
    }
    expect(await databaseExists(stack.databaseUrl)).toBe(false);
    expect(await databaseExists(other.databaseUrl)).toBe(false);
  });

  it('calls the service as a principal, or without one', async () => {
    const stack = await startTestStack<HealthClient>({ name: 'harness', definitions: [HealthDefinition], start: (env) => startPrincipalEcho(env, []) });
    try {
      expect((await stack.as(principal).check({ service: '' })).status).toBe(Serving.SERVING);
      expect((await stack.as(undefined).check({ service: '' })).status).toBe(Serving.NOT_SERVING);
      expect((await stack.client.check({ service: '' })).status).toBe(Serving.NOT_SERVING);
    } finally {
      await stack.close();
    }
  });

  it('drops the fresh database when the service fails to start', async () => {
    let databaseUrl = '';
    await expect(
      startTestStack({
        name: 'harness',
        definitions: [HealthDefinition],
        start: async (env) => {
          databaseUrl = env.databaseUrl;
          throw new Error('no start');
        },
      }),
    ).rejects.toThrow('no start');
    expect(await databaseExists(databaseUrl)).toBe(false);
  });

  it('drops a database the test still uses once the test lets go of it, without ending its sessions', async () => {
    const stack = await startTestStack<HealthClient>({ name: 'harness', definitions: [HealthDefinition], start: (env) => startPrincipalEcho(env, []) });
    const holder = new pg.Client({ connectionString: stack.databaseUrl });
    const errors: Error[] = [];
    holder.on('error', (error) => errors.push(error));
    await holder.connect();
    await stack.close();
    expect(await databaseExists(stack.databaseUrl)).toBe(true);
    expect((await holder.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    await holder.end();
    const deadline = Date.now() + 10_000;
    while ((await databaseExists(stack.databaseUrl)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await databaseExists(stack.databaseUrl)).toBe(false);
    expect(errors).toEqual([]);
  });

  it('drops the test databases an hour old that nobody uses, and no other', async () => {
    const named = (label: string, at: number) => databaseUrlFor(BASE_DATABASE_URL, `test_${label}_${at.toString(36)}_${randomSuffix()}`);
    const old = named('leftover', Date.now() - 2 * 60 * 60 * 1000);
    const oldInUse = named('leftover', Date.now() - 2 * 60 * 60 * 1000);
    const recent = named('leftover', Date.now() - 60 * 1000);
    for (const url of [old, oldInUse, recent]) await ensureDatabase(url);
    const holder = new pg.Client({ connectionString: oldInUse });
    await holder.connect();
    try {
      await dropLeftoverTestDatabases();
      expect(await databaseExists(old)).toBe(false);
      expect(await databaseExists(oldInUse)).toBe(true);
      expect(await databaseExists(recent)).toBe(true);
    } finally {
      await holder.end();
      for (const url of [oldInUse, recent]) await dropDatabase(url);
    }
  });

  it('keeps a database the test gave it', async () => {
    const given = await startTestStack<HealthClient>({ name: 'harness', definitions: [HealthDefinition], start: (env) => startPrincipalEcho(env, []) });
    try {
      const stack = await startTestStack<HealthClient>({ name: 'harness', databaseUrl: given.databaseUrl, definitions: [HealthDefinition], start: (env) => startPrincipalEcho(env, []) });
      expect(stack.databaseUrl).toBe(given.databaseUrl);
      await stack.close();
      expect(await databaseExists(given.databaseUrl)).toBe(true);
    } finally {
      await given.close();
    }
  });
});
