import { GitBookAPI, GitBookAPIError } from '@gitbook/api';
import type { MemberRole } from '@quire/shared';
import { expectContractError } from './contract';
import type { Stack, StackOrg, StackUser } from './harness';

// Helpers of the identity e2e tests (users, organizations, members, teams): official clients
// whose error bodies can be checked against the contract, and raw requests for what the
// official client cannot send (malformed JSON, fields its types do not have).

/**
 * The official client reads an error body to build its GitBookAPIError and keeps only the
 * message; this remembers the whole body of each failed response so that tests can
 * validate it against the contract's Error schema.
 */
const errorBodies = new WeakMap<Response, unknown>();

const recordingBinding = {
  fetch: (async (input: Parameters<typeof fetch>[0], init?: Parameters<typeof fetch>[1]) => {
    const response = await fetch(input, init);
    if (!response.ok) {
      const text = await response.clone().text();
      errorBodies.set(response, text ? JSON.parse(text) : undefined);
    }
    return response;
  }) as typeof fetch,
};

export type Caller = { userId: string; token: string; api: GitBookAPI };
export type OrgCaller = Caller & { organizationId: string };

export type IdentityFixtures = {
  /** The official client for a token (none: no Authorization header). */
  client(token?: string): GitBookAPI;
  /** A new organization and its admin owner. */
  org(options?: { title?: string }): Promise<OrgCaller>;
  /** A new user in the organization with the role (null: guest). */
  member(organizationId: string, role: MemberRole | null): Promise<Caller>;
};

export function identityFixtures(stack: Stack): IdentityFixtures {
  const client = (token?: string) =>
    new GitBookAPI({ endpoint: stack.baseUrl, authToken: token, serviceBinding: recordingBinding });
  const withClient = <T extends StackUser | StackOrg>(created: T): T => ({ ...created, api: client(created.token) });
  return {
    client,
    org: async (options) => withClient(await stack.createOrg(options)),
    member: async (organizationId, role) => withClient(await stack.addMember(organizationId, role)),
  };
}

/**
 * Awaits a call of the official client that must fail with `status`, checks the error body
 * against the contract and answers its message.
 */
export async function expectApiError(call: Promise<unknown>, status: number): Promise<string> {
  const outcome = await call.then(
    (response) => ({ failed: false as const, response }),
    (error: unknown) => ({ failed: true as const, error }),
  );
  if (!outcome.failed) {
    const { status: got, data } = outcome.response as { status: number; data: unknown };
    throw new Error(`expected HTTP ${status}, got ${got}: ${JSON.stringify(data)?.slice(0, 500)}`);
  }
  const { error } = outcome;
  if (!(error instanceof GitBookAPIError)) throw error;
  expect(error.code).toBe(status);
  const body = errorBodies.get(error.response);
  expectContractError(status, body);
  return (body as { error: { message: string } }).error.message;
}

export type RawResponse = { status: number; headers: Headers; body: any };

/** A request the official client cannot make: a malformed body or fields its types lack. */
export async function sendRaw(
  stack: Stack,
  method: string,
  path: string,
  { token, body }: { token?: string; body?: string } = {},
): Promise<RawResponse> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${stack.baseUrl}/v1${path}`, { method, headers, body });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
}

/** Fails unless `response` is the error `status` with the contract's error body; answers its message. */
export function expectRawError(response: RawResponse, status: number): string {
  expect(response.status).toBe(status);
  expectContractError(status, response.body);
  return (response.body as { error: { message: string } }).error.message;
}
