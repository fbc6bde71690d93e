import http from 'node:http';
import fc from 'fast-check';
import { expectContractError } from '../contract';
import { operationsOf, type FuzzOperation } from './operations';
import { contextOf, materialize, requestArbitrary, type CallerSpec, type FuzzRequest, type WireRequest } from './requests';
import { buildWorld, idsFor, type FuzzTarget, type World } from './world';

// Runs N generated requests against a gateway and judges every answer: no status >= 500
// (501 only for deliberately unimplemented operations), an answer within the deadline, and
// every error body the contract's error shape `{"error":{"code":<status>,"message":...}}`
// (HTML pages for browser routes) with an X-Request-Id.

/** A request that has not answered after this long is a hang. */
export const REQUEST_DEADLINE_MS = 10_000;

/**
 * Operations that answer 501 on purpose (visibly unimplemented, docs say so). None today:
 * every routed rpc is implemented; a 501 anywhere else counts as a server error.
 */
export const DELIBERATELY_UNIMPLEMENTED = new Set<string>([]);

/**
 * Operations the fuzzer exercises but whose success path it cannot reach, and why. They are
 * still sent valid and invalid input; listed so that nothing is skipped silently.
 */
export const LIMITED_OPERATIONS: Record<string, string> = {
  startSAMLLogin: 'SSO browser flow: success needs a configured identity provider; only its redirects and HTML error pages are fuzzed',
  completeSAMLLogin: 'SSO browser flow: success needs an assertion signed by the identity provider; only refusals (HTML pages) are fuzzed',
  getSAMLServiceProviderMetadata: 'public SSO metadata: only the fixture provider and invalid ids',
  startOIDCLogin: 'SSO browser flow: the fixture OIDC provider is pending (no client): only its HTML error pages are fuzzed',
  completeOIDCLogin: 'SSO browser flow: success needs a code from a real OpenID provider (tests/e2e/oidc.test.ts); only refusals (HTML pages) are fuzzed',
  downloadFile: 'signed download tokens: the fixture file\'s real token, or invalid/unknown ones',
  createOrganization: 'self-service organization creation is off in the stack: always 403 after validation',
};

export type Failure = {
  kind: 'server-error' | 'hang' | 'connection' | 'error-shape';
  operationId: string;
  request: string;
  mutation: string;
  caller: string;
  status?: number;
  response: string;
};

export type FuzzReport = {
  seed: number;
  requests: number;
  serverErrors: number;
  hangs: number;
  connectionErrors: number;
  badErrorBodies: number;
  /** Requests Node's HTTP client would not send (not counted in `requests`). */
  clientRefused: number;
  statuses: Record<string, number>;
  /** Requests and answers per operation, e.g. { getSpaceById: { requests: 7, statuses: { 200: 3, 404: 4 } } }. */
  operations: Record<string, { requests: number; statuses: Record<string, number> }>;
  failures: Failure[];
  /** Operations with a path parameter the world has no ids for: fuzzed with absent ids only. */
  withoutFixtures: string[];
  limited: Record<string, string>;
  unimplemented: string[];
  worlds: number;
  missingFixtures: string[];
  ms: number;
};

export type FuzzOptions = {
  target: FuzzTarget;
  requests: number;
  seed: number;
  concurrency?: number;
  /** A new world every this many requests, since admins' valid deletes wear the old one down. */
  requestsPerWorld?: number;
  /** Progress lines (every 1000 requests). */
  log?: (line: string) => void;
  /** One line per request and its answer (FUZZ_TRACE), to see what a run reached. */
  trace?: (line: string) => void;
};

/** A seeded permutation, so that the order of operations is the same for a seed. */
function shuffled<T>(items: T[], seed: number): T[] {
  let state = seed >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

const hash = (text: string) => [...text].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) | 0, 0);

/**
 * The requests of a run: every operation gets its share (N / operations, the remainder to
 * a seeded choice), each operation's requests sampled from its arbitrary with a seed made
 * from the run's seed and its operationId, then interleaved in a seeded order.
 */
export function generateRequests(operations: FuzzOperation[], count: number, seed: number): FuzzRequest[] {
  const context = contextOf(operations.flatMap((operation) => operation.pathParams.map((param) => param.name)));
  const order = shuffled(
    operations.map((_, index) => index),
    seed,
  );
  const perOperation = new Map<number, number>();
  for (let i = 0; i < count; i += 1) {
    const index = order[i % order.length];
    perOperation.set(index, (perOperation.get(index) ?? 0) + 1);
  }
  const requests: FuzzRequest[] = [];
  for (const [index, n] of perOperation) {
    requests.push(...fc.sample(requestArbitrary(index, operations[index], context), { seed: seed ^ hash(operations[index].operationId), numRuns: n }));
  }
  return shuffled(requests, seed + 1);
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer } | { error: string; hang: boolean; refused?: boolean };

