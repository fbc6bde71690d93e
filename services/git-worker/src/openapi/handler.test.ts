import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { contentV1 } from '@quire/proto';
import { createLogger } from '@quire/shared';
import { ClientError, Status } from 'nice-grpc';
import type { ContentClients } from '../clients/content';
import { createEgress, type GuardedEgress } from '../egress/guard';
import { JobError, type JobContext } from '../jobs/job';
import { createOpenAPIFetchHandler, type OpenAPIFetchSettings } from './handler';

// The openapi-fetch job against a local HTTP server through the real egress guard, with a
// stand-in for content's OpenAPISpecInternalService that records what the worker reports.

const { OpenAPISpecProcessingErrorCode: ErrorCode } = contentV1;
const logger = createLogger('openapi-test', 'silent');

const VALID_30_YAML = `openapi: 3.0.3
info:
  title: Pets
  version: "1"
paths:
  /pets:
    get:
      responses:
        "200":
          description: The pets
`;

const VALID_31_JSON = JSON.stringify({ openapi: '3.1.0', info: { title: 'Pets', version: '1' }, paths: { '/pets': { get: { responses: { '204': { description: 'none' } } } } } }, null, 2);

type Served = { status?: number; body?: string | Buffer; delayMs?: number };

/** An HTTP server on 127.0.0.1 answering each path as told, counting requests per path. */
async function specServer(routes: Record<string, Served>) {
  const hits: string[] = [];
  const server = http.createServer((request, response) => {
    hits.push(request.url ?? '');
    const route = routes[request.url ?? ''] ?? { status: 404, body: 'not found' };
    const timer = setTimeout(() => {
      response.writeHead(route.status ?? 200, { 'content-type': 'application/yaml' });
      response.end(route.body ?? '');
    }, route.delayMs ?? 0);
    // The client gave up (a timeout): nothing is left to answer.
    response.on('close', () => clearTimeout(timer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

type Version = { url?: string; text?: string; superseded?: boolean; processed?: boolean; deleted?: boolean };

/** Content's side: the versions it knows and the results recorded, in order. */
function standInContent(versions: Record<string, Version>) {
  const recorded: contentV1.RecordSpecVersionResultRequest[] = [];
  const openapiSpecs = {
    async getSpecVersionSource({ versionId }: contentV1.GetSpecVersionSourceRequest): Promise<contentV1.GetSpecVersionSourceResponse> {
      const version = versions[versionId];
      if (!version || version.deleted) throw new ClientError('/quire.content.v1.OpenAPISpecInternalService/GetSpecVersionSource', Status.NOT_FOUND, 'No such OpenAPI specification version');
      return { organizationId: 'org', specId: 'spec', versionId, number: 1, url: version.url, text: version.text, superseded: version.superseded ?? false, processed: version.processed ?? false };
    },
    async recordSpecVersionResult(request: contentV1.RecordSpecVersionResultRequest): Promise<contentV1.RecordSpecVersionResultResponse> {
      recorded.push(request);
      return { applied: true, alreadyRecorded: false, unchanged: false };
    },
  };
  return { content: { openapiSpecs } as unknown as ContentClients, recorded };
}

const egresses: GuardedEgress[] = [];
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(egresses.splice(0).map((egress) => egress.close()));
  await Promise.all(closers.splice(0).map((close) => close()));
});

function guard(allowLoopback = true): GuardedEgress {
  const egress = createEgress({
    allow: allowLoopback ? ['127.0.0.1'] : [],
    maxBytes: 64 * 1024 * 1024,
    connectTimeoutMs: 2000,
    headersTimeoutMs: 5000,
    bodyTimeoutMs: 5000,
    maxRedirects: 3,
    logger,
  });
  egresses.push(egress);
  return egress;
}

const SETTINGS: OpenAPIFetchSettings = { maxBytes: 64 * 1024, timeoutMs: 300 };

async function run(versionId: string, versions: Record<string, Version>, { finalAttempt = false, allowLoopback = true, settings = SETTINGS } = {}) {
  const { content, recorded } = standInContent(versions);
  const context: JobContext = {
    jobId: versionId,
    organizationId: 'org',
    attempt: finalAttempt ? 3 : 1,
    finalAttempt,
    signal: new AbortController().signal,
    logger,
    egress: guard(allowLoopback),
    content,
    heartbeat: () => undefined,
  };
  let thrown: unknown;
  try {
    await createOpenAPIFetchHandler(settings)({ jobId: versionId, kind: 'openapi-fetch', organizationId: 'org' }, context);
  } catch (error) {
    thrown = error;
  }
  return { recorded, thrown };
}

async function serve(routes: Record<string, Served>) {
  const server = await specServer(routes);
  closers.push(server.close);
  return server;
}

describe('openapi-fetch', () => {
  it('fetches a valid OpenAPI 3.0 YAML document and records it as JSON', async () => {
    const server = await serve({ '/openapi.yaml': { body: VALID_30_YAML } });
    const { recorded, thrown } = await run('v1', { v1: { url: server.url('/openapi.yaml') } });
    expect(thrown).toBeUndefined();
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ versionId: 'v1', ok: true, errorCode: 0, errors: [], openapiVersion: '3.0.3' });
    expect(JSON.parse(recorded[0].document)).toMatchObject({ openapi: '3.0.3', info: { title: 'Pets' }, paths: { '/pets': {} } });
  });

  it('fetches a valid OpenAPI 3.1 JSON document and keeps it as written', async () => {
    const server = await serve({ '/spec.json': { body: VALID_31_JSON } });
    const { recorded } = await run('v1', { v1: { url: server.url('/spec.json') } });
    expect(recorded).toEqual([{ versionId: 'v1', ok: true, errorCode: 0, errors: [], document: VALID_31_JSON, openapiVersion: '3.1.0' }]);
  });

  it('processes a text source without any request', async () => {
    const server = await serve({});
    const { recorded } = await run('v1', { v1: { text: VALID_30_YAML } });
    expect(recorded[0]).toMatchObject({ ok: true, openapiVersion: '3.0.3' });
    expect(server.hits).toEqual([]);
  });

  it('records an invalid document as PARSE_ERROR with the place of each problem, and ends the job', async () => {
    const invalid = 'openapi: 3.0.3\ninfo:\n  title: Pets\npaths:\n  /pets:\n    get:\n      operationId: 7\n      responses:\n        "200":\n          description: ok\n';
    const { recorded, thrown } = await run('v1', { v1: { text: invalid } });
    expect(thrown).toBeUndefined();
    expect(recorded).toEqual([
      {
        versionId: 'v1',
        ok: false,
        errorCode: ErrorCode.OPEN_API_SPEC_PROCESSING_ERROR_CODE_PARSE_ERROR,
        errors: [
          { message: "must have required property 'version'", code: 'schema', pointer: '/info', line: 2, column: 1 },
          { message: 'must be string', code: 'schema', pointer: '/paths/~1pets/get/operationId', line: 7, column: 7 },
        ],
        document: '',
        openapiVersion: '',
      },
    ]);
  });

  it('never fetches an external $ref: it is a PARSE_ERROR where it is written', async () => {
    const server = await serve({ '/pet.yaml': { body: 'type: object\n' } });
    const source = `${VALID_30_YAML}components:\n  schemas:\n    Pet:\n      $ref: "${server.url('/pet.yaml')}"\n`;
    const { recorded } = await run('v1', { v1: { text: source } });
    expect(server.hits).toEqual([]);
    expect(recorded[0].errorCode).toBe(ErrorCode.OPEN_API_SPEC_PROCESSING_ERROR_CODE_PARSE_ERROR);
    expect(recorded[0].errors).toEqual([expect.objectContaining({ code: 'external-reference', pointer: '/components/schemas/Pet/$ref', line: 14, column: 7 })]);
  });

  it('leaves a timeout to the queue to retry, and records FETCH_TIMEOUT on the last attempt', async () => {
    const server = await serve({ '/slow.yaml': { body: VALID_30_YAML, delayMs: 2000 } });
    const versions = { v1: { url: server.url('/slow.yaml') } };
    const early = await run('v1', versions);
    expect(early.recorded).toEqual([]);
    expect(early.thrown).toBeInstanceOf(JobError);
    expect(early.thrown).toMatchObject({ code: 'FETCH_TIMEOUT', retryable: true });

    const last = await run('v1', versions, { finalAttempt: true });
    expect(last.recorded).toEqual([
      expect.objectContaining({ ok: false, errorCode: ErrorCode.OPEN_API_SPEC_PROCESSING_ERROR_CODE_FETCH_TIMEOUT, errors: [expect.objectContaining({ code: 'fetch' })] }),
    ]);
    expect(last.thrown).toMatchObject({ code: 'FETCH_TIMEOUT' });
  });

  it('records a document over the size cap as FETCH_ERROR at once', async () => {
    const server = await serve({ '/huge.yaml': { body: `${VALID_30_YAML}# ${'x'.repeat(70 * 1024)}\n` } });
    const { recorded, thrown } = await run('v1', { v1: { url: server.url('/huge.yaml') } });
    expect(recorded).toEqual([
      expect.objectContaining({ ok: false, errorCode: ErrorCode.OPEN_API_SPEC_PROCESSING_ERROR_CODE_FETCH_ERROR, errors: [expect.objectContaining({ message: 'the document is larger than 0.06 MiB' })] }),
    ]);
    expect(thrown).toMatchObject({ code: 'TOO_LARGE', retryable: false });
  });

  it('records an address the egress guard refuses as FETCH_ERROR, with a clear message, without connecting', async () => {
    const server = await serve({ '/openapi.yaml': { body: VALID_30_YAML } });
    const { recorded, thrown } = await run('v1', { v1: { url: server.url('/openapi.yaml') } }, { allowLoopback: false });
    expect(server.hits).toEqual([]);
    expect(recorded).toEqual([
      expect.objectContaining({
        ok: false,
        errorCode: ErrorCode.OPEN_API_SPEC_PROCESSING_ERROR_CODE_FETCH_ERROR,
        errors: [expect.objectContaining({ message: expect.stringContaining('not reachable from Quire') })],
      }),
    ]);
    expect(thrown).toMatchObject({ code: 'EGRESS_REFUSED', retryable: false });
  });

  it('records a 404 at once and retries a 503 until the last attempt', async () => {
    const server = await serve({ '/busy.yaml': { status: 503, body: 'busy' } });
    const missing = await run('v1', { v1: { url: server.url('/gone.yaml') } });
    expect(missing.recorded).toEqual([expect.objectContaining({ errorCode: ErrorCode.OPEN_API_SPEC_PROCESSING_ERROR_CODE_FETCH_ERROR, errors: [expect.objectContaining({ message: 'the server answered HTTP 404' })] })]);
    const busy = await run('v1', { v1: { url: server.url('/busy.yaml') } });
    expect(busy.recorded).toEqual([]);
    expect(busy.thrown).toMatchObject({ code: 'FETCH_ERROR', retryable: true });
  });

  it('records a body that is not UTF-8 as PARSE_ERROR', async () => {
    const server = await serve({ '/latin1.yaml': { body: Buffer.from([0x6f, 0x70, 0x65, 0x6e, 0x61, 0x70, 0x69, 0x3a, 0x20, 0xe9, 0xff]) } });
    const { recorded, thrown } = await run('v1', { v1: { url: server.url('/latin1.yaml') } });
    expect(thrown).toBeUndefined();
    expect(recorded).toEqual([expect.objectContaining({ errorCode: ErrorCode.OPEN_API_SPEC_PROCESSING_ERROR_CODE_PARSE_ERROR, errors: [expect.objectContaining({ message: 'the document is not UTF-8 text' })] })]);
  });

  it('does nothing for a version replaced meanwhile, already processed, or of a deleted spec', async () => {
    const server = await serve({ '/openapi.yaml': { body: VALID_30_YAML } });
    const url = server.url('/openapi.yaml');
    for (const version of [{ url, superseded: true }, { url, processed: true }, { url, deleted: true }]) {
      const { recorded, thrown } = await run('v1', { v1: version });
      expect(thrown).toBeUndefined();
      expect(recorded).toEqual([]);
    }
    expect(server.hits).toEqual([]);
  });
});
