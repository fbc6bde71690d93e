import { contentV1 } from '@quire/proto';
import { createSpace, newOrganization, PUBLIC_URL, Status, statusOf, useTestEnvironment, type Org } from '../../test/helpers';

// SemanticChangeService over gRPC: a revision against its parent, a change request against its
// base, and the two agreeing once the change request is merged.

const { PageType } = contentV1;

const env = useTestEnvironment();

const noPage = { type: PageType.PAGE_TYPE_UNSPECIFIED, position: undefined, target: undefined };
const noUpdate = {
  title: undefined,
  emoji: undefined,
  icon: undefined,
  description: undefined,
  hidden: undefined,
  parent: undefined,
  position: undefined,
  content: undefined,
  target: undefined,
  slug: undefined,
};

/** A space whose main content was merged from a first change request: Intro (with Child), Other, a.txt. */
async function mergedSpace(org: Org = newOrganization(env)) {
  const space = await createSpace(env, org, 'Docs');
  const client = env.as(org.admin);
  const { changeRequest } = await client.createChangeRequest({ spaceId: space.id, subject: 'Content' });
  const target = { spaceId: space.id, changeRequestId: changeRequest!.id };
  const markdown = (text: string) => ({ markdown: text, document: undefined });
  const { page: intro } = await client.createPage({ ...target, ...noPage, title: 'Intro', content: markdown('# Intro\n\nHello.\n\n- a\n- b\n') });
  const { page: child } = await client.createPage({ ...target, ...noPage, title: 'Child', parent: intro!.id as string, content: markdown('Child body.\n') });
  const { page: other } = await client.createPage({ ...target, ...noPage, title: 'Other', content: markdown('Other body.\n') });
  const { file } = await client.uploadFile({ ...target, name: 'a.txt', contentType: 'text/plain', data: Buffer.from('a') });
  const merged = await client.mergeChangeRequest(target);
  return { org, space, client, first: changeRequest!, mergeRevision: merged.revision, intro: intro!.id as string, child: child!.id as string, other: other!.id as string, file: file! };
}

describe('GetRevisionSemanticChanges', () => {
  it('answers what a merge revision changed against its parent, with the change request merged', async () => {
    const { org, space, first, mergeRevision, intro, child, other, file } = await mergedSpace();
    const { changes } = await env.as(org.member('read')).getRevisionSemanticChanges({ spaceId: space.id, revisionId: mergeRevision, limit: undefined });
    expect(changes!.changes).toEqual([
      { type: 'page_created', page: { id: intro, type: 'document', title: 'Intro', path: 'intro' } },
      { type: 'page_created', page: { id: child, type: 'document', title: 'Child', path: 'intro/child' } },
      { type: 'page_created', page: { id: other, type: 'document', title: 'Other', path: 'other' } },
      { type: 'file_created', file: { id: file.id, name: 'a.txt', contentType: 'text/plain', downloadURL: expect.stringMatching(new RegExp(`^${PUBLIC_URL}/v1/downloads/`)) } },
    ]);
    expect(changes!.more).toBeUndefined();
    expect(changes!.mergedFrom).toMatchObject({ object: 'change-request', id: first.id });
  });

  it('keeps `limit` changes and counts the others in `more`; 10 by default, no bounds', async () => {
    const { org, space, mergeRevision } = await mergedSpace();
    const client = env.as(org.admin);
    const two = (await client.getRevisionSemanticChanges({ spaceId: space.id, revisionId: mergeRevision, limit: 2 })).changes!;
    expect(two.changes.map((change) => change.type)).toEqual(['page_created', 'page_created']);
    expect(two.more).toBe(2);
    const none = (await client.getRevisionSemanticChanges({ spaceId: space.id, revisionId: mergeRevision, limit: 0 })).changes!;
    expect(none).toMatchObject({ changes: [], more: 4 });
    const many = (await client.getRevisionSemanticChanges({ spaceId: space.id, revisionId: mergeRevision, limit: 1e9 })).changes!;
    expect(many.changes).toHaveLength(4);
    expect(many.more).toBeUndefined();
  });

  it('answers NOT_FOUND for a revision of another space or organization, INVALID_ARGUMENT for bad input', async () => {
    const { org, space, mergeRevision } = await mergedSpace();
    const elsewhere = await createSpace(env, org, 'Elsewhere');
    expect(await statusOf(env.as(org.admin).getRevisionSemanticChanges({ spaceId: elsewhere.id, revisionId: mergeRevision, limit: undefined }))).toBe(Status.NOT_FOUND);
    expect(await statusOf(env.as(newOrganization(env).admin).getRevisionSemanticChanges({ spaceId: space.id, revisionId: mergeRevision, limit: undefined }))).toBe(Status.NOT_FOUND);
    expect(await statusOf(env.as(org.guest()).getRevisionSemanticChanges({ spaceId: space.id, revisionId: mergeRevision, limit: undefined }))).toBe(Status.NOT_FOUND);
    expect(await statusOf(env.as(org.admin).getRevisionSemanticChanges({ spaceId: space.id, revisionId: 'no such id!', limit: undefined }))).toBe(Status.INVALID_ARGUMENT);
    expect(await statusOf(env.as(org.admin).getRevisionSemanticChanges({ spaceId: space.id, revisionId: mergeRevision, limit: Number.NaN }))).toBe(Status.INVALID_ARGUMENT);
  });
});