function send(agent: http.Agent, url: URL, wire: WireRequest): Promise<Answer> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (answer: Answer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(answer);
    };
    const headers: Record<string, string | number> = { ...wire.headers };
    if (wire.body !== undefined) headers['content-length'] = wire.body.length;
    let request: http.ClientRequest;
    try {
      request = http.request({ agent, host: url.hostname, port: url.port, method: wire.method, path: wire.path, headers });
    } catch (error) {
      // Node refused to send it (an invalid header or path character): not the gateway's doing.
      resolve({ error: `client refused: ${(error as Error).message}`, hang: false, refused: true });
      return;
    }
    const timer = setTimeout(() => {
      finish({ error: `no answer within ${REQUEST_DEADLINE_MS} ms`, hang: true });
      request.destroy();
    }, REQUEST_DEADLINE_MS);
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => finish({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', (error) => finish({ error: `response: ${error.message}`, hang: false }));
      response.on('aborted', () => finish({ error: 'response aborted', hang: false }));
    });
    // A server may answer (413, 400) and close before the whole body is written: the answer counts.
    request.on('error', (error) => setTimeout(() => finish({ error: `request: ${error.message}`, hang: false }), 50));
    request.end(wire.body);
  });
}

function describe(wire: WireRequest): string {
  const auth = wire.headers.authorization ? ` (authorization: ${wire.headers.authorization.slice(0, 20)}...)` : '';
  const type = wire.headers['content-type'] ? ` content-type: ${wire.headers['content-type']}` : '';
  const body = wire.bodyPreview === undefined ? '' : ` body: ${wire.bodyPreview}`;
  return `${wire.method} ${wire.path.length > 300 ? `${wire.path.slice(0, 300)}... (${wire.path.length} chars)` : wire.path}${auth}${type}${body}`;
}

const preview = (body: Buffer) => (body.length > 500 ? `${body.subarray(0, 500).toString('utf8')}...` : body.toString('utf8'));

/** What is wrong with an answer, or undefined. */
export function judge(operation: FuzzOperation, wire: WireRequest, answer: Answer): Pick<Failure, 'kind' | 'status' | 'response'> | undefined {
  if ('error' in answer) return { kind: answer.hang ? 'hang' : 'connection', response: answer.error };
  const { status, headers, body } = answer;
  const response = `${status} ${headers['content-type'] ?? ''} ${preview(body)}`;
  // An integration's public endpoint answers what its script answers (a 500 of a script that
  // throws, a 502 or 504 of Quire's when it could not answer in time): the status is the
  // integration's, not Quire's. Quire's own JSON errors there must still have the contract's shape.
  if (operation.passthrough) return passthroughProblem(status, headers, body, response);
  if (status >= 500 && !(status === 501 && DELIBERATELY_UNIMPLEMENTED.has(operation.operationId))) return { kind: 'server-error', status, response };
  if (status < 400) return undefined;
  if (!headers['x-request-id']) return { kind: 'error-shape', status, response: `no X-Request-Id: ${response}` };
  if (wire.method === 'HEAD') return body.length === 0 ? undefined : { kind: 'error-shape', status, response: `HEAD with a body: ${response}` };
  const type = String(headers['content-type'] ?? '');
  if (operation.htmlErrors && type.startsWith('text/html')) {
    return body.includes(`${status} `) ? undefined : { kind: 'error-shape', status, response: `HTML error page without its status: ${response}` };
  }
  if (!type.startsWith('application/json')) return { kind: 'error-shape', status, response: `error is not JSON: ${response}` };
  try {
    expectContractError(status, JSON.parse(body.toString('utf8')));
  } catch (error) {
    return { kind: 'error-shape', status, response: `${(error as Error).message.slice(0, 300)}: ${response}` };
  }
  return undefined;
}

function passthroughProblem(status: number, headers: http.IncomingHttpHeaders, body: Buffer, response: string): Pick<Failure, 'kind' | 'status' | 'response'> | undefined {
  if (status < 400 || !String(headers['content-type'] ?? '').startsWith('application/json')) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
  const error = (parsed as { error?: unknown })?.error;
  if (!error || typeof error !== 'object') return undefined;
  try {
    expectContractError(status, parsed);
  } catch (problem) {
    return { kind: 'error-shape', status, response: `${(problem as Error).message.slice(0, 300)}: ${response}` };
  }
  return undefined;
}

const callerLabel = (caller: CallerSpec) => (typeof caller === 'object' ? `authorization "${caller.authorization.slice(0, 24)}"` : caller);

