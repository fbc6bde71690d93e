import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger } from '../logger';
import { request as undiciRequest } from 'undici';
import { EgressError } from './egress';
import { createEgress, type EgressOptions, type GuardedEgress } from './guard';
import { redactSecrets, redactUrl } from './redact';

const logger = createLogger('egress-test', 'silent');

type Recorded = { method: string; url: string; headers: http.IncomingHttpHeaders };

/** An HTTP server on 127.0.0.1 that records every TCP connection made to it. */
async function recordingServer(handle: (request: http.IncomingMessage, response: http.ServerResponse) => void = (_, res) => res.end('ok')) {
  let connections = 0;
  const requests: Recorded[] = [];
  const server = http.createServer((request, response) => {
    requests.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers });
    handle(request, response);
  });
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    connections: () => connections,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
type RecordingServer = Awaited<ReturnType<typeof recordingServer>>;

const egresses: GuardedEgress[] = [];
const servers: RecordingServer[] = [];
afterEach(async () => {
  await Promise.all(egresses.splice(0).map((egress) => egress.close()));
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

function egress(options: Partial<EgressOptions> = {}): GuardedEgress {
  const created = createEgress({
    allow: [],
    maxBytes: 1024,
    dispatcherMaxBytes: 1024,
    connectTimeoutMs: 2000,
    headersTimeoutMs: 2000,
    bodyTimeoutMs: 2000,
    maxRedirects: 3,
    logger,
    ...options,
  });
  egresses.push(created);
  return created;
}

async function server(handle?: Parameters<typeof recordingServer>[0]): Promise<RecordingServer> {
  const started = await recordingServer(handle);
  servers.push(started);
  return started;
}

async function failure(promise: Promise<unknown>): Promise<EgressError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof EgressError)) throw new Error(`expected an EgressError, got ${String(error)}`);
  return error;
}

describe('egress guard: refused addresses', () => {
  it('refuses loopback, 0.0.0.0 and localhost by default, without connecting', async () => {
    const target = await server();
    const guard = egress();
    for (const url of [target.url, `http://0.0.0.0:${target.port}/`, `http://localhost:${target.port}/`, `http://[::ffff:127.0.0.1]:${target.port}/`]) {
      const error = await failure(guard.fetch(url));
      expect(error.code).toBe('EGRESS_REFUSED');
      expect(error.message).toMatch(/loopback|unspecified/);
    }
    expect(target.connections()).toBe(0);
  });

  it('refuses a name when any of its addresses is refused (no DNS rebinding through a mixed answer)', async () => {
    const target = await server();
    const lookups: string[] = [];
    const guard = egress({
      lookup: async (hostname) => {
        lookups.push(hostname);
        return [
          { address: '93.184.216.34', family: 4 },
          { address: '127.0.0.1', family: 4 },
        ];
      },
    });
    const error = await failure(guard.fetch(`http://docs.example.test:${target.port}/`));
    expect(error.code).toBe('EGRESS_REFUSED');
    expect(error.message).toBe(
      'the egress guard refused the connection: docs.example.test resolves to a loopback address (an operator can allow it with QUIRE_EGRESS_ALLOW)',
    );
    expect(lookups).toEqual(['docs.example.test']);
    expect(target.connections()).toBe(0);
  });

  it('refuses cloud metadata addresses even when the allow list covers them', async () => {
    const guard = egress({
      allow: ['0.0.0.0/0', '::/0', '169.254.169.254', 'metadata.test:80'],
      lookup: async () => [{ address: '169.254.169.254', family: 4 }],
    });
    for (const url of ['http://169.254.169.254/latest/meta-data/', 'http://metadata.test/', 'http://[::ffff:169.254.169.254]/', 'http://[fd00:ec2::254]/']) {
      const error = await failure(guard.fetch(url));
      expect(error.code).toBe('EGRESS_REFUSED');
      expect(error.message).toMatch(/cloud metadata address$/);
    }
  });

  it('checks every redirect hop: an allowed host redirecting to a refused one connects to neither twice', async () => {
    const refused = await server();
    const allowed = await server((request, response) => {
      const to = request.url === '/by-name' ? `http://localhost:${refused.port}/` : `${refused.url}/secret`;
      response.writeHead(302, { location: to }).end();
    });
    const guard = egress({ allow: [`127.0.0.1:${allowed.port}`] });
    for (const path of ['/by-address', '/by-name']) {
      const error = await failure(guard.fetch(`${allowed.url}${path}`));
      expect(error.code).toBe('EGRESS_REFUSED');
    }
    expect(allowed.requests.map((request) => request.url)).toEqual(['/by-address', '/by-name']);
    expect(refused.connections()).toBe(0);
  });

  it('guards the dispatcher handed to libraries the same way', async () => {
    const target = await server();
    const guard = egress();
    await expect(undiciRequest(target.url, { dispatcher: guard.dispatcher })).rejects.toMatchObject({ code: 'EGRESS_REFUSED' });
    expect(target.connections()).toBe(0);
  });
});

