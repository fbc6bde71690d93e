import { createChannel, createClient, type Channel, type Client, type CompatServiceDefinition } from 'nice-grpc';
import { closeChannels } from '../grpc/client';
import { newId } from '../ids';
import { principalMetadata, type Principal } from '../principal';
import { removeNamespace, testNamespace } from '../work-queue/namespace';
import { createTestDatabase, NATS_URL, type TestDatabase } from './database';

/** What a service's start function answers: the port it listens on, and how to stop it. */
export type StartedService = { port: number; stop(): Promise<void> };

/** Where a test stack keeps its data and its messages. */
export type StackEnvironment = {
  /** A fresh database of the stack's own, unless the test gave one. */
  databaseUrl: string;
  natsUrl: string;
  /**
   * The stack's NATS namespace (`testNamespace`), so that its events, durables and work queues
   * meet no other stack's on the shared server. QUIRE_EVENT_NAMESPACE holds it while `start`
   * runs (relays, consumers and work queues read it when they start); give it to a service's
   * `namespace` option where it has one.
   */
  namespace: string;
};

export type TestStackOptions<S extends StartedService> = {
  /** Names the stack's database (`quire_test_<name>_<random>`) and namespace. */
  name: string;
  /** Starts the service under test on port 0 in `environment`; its start migrates the database. */
  start(environment: StackEnvironment): Promise<S>;
  /** The gRPC services the stack's client calls. */
  definitions: readonly CompatServiceDefinition[];
  /** A database to use instead of a fresh one; it is kept at close. */
  databaseUrl?: string;
  natsUrl?: string;
};

export type TestStack<S extends StartedService, C> = StackEnvironment & {
  service: S;
  /** Every rpc of `definitions` through one object; calls pass their own metadata. */
  client: C;
  /** The same client whose calls carry `principal` (and a request id); undefined: no principal. */
  as(principal: Principal | undefined): C;
  /** A client of another service definition the service serves, on the same channel. */
  clientOf<D extends CompatServiceDefinition>(definition: D): Client<D>;
  /**
   * Stops the service and closes the clients, then drops the fresh database and removes what the
   * namespace left on NATS, so a run leaves nothing behind.
   */
  close(): Promise<void>;
};

/**
 * One service under test, the way every service's tests start it: a fresh database, a NATS
 * namespace of its own, the service on a free port (its start migrates the database and builds
 * its context), and a real client of it.
 */
export async function startTestStack<C, S extends StartedService = StartedService>(options: TestStackOptions<S>): Promise<TestStack<S, C>> {
  const natsUrl = options.natsUrl ?? NATS_URL;
  const namespace = testNamespace(options.name);
  const database: TestDatabase | undefined = options.databaseUrl === undefined ? await createTestDatabase(options.name) : undefined;
  const databaseUrl = options.databaseUrl ?? database!.url;
  const release = async () => {
    closeChannels();
    await removeNamespace(natsUrl, namespace);
    await database?.drop();
  };
  let service: S;
  try {
    service = await inNamespace(namespace, () => options.start({ databaseUrl, natsUrl, namespace }));
  } catch (error) {
    await release().catch(() => undefined);
    throw error;
  }
  const channel: Channel = createChannel(`127.0.0.1:${service.port}`);
  const client = Object.assign({}, ...options.definitions.map((definition) => createClient(definition, channel))) as C;
  const methods = client as unknown as Record<string, (request: unknown, options?: unknown) => unknown>;
  const as = (principal: Principal | undefined): C =>
    new Proxy({} as C & object, {
      get: (_target, method: string) => (request: unknown) => methods[method](request, { metadata: principalMetadata(principal, `test-${newId()}`) }),
    });
  return {
    service,
    client,
    as,
    clientOf: (definition) => createClient(definition, channel),
    databaseUrl,
    natsUrl,
    namespace,
    async close() {
      channel.close();
      await service.stop();
      await release();
    },
  };
}

let starting: Promise<void> = Promise.resolve();

/**
 * Runs `start` with QUIRE_EVENT_NAMESPACE set to `namespace`, then restores it. Starts in one
 * process take turns, so that two stacks starting at once never read each other's namespace.
 */
async function inNamespace<T>(namespace: string, start: () => Promise<T>): Promise<T> {
  const previous = starting;
  let done = (): void => undefined;
  starting = new Promise<void>((resolve) => (done = resolve));
  await previous;
  const saved = process.env.QUIRE_EVENT_NAMESPACE;
  process.env.QUIRE_EVENT_NAMESPACE = namespace;
  try {
    return await start();
  } finally {
    if (saved === undefined) delete process.env.QUIRE_EVENT_NAMESPACE;
    else process.env.QUIRE_EVENT_NAMESPACE = saved;
    done();
  }
}

/**
 * Starts something before the file's tests and stops it after them. The handle reads the
 * started object, so it is usable inside tests and hooks (not at module level).
 */
export function useStarted<T extends object>(start: () => Promise<T>, stop: (started: T) => Promise<void>): T {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
  });
  afterAll(async () => {
    if (started) await stop(started);
  });
  return new Proxy({} as T, {
    get(_target, key) {
      if (!started) throw new Error('the test stack starts in beforeAll');
      const value = Reflect.get(started, key, started) as unknown;
      return typeof value === 'function' ? value.bind(started) : value;
    },
  });
}