/** Fetches the document, builds worlds, sends the requests and judges every answer. */
export async function runFuzz({ target, requests: count, seed, concurrency = 8, requestsPerWorld = 1000, log = () => undefined, trace }: FuzzOptions): Promise<FuzzReport> {
  const started = Date.now();
  const documentResponse = await fetch(`${target.baseUrl}/v1/openapi.json`);
  if (documentResponse.status !== 200) throw new Error(`GET /v1/openapi.json answered ${documentResponse.status}`);
  const operations = operationsOf((await documentResponse.json()) as Record<string, any>);
  const requests = generateRequests(operations, count, seed);
  const url = new URL(target.baseUrl);
  let agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });

  const report: FuzzReport = {
    seed,
    requests: 0,
    serverErrors: 0,
    hangs: 0,
    connectionErrors: 0,
    badErrorBodies: 0,
    clientRefused: 0,
    statuses: {},
    operations: {},
    failures: [],
    withoutFixtures: [],
    limited: Object.fromEntries(Object.entries(LIMITED_OPERATIONS).filter(([operationId]) => operations.some((o) => o.operationId === operationId))),
    unimplemented: [...DELIBERATELY_UNIMPLEMENTED],
    worlds: 0,
    missingFixtures: [],
    ms: 0,
  };

  try {
    for (let start = 0; start < requests.length; start += requestsPerWorld) {
      const world: World = await buildWorld(target);
      // Connections left idle while the world was built may be closed by the gateway just as
      // they are reused (a failure of the client's, not the gateway's): new ones per world.
      agent.destroy();
      agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
      report.worlds += 1;
      for (const missing of world.missing) if (!report.missingFixtures.includes(missing)) report.missingFixtures.push(missing);
      if (start === 0) {
        const unknownParams = (operation: FuzzOperation) => operation.pathParams.filter(({ name }) => idsFor(world.ids, name, operation.routePath).length === 0).map(({ name }) => name);
        report.withoutFixtures = operations.filter((operation) => unknownParams(operation).length > 0).map((operation) => `${operation.operationId} (${unknownParams(operation).join(', ')})`);
      }
      const tokenOf = (caller: CallerSpec) => (typeof caller === 'string' && caller !== 'anonymous' ? world.callers[caller].token : undefined);
      // Valid deletes by admins wear the world down (a deleted space takes its pages and
      // comments along): within a world, every DELETE runs after the other requests.
      const slice = requests.slice(start, start + requestsPerWorld);
      const batch = [...slice.filter((request) => operations[request.operation].method !== 'delete'), ...slice.filter((request) => operations[request.operation].method === 'delete')];
      let next = 0;
      const worker = async () => {
        while (next < batch.length) {
          const request = batch[next++];
          const operation = operations[request.operation];
          const wire = materialize(request, operations, world, tokenOf);
          const sentAt = Date.now();
          const answer = await send(agent, url, wire);
          if ('refused' in answer && answer.refused) {
            report.clientRefused += 1;
            continue;
          }
          report.requests += 1;
          const stats = (report.operations[operation.operationId] ??= { requests: 0, statuses: {} });
          stats.requests += 1;
          const key = 'error' in answer ? (answer.hang ? 'hang' : 'connection') : String(answer.status);
          trace?.(`${key} ${Date.now() - sentAt}ms ${operation.operationId} as ${callerLabel(request.caller)} [${request.mutation}] ${describe(wire).slice(0, 400)} => ${'error' in answer ? answer.error : preview(answer.body).slice(0, 200)}`);
          stats.statuses[key] = (stats.statuses[key] ?? 0) + 1;
          report.statuses[key] = (report.statuses[key] ?? 0) + 1;
          const problem = judge(operation, wire, answer);
          if (!problem) continue;
          if (problem.kind === 'server-error') report.serverErrors += 1;
          if (problem.kind === 'hang') report.hangs += 1;
          if (problem.kind === 'connection') report.connectionErrors += 1;
          if (problem.kind === 'error-shape') report.badErrorBodies += 1;
          if (report.failures.length < 200) {
            report.failures.push({ ...problem, operationId: operation.operationId, request: describe(wire), mutation: request.mutation, caller: callerLabel(request.caller) });
          }
        }
      };
      await Promise.all(Array.from({ length: concurrency }, worker));
      log(`fuzz: ${report.requests}/${requests.length} requests, ${report.serverErrors} >= 500, ${report.hangs} hangs (${Math.round((Date.now() - started) / 1000)} s)`);
    }
  } finally {
    agent.destroy();
  }
  report.ms = Date.now() - started;
  return report;
}

/** The line `npm run fuzz` ends with. */
export const summaryLine = (report: Pick<FuzzReport, 'requests' | 'serverErrors' | 'hangs'>) =>
  `fuzz: ${report.requests} requests, ${report.serverErrors} responses >= 500, ${report.hangs} hangs`;
