import { Writable } from 'node:stream';
import { z } from 'zod';
import {
  baseConfig,
  createLogger,
  databaseUrlFor,
  egressAllowConfig,
  grpcPort,
  hashToken,
  loadConfig,
  newId,
  newToken,
  outboxEvent,
  positiveIntConfig,
  redactUrl,
  withTrace,
} from '../src';

describe('ids', () => {
  it('newId is 20 URL-safe characters and unique', () => {
    const ids = new Set(Array.from({ length: 1000 }, newId));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{20}$/);
  });

  it('newToken is gb_api_ + 43 base64url characters; hashToken is its sha256 hex', () => {
    const token = newToken();
    expect(token).toMatch(/^gb_api_[A-Za-z0-9_-]{43}$/);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('config', () => {
  const shape = { ...baseConfig, GRPC_PORT: grpcPort('content'), EXTRA: z.string().min(3) };

  it('applies defaults', () => {
    const config = loadConfig(shape, { EXTRA: 'abc' });
    expect(config).toMatchObject({
      LOG_LEVEL: 'info',
      DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/postgres',
      NATS_URL: 'nats://127.0.0.1:4222',
      GRPC_HOST: '127.0.0.1',
      GRPC_PORT: 50052,
      QUIRE_PUBLIC_URL: 'http://127.0.0.1:8080',
      QUIRE_APP_URL: 'http://127.0.0.1:8080',
      GRPC_DEADLINE_MS: 5000,
      IDENTITY_GRPC_URL: '127.0.0.1:50051',
      GIT_WORKER_GRPC_URL: '127.0.0.1:50055',
    });
  });

  it('coerces numbers and strips the trailing slash of public URLs', () => {
    const config = loadConfig(shape, {
      EXTRA: 'abc',
      GRPC_PORT: '6000',
      QUIRE_PUBLIC_URL: 'https://docs.example.com/',
      QUIRE_APP_URL: '',
    });
    expect(config.GRPC_PORT).toBe(6000);
    expect(config.QUIRE_PUBLIC_URL).toBe('https://docs.example.com');
    expect(config.QUIRE_APP_URL).toBe('https://docs.example.com');
  });

  it('prints one line per bad variable and exits 1', () => {
    const exit = jest.spyOn(process, 'exit').mockImplementation(((code: number) => {
      throw new Error(`exit ${code}`);
    }) as never);
    const stderr = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      expect(() => loadConfig(shape, { DATABASE_URL: 'mysql://x/y', GRPC_PORT: 'abc' })).toThrow('exit 1');
      const lines = stderr.mock.calls.map(([line]) => String(line));
      expect(lines).toEqual([
        'Invalid configuration: DATABASE_URL: must be a postgresql:// URL\n',
        expect.stringMatching(/^Invalid configuration: GRPC_PORT: .+\n$/),
        'Invalid configuration: EXTRA: is required\n',
      ]);
    } finally {
      exit.mockRestore();
      stderr.mockRestore();
    }
  });
});

describe('egressAllowConfig and positiveIntConfig', () => {
  it('reads QUIRE_EGRESS_ALLOW as its trimmed entries, empty by default, and refuses an entry parseAllowList refuses', () => {
    expect(egressAllowConfig.parse(undefined)).toEqual([]);
    expect(egressAllowConfig.parse(' 127.0.0.0/8 , git.internal:3000,')).toEqual(['127.0.0.0/8', 'git.internal:3000']);
    expect(egressAllowConfig.safeParse('not an address').success).toBe(false);
  });

  it('reads a positive integer up to its maximum, the fallback when unset', () => {
    const setting = positiveIntConfig(5, 10);
    expect(setting.parse(undefined)).toBe(5);
    expect(setting.parse('10')).toBe(10);
    expect(setting.safeParse('11').success).toBe(false);
    expect(setting.safeParse('0').success).toBe(false);
  });
});

describe('databaseUrlFor', () => {
  it('names the database quire_<service> and keeps credentials and query', () => {
    expect(databaseUrlFor('postgresql://u:p@db:5432/postgres?sslmode=require', 'git-worker')).toBe(
      'postgresql://u:p@db:5432/quire_git_worker?sslmode=require',
    );
    expect(databaseUrlFor('postgresql://postgres@127.0.0.1:5432', 'content')).toBe(
      'postgresql://postgres@127.0.0.1:5432/quire_content',
    );
  });

  it('prefixes with the database the base URL names, unless it is postgres', () => {
    expect(databaseUrlFor('postgresql://postgres@127.0.0.1:5432/quire_bench', 'git-worker')).toBe(
      'postgresql://postgres@127.0.0.1:5432/quire_bench_git_worker',
    );
  });
});

describe('logger', () => {
  it('writes JSON with the service and hides secrets and URL credentials', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = createLogger('content', 'info', sink);
    logger.info(
      {
        token: 'gb_api_secret',
        request: { authorization: 'Bearer gb_api_secret', password: 'hunter2' },
        databaseUrl: 'postgresql://user:pw@db/x',
      },
      'hello',
    );
    const entry = JSON.parse(lines[0]);
    expect(entry).toMatchObject({ service: 'content', level: 'info', msg: 'hello', databaseUrl: 'postgresql://db/x' });
    expect(lines[0]).not.toContain('gb_api_secret');
    expect(lines[0]).not.toContain('hunter2');
    expect(lines[0]).not.toContain('pw@');
  });

  it('redactUrl strips user and password only', () => {
    expect(redactUrl('nats://u:p@h:4222,nats://h2:4222')).toBe('nats://h:4222,nats://h2:4222');
    expect(redactUrl('not a url')).toBe('not a url');
  });
});

describe('outboxEvent', () => {
  it('builds the row with type and subject quire.<service>.<resource>.<verb>', () => {
    const row = outboxEvent({
      service: 'content',
      resource: 'change-request',
      verb: 'merged',
      aggregateId: 'cr1',
      organizationId: 'org1',
      data: { n: 1 },
    });
    expect(row).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{20}$/),
      type: 'quire.content.change-request.merged',
      subject: 'quire.content.change-request.merged',
      aggregateId: 'cr1',
      organizationId: 'org1',
      data: { n: 1 },
      traceParent: null,
    });
  });

  it('records the traceparent of the work writing it', () => {
    const trace = { traceId: '0af7651916cd43dd8448eb211c80319c', spanId: 'b7ad6b7169203331', sampled: true };
    const row = withTrace(trace, () =>
      outboxEvent({ service: 'content', resource: 'space', verb: 'created', aggregateId: 's1', organizationId: 'o1', data: {} }),
    );
    expect(row.traceParent).toBe('00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01');
  });

  it('refuses names that are not single NATS subject tokens', () => {
    expect(() =>
      outboxEvent({ service: 'content', resource: 'space.x', verb: 'created', aggregateId: 'a', organizationId: null, data: {} }),
    ).toThrow(/resource/);
  });
});