describe('GetChangeRequestChanges', () => {
  it('answers pages moved, renamed, edited block by block and deleted, files created and deleted (by name); the merge revision then says the same', async () => {
    const { org, space, client, intro, child, other, file } = await mergedSpace();
    const { changeRequest } = await client.createChangeRequest({ spaceId: space.id, subject: 'Edits' });
    const target = { spaceId: space.id, changeRequestId: changeRequest!.id };
    await client.updatePage({ ...target, ...noUpdate, pageId: intro, title: 'Introduction', content: { markdown: '# Intro\n\nHello.\n\n- a\n- B\n', document: undefined } });
    await client.updatePage({ ...target, ...noUpdate, pageId: child, parent: null });
    await client.deletePage({ ...target, pageId: other });
    await client.uploadFile({ ...target, name: 'b.txt', contentType: 'text/plain', data: Buffer.from('b') });
    await client.deleteFile({ ...target, fileId: file.id });

    const { changes } = await env.as(org.member('read')).getChangeRequestChanges({ ...target, limit: 20 });
    const types = changes!.changes.map((change) => `${change.type} ${(change.page ?? change.file)?.title ?? (change.file as { name: string }).name}`);
    expect(types).toEqual(['page_edited Introduction', 'page_moved Child', 'page_deleted Other', 'file_deleted a.txt', 'file_created b.txt']);
    const [edited, moved] = changes!.changes;
    expect(edited).toMatchObject({
      page: { id: intro, type: 'document', path: expect.any(String) },
      attributes: { title: { before: 'Intro', after: 'Introduction' }, document: { before: expect.stringMatching(/^[0-9a-f]{64}$/), after: expect.stringMatching(/^[0-9a-f]{64}$/) } },
    });
    // The tree diff: one list item's paragraph edited, nothing else.
    expect(edited.blocks).toEqual([
      expect.objectContaining({ change: 'edited', type: 'paragraph', before: expect.objectContaining({ path: [2, 1, 0] }), after: expect.objectContaining({ path: [2, 1, 0] }) }),
    ]);
    expect(moved).toEqual({ type: 'page_moved', page: { id: child, type: 'document', title: 'Child', path: 'child' }, parent: { before: expect.objectContaining({ id: intro, title: 'Intro' }) } });
    expect(changes!.mergedFrom).toBeUndefined();

    // Merged into an unmoved main, the merge revision's changes are the change request's.
    const merged = await client.mergeChangeRequest(target);
    const afterMerge = (await client.getRevisionSemanticChanges({ spaceId: space.id, revisionId: merged.revision, limit: 20 })).changes!;
    const withoutUrls = (list: typeof afterMerge.changes) => JSON.parse(JSON.stringify(list).replace(/"downloadURL":"[^"]*"/g, '"downloadURL":""'));
    expect(withoutUrls(afterMerge.changes)).toEqual(withoutUrls(changes!.changes));
    expect(afterMerge.mergedFrom).toMatchObject({ id: changeRequest!.id });
  });

  it('answers NOT_FOUND for an unknown change request or another organization, by id or number', async () => {
    const { org, space, first } = await mergedSpace();
    expect(await statusOf(env.as(org.admin).getChangeRequestChanges({ spaceId: space.id, changeRequestId: '999', limit: undefined }))).toBe(Status.NOT_FOUND);
    expect(await statusOf(env.as(newOrganization(env).admin).getChangeRequestChanges({ spaceId: space.id, changeRequestId: first.id, limit: undefined }))).toBe(Status.NOT_FOUND);
    const byNumber = await env.as(org.admin).getChangeRequestChanges({ spaceId: space.id, changeRequestId: String(first.number), limit: 1 });
    expect(byNumber.changes).toMatchObject({ changes: [{ type: 'page_created' }], more: 3 });
  });
});
