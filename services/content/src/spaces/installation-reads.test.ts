import { contentV1 } from '@quire/proto';
import { newId, type IntegrationScope, type Principal } from '@quire/shared';
import { createSpace, newOrganization, Status, statusOf, useTestEnvironment, type Org } from '../../test/helpers';

// An integration's installation token reads the spaces its installation is enabled on, within
// its scopes (spaces/load.ts, docs/integrations.md "The principal"), and nothing else.

const { PageType } = contentV1;

const env = useTestEnvironment();

type Json = Record<string, any>;

const pageBase = { type: PageType.PAGE_TYPE_UNSPECIFIED, position: undefined, content: undefined, target: undefined };

function installationOf(org: Org, spaceIds: string[], scopes: IntegrationScope[] = ['space:content:read']): Principal {
  const installationId = newId();
  return {
    userId: `installation:${installationId}`,
    tokenId: newId(),
    memberships: [],
    teamIds: [],
    kind: 'installation',
    installation: { installationId, integration: 'reader', organizationId: org.id, scopes, spaceIds },
  };
}

/** A space with a merged page and file (main content), and an open change request with a page of its own. */
async function spaceWithContent(org: Org) {
  const space = await createSpace(env, org, 'Docs');
  const admin = env.as(org.admin);
  const { changeRequest: merged } = await admin.createChangeRequest({ spaceId: space.id, subject: 'First' });
  const page = (await admin.createPage({ spaceId: space.id, changeRequestId: merged!.id, ...pageBase, title: 'Intro', content: { markdown: 'Hello', document: undefined } })).page as Json;
  const { file } = await admin.uploadFile({ spaceId: space.id, changeRequestId: merged!.id, name: 'a.txt', contentType: 'text/plain', data: Buffer.from('a') });
  await admin.mergeChangeRequest({ spaceId: space.id, changeRequestId: merged!.id });
  const { changeRequest: open } = await admin.createChangeRequest({ spaceId: space.id, subject: 'Draft' });
  await admin.createPage({ spaceId: space.id, changeRequestId: open!.id, ...pageBase, title: 'Unmerged' });
  const { revisionId: main } = await env.db.space.findUniqueOrThrow({ where: { id: space.id } });
  const { revisionId: draft } = await env.db.changeRequest.findUniqueOrThrow({ where: { id: open!.id } });
  return { space, page, file: file!, main, draft, changeRequest: open! };
}

