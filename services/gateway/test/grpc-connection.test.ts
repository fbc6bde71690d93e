import http2 from 'node:http2';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { Status } from 'nice-grpc';
import { GrpcConnection, grpcTimeoutHeader, type CallStatus } from '../src/transcoding/grpc-connection';

// The gateway's unary gRPC connection against raw HTTP/2 servers that answer exactly what each
// test needs: well-formed calls, trailers-only errors, resets, HTTP errors, dropped and
// replaced connections. (gateway-core.test.ts covers it against a real gRPC server.)

type Handler = (stream: http2.ServerHttp2Stream, headers: http2.IncomingHttpHeaders, body: Buffer) => void;

type TestServer = { address: string; port: number; sessions: Set<http2.ServerHttp2Session>; close(): Promise<void> };

async function startServer(handler: Handler, port = 0): Promise<TestServer> {
  const server = http2.createServer();
  const sessions = new Set<http2.ServerHttp2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  server.on('stream', (stream, headers) => {
    // A stream the test resets emits an error on this side too.
    stream.on('error', () => undefined);
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => handler(stream, headers, Buffer.concat(chunks)));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actual = (server.address() as AddressInfo).port;
  return {
    address: `127.0.0.1:${actual}`,
    port: actual,
    sessions,
    close: () =>
      new Promise((resolve) => {
        for (const session of sessions) session.destroy();
        server.close(() => resolve());
      }),
  };
}

const frame = (message: Buffer) => {
  const prefix = Buffer.alloc(5);
  prefix.writeUInt32BE(message.length, 1);
  return Buffer.concat([prefix, message]);
};

/** Answers `message` with status OK, the way grpc-js servers do: headers, data, trailers. */
function answer(stream: http2.ServerHttp2Stream, message: Buffer, trailers: Record<string, string> = { 'grpc-status': '0' }): void {
  stream.respond({ ':status': 200, 'content-type': 'application/grpc' }, { waitForTrailers: true });
  stream.on('wantTrailers', () => stream.sendTrailers(trailers));
  stream.end(frame(message));
}

/** Answers a status only (a trailers-only response), as servers do for errors. */
function fail(stream: http2.ServerHttp2Stream, code: number, message: string): void {
  stream.respond({ ':status': 200, 'content-type': 'application/grpc', 'grpc-status': String(code), 'grpc-message': encodeURI(message) }, { endStream: true });
}

const OPTIONS = { maxReceiveMessageBytes: 1 << 20, maxSendMessageBytes: 1 << 20 };

type Outcome = { status?: CallStatus; message?: Buffer };

function call(connection: GrpcConnection, request = Buffer.from('ping'), deadlineMs = 2000, metadata: Record<string, string> = {}): Promise<Outcome> {
  return new Promise((resolve) => {
    connection.call('/quire.test.v1.TestService/Echo', request, metadata, deadlineMs, (status, message) => resolve({ status, message }));
  });
}

const servers: TestServer[] = [];
const connections: GrpcConnection[] = [];

async function serve(handler: Handler, port?: number): Promise<TestServer> {
  const server = await startServer(handler, port);
  servers.push(server);
  return server;
}

function connect(address: string, options = OPTIONS): GrpcConnection {
  const connection = new GrpcConnection(address, options);
  connections.push(connection);
  return connection;
}

afterEach(async () => {
  for (const connection of connections.splice(0)) connection.close();
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

describe('GrpcConnection', () => {
  it('sends the request with its metadata and a deadline, and answers the message', async () => {
    let seen: { headers: http2.IncomingHttpHeaders; body: Buffer } | undefined;
    const server = await serve((stream, headers, body) => {
      seen = { headers, body };
      answer(stream, Buffer.from('pong'));
    });
    const outcome = await call(connect(server.address), Buffer.from('ping'), 1500, { 'x-request-id': 'r1', traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01' });
    expect(outcome).toEqual({ status: undefined, message: Buffer.from('pong') });
    expect(seen!.body).toEqual(frame(Buffer.from('ping')));
    expect(seen!.headers).toMatchObject({
      ':method': 'POST',
      ':path': '/quire.test.v1.TestService/Echo',
      'content-type': 'application/grpc',
      te: 'trailers',
      'grpc-timeout': '1500m',
      'x-request-id': 'r1',
      traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01',
    });
  });

  it('reuses one HTTP/2 connection for concurrent and later calls', async () => {
    const server = await serve((stream, _headers, body) => answer(stream, body.subarray(5)));
    const connection = connect(server.address);
    const outcomes = await Promise.all(Array.from({ length: 20 }, (_, i) => call(connection, Buffer.from(`m${i}`))));
    expect(outcomes.map((outcome) => outcome.message?.toString())).toEqual(Array.from({ length: 20 }, (_, i) => `m${i}`));
    await call(connection);
    expect(server.sessions.size).toBe(1);
  });

  it('reassembles a message split across many DATA frames, and an empty message', async () => {
    const big = Buffer.alloc(700_000);
    for (let i = 0; i < big.length; i += 1) big[i] = (i * 7) % 251;
    const server = await serve((stream, _headers, body) => answer(stream, body.length > 100 ? big : Buffer.alloc(0)));
    const connection = connect(server.address);
    const outcome = await call(connection, Buffer.alloc(200));
    expect(outcome.status).toBeUndefined();
    expect(outcome.message!.equals(big)).toBe(true);
    expect(await call(connection, Buffer.alloc(1))).toEqual({ status: undefined, message: Buffer.alloc(0) });
  });

  it("reports a server's status and its percent-decoded message, from trailers or trailers-only", async () => {
    const server = await serve((stream, _headers, body) => {
      if (body.subarray(5).toString() === 'trailers') {
        answer(stream, Buffer.from('ignored'), { 'grpc-status': String(Status.NOT_FOUND), 'grpc-message': encodeURI('Space « x » not found') });
      } else fail(stream, Status.FAILED_PRECONDITION, 'Revision is 100% out of date');
    });
    const connection = connect(server.address);
    expect(await call(connection, Buffer.from('trailers'))).toEqual({ status: { code: Status.NOT_FOUND, details: 'Space « x » not found' }, message: undefined });
    expect(await call(connection, Buffer.from('only'))).toEqual({
      status: { code: Status.FAILED_PRECONDITION, details: 'Revision is 100% out of date' },
      message: undefined,
    });
  });

  it('ends a call past its deadline with DEADLINE_EXCEEDED and resets its stream', async () => {
    let reset: Promise<number> | undefined;
    const server = await serve((stream) => {
      reset = new Promise((resolve) => stream.on('close', () => resolve(stream.rstCode)));
    });
    const outcome = await call(connect(server.address), Buffer.from('slow'), 100);
    expect(outcome.status).toEqual({ code: Status.DEADLINE_EXCEEDED, details: 'Deadline exceeded', fromTransport: true });
    expect(await reset).toBe(http2.constants.NGHTTP2_CANCEL);
  });

  it('refuses a response over the receive limit, and a request over the send limit before sending it', async () => {
    let calls = 0;
    const server = await serve((stream) => {
      calls += 1;
      answer(stream, Buffer.alloc(5000));
    });
    const connection = connect(server.address, { maxReceiveMessageBytes: 4096, maxSendMessageBytes: 100 });
    expect((await call(connection)).status).toEqual({ code: Status.RESOURCE_EXHAUSTED, details: 'Received message larger than max (5000 vs 4096)', fromTransport: true });
    expect((await call(connection, Buffer.alloc(101))).status).toEqual({
      code: Status.RESOURCE_EXHAUSTED,
      details: 'Sent message larger than max (101 vs. 100)',
      fromTransport: true,
    });
    expect(calls).toBe(1);
  });

  it('refuses two messages in a unary answer, a compressed one, and OK without a message', async () => {
    const server = await serve((stream, _headers, body) => {
      const kind = body.subarray(5).toString();
      stream.respond({ ':status': 200, 'content-type': 'application/grpc' }, { waitForTrailers: true });
      stream.on('wantTrailers', () => stream.sendTrailers({ 'grpc-status': '0' }));
      if (kind === 'two') stream.end(Buffer.concat([frame(Buffer.from('a')), frame(Buffer.from('b'))]));
      else if (kind === 'compressed') stream.end(Buffer.concat([Buffer.from([1, 0, 0, 0, 1]), Buffer.from('a')]));
      else stream.end();
    });
    const connection = connect(server.address);
    expect((await call(connection, Buffer.from('two'))).status).toMatchObject({ code: Status.UNIMPLEMENTED, fromTransport: true });
    expect((await call(connection, Buffer.from('compressed'))).status).toMatchObject({ code: Status.INTERNAL, fromTransport: true });
    expect((await call(connection, Buffer.from('none'))).status).toEqual({ code: Status.UNIMPLEMENTED, details: 'No message received', fromTransport: true });
  });

  it('maps an HTTP error without a gRPC status, as gRPC clients do', async () => {
    const server = await serve((stream, _headers, body) => {
      const httpStatus = Number(body.subarray(5).toString());
      stream.respond({ ':status': httpStatus, 'content-type': 'text/html' });
      stream.end('<html>error page</html>');
    });
    const connection = connect(server.address);
    const cases: [number, number][] = [
      [404, Status.UNIMPLEMENTED],
      [403, Status.PERMISSION_DENIED],
      [503, Status.UNAVAILABLE],
      [500, Status.UNKNOWN],
    ];
    for (const [httpStatus, code] of cases) {
      expect((await call(connection, Buffer.from(String(httpStatus)))).status).toEqual({ code, details: `Received HTTP status code ${httpStatus}`, fromTransport: true });
    }
  });

  it('maps RST_STREAM codes as grpc-js does', async () => {
    const server = await serve((stream, _headers, body) => stream.close(Number(body.subarray(5).toString())));
    const connection = connect(server.address);
    const cases: [number, Partial<CallStatus>][] = [
      [http2.constants.NGHTTP2_INTERNAL_ERROR, { code: Status.INTERNAL, details: 'Received RST_STREAM with code 2 (Internal server error)' }],
      [http2.constants.NGHTTP2_ENHANCE_YOUR_CALM, { code: Status.RESOURCE_EXHAUSTED, details: 'Bandwidth exhausted or memory limit exceeded' }],
      [http2.constants.NGHTTP2_CANCEL, { code: Status.CANCELLED, details: 'Call cancelled' }],
      [http2.constants.NGHTTP2_REFUSED_STREAM, { code: Status.UNAVAILABLE, details: 'Stream refused by server' }],
      [http2.constants.NGHTTP2_PROTOCOL_ERROR, { code: Status.INTERNAL, details: 'Received RST_STREAM with code 1' }],
    ];
    for (const [rstCode, status] of cases) {
      expect((await call(connection, Buffer.from(String(rstCode)))).status).toMatchObject({ ...status, fromTransport: true });
    }
  });

  it('UNAVAILABLE when nothing listens, and connects once the server is there', async () => {
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    const connection = connect(`127.0.0.1:${port}`);
    const outcomes = await Promise.all([call(connection), call(connection)]);
    for (const outcome of outcomes) expect(outcome.status).toMatchObject({ code: Status.UNAVAILABLE, details: expect.stringContaining('ECONNREFUSED'), fromTransport: true });
    await serve((stream) => answer(stream, Buffer.from('up')), port);
    expect(await call(connection)).toEqual({ status: undefined, message: Buffer.from('up') });
  });

  it('UNAVAILABLE when the connection drops during a call, and a new connection for the next one', async () => {
    let drop = true;
    const server = await serve((stream) => {
      if (drop) stream.session?.destroy();
      else answer(stream, Buffer.from('again'));
    });
    const connection = connect(server.address);
    expect((await call(connection)).status).toMatchObject({ code: Status.UNAVAILABLE, fromTransport: true });
    drop = false;
    expect(await call(connection)).toEqual({ status: undefined, message: Buffer.from('again') });
  });

  it('after a GOAWAY, calls in flight finish and new ones go on a new connection', async () => {
    const pending: http2.ServerHttp2Stream[] = [];
    const server = await serve((stream) => {
      if (server.sessions.size === 1 && pending.length === 0) pending.push(stream);
      else answer(stream, Buffer.from('new'));
    });
    const connection = connect(server.address);
    const inFlight = call(connection, Buffer.from('first'));
    while (pending.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    const [first] = server.sessions;
    first.goaway(http2.constants.NGHTTP2_NO_ERROR);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const later = await call(connection, Buffer.from('second'));
    expect(later).toEqual({ status: undefined, message: Buffer.from('new') });
    answer(pending[0], Buffer.from('old'));
    expect(await inFlight).toEqual({ status: undefined, message: Buffer.from('old') });
  });

  it('fails calls after close()', async () => {
    const server = await serve((stream) => answer(stream, Buffer.from('x')));
    const connection = connect(server.address);
    await call(connection);
    connection.close();
    expect((await call(connection)).status).toMatchObject({ code: Status.UNAVAILABLE });
  });
});

describe('grpcTimeoutHeader', () => {
  it('uses at most 8 digits, in the finest unit that fits', () => {
    expect(grpcTimeoutHeader(5000)).toBe('5000m');
    expect(grpcTimeoutHeader(0.2)).toBe('1m');
    expect(grpcTimeoutHeader(99_999_999)).toBe('99999999m');
    expect(grpcTimeoutHeader(100_000_000)).toBe('100000S');
    expect(grpcTimeoutHeader(1e12)).toBe('277778H');
    expect(grpcTimeoutHeader(1e18)).toBe('99999999H');
  });
});
