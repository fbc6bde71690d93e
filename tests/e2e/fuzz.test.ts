import { randomBytes, randomUUID } from 'node:crypto';
import { appendFileSync, writeFileSync } from 'node:fs';
import { identityV1 } from '@quire/proto';
import { memberRoleToProto } from '@quire/shared';
import { createChannel, createClient, type Channel } from 'nice-grpc';
import { expectContractError } from './contract';
import { startStack, type Stack } from './harness';
import { runFuzz, summaryLine, type FuzzReport } from './fuzz/runner';
import { apiCall, type FuzzTarget } from './fuzz/world';

// Generated requests for every operation of GET /v1/openapi.json (fast-check, seeded): valid
// and invalid path ids, query values, bodies from the schemas and mutated ones (wrong types,
// huge strings and arrays, deep nesting, unicode edge cases, NUL), wrong methods, content
// types and encodings, sent with the token of a member of each role, a guest, another
// organization's admin, none and malformed ones (fuzz/requests.ts). No answer may be >= 500 or
// take longer than 10 s, every error body is the contract's error shape, and every service
// still answers at the end.
//
// `npm test` runs 1,000 requests with a fixed seed in the in-process e2e stack. `npm run fuzz`
// (scripts/fuzz.mjs) runs this same file against a stack of real processes it started, with
// FUZZ_TARGET, FUZZ_REQUESTS, FUZZ_SEED and FUZZ_REPORT set, and checks the processes afterwards.
// FUZZ_TRACE=<file> writes one line per request and its answer.

const REQUESTS = Number(process.env.FUZZ_REQUESTS || 1000);
const SEED = Number(process.env.FUZZ_SEED || 20261124);
const external = process.env.FUZZ_TARGET ? (JSON.parse(process.env.FUZZ_TARGET) as { baseUrl: string; identityGrpcUrl: string }) : undefined;
/** Generous: 10,000 requests with large bodies on two cores, and a world per 1,000 requests. */
const TIMEOUT_MS = 120_000 + REQUESTS * 100;

let stack: Stack | undefined;
let channel: Channel | undefined;
let target: FuzzTarget;

beforeAll(async () => {
  if (external) {
    channel = createChannel(external.identityGrpcUrl);
    const admin = createClient(identityV1.AdminServiceDefinition, channel);
    const email = (kind: string) => `fuzz-${kind}-${randomUUID()}@fuzz.quire.test`;
    target = {
      baseUrl: external.baseUrl,
      async createOrg() {
        const created = await admin.createOrganization({ title: `Fuzz ${randomUUID().slice(0, 8)}`, ownerEmail: email('owner'), ownerName: 'Fuzz Owner' });
        return { organizationId: created.organization!.id, userId: created.user!.id, token: created.token };
      },
      async addMember(organizationId, role) {
        const added = await admin.addMember({ organizationId, email: email(role ?? 'guest'), role: memberRoleToProto(role), displayName: `Fuzz ${role ?? 'guest'}` });
        return { userId: added.user!.id, token: added.token };
      },
    };
  } else {
    // No rate limit in the way of 1,000 requests in a few seconds; integrations need a secrets key.
    stack = await startStack({ rateLimitPerMinute: 100_000_000, identity: { secretsKey: randomBytes(32) } });
    target = stack;
  }
}, 90_000);

afterAll(async () => {
  channel?.close();
  await stack?.stop();
});

function format(report: FuzzReport): string {
  const lines = report.failures.map(
    (failure) => `- [${failure.kind}] ${failure.operationId} as ${failure.caller} (${failure.mutation})\n    request: ${failure.request}\n    answer: ${failure.response}`,
  );
  return [summaryLine(report), ...lines].join('\n');
}

