import { expectContract } from './contract';
import { addMember, client, createPageInChangeRequest, createSpace, expectFailure, expectOk, newOrg as newOrgOf, type Org, walkPages } from './content-helpers';
import { startStack, type Stack } from './harness';

// searchSpaceContent end to end: content written through change requests and merged, found
// through the gateway with the official client once the indexing consumer has caught up,
// every body (errors included) checked against the GitBook contract.

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
}, 90_000);

afterAll(async () => {
  await stack?.stop();
});

type Json = Record<string, any>;
const newOrg = () => newOrgOf(stack);

const createPage = (org: Org, spaceId: string, changeRequestId: string, body: Json): Promise<Json> =>
  createPageInChangeRequest(stack, org, spaceId, changeRequestId, body);

/** Writes the pages in a change request and merges it; answers the pages and when the merge answered. */
async function mergePages(org: Org, spaceId: string, pages: Json[]): Promise<{ pages: Json[]; mergedAt: number }> {
  const changeRequest = await expectOk('createChangeRequest', 201, org.gitbook.spaces.createChangeRequest(spaceId, { subject: 'Content' }));
  const created: Json[] = [];
  for (const page of pages) created.push(await createPage(org, spaceId, changeRequest.id, page));
  const merged = await expectOk('mergeChangeRequest', 200, org.gitbook.spaces.mergeChangeRequest(spaceId, changeRequest.id));
  expect(merged).toMatchObject({ result: 'merge' });
  return { pages: created, mergedAt: Date.now() };
}

const searchOf = (org: { gitbook: Org['gitbook'] }, spaceId: string, query: string, more: { page?: string; limit?: number } = {}) =>
  expectOk('searchSpaceContent', 200, org.gitbook.spaces.searchSpaceContent(spaceId, { query, ...more }));