describe('egress guard: QUIRE_EGRESS_ALLOW', () => {
  it('allows by CIDR', async () => {
    const target = await server((_, response) => response.writeHead(201, { 'x-answer': '42' }).end('hello'));
    const response = await egress({ allow: ['127.0.0.0/8'] }).fetch(`${target.url}/page?q=1`);
    expect(response.status).toBe(201);
    expect(response.headers['x-answer']).toBe('42');
    expect(response.body.toString()).toBe('hello');
    expect(response.url).toBe(`${target.url}/page?q=1`);
    expect(target.connections()).toBe(1);
  });

  it('allows by host:port, for that port only', async () => {
    const target = await server();
    const other = await server();
    const guard = egress({ allow: [`localhost:${target.port}`, `127.0.0.1:${target.port}`] });
    expect((await guard.fetch(`http://localhost:${target.port}/`)).body.toString()).toBe('ok');
    expect((await guard.fetch(`${target.url}/`)).body.toString()).toBe('ok');
    expect((await failure(guard.fetch(`${other.url}/`))).code).toBe('EGRESS_REFUSED');
    expect(other.connections()).toBe(0);
  });

  it('connects to the address it checked and keeps the name in the Host header', async () => {
    const target = await server();
    let lookups = 0;
    const guard = egress({
      allow: ['127.0.0.0/8'],
      lookup: async () => {
        lookups++;
        return [{ address: '127.0.0.1', family: 4 }];
      },
    });
    await guard.fetch(`http://docs.example.test:${target.port}/a`);
    await guard.fetch(`http://docs.example.test:${target.port}/b`);
    expect(target.requests.map((request) => request.headers.host)).toEqual([`docs.example.test:${target.port}`, `docs.example.test:${target.port}`]);
    // Each connection was resolved and checked by the guard itself.
    expect(lookups).toBe(target.connections());
  });

  it('fails start-up on an entry it cannot read', () => {
    expect(() => egress({ allow: ['10.0.0.0/8', 'not a rule'] })).toThrow(/"not a rule"/);
  });
});

describe('egress guard: limits', () => {
  it('slow headers -> FETCH_TIMEOUT', async () => {
    const target = await server(() => undefined);
    const error = await failure(egress({ allow: ['127.0.0.0/8'], headersTimeoutMs: 200 }).fetch(target.url));
    expect(error.code).toBe('FETCH_TIMEOUT');
  });

  it('a stalling body -> FETCH_TIMEOUT', async () => {
    const target = await server((_, response) => {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.write('start');
    });
    const error = await failure(egress({ allow: ['127.0.0.0/8'], bodyTimeoutMs: 200 }).fetch(target.url));
    expect(error.code).toBe('FETCH_TIMEOUT');
  });

  it('the total time of a request -> FETCH_TIMEOUT; a caller abort stays an abort', async () => {
    const target = await server(() => undefined);
    const guard = egress({ allow: ['127.0.0.0/8'] });
    expect((await failure(guard.fetch(target.url, { timeoutMs: 150 }))).code).toBe('FETCH_TIMEOUT');
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('job stopped')), 100);
    await expect(guard.fetch(target.url, { signal: controller.signal })).rejects.toThrow('job stopped');
  });

  it('cuts a response at the size cap -> TOO_LARGE, declared or streamed', async () => {
    const target = await server((request, response) => {
      if (request.url === '/declared') response.end(Buffer.alloc(2048, 'a'));
      else {
        response.writeHead(200);
        for (let i = 0; i < 8; i++) response.write(Buffer.alloc(512, 'b'));
        response.end();
      }
    });
    const guard = egress({ allow: ['127.0.0.0/8'] });
    for (const path of ['/declared', '/streamed']) {
      const error = await failure(guard.fetch(`${target.url}${path}`));
      expect(error.code).toBe('TOO_LARGE');
      expect(error.message).toBe(`the response of ${target.url}${path} is larger than 1024 bytes`);
    }
    expect((await guard.fetch(`${target.url}/declared`, { maxBytes: 4096 })).body).toHaveLength(2048);
    await expect(undiciRequest(`${target.url}/streamed`, { dispatcher: guard.dispatcher }).then((r) => r.body.arrayBuffer())).rejects.toMatchObject({
      code: 'UND_ERR_RES_EXCEEDED_MAX_SIZE',
    });
  });

  it('a redirect loop -> TOO_MANY_REDIRECTS; redirects are followed up to the cap', async () => {
    const target = await server((request, response) => {
      const hop = Number(request.url?.slice(1) || 0);
      if (request.url === '/loop') response.writeHead(301, { location: '/loop' }).end();
      else if (hop < 3) response.writeHead(307, { location: `/${hop + 1}` }).end();
      else response.end(`arrived after ${hop}`);
    });
    const guard = egress({ allow: ['127.0.0.0/8'] });
    expect((await failure(guard.fetch(`${target.url}/loop`))).code).toBe('TOO_MANY_REDIRECTS');
    const followed = await guard.fetch(`${target.url}/0`);
    expect(followed.body.toString()).toBe('arrived after 3');
    expect(followed.url).toBe(`${target.url}/3`);
    const unfollowed = await guard.fetch(`${target.url}/0`, { maxRedirects: 0 });
    expect([unfollowed.status, unfollowed.headers.location]).toEqual([307, '/1']);
  });
});