test(
  `${REQUESTS} generated requests (seed ${SEED}): no answer >= 500, no hang, every error body in the contract's shape`,
  async () => {
    const report = await runFuzz({
      target,
      requests: REQUESTS,
      seed: SEED,
      log: (line) => process.stderr.write(`${line}\n`),
      trace: process.env.FUZZ_TRACE ? (line) => appendFileSync(process.env.FUZZ_TRACE!, `${line}\n`) : undefined,
    });
    if (process.env.FUZZ_REPORT) writeFileSync(process.env.FUZZ_REPORT, JSON.stringify(report, null, 2));

    // Every operation of the document was sent requests: none is skipped, silently or not.
    const document = (await (await fetch(`${target.baseUrl}/v1/openapi.json`)).json()) as { paths: Record<string, Record<string, { operationId: string }>> };
    const operationIds = Object.values(document.paths).flatMap((item) => Object.values(item).map((operation) => operation.operationId));
    if (REQUESTS >= operationIds.length) expect(operationIds.filter((operationId) => !report.operations[operationId])).toEqual([]);
    expect(report.requests).toBeGreaterThanOrEqual(REQUESTS * 0.99);

    // Every service still answers: a new organization is read through identity, content, sites and insights.
    expect((await fetch(`${target.baseUrl}/healthz`)).status).toBe(200);
    const org = await target.createOrg();
    for (const path of ['', '/spaces', '/sites', '/conversations']) {
      await apiCall(target.baseUrl, org.token, 'GET', `/orgs/${org.organizationId}${path}`, undefined, { expected: 200 });
    }

    if (report.serverErrors + report.hangs + report.connectionErrors + report.badErrorBodies > 0) throw new Error(format(report));
  },
  TIMEOUT_MS,
);

// What the fuzzer found in the gateway's own validation and transcoding, pinned down.
(external ? describe.skip : describe)('found by fuzzing', () => {
  let token: string;
  let organizationId: string;
  let spaceId: string;

  beforeAll(async () => {
    const org = await target.createOrg();
    ({ token, organizationId } = org);
    spaceId = (await apiCall(target.baseUrl, token, 'POST', `/orgs/${organizationId}/spaces`, { title: 'Deep' }, { expected: 201 })).body.id;
  });

  const post = async (path: string, body: string) => {
    const response = await fetch(`${target.baseUrl}/v1${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body });
    return { status: response.status, body: (await response.json()) as { error: { code: number; message: string } } };
  };
  const paragraph = { object: 'block', type: 'paragraph', nodes: [{ object: 'text', leaves: [{ object: 'leaf', text: 'Deep', marks: [] }] }] };
  /** A document whose paragraph sits inside `levels` nested quotes. */
  const quoted = (levels: number) => {
    let node: object = paragraph;
    for (let i = 0; i < levels; i += 1) node = { object: 'block', type: 'blockquote', nodes: [node] };
    return { object: 'document', data: {}, nodes: [node] };
  };

  test('JSON nested 10,000 deep (20 kB) is a 400 naming the limit on any route, not a stack overflow (500)', async () => {
    const arrays = '['.repeat(10_000) + ']'.repeat(10_000);
    const objects = '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000);
    for (const [path, body] of [
      [`/orgs/${organizationId}/collections`, arrays],
      [`/orgs/${organizationId}/collections`, `{"title":${objects}}`],
      [`/spaces/${spaceId}/comments`, `{"body":${arrays}}`],
    ]) {
      const answer = await post(path, body);
      expect(answer.status).toBe(400);
      expectContractError(400, answer.body);
      expect(answer.body.error.message).toBe('body: nested too deeply (at most 128 levels of objects and arrays)');
    }
  });

  test('a document nested deeper than a gRPC message may be is a 400 naming the field, not a 500; one level less is stored', async () => {
    const comments = `/spaces/${spaceId}/comments`;
    // 15 quotes are the deepest a comment's document can be: 100 message levels for the services' decoders.
    expect((await post(comments, JSON.stringify({ body: { document: quoted(15) } }))).status).toBe(200);
    const tooDeep = await post(comments, JSON.stringify({ body: { document: quoted(16) } }));
    expect(tooDeep.status).toBe(400);
    expectContractError(400, tooDeep.body);
    expect(tooDeep.body.error.message).toMatch(/^body\.document\.nodes\.0(\.nodes\.0)+\.leaves\.0\.marks: is nested too deeply$/);
  });
});
