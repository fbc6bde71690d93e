import { HealthCheckResponse_ServingStatus, HealthDefinition } from 'nice-grpc-server-health/lib/proto/grpc/health/v1/health';
import { ClientError, Metadata } from 'nice-grpc';
import { Writable } from 'node:stream';
import pg from 'pg';
import {
  closeChannels,
  createLogger,
  createServiceClient,
  getPrincipal,
  getRequestId,
  grpcService,
  notFound,
  principalMetadata,
  Status,
  startGrpcServer,
  type CallContext,
} from '../src';

type Echo = { text: string; delayMs?: number };
const jsonType = {
  encode: (message: Echo) => ({ finish: () => Buffer.from(JSON.stringify(message)) }),
  decode: (input: Uint8Array) => JSON.parse(Buffer.from(input).toString()) as Echo,
};
const method = (name: string) =>
  ({ name, requestType: jsonType, requestStream: false, responseType: jsonType, responseStream: false, options: {} }) as const;
/** A ts-proto-style definition with a JSON codec, so the test needs no generated code. */
const EchoDefinition = {
  name: 'EchoService',
  fullName: 'test.v1.EchoService',
  methods: { echo: method('Echo'), fail: method('Fail'), whoAmI: method('WhoAmI') },
} as const;

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

function memoryLogger() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { logger: createLogger('test', 'debug', sink), lines };
}

async function startEcho() {
  const { logger, lines } = memoryLogger();
  const server = await startGrpcServer({
    name: 'test',
    host: '127.0.0.1',
    port: 0,
    logger,
    services: [
      grpcService(EchoDefinition, {
        async echo(request: Echo, context: CallContext) {
          if (request.delayMs) await sleep(request.delayMs, context.signal);
          return { text: `${request.text} ${getRequestId(context)}` };
        },
        async fail(request: Echo) {
          if (request.text === 'expected') throw notFound('No such thing');
          // Nothing listens on port 1: pg's own ECONNREFUSED, as when the database is down.
          if (request.text === 'database down') await new pg.Client({ connectionString: 'postgresql://quire@127.0.0.1:1/quire' }).connect();
          // How Prisma 7 reports a deadlock victim: the driver's SQLSTATE in meta.driverAdapterError.
          if (request.text === 'deadlock') {
            const victim = { kind: 'postgres', code: '40P01', originalCode: '40P01', message: 'deadlock detected' };
            throw Object.assign(new Error('Database error'), { meta: { driverAdapterError: { cause: victim } } });
          }
          throw new Error('database password leaked in this message');
        },
        async whoAmI(_request: Echo, context: CallContext) {
          return { text: getPrincipal(context).userId };
        },
      }),
    ],
  });
  const address = `127.0.0.1:${server.port}`;
  return { server, address, lines };
}

afterAll(() => closeChannels());

