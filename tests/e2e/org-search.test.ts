import { MemberRole as Role } from '@gitbook/api';
import { addMember, client, createCollection, createSpace, createTeam, expectFailure, expectOk, newOrg as newOrgOf, sendRaw, type Org } from './content-helpers';
import { startStack, type Stack } from './harness';

// searchOrganizationContent end to end: content merged in several spaces of an organization,
// found through the gateway with the official client once the indexing consumer has caught
// up, over the spaces the caller may read; every body (errors included) checked against the
// GitBook contract (docs/search.md "Organization-wide search").

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
}, 90_000);

afterAll(async () => {
  await stack?.stop();
});

type Json = Record<string, any>;
const newOrg = () => newOrgOf(stack);

/** Writes the pages in a change request and merges it; answers the pages. */
async function mergePages(org: Org, spaceId: string, pages: Json[]): Promise<Json[]> {
  const changeRequest = await expectOk('createChangeRequest', 201, org.gitbook.spaces.createChangeRequest(spaceId, { subject: 'Content' }));
  const created: Json[] = [];
  for (const page of pages) {
    const response = await sendRaw(stack, 'POST', `/spaces/${spaceId}/change-requests/${changeRequest.id}/content/pages`, { token: org.token, body: JSON.stringify(page) });
    expect(response.status).toBe(201);
    created.push(response.body);
  }
  expect(await expectOk('mergeChangeRequest', 200, org.gitbook.spaces.mergeChangeRequest(spaceId, changeRequest.id))).toMatchObject({ result: 'merge' });
  return created;
}

const searchOrg = (caller: { gitbook: Org['gitbook'] }, organizationId: string, query: string, more: { limit?: number; page?: string } = {}) =>
  expectOk('searchOrganizationContent', 200, caller.gitbook.orgs.searchOrganizationContent(organizationId, { query, ...more }));

/** Polls until the index holds what `accept` expects. */
async function searchUntil(org: Org, query: string, accept: (body: Json) => boolean, timeoutMs = 10_000): Promise<Json> {
  const since = Date.now();
  for (;;) {
    const body = await searchOrg(org, org.organizationId, query, { limit: 50 });
    if (accept(body)) return body;
    if (Date.now() - since > timeoutMs) throw new Error(`search for "${query}" did not reach the expected result: ${JSON.stringify(body)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const pagesIn = (body: Json) => (body.items as Json[]).reduce((sum, space) => sum + space.pages.length, 0);

describe('searchOrganizationContent', () => {
  it('searches every space the caller may read, grouped by space, as searchSpaceContent presents pages', async () => {
    const org = await newOrg();
    const guestUser = await addMember(stack, org, null);
    const team = await createTeam(org.gitbook, org.organizationId, [guestUser.userId]);
    const shared = await createCollection(org, 'Shared');
    const operations = await createSpace(org, 'Operations', shared.id);
    const handbook = await createSpace(org, 'Handbook');
    await expectOk('inviteToCollection', 204, org.gitbook.collections.inviteToCollection(shared.id, { teams: [team], role: Role.Read }));
    const [deployment] = await mergePages(org, operations.id, [
      { title: 'Deployment', content: { markdown: 'How we deploy.\n\n## Rollback\n\nDeploy the previous release again.' } },
      { title: 'Backups', content: { markdown: 'Nightly.' } },
    ]);
    await mergePages(org, handbook.id, [{ title: 'Onboarding', content: { markdown: 'Your first deploy happens on day one.' } }]);
    const outsider = await newOrg();
    await mergePages(outsider, (await createSpace(outsider, 'Theirs')).id, [{ title: 'Deploy', content: { markdown: 'Deploy.' } }]);

    const body = await searchUntil(org, 'deploy', (found) => pagesIn(found) === 2);
    expect(body.next).toBeUndefined();
    // The page whose title matches first; one result per space.
    expect(body.items.map((space: Json) => [space.id, space.title, space.pages.map((page: Json) => page.title)])).toEqual([
      [operations.id, 'Operations', ['Deployment']],
      [handbook.id, 'Handbook', ['Onboarding']],
    ]);
    expect(body.items[0].pages[0]).toMatchObject({ id: deployment.id, path: 'deployment', urls: { app: `${stack.baseUrl}/s/${operations.id}/deployment` } });
    expect(body.items[0].pages[0].sections.map((section: Json) => section.id)).toContain('rollback');
    // Pages exactly as searchSpaceContent answers them.
    for (const space of body.items as Json[]) {
      const inSpace = await expectOk('searchSpaceContent', 200, org.gitbook.spaces.searchSpaceContent(space.id, { query: 'deploy' }));
      expect(space.pages).toEqual(inSpace.items);
    }
    // `limit`: pages in all.
    const first = await searchOrg(org, org.organizationId, 'deploy', { limit: 1 });
    expect(first.items.map((space: Json) => space.id)).toEqual([operations.id]);
    // The next page by its cursor: the other page, and no further cursor.
    const second = await searchOrg(org, org.organizationId, 'deploy', { limit: 1, page: first.next!.page });
    expect(second.items.map((space: Json) => space.id)).toEqual([handbook.id]);
    expect(second.next).toBeUndefined();

    // Readers: every space; a guest: only the spaces of the collections their teams are given.
    const reader = await addMember(stack, org, 'read');
    expect((await searchOrg(reader, org.organizationId, 'deploy')).items.map((space: Json) => space.id)).toEqual([operations.id, handbook.id]);
    expect((await searchOrg(guestUser, org.organizationId, 'deploy')).items.map((space: Json) => space.id)).toEqual([operations.id]);
    const lonelyGuest = await addMember(stack, org, null);
    expect(await searchOrg(lonelyGuest, org.organizationId, 'deploy')).toEqual({ items: [] });

    // Other organizations: 404 (the contract declares no error status); no token: 401.
    await expectFailure(outsider.gitbook.orgs.searchOrganizationContent(org.organizationId, { query: 'deploy' }), 404, 'Organization not found');
    await expectFailure(client(stack).orgs.searchOrganizationContent(org.organizationId, { query: 'deploy' }), 401);
  });

  it('refuses a missing, empty or too long query, a malformed cursor and a limit out of 1..50 with 400', async () => {
    const org = await newOrg();
    const api = org.gitbook.orgs;
    await expectFailure(api.searchOrganizationContent(org.organizationId, {} as never), 400, /^query: /);
    await expectFailure(api.searchOrganizationContent(org.organizationId, { query: '' }), 400, 'query: must not be empty');
    await expectFailure(api.searchOrganizationContent(org.organizationId, { query: 'a'.repeat(513) }), 400, 'query: must be at most 512 characters');
    await expectFailure(api.searchOrganizationContent(org.organizationId, { query: 'ok', page: 'anything' }), 400, 'page: invalid cursor');
    await expectFailure(api.searchOrganizationContent(org.organizationId, { query: 'ok', limit: 0 }), 400, /^limit: /);
    await expectFailure(api.searchOrganizationContent(org.organizationId, { query: 'ok', limit: 51 }), 400, /^limit: /);
    expect(await searchOrg(org, org.organizationId, 'a'.repeat(512))).toEqual({ items: [] });
  });
});