describe('egress guard: URLs and credentials', () => {
  it('ftp:, file: and unreadable URLs -> BAD_URL, also as a redirect target', async () => {
    const target = await server((_, response) => response.writeHead(302, { location: 'file:///etc/passwd' }).end());
    const guard = egress({ allow: ['127.0.0.0/8'] });
    for (const url of ['ftp://example.com/file', 'file:///etc/passwd', 'javascript:alert(1)', 'not a url', `${target.url}/`]) {
      expect((await failure(guard.fetch(url))).code).toBe('BAD_URL');
    }
    expect(target.requests).toHaveLength(1);
  });

  it('sends URL credentials as basic auth to their origin only and never shows them', async () => {
    const other = await server();
    const target = await server((request, response) => {
      if (request.url === '/elsewhere') response.writeHead(302, { location: `http://localhost:${other.port}/landed` }).end();
      else response.end('in');
    });
    const guard = egress({ allow: ['127.0.0.0/8', `localhost:${other.port}`] });
    const response = await guard.fetch(`http://git%40user:s3cr%2Ft@127.0.0.1:${target.port}/repo.git?access_token=hunter2`);
    expect(response.url).toBe(`${target.url}/repo.git?access_token=hunter2`);
    expect(target.requests[0].headers.authorization).toBe(`Basic ${Buffer.from('git@user:s3cr/t').toString('base64')}`);
    expect(target.requests[0].url).toBe('/repo.git?access_token=hunter2');

    await guard.fetch(`http://user:s3cret@127.0.0.1:${target.port}/elsewhere`);
    expect(other.requests[0].headers.authorization).toBeUndefined();

    const refused = await failure(egress().fetch(`http://user:s3cret@127.0.0.1:${target.port}/x?token=abc`));
    const tooLarge = await failure(guard.fetch(`http://user:s3cret@127.0.0.1:${target.port}/x?token=abc`, { maxBytes: 1 }));
    for (const error of [refused, tooLarge]) {
      expect(error.message).not.toMatch(/s3cret|abc/);
    }
    expect(tooLarge.message).toBe(`the response of ${target.url}/x?token=REDACTED is larger than 1 bytes`);
  });

  it('redactUrl and redactSecrets remove credentials', () => {
    expect(redactUrl('https://user:pass@git.example.com/a.git?private_token=x&page=2')).toBe('https://git.example.com/a.git?private_token=REDACTED&page=2');
    expect(redactUrl('https://user:pass@exa mple')).toBe('<unreadable URL>');
    expect(redactSecrets('fatal: could not read https://oauth2:glpat-abc@gitlab.com/x.git (password=hunter2, Authorization: Bearer abcdefgh12345)')).toBe(
      'fatal: could not read https://gitlab.com/x.git (password=REDACTED, Authorization: Bearer REDACTED)',
    );
  });
});
