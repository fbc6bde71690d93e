import { expectContract, expectContractError } from './contract';
import { addMember, createSpace, expectFailure, expectOk, newOrg as newOrgOf, sendRaw, type Org } from './content-helpers';
import { startStack, type Stack } from './harness';

// Semantic changes end to end: what a revision changed against its parent and what a change
// request changes against its base (pages, the blocks of edited pages, files), through the
// gateway with the official client, every body checked against the GitBook contract; the
// merge revision of a change request answers what the change request answered.

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
}, 90_000);

afterAll(async () => {
  await stack?.stop();
});

type Json = Record<string, any>;
const newOrg = () => newOrgOf(stack);
const contentPath = (spaceId: string, changeRequestId: string) => `/spaces/${spaceId}/change-requests/${changeRequestId}/content`;

async function write(org: Org, method: 'POST' | 'PATCH' | 'DELETE', path: string, body?: Json): Promise<Json> {
  const response = await sendRaw(stack, method, path, { token: org.token, ...(body && { body: JSON.stringify(body) }) });
  expect(response.status).toBeLessThan(300);
  return response.body;
}

async function upload(org: Org, spaceId: string, changeRequestId: string, name: string, text: string): Promise<Json> {
  const response = await fetch(`${stack.baseUrl}/v1${contentPath(spaceId, changeRequestId)}/files?name=${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${org.token}`, 'content-type': 'text/plain' },
    body: text,
  });
  expect(response.status).toBe(201);
  return (await response.json()) as Json;
}

/** A space whose main content was merged from a first change request: Guide (with Setup), Old, notes.txt. */
async function mergedSpace(org: Org) {
  const space = await createSpace(org, 'Handbook');
  const first = await expectOk('createChangeRequest', 201, org.gitbook.spaces.createChangeRequest(space.id, { subject: 'Initial content' }));
  const pages = `${contentPath(space.id, first.id)}/pages`;
  const guide = await write(org, 'POST', pages, { title: 'Guide', content: { markdown: '# Guide\n\nInstall it.\n\n- step one\n- step two\n\nAsk for help.\n' } });
  const setup = await write(org, 'POST', pages, { title: 'Setup', parent: guide.id, content: { markdown: 'Set it up.\n' } });
  const old = await write(org, 'POST', pages, { title: 'Old', content: { markdown: 'Outdated.\n' } });
  const notes = await upload(org, space.id, first.id, 'notes.txt', 'notes');
  const merged = await expectOk('mergeChangeRequest', 200, org.gitbook.spaces.mergeChangeRequest(space.id, first.id));
  return { space, first, mergeRevision: merged.revision as string, guide: guide.id as string, setup: setup.id as string, old: old.id as string, notes };
}

describe('getRevisionSemanticChanges', () => {
  it('answers the pages and files a merge revision created, with the change request it merged', async () => {
    const org = await newOrg();
    const { space, first, mergeRevision, guide, setup, old, notes } = await mergedSpace(org);
    const reader = await addMember(stack, org, 'read');
    const answer = await expectOk('getRevisionSemanticChanges', 200, reader.gitbook.spaces.getRevisionSemanticChanges(space.id, mergeRevision));
    expect(answer.changes).toEqual([
      { type: 'page_created', page: { id: guide, type: 'document', title: 'Guide', path: 'guide' } },
      { type: 'page_created', page: { id: setup, type: 'document', title: 'Setup', path: 'guide/setup' } },
      { type: 'page_created', page: { id: old, type: 'document', title: 'Old', path: 'old' } },
      { type: 'file_created', file: { id: notes.id, name: 'notes.txt', contentType: 'text/plain', downloadURL: expect.any(String) } },
    ]);
    expect(answer.mergedFrom).toMatchObject({ object: 'change-request', id: first.id });
    expect(answer.more).toBeUndefined();

    // `limit` is how many changes are answered (not a list envelope: no `items`, no `next`).
    const limited = await expectOk('getRevisionSemanticChanges', 200, org.gitbook.spaces.getRevisionSemanticChanges(space.id, mergeRevision, { limit: 1 }));
    expect(limited).toMatchObject({ changes: [{ type: 'page_created', page: { id: guide } }], more: 3 });
    expect(Object.keys(limited).sort()).toEqual(['changes', 'mergedFrom', 'more']);
  });

  it('answers 404 for a revision of another space or organization and for a guest, 400 for a bad limit', async () => {
    const org = await newOrg();
    const { space, mergeRevision } = await mergedSpace(org);
    const elsewhere = await createSpace(org, 'Elsewhere');
    await expectFailure(org.gitbook.spaces.getRevisionSemanticChanges(elsewhere.id, mergeRevision), 404);
    const stranger = await newOrg();
    await expectFailure(stranger.gitbook.spaces.getRevisionSemanticChanges(space.id, mergeRevision), 404);
    const guest = await addMember(stack, org, null);
    await expectFailure(guest.gitbook.spaces.getRevisionSemanticChanges(space.id, mergeRevision), 404);
    const bad = await sendRaw(stack, 'GET', `/spaces/${space.id}/revisions/${mergeRevision}/changes?limit=many`, { token: org.token });
    expect(bad.status).toBe(400);
    expectContractError(400, bad.body);
  });
});

