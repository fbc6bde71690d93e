import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createServer, ServerError, Status, type CallContext, type Server } from 'nice-grpc';
import type protobuf from 'protobufjs';
import { createLogger } from '@quire/shared';
import { z } from 'zod';
import { DEFAULT_PROTO_DIR, startGateway, type RunningGateway } from '../src/server';
import { defineRoutes } from '../src/routes/route-row';
import { validateRouteTable } from '../src/routes/route-table';
import { loadProtoRegistry } from '../src/transcoding/proto-registry';
import { startFixtureServices, type FixtureServices } from './fixtures/fixture-services';

// Route rows with `jsonStream`: a server-streaming rpc whose chunks the gateway writes as they
// come, with the service's ETag, 304 for a matching If-None-Match, and gzip passed through.

const STREAM_PROTO_DIR = path.join(__dirname, 'fixtures', 'stream-proto');
const registry = loadProtoRegistry([DEFAULT_PROTO_DIR, STREAM_PROTO_DIR]);
const SERVICE = 'quire.stream_fixture.v1.StreamFixtureService';
const DEADLINE_MS = 1000;

type Message = Record<string, unknown>;

const DOCUMENT = JSON.stringify({ pages: Array.from({ length: 200 }, (_, index) => ({ id: `p${index}`, title: `Page ${index}`, markdown: 'x'.repeat(500) })) });
const ETAG = 'W/"doc-1"';

/** How the fixture service answers, by document id. */
type Behaviour = (request: Message, context: CallContext) => AsyncGenerator<Message>;

const chunksOf = (bytes: Buffer, size: number): Buffer[] => Array.from({ length: Math.ceil(bytes.length / size) }, (_, index) => bytes.subarray(index * size, (index + 1) * size));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const requests: Message[] = [];
/** What the gateway logged (errors only). */
const logLines: string[] = [];
let releaseSlow: (() => void) | undefined;
let aborted: Promise<void> | undefined;

const behaviours: Record<string, Behaviour> = {
  async *plain(request) {
    if (request.if_none_match === ETAG) {
      yield { etag: ETAG, not_modified: true, chunk: Buffer.alloc(0) };
      return;
    }
    const gzip = /gzip/.test(String(request.accept_encoding ?? ''));
    const body = gzip ? gzipSync(DOCUMENT) : Buffer.from(DOCUMENT);
    for (const [index, chunk] of chunksOf(body, 4096).entries()) {
      yield index === 0 ? { etag: ETAG, chunk, content_length: body.length, ...(gzip && { content_encoding: 'gzip' }) } : { chunk };
    }
  },
  async *missing() {
    throw new ServerError(Status.NOT_FOUND, 'Document not found');
  },
  async *'fails-midway'() {
    yield { etag: ETAG, chunk: Buffer.from('{"pages":[') };
    throw new Error('lost the database');
  },
  async *'waits-after-first'() {
    yield { etag: ETAG, chunk: Buffer.from('{"pages":[') };
    await new Promise<void>((resolve) => (releaseSlow = resolve));
    yield { chunk: Buffer.from('1,2]}') };
  },
  async *'slow-first'(_request, context) {
    aborted = new Promise((resolve) => context.signal.addEventListener('abort', () => resolve()));
    await sleep(DEADLINE_MS * 2);
    yield { etag: ETAG, chunk: Buffer.from('{}') };
  },
  // The first message within the deadline, the whole answer well after it.
  async *'slow-rest'() {
    yield { etag: ETAG, chunk: Buffer.from('{"pages":[') };
    for (let index = 0; index < 3; index += 1) {
      await sleep(DEADLINE_MS * 0.6);
      yield { chunk: Buffer.from(`${index},`) };
    }
    yield { chunk: Buffer.from('3]}') };
  },
  async *endless(_request, context) {
    aborted = new Promise((resolve) => context.signal.addEventListener('abort', () => resolve()));
    yield { etag: ETAG, chunk: Buffer.from('{"pages":[') };
    for (;;) {
      yield { chunk: Buffer.from('0,'.repeat(32 * 1024)) };
      await sleep(1);
    }
  },
  async *'unknown-coding'() {
    yield { etag: ETAG, chunk: Buffer.from('{}'), content_encoding: 'br\r\nX-Injected: 1' };
  },
  async *empty() {},
};

/** A nice-grpc definition of the fixture service from its protobufjs types. */
function definitionOf(service: protobuf.Service) {
  return Object.fromEntries(
    service.methodsArray.map((method) => {
      method.resolve();
      const requestType = method.resolvedRequestType!;
      const responseType = method.resolvedResponseType!;
      return [
        method.name,
        {
          path: `/${service.fullName.slice(1)}/${method.name}`,
          requestStream: false as const,
          responseStream: method.responseStream === true,
          requestSerialize: (message: Message) => Buffer.from(requestType.encode(message).finish()),
          requestDeserialize: (bytes: Buffer) => requestType.decode(bytes) as unknown as Message,
          responseSerialize: (message: Message) => Buffer.from(responseType.encode(message).finish()),
          responseDeserialize: (bytes: Buffer) => responseType.decode(bytes) as unknown as Message,
          options: {},
        },
      ];
    }),
  );
}

const documentRow = {
  operationId: 'streamDocument',
  method: 'get' as const,
  path: '/documents/:documentId',
  rpc: `${SERVICE}/StreamDocument`,
  jsonStream: true,
  params: z.object({ documentId: z.string() }),
  status: 200 as const,
  summary: 'A streamed document',
};

let identity: FixtureServices;
let server: Server;
let gateway: RunningGateway;
let token: string;

