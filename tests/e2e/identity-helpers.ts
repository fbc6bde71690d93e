import { type GitBookAPI, GitBookAPIError } from '@gitbook/api';
import type { MemberRole } from '@quire/shared';
import { errorBodyOf, recordingClient } from './client';
import { expectContractError } from './contract';
import type { Stack, StackOrg, StackUser } from './harness';

// Helpers of the identity e2e tests (users, organizations, members, teams).

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
  const client = (token?: string) => recordingClient(stack, token);
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
  const body = await errorBodyOf(error.response);
  expectContractError(status, body);
  return (body as { error: { message: string } }).error.message;
}

export { expectRawError, sendRaw, type RawResponse } from './client';