describe('installation tokens', () => {
  it("read an enabled space of their organization with space:content:read: the space, its main content's pages, files and revisions", async () => {
    const org = newOrganization(env);
    const { space, page, file, main } = await spaceWithContent(org);
    const reader = env.as(installationOf(org, [space.id]));
    const { space: read } = await reader.getSpace({ spaceId: space.id });
    expect(read).toMatchObject({ id: space.id, title: 'Docs' });
    expect((read as Json).permissions).toMatchObject({ view: true, edit: false, admin: false });
    expect((await reader.listPages({ spaceId: space.id })).pages.map((p) => (p as Json).title)).toEqual(['Intro']);
    expect((await reader.getPage({ spaceId: space.id, pageId: page.id, format: 0 })).page).toMatchObject({ id: page.id, title: 'Intro' });
    expect((await reader.getPageByPath({ spaceId: space.id, pagePath: 'intro', format: 0 })).page).toMatchObject({ id: page.id });
    expect((await reader.listFiles({ spaceId: space.id })).items.map((f) => f.id)).toEqual([file.id]);
    expect((await reader.getFile({ spaceId: space.id, fileId: file.id })).file).toMatchObject({ id: file.id });
    expect((await reader.getRevision({ spaceId: space.id, revisionId: main })).revision).toMatchObject({ id: main });
    expect((await reader.getCurrentRevision({ spaceId: space.id })).revision).toMatchObject({ id: main });
    expect((await reader.listPages({ spaceId: space.id, revisionId: main })).pages).toHaveLength(1);
  });

  it("do not read a change request's content, its revisions or its comments, and write nothing", async () => {
    const org = newOrganization(env);
    const { space, page, draft, changeRequest } = await spaceWithContent(org);
    const reader = env.as(installationOf(org, [space.id], ['space:content:read', 'space:content:write', 'space:metadata:write']));
    const at = { spaceId: space.id, changeRequestId: changeRequest.id };
    expect(await statusOf(reader.listPages(at))).toBe(Status.NOT_FOUND);
    expect(await statusOf(reader.getChangeRequest(at))).toBe(Status.NOT_FOUND);
    expect(await statusOf(reader.listChangeRequests({ spaceId: space.id }))).toBe(Status.NOT_FOUND);
    expect(await statusOf(reader.getRevision({ spaceId: space.id, revisionId: draft }))).toBe(Status.NOT_FOUND);
    expect(await statusOf(reader.listPages({ spaceId: space.id, revisionId: draft }))).toBe(Status.NOT_FOUND);
    expect(await statusOf(reader.getChangeRequestRevision(at))).toBe(Status.NOT_FOUND);
    expect(await statusOf(reader.listComments({ spaceId: space.id }))).toBe(Status.NOT_FOUND);
    // Writes: NOT_FOUND, as for anyone who cannot see the space for writing; nothing changes.
    expect(await statusOf(reader.createChangeRequest({ spaceId: space.id, subject: 'By an integration' }))).toBe(Status.NOT_FOUND);
    expect(await statusOf(reader.updatePage({ ...at, pageId: page.id, title: 'Changed', emoji: undefined, icon: undefined, description: undefined, parent: undefined, position: undefined, content: undefined, target: undefined }))).toBe(Status.NOT_FOUND);
    expect(await statusOf(reader.updateSpace({ spaceId: space.id, title: 'Renamed', editMode: 0, defaultLevel: 0, language: 0, mergeRules: undefined, emoji: undefined, icon: undefined }))).toBe(Status.NOT_FOUND);
    // Deleting is idempotent (a space the caller cannot see "did not exist"): it answers, and trashes nothing.
    await reader.deleteSpace({ spaceId: space.id });
    expect(await env.db.changeRequest.count({ where: { spaceId: space.id } })).toBe(2);
    expect(await env.db.space.findUniqueOrThrow({ where: { id: space.id } })).toMatchObject({ title: 'Docs', deletedAt: null });
  });

  it('read nothing without the scope; space:metadata:read alone reads the space object only', async () => {
    const org = newOrganization(env);
    const { space, page } = await spaceWithContent(org);
    const none = env.as(installationOf(org, [space.id], ['conversations:ingest', 'space:content:write']));
    expect(await statusOf(none.getSpace({ spaceId: space.id }))).toBe(Status.NOT_FOUND);
    expect(await statusOf(none.listPages({ spaceId: space.id }))).toBe(Status.NOT_FOUND);
    const metadata = env.as(installationOf(org, [space.id], ['space:metadata:read']));
    expect((await metadata.getSpace({ spaceId: space.id })).space).toMatchObject({ id: space.id });
    expect(await statusOf(metadata.listPages({ spaceId: space.id }))).toBe(Status.NOT_FOUND);
    expect(await statusOf(metadata.getPage({ spaceId: space.id, pageId: page.id, format: 0 }))).toBe(Status.NOT_FOUND);
    expect(await statusOf(metadata.getCurrentRevision({ spaceId: space.id }))).toBe(Status.NOT_FOUND);
  });

  it('read neither a space their installation is not enabled on nor one of another organization, nor a trashed one', async () => {
    const org = newOrganization(env);
    const { space } = await spaceWithContent(org);
    const other = await createSpace(env, org, 'Other');
    const elsewhere = newOrganization(env);
    const foreign = await createSpace(env, elsewhere, 'Foreign');
    const reader = env.as(installationOf(org, [space.id]));
    expect(await statusOf(reader.getSpace({ spaceId: other.id }))).toBe(Status.NOT_FOUND);
    expect(await statusOf(reader.listPages({ spaceId: other.id }))).toBe(Status.NOT_FOUND);
    // The other organization's space, even named in the grant: the grant's organization decides.
    const stretched = env.as(installationOf(org, [space.id, foreign.id]));
    expect(await statusOf(stretched.getSpace({ spaceId: foreign.id }))).toBe(Status.NOT_FOUND);
    expect(await statusOf(stretched.listPages({ spaceId: foreign.id }))).toBe(Status.NOT_FOUND);
    // A grant encoded before it carried spaces reads none.
    const legacy = installationOf(org, []);
    delete legacy.installation!.spaceIds;
    expect(await statusOf(env.as(legacy).getSpace({ spaceId: space.id }))).toBe(Status.NOT_FOUND);
    await env.as(org.admin).deleteSpace({ spaceId: space.id });
    expect(await statusOf(reader.getSpace({ spaceId: space.id }))).toBe(Status.NOT_FOUND);
  });
});