beforeAll(async () => {
  identity = await startFixtureServices();
  token = `tok_${randomUUID().replace(/-/g, '')}`;
  identity.tokens.set(token, { userId: 'user-1', tokenId: 'token-1', memberships: [{ organizationId: 'org1', role: 'admin' }], teamIds: [] });
  server = createServer();
  server.add(definitionOf(registry.root.lookupService(SERVICE)) as never, {
    async *StreamDocument(request: Message, context: CallContext) {
      requests.push(request);
      yield* behaviours[String(request.document_id)](request, context);
    },
    async GetDocument() {
      return {};
    },
  } as never);
  const port = await server.listen('127.0.0.1:0');
  gateway = await startGateway({
    port: 0,
    identityGrpcUrl: identity.address,
    serviceUrls: { streamfixture: `127.0.0.1:${port}` },
    routes: defineRoutes([documentRow]),
    protoDirs: [DEFAULT_PROTO_DIR, STREAM_PROTO_DIR],
    grpcDeadlineMs: DEADLINE_MS,
    logger: createLogger('gateway-test', 'error', { write: (line: string) => void logLines.push(line) }),
  });
});

afterAll(async () => {
  await gateway?.stop();
  await server?.shutdown();
  await identity?.stop();
});

const get = (documentId: string, headers: Record<string, string> = {}) =>
  fetch(`${gateway.url}/v1/documents/${documentId}`, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity', ...headers } });

describe('jsonStream rows', () => {
  it('answer the chunks as one JSON body, with the service ETag, and pass the conditional headers on', async () => {
    const response = await get('plain', { 'if-none-match': 'W/"older"' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('etag')).toBe(ETAG);
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(DOCUMENT)));
    expect(response.headers.get('transfer-encoding')).toBeNull();
    expect(await response.text()).toBe(DOCUMENT);
    expect(requests.at(-1)).toMatchObject({ document_id: 'plain', if_none_match: 'W/"older"', accept_encoding: 'identity' });
  });

  it('answer 304 with no body when the service says the client has it', async () => {
    const response = await get('plain', { 'if-none-match': ETAG });
    expect(response.status).toBe(304);
    expect(response.headers.get('etag')).toBe(ETAG);
    expect(await response.text()).toBe('');
  });

  it('pass a gzip-compressed body through with Content-Encoding', async () => {
    const response = await fetch(`${gateway.url}/v1/documents/plain`, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    // fetch inflates it.
    expect(await response.text()).toBe(DOCUMENT);
  });

  it('write the first chunk before the service has sent the rest', async () => {
    releaseSlow = undefined;
    const response = await get('waits-after-first');
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(Buffer.from(first.value!).toString()).toBe('{"pages":[');
    expect(releaseSlow).toBeDefined();
    releaseSlow!();
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += Buffer.from(chunk.value).toString();
    expect(rest).toBe('1,2]}');
  });

  it('answer a failure before the first message with the error body', async () => {
    const response = await get('missing');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 404, message: 'Document not found' } });
    const empty = await get('empty');
    expect(empty.status).toBe(500);
    expect(await empty.json()).toEqual({ error: { code: 500, message: 'Internal server error' } });
    const coding = await get('unknown-coding');
    expect(coding.status).toBe(500);
    expect(coding.headers.get('x-injected')).toBeNull();
  });

  it('cut the response short when the service fails after the first message', async () => {
    const response = await get('fails-midway');
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow();
  });

  it('hold the first message to the deadline, not the whole stream', async () => {
    const late = await get('slow-first');
    expect(late.status).toBe(504);
    const slow = await get('slow-rest');
    expect(slow.status).toBe(200);
    expect(JSON.parse(await slow.text())).toEqual({ pages: [0, 1, 2, 3] });
  });

  it('stop the service stream when the client goes away', async () => {
    aborted = undefined;
    const controller = new AbortController();
    const response = await fetch(`${gateway.url}/v1/documents/endless`, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
    const reader = response.body!.getReader();
    await reader.read();
    controller.abort();
    await expect(Promise.race([aborted, sleep(3000).then(() => Promise.reject(new Error('the service stream went on')))])).resolves.toBeUndefined();
  });

  it('log nothing when the client goes away before the first message', async () => {
    aborted = undefined;
    const logged = logLines.length;
    const controller = new AbortController();
    const request = fetch(`${gateway.url}/v1/documents/slow-first`, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
    await sleep(200);
    controller.abort();
    await expect(request).rejects.toThrow();
    await expect(Promise.race([aborted, sleep(3000).then(() => Promise.reject(new Error('the service call went on')))])).resolves.toBeUndefined();
    await sleep(100);
    expect(logLines.slice(logged)).toEqual([]);
  });
});

describe('validateRouteTable and jsonStream', () => {
  it('refuses a jsonStream row on a unary rpc, and a streaming rpc without jsonStream', () => {
    const unary = { ...documentRow, operationId: 'getDocument', path: '/unary/:documentId', rpc: `${SERVICE}/GetDocument` };
    const plainRow = { ...documentRow, operationId: 'plainDocument', path: '/plain/:documentId', jsonStream: undefined };
    expect(() => validateRouteTable([unary], registry)).toThrow(/jsonStream needs a server-streaming rpc/);
    expect(() => validateRouteTable([plainRow], registry)).toThrow(/rpc streams its responses; only a row with jsonStream can route it/);
    expect(() => validateRouteTable([{ ...documentRow, responseField: 'etag' }], registry)).toThrow(/jsonStream and responseField are exclusive/);
    expect(() => validateRouteTable([documentRow], registry)).not.toThrow();
  });

  it('refuses a jsonStream row whose messages lack the fields', () => {
    const row = { ...documentRow, rpc: 'quire.content.v1.SpaceService/GetSpace' };
    expect(() => validateRouteTable([row], registry)).toThrow(/jsonStream needs a string field "ifNoneMatch"/);
  });
});