describe('startGrpcServer', () => {
  it('listens on port 0 and reports SERVING overall and per service', async () => {
    const { server, address } = await startEcho();
    try {
      expect(server.port).toBeGreaterThan(0);
      const health = createServiceClient(HealthDefinition, address);
      expect((await health.check({ service: '' })).status).toBe(HealthCheckResponse_ServingStatus.SERVING);
      expect((await health.check({ service: 'test.v1.EchoService' })).status).toBe(
        HealthCheckResponse_ServingStatus.SERVING,
      );
    } finally {
      await server.shutdown();
    }
  });

  it('passes the request id through, generates one when absent, and logs each call', async () => {
    const { server, address, lines } = await startEcho();
    try {
      const client = createServiceClient(EchoDefinition, address);
      const given = await client.echo({ text: 'hi' }, { metadata: new Metadata({ 'x-request-id': 'req-42' }) });
      expect(given.text).toBe('hi req-42');
      const generated = await client.echo({ text: 'hi' });
      expect(generated.text).toMatch(/^hi [0-9a-f-]{36}$/);
      expect(lines).toContainEqual(
        expect.objectContaining({ method: '/test.v1.EchoService/Echo', code: 'OK', requestId: 'req-42', ms: expect.any(Number) }),
      );
    } finally {
      await server.shutdown();
    }
  });

  it('keeps ServerErrors and turns anything else into INTERNAL with a generic message', async () => {
    const { server, address, lines } = await startEcho();
    try {
      const client = createServiceClient(EchoDefinition, address);
      await expect(client.fail({ text: 'expected' })).rejects.toMatchObject({ code: Status.NOT_FOUND, details: 'No such thing' });
      const error = await client.fail({ text: 'bug' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ClientError);
      expect(error).toMatchObject({ code: Status.INTERNAL, details: 'Internal error' });
      const logged = lines.find((l) => l.code === 'INTERNAL') as { err: { stack: string } };
      expect(logged.err.stack).toContain('database password leaked');
    } finally {
      await server.shutdown();
    }
  });

  it('answers UNAVAILABLE, without the error, when the database cannot be reached', async () => {
    const { server, address, lines } = await startEcho();
    try {
      const client = createServiceClient(EchoDefinition, address);
      await expect(client.fail({ text: 'database down' })).rejects.toMatchObject({ code: Status.UNAVAILABLE, details: 'Service temporarily unavailable' });
      expect(lines).toContainEqual(expect.objectContaining({ level: 'warn', code: 'UNAVAILABLE', reason: 'ECONNREFUSED' }));
    } finally {
      await server.shutdown();
    }
  });

  it('answers ABORTED (HTTP 409), not INTERNAL, for a deadlock or serialization failure the handler did not retry', async () => {
    const { server, address, lines } = await startEcho();
    try {
      const client = createServiceClient(EchoDefinition, address);
      await expect(client.fail({ text: 'deadlock' })).rejects.toMatchObject({ code: Status.ABORTED, details: 'The write conflicted with a concurrent write; retry the request' });
      expect(lines).toContainEqual(expect.objectContaining({ level: 'warn', code: 'ABORTED', reason: '40P01' }));
    } finally {
      await server.shutdown();
    }
  });

  it('reads the principal from metadata and refuses calls without one', async () => {
    const { server, address } = await startEcho();
    try {
      const client = createServiceClient(EchoDefinition, address);
      const principal = { userId: 'u1', tokenId: 't1', memberships: [], teamIds: [] };
      expect((await client.whoAmI({ text: '' }, { metadata: principalMetadata(principal, 'r1') })).text).toBe('u1');
      await expect(client.whoAmI({ text: '' })).rejects.toMatchObject({ code: Status.UNAUTHENTICATED });
    } finally {
      await server.shutdown();
    }
  });

  it('shutdown lets in-flight calls finish and refuses new ones', async () => {
    const { server, address } = await startEcho();
    const client = createServiceClient(EchoDefinition, address);
    const inFlight = client.echo({ text: 'slow', delayMs: 300 }, { metadata: new Metadata({ 'x-request-id': 'r' }) });
    await sleep(50);
    const stopped = server.shutdown(5000);
    await expect(inFlight).resolves.toEqual({ text: 'slow r' });
    await stopped;
    await expect(client.echo({ text: 'late' }, { deadline: 1000 })).rejects.toBeInstanceOf(ClientError);
  });

  it('shutdown cancels calls still running after the grace period', async () => {
    const { server, address } = await startEcho();
    const client = createServiceClient(EchoDefinition, address);
    const inFlight = client.echo({ text: 'stuck', delayMs: 3000 }, { deadline: 10_000 }).catch((e: unknown) => e);
    await sleep(50);
    const started = Date.now();
    await server.shutdown(200);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(await inFlight).toMatchObject({ code: Status.CANCELLED });
  });
});

describe('createServiceClient', () => {
  it('gives every call a deadline', async () => {
    const { server, address } = await startEcho();
    try {
      const client = createServiceClient(EchoDefinition, address, { deadlineMs: 100 });
      const started = Date.now();
      await expect(client.echo({ text: 'slow', delayMs: 1000 })).rejects.toMatchObject({ code: Status.DEADLINE_EXCEEDED });
      expect(Date.now() - started).toBeLessThan(800);
      await expect(client.echo({ text: 'slow', delayMs: 200 }, { deadline: 2000 })).resolves.toMatchObject({
        text: expect.stringMatching(/^slow /),
      });
    } finally {
      await server.shutdown();
    }
  });
});