/** Polls the search until `accept` holds; answers the body and how long after `since` it held. */
async function searchUntil(org: Org, spaceId: string, query: string, accept: (body: Json) => boolean, since = Date.now(), timeoutMs = 10_000) {
  for (;;) {
    const body = await searchOf(org, spaceId, query, { limit: 100 });
    if (accept(body)) return { body, ms: Date.now() - since };
    if (Date.now() - since > timeoutMs) throw new Error(`search for "${query}" did not reach the expected result: ${JSON.stringify(body)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('searchSpaceContent', () => {
  it('finds merged content (the bench measures how soon), title matches first, with sections, snippets, paths and ancestors', async () => {
    const org = await newOrg();
    const space = await createSpace(org, 'Handbook');
    const first = await mergePages(org, space.id, [{ title: 'Guides', content: { markdown: 'Every guide.' } }]);
    const [guides] = first.pages;
    await searchUntil(org, space.id, 'guide', (body) => body.count === 1, first.mergedAt);

    const second = await mergePages(org, space.id, [
      {
        title: 'Operations',
        parent: guides.id,
        content: { markdown: 'We scale the fleet.\n\n## Scaling up\n\nScaling adds replicas; scaling is automatic.\n\n## Backups\n\nNightly.' },
      },
      { title: 'Scaling', content: { markdown: 'Overview.' } },
    ]);
    const [operations, scaling] = second.pages;
    const { body } = await searchUntil(org, space.id, 'scaling', (found) => found.count === 2, second.mergedAt);
    expect(body.items.map((item: Json) => item.id)).toEqual([scaling.id, operations.id]);
    expect(body.items[1]).toMatchObject({
      id: operations.id,
      title: 'Operations',
      path: 'guides/operations',
      urls: { app: `${stack.baseUrl}/s/${space.id}/guides/operations` },
      ancestors: [{ title: 'Guides' }],
    });
    const [best, ...others] = body.items[1].sections ?? [];
    expect(best).toMatchObject({ id: 'scaling-up', title: 'Scaling up', path: 'guides/operations#scaling-up' });
    expect(best.body).toContain('<mark>Scaling</mark> adds replicas');
    expect(others.map((section: Json) => section.id)).toEqual([operations.id]);
  });

  it('answers 400 for a missing, empty, blank or too long query, with the error body', async () => {
    const org = await newOrg();
    const space = await createSpace(org, 'Empty');
    const api = org.gitbook.spaces;
    await expectFailure(api.searchSpaceContent(space.id, {} as never), 400, /^query: /);
    await expectFailure(api.searchSpaceContent(space.id, { query: '' }), 400, 'query: must not be empty');
    await expectFailure(api.searchSpaceContent(space.id, { query: '   \t ' }), 400, 'query: must not be empty');
    await expectFailure(api.searchSpaceContent(space.id, { query: 'a'.repeat(513) }), 400, 'query: must be at most 512 characters');
    await expectFailure(api.searchSpaceContent(space.id, { query: 'ok', page: 'garbage' }), 400, 'page: invalid cursor');
    await expectFailure(api.searchSpaceContent(space.id, { query: 'ok', limit: 0 }), 400);
    // At the limit it is a search like any other.
    expect(await searchOf(org, space.id, 'a'.repeat(512))).toEqual({ items: [], count: 0 });
  });

  it('reads search syntax characters as text', async () => {
    const org = await newOrg();
    const space = await createSpace(org, 'Syntax');
    const { pages, mergedAt } = await mergePages(org, space.id, [{ title: 'Pipes', content: { markdown: 'Connect input and output streams.' } }]);
    await searchUntil(org, space.id, 'streams', (body) => body.count === 1, mergedAt);
    for (const query of ['input & output', 'input | output', '!input', 'input:*', '"input and output"', "'input'", '(input)', 'input))(']) {
      const body = await searchOf(org, space.id, query);
      expect(body.items.map((item: Json) => item.id)).toEqual([pages[0].id]);
    }
    for (const query of ['&', '|', '!', ':*', '"', "'", '()', '&|!():*"\'']) expect(await searchOf(org, space.id, query)).toEqual({ items: [], count: 0 });
  });

  it('stems the language of the space, folds accents, and falls back to similar titles', async () => {
    const org = await newOrg();
    const space = await createSpace(org, 'Écurie');
    await expectOk('updateSpaceById', 200, org.gitbook.spaces.updateSpaceById(space.id, { language: 'fr' } as never));
    const { pages, mergedAt } = await mergePages(org, space.id, [
      { title: 'Les chevaux', content: { markdown: 'Un cheval boit de l’eau.' } },
      { title: 'Préférences', content: { markdown: 'Réglages.' } },
    ]);
    const { body } = await searchUntil(org, space.id, 'cheval', (found) => found.count === 1, mergedAt);
    expect(body.items[0].id).toBe(pages[0].id);
    expect((await searchOf(org, space.id, 'preferences')).items.map((item: Json) => item.id)).toEqual([pages[1].id]);
    expect((await searchOf(org, space.id, 'preferencse')).items.map((item: Json) => item.id)).toEqual([pages[1].id]);
  });

  it('pages through results with a stable order and count', async () => {
    const org = await newOrg();
    const space = await createSpace(org, 'Many');
    const { mergedAt } = await mergePages(
      org,
      space.id,
      Array.from({ length: 7 }, (_, i) => ({ title: `Note ${i}`, content: { markdown: 'The ledger keeps balances.' } })),
    );
    const { body } = await searchUntil(org, space.id, 'ledger', (found) => found.count === 7, mergedAt);
    const walked = await walkPages('searchSpaceContent', 2, (page) => org.gitbook.spaces.searchSpaceContent(space.id, { query: 'ledger', limit: 2, ...(page && { page }) }));
    expect(walked.pages).toBe(4);
    expect(walked.count).toBe(7);
    expect(walked.items.map((item) => item.id)).toEqual(body.items.map((item: Json) => item.id));
  });

  it('hides spaces of other organizations (404) and needs a token (401)', async () => {
    const org = await newOrg();
    const space = await createSpace(org, 'Private');
    const outsider = await newOrg();
    await expectFailure(outsider.gitbook.spaces.searchSpaceContent(space.id, { query: 'anything' }), 404);
    await expectFailure(client(stack).spaces.searchSpaceContent(space.id, { query: 'anything' }), 401);
    const reader = await addMember(stack, org, 'read');
    expectContract('searchSpaceContent', 200, await searchOf(reader, space.id, 'anything'));
  });
});
