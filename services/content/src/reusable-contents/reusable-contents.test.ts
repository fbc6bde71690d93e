import { createSpace, newOrganization, outboxTypes, Status, statusOf, useTestEnvironment, type Org } from '../../test/helpers';
import { reusableContentsOf } from '../revision-store/store';

// ReusableContentService over gRPC: writes in a change request (changeRequestEditor), the
// reads of main, change request and revision, and the revisions that carry them.

const env = useTestEnvironment();

type Json = Record<string, any>;

async function spaceWithChangeRequest(org: Org = newOrganization(env)) {
  const space = await createSpace(env, org, 'Docs');
  const { changeRequest } = await env.as(org.admin).createChangeRequest({ spaceId: space.id, subject: 'Edits' });
  return { org, space, changeRequest: changeRequest! };
}

const markdown = (text: string) => ({ markdown: text, document: undefined });

const revisionOf = async (changeRequestId: string) =>
  (await env.db.changeRequest.findUniqueOrThrow({ where: { id: changeRequestId }, select: { revisionId: true } })).revisionId;

describe('ReusableContentService', () => {
  it('creates, updates and deletes in a change request, each write a new revision that keeps its pages', async () => {
    const { org, space, changeRequest } = await spaceWithChangeRequest();
    const client = env.as(org.admin);
    const page = await client.createPage({ spaceId: space.id, changeRequestId: changeRequest.id, type: 0, title: 'Guide', position: undefined, content: markdown('Hello.'), target: undefined });
    const first = await revisionOf(changeRequest.id);

    const { reusableContent: created } = await client.createReusableContent({ spaceId: space.id, changeRequestId: changeRequest.id, title: 'Notice', content: markdown('Shared **text**.') });
    const entry = created as Json;
    expect(entry).toEqual({ id: expect.any(String), title: 'Notice', document: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const second = await revisionOf(changeRequest.id);
    expect(second).not.toBe(first);
    const stored = await env.db.revision.findUniqueOrThrow({ where: { id: second }, select: { reusableContents: true, pageCount: true, parentId: true } });
    expect(stored).toMatchObject({ pageCount: 1, parentId: first });
    expect([...reusableContentsOf(stored).values()]).toEqual([expect.objectContaining({ id: entry.id, title: 'Notice', bodyHash: entry.document })]);
    expect(await env.db.pageBody.findUnique({ where: { hash: entry.document } })).toMatchObject({ markdown: 'Shared **text**.' });
    // The change request's revision event is written with it; no page event.
    expect(await outboxTypes(env, second)).toEqual(['quire.content.revision.created']);

    // The same title and body again writes nothing.
    await client.updateReusableContent({ spaceId: space.id, changeRequestId: changeRequest.id, reusableContentId: entry.id, title: 'Notice', content: markdown('Shared **text**.') });
    expect(await revisionOf(changeRequest.id)).toBe(second);
    const { reusableContent: renamed } = await client.updateReusableContent({ spaceId: space.id, changeRequestId: changeRequest.id, reusableContentId: entry.id, title: 'Banner', content: undefined });
    expect(renamed).toEqual({ ...entry, title: 'Banner' });
    const { reusableContent: emptied } = await client.updateReusableContent({ spaceId: space.id, changeRequestId: changeRequest.id, reusableContentId: entry.id, content: markdown('') });
    expect(emptied).toEqual({ id: entry.id, title: 'Banner' });

    // Every revision keeps what it had: the first one has none, the second the first body.
    expect(await statusOf(client.getReusableContent({ spaceId: space.id, revisionId: first, reusableContentId: entry.id }))).toBe(Status.NOT_FOUND);
    expect((await client.getReusableContent({ spaceId: space.id, revisionId: second, reusableContentId: entry.id })).reusableContent).toEqual(entry);
    const { document } = await client.getReusableContentDocument({ spaceId: space.id, revisionId: second, reusableContentId: entry.id });
    expect(JSON.stringify(document)).toContain('Shared ');
    expect((await client.getRevision({ spaceId: space.id, revisionId: second })).revision?.reusableContents).toEqual([entry]);

    await client.deleteReusableContent({ spaceId: space.id, changeRequestId: changeRequest.id, reusableContentId: entry.id });
    expect(await statusOf(client.getReusableContent({ spaceId: space.id, changeRequestId: changeRequest.id, reusableContentId: entry.id }))).toBe(Status.NOT_FOUND);
    const { pages } = await client.listPages({ spaceId: space.id, changeRequestId: changeRequest.id });
    expect((pages as Json[]).map((listed) => listed.id)).toEqual([(page.page as Json).id]);
  });

  it('refuses bad input, readers\' writes, another organization and a change request and revision at once', async () => {
    const { org, space, changeRequest } = await spaceWithChangeRequest();
    const before = await revisionOf(changeRequest.id);
    const write = (title: string, content?: { markdown?: string; document?: Json }) =>
      env.as(org.admin).createReusableContent({ spaceId: space.id, changeRequestId: changeRequest.id, title, content: content && { markdown: content.markdown, document: content.document } });
    expect(await statusOf(write(''))).toBe(Status.INVALID_ARGUMENT);
    expect(await statusOf(write('x'.repeat(101)))).toBe(Status.INVALID_ARGUMENT);
    expect(await statusOf(write('Both', { markdown: 'a', document: { object: 'document', nodes: [] } }))).toBe(Status.INVALID_ARGUMENT);
    expect(await statusOf(write('Bad', { document: { object: 'document', data: {}, nodes: [{ object: 'block', type: 'nope', nodes: [] }] } }))).toBe(Status.INVALID_ARGUMENT);
    expect(await statusOf(env.as(org.member('read')).createReusableContent({ spaceId: space.id, changeRequestId: changeRequest.id, title: 'Mine', content: undefined }))).toBe(Status.PERMISSION_DENIED);
    const other = newOrganization(env);
    expect(await statusOf(env.as(other.admin).createReusableContent({ spaceId: space.id, changeRequestId: changeRequest.id, title: 'Theirs', content: undefined }))).toBe(Status.NOT_FOUND);
    expect(await revisionOf(changeRequest.id)).toBe(before);
    expect(await statusOf(env.as(org.admin).getReusableContent({ spaceId: space.id, changeRequestId: changeRequest.id, revisionId: before, reusableContentId: 'x' }))).toBe(Status.INVALID_ARGUMENT);
    // A revision of another space is not found, even in the same organization.
    const otherSpace = await createSpace(env, org, 'Other');
    expect(await statusOf(env.as(org.admin).getReusableContent({ spaceId: otherSpace.id, revisionId: before, reusableContentId: 'x' }))).toBe(Status.NOT_FOUND);
  });

  it('merges into main, and merges a change request that is behind main', async () => {
    const { org, space, changeRequest } = await spaceWithChangeRequest();
    const client = env.as(org.admin);
    const { reusableContent } = await client.createReusableContent({ spaceId: space.id, changeRequestId: changeRequest.id, title: 'Notice', content: markdown('One.\n\nTwo.\n') });
    const id = (reusableContent as Json).id;
    const { changeRequest: behind } = await client.createChangeRequest({ spaceId: space.id, subject: 'Behind' });
    expect((await client.mergeChangeRequest({ spaceId: space.id, changeRequestId: changeRequest.id })).result).toBe('merge');
    expect((await client.getReusableContent({ spaceId: space.id, reusableContentId: id })).reusableContent).toEqual(reusableContent);

    // `behind` started before the reusable content existed: its own addition merges beside it.
    const { reusableContent: added } = await client.createReusableContent({ spaceId: space.id, changeRequestId: behind!.id, title: 'Other', content: undefined });
    expect((await client.mergeChangeRequest({ spaceId: space.id, changeRequestId: behind!.id })).result).toBe('merge');
    const { revision } = await client.getCurrentRevision({ spaceId: space.id });
    expect((revision?.reusableContents as Json[]).map((entry) => entry.id).sort()).toEqual([id, (added as Json).id].sort());
  });
});

describe('ContentReaderService.GetReusableContentDocuments', () => {
  it('answers the documents of the main revision\'s reusable contents, and nothing of a change request\'s or another organization\'s', async () => {
    const { org, space, changeRequest } = await spaceWithChangeRequest();
    const client = env.as(org.admin);
    const { reusableContent } = await client.createReusableContent({ spaceId: space.id, changeRequestId: changeRequest.id, title: 'Notice', content: markdown('Shared **text**.') });
    const id = (reusableContent as Json).id;
    const draft = await revisionOf(changeRequest.id);
    const ask = (organizationId: string, revisionId: string) => env.anonymous.getReusableContentDocuments({ organizationId, spaceId: space.id, revisionId, reusableContentIds: [id, 'unknown'] });
    expect(await statusOf(ask(org.id, draft))).toBe(Status.NOT_FOUND);
    const { revision } = await client.mergeChangeRequest({ spaceId: space.id, changeRequestId: changeRequest.id });
    const answer = await ask(org.id, revision);
    expect(answer.omittedReusableContentIds).toEqual([]);
    expect(answer.reusableContents).toEqual([{ id, title: 'Notice', markdown: 'Shared **text**.', document: expect.objectContaining({ object: 'document' }) }]);
    expect(JSON.stringify(answer.reusableContents[0].document)).toContain('"type":"bold"');
    expect(await statusOf(ask(newOrganization(env).id, revision))).toBe(Status.NOT_FOUND);
  });
});

describe('reusable contents and the other reads of a revision', () => {
  it('their document is readable by id (in a copy of the space too), and semantic changes list them', async () => {
    const { org, space, changeRequest } = await spaceWithChangeRequest();
    const client = env.as(org.admin);
    const { reusableContent } = await client.createReusableContent({ spaceId: space.id, changeRequestId: changeRequest.id, title: 'Notice', content: markdown('Shared **text**.') });
    const entry = reusableContent as Json;
    const { revision } = await client.mergeChangeRequest({ spaceId: space.id, changeRequestId: changeRequest.id });
    const { document } = await client.getReusableContentDocument({ spaceId: space.id, revisionId: revision, reusableContentId: entry.id });
    expect((await client.getDocument({ spaceId: space.id, documentId: entry.document })).document).toEqual(document);
    const { space: copy } = await client.duplicateSpace({ spaceId: space.id });
    expect((await client.getDocument({ spaceId: copy!.id, documentId: entry.document })).document).toEqual(document);
    expect(await statusOf(client.getDocument({ spaceId: (await createSpace(env, org, 'Other')).id, documentId: entry.document }))).toBe(Status.NOT_FOUND);

    const { changes } = await client.getRevisionSemanticChanges({ spaceId: space.id, revisionId: revision, limit: undefined });
    expect(changes!.changes).toEqual([{ type: 'reusable_content_created', reusableContent: entry }]);
  });
});