describe('getChangeRequestChanges', () => {
  it('answers pages renamed and edited block by block, moved and deleted, files created and deleted; once merged, the revision answers the same', async () => {
    const org = await newOrg();
    const { space, guide, setup, old, notes } = await mergedSpace(org);
    const edits = await expectOk('createChangeRequest', 201, org.gitbook.spaces.createChangeRequest(space.id, { subject: 'Edits' }));
    const content = contentPath(space.id, edits.id);
    await write(org, 'PATCH', `${content}/page/${guide}`, { title: 'User guide', content: { markdown: '# Guide\n\nInstall it.\n\n- step one\n- step 2\n\nAsk for help.\n' } });
    await write(org, 'PATCH', `${content}/page/${setup}`, { parent: null });
    await write(org, 'DELETE', `${content}/page/${old}`);
    await write(org, 'DELETE', `${content}/files/${notes.id}`);
    const added = await upload(org, space.id, edits.id, 'added.txt', 'new');

    const answer = await expectOk('getChangeRequestChanges', 200, org.gitbook.spaces.getChangeRequestChanges(space.id, edits.id, { limit: 50 }));
    expect(answer.changes.map((change: Json) => change.type)).toEqual(['page_edited', 'page_moved', 'page_deleted', 'file_created', 'file_deleted']);
    const [edited, moved, deleted, created, removed] = answer.changes as Json[];
    expect(edited).toMatchObject({
      page: { id: guide, type: 'document', title: 'User guide' },
      attributes: { title: { before: 'Guide', after: 'User guide' }, document: { before: expect.any(String), after: expect.any(String) } },
    });
    // A tree diff of the two documents: the one list item whose paragraph changed.
    expect(edited.blocks).toEqual([
      {
        change: 'edited',
        type: 'paragraph',
        before: { path: [2, 1, 0], block: expect.objectContaining({ object: 'block', type: 'paragraph' }) },
        after: { path: [2, 1, 0], block: expect.objectContaining({ object: 'block', type: 'paragraph' }) },
      },
    ]);
    expect(JSON.stringify(edited.blocks[0].after.block)).toContain('step 2');
    expect(moved).toEqual({ type: 'page_moved', page: { id: setup, type: 'document', title: 'Setup', path: 'setup' }, parent: { before: expect.objectContaining({ id: guide }) } });
    expect(deleted).toEqual({ type: 'page_deleted', page: { id: old, type: 'document', title: 'Old', path: 'old' } });
    expect(created.file).toMatchObject({ id: added.id, name: 'added.txt' });
    expect(removed.file).toMatchObject({ id: notes.id, name: 'notes.txt' });

    // Default limit 10; `limit: 2` keeps the first two and counts the rest.
    const two = await expectOk('getChangeRequestChanges', 200, org.gitbook.spaces.getChangeRequestChanges(space.id, edits.id, { limit: 2 }));
    expect(two.changes).toHaveLength(2);
    expect(two.more).toBe(3);

    // Merged into an unmoved main: the merge revision changed what the change request showed.
    const merged = await expectOk('mergeChangeRequest', 200, org.gitbook.spaces.mergeChangeRequest(space.id, edits.id));
    const revision = await expectOk('getRevisionSemanticChanges', 200, org.gitbook.spaces.getRevisionSemanticChanges(space.id, merged.revision, { limit: 50 }));
    const withoutUrls = (changes: unknown) => JSON.parse(JSON.stringify(changes).replace(/"downloadURL":"[^"]*"/g, '"downloadURL":""'));
    expect(withoutUrls(revision.changes)).toEqual(withoutUrls(answer.changes));
    expect(revision.mergedFrom).toMatchObject({ id: edits.id, status: 'merged' });
  });

  it('answers 404 with the error body for an unknown change request or another organization, and reads by number', async () => {
    const org = await newOrg();
    const { space, first } = await mergedSpace(org);
    await expectFailure(org.gitbook.spaces.getChangeRequestChanges(space.id, '999'), 404);
    await expectFailure((await newOrg()).gitbook.spaces.getChangeRequestChanges(space.id, first.id), 404);
    const byNumber = await expectOk('getChangeRequestChanges', 200, org.gitbook.spaces.getChangeRequestChanges(space.id, String(first.number)));
    expect(byNumber.changes).toHaveLength(4);
    expectContract('getChangeRequestChanges', 200, byNumber);
  });
});
