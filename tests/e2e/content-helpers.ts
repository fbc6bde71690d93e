import { type GitBookAPI, GitBookAPIError } from '@gitbook/api';
import { commonV1 } from '@quire/proto';
import type { MemberRole } from '@quire/shared';
import { expectContract, expectContractError } from './contract';
import { errorBodyOf, recordingClient, sendRaw } from './client';
import type { Stack, StackOrg } from './harness';

// Helpers shared by the content e2e tests (collections, spaces, permissions).

type Json = Record<string, any>;

/** The official GitBookAPI client for `token` (none: an anonymous caller) against the stack. */
export const client = (stack: Stack, token?: string): GitBookAPI => recordingClient(stack, token);

/**
 * Awaits a call of the client, checks its status and that its body is what the contract says
 * `operationId` answers with that status, and returns the body.
 */
export async function expectOk<T>(operationId: string, status: number, call: Promise<{ status: number; data: T }>): Promise<T> {
  const response = await call;
  expect(response.status).toBe(status);
  expectContract(operationId, status, response.data ?? undefined);
  return response.data;
}

/**
 * Awaits a call of the client that must fail with `status`, checks the error body against
 * the contract's Error schema and its message against `message`, and returns the body.
 */
export async function expectFailure(
  call: Promise<unknown>,
  status: number,
  message?: string | RegExp,
): Promise<{ error: { code: number; message: string } }> {
  const error = await call.then(
    (response) => {
      throw new Error(`expected ${status}, got ${(response as { status?: number }).status}`);
    },
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(GitBookAPIError);
  const { response } = error as GitBookAPIError;
  expect(response.status).toBe(status);
  const body = (await errorBodyOf(response)) as { error: { code: number; message: string } };
  expectContractError(status, body);
  if (typeof message === 'string') expect(body.error.message).toBe(message);
  else if (message) expect(body.error.message).toMatch(message);
  return body;
}

export { sendRaw, type RawResponse } from './client';

/**
 * Creates a page in a change request through Quire's extension route (`POST …/content/pages`),
 * expects 201 with a body valid as the contract's page, and answers it.
 */
export async function createPageInChangeRequest(stack: Stack, caller: { token: string }, spaceId: string, changeRequestId: string, body: Json): Promise<Json> {
  const response = await sendRaw(stack, 'POST', `/spaces/${spaceId}/change-requests/${changeRequestId}/content/pages`, { token: caller.token, body: JSON.stringify(body) });
  expect({ status: response.status, body: response.status === 201 ? 'created' : response.body }).toEqual({ status: 201, body: 'created' });
  expectContract('getPageInChangeRequestById', 200, response.body);
  return response.body as Json;
}

/** Creates a team through the HTTP API (`PUT /orgs/{organizationId}/teams`) and returns its id. */
export async function createTeam(api: GitBookAPI, organizationId: string, members: string[] = []): Promise<string> {
  const team = await expectOk(
    'createOrganizationTeam',
    201,
    api.orgs.createOrganizationTeam(organizationId, { title: `Team ${Math.random().toString(36).slice(2, 10)}`, members }),
  );
  return team.id;
}

type Page<T> = { items: T[]; next?: { page: string }; count?: number };

/**
 * Follows `next.page` from the first page to the last, checking every page against the
 * contract, and returns every item in order. Fails on a loop or a page larger than `limit`.
 */
export async function walkPages<T extends Json>(
  operationId: string,
  limit: number,
  fetchPage: (page: string | undefined) => Promise<{ status: number; data: Page<T> }>,
): Promise<{ items: T[]; pages: number; count: number | undefined }> {
  const items: T[] = [];
  const seenCursors = new Set<string>();
  let page: string | undefined;
  let pages = 0;
  let count: number | undefined;
  do {
    const data = await expectOk(operationId, 200, fetchPage(page));
    pages += 1;
    expect(data.items.length).toBeLessThanOrEqual(limit);
    if (count === undefined) count = data.count;
    else expect(data.count).toBe(count);
    items.push(...data.items);
    page = data.next?.page;
    if (page !== undefined) {
      expect(seenCursors.has(page)).toBe(false);
      seenCursors.add(page);
    }
  } while (page !== undefined && pages < 100);
  return { items, pages, count };
}

/** The ids of a list of spaces or collections, or of items wrapping a `space`. */
export const idsOf = (items: Json[]): string[] => items.map((item) => (item.space ? item.space.id : item.id));

/** A value no real id has: the shape of a Quire id, never issued. */
export const absentId = (): string => `absent${Math.random().toString(36).slice(2, 14)}`;

export type Org = StackOrg & { gitbook: GitBookAPI };
export type Member = { userId: string; token: string; gitbook: GitBookAPI };

/** A new organization, its admin owner and their recording client. */
export async function newOrg(stack: Stack): Promise<Org> {
  const org = await stack.createOrg();
  return { ...org, gitbook: client(stack, org.token) };
}

/** A new user with `role` (null: guest) in the organization, and their recording client. */
export async function addMember(stack: Stack, org: Org, role: MemberRole | null): Promise<Member> {
  const user = await stack.addMember(org.organizationId, role);
  return { ...user, gitbook: client(stack, user.token) };
}

export const createCollection = (org: Org, title: string, parent?: string) =>
  expectOk('createCollection', 201, org.gitbook.orgs.createCollection(org.organizationId, { title, ...(parent && { parent }) }));

export const createSpace = (org: Org, title: string, parent?: string) =>
  expectOk('createSpace', 201, org.gitbook.orgs.createSpace(org.organizationId, { title, ...(parent && { parent }) }));

/**
 * Another organization where `org`'s owner is admin (a new organization they own) or an
 * "edit" member, with a new token of that same user, so that its principal has both memberships.
 */
export async function sameUserIn(stack: Stack, org: Org, role: 'admin' | 'edit'): Promise<{ organizationId: string; gitbook: GitBookAPI }> {
  const me = await expectOk('getAuthenticatedUser', 200, org.gitbook.user.getAuthenticatedUser());
  if (role === 'admin') {
    const created = await stack.admin.createOrganization({ title: 'Second org', ownerEmail: me.email, ownerName: me.displayName });
    return { organizationId: created.organization!.id, gitbook: client(stack, created.token) };
  }
  const other = await stack.createOrg();
  const added = await stack.admin.addMember({ organizationId: other.organizationId, email: me.email, role: commonV1.MemberRole.MEMBER_ROLE_EDIT });
  return { organizationId: other.organizationId, gitbook: client(stack, added.token) };
}
