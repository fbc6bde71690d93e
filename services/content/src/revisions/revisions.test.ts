import { contentV1 } from '@quire/proto';
import { newId } from '@quire/shared';
import { APP_URL, createSpace, newOrganization, PUBLIC_URL, Status, statusOf, useTestEnvironment, type Org } from '../../test/helpers';

// RevisionService over gRPC: any revision, the space's current one and a change request's.

const { PageType, RevisionType } = contentV1;

const env = useTestEnvironment();

async function spaceWithContent(org: Org = newOrganization(env)) {
  const space = await createSpace(env, org, 'Docs');
  const { changeRequest } = await env.as(org.admin).createChangeRequest({ spaceId: space.id, subject: 'Content' });
  const target = { spaceId: space.id, changeRequestId: changeRequest!.id };
  const base = { type: PageType.PAGE_TYPE_UNSPECIFIED, position: undefined, content: undefined, target: undefined };
  const { page: intro } = await env.as(org.admin).createPage({ ...target, ...base, title: 'Intro', content: { markdown: 'Hello', document: undefined } });
  await env.as(org.admin).createPage({ ...target, ...base, title: 'Child', parent: intro!.id as string, content: { markdown: 'Child body', document: undefined } });
  const { file } = await env.as(org.admin).uploadFile({ ...target, name: 'a.txt', contentType: 'text/plain', data: Buffer.from('a') });
  return { org, space, changeRequest: changeRequest!, intro: intro!, file: file! };
}

describe('GetRevision', () => {
  it('answers NOT_FOUND for a revision of another space', async () => {
    const org = newOrganization(env);
    const a = await createSpace(env, org, 'A');
    const b = await createSpace(env, org, 'B');
    expect(await statusOf(env.as(org.admin).getRevision({ spaceId: a.id, revisionId: b.revision }))).toBe(Status.NOT_FOUND);
  });
});

describe('GetChangeRequestRevision', () => {
  it('presents the change request revision with its page tree, bodies and signed file URLs', async () => {
    const { org, space, changeRequest, intro, file } = await spaceWithContent();
    const { revision } = await env.as(org.member('read')).getChangeRequestRevision({ spaceId: space.id, changeRequestId: changeRequest.id });
    const stored = await env.db.changeRequest.findUniqueOrThrow({ where: { id: changeRequest.id }, select: { revisionId: true } });
    expect(revision).toEqual({
      object: 'revision',
      id: stored.revisionId,
      parents: [expect.any(String)],
      pages: [
        expect.objectContaining({
          id: intro.id,
          markdown: 'Hello',
          urls: { app: `${APP_URL}/s/${space.id}/~/changes/${changeRequest.number}/intro` },
          pages: [expect.objectContaining({ title: 'Child', path: 'intro/child', markdown: 'Child body' })],
        }),
      ],
      files: [{ ...file, downloadUrl: expect.stringMatching(new RegExp(`^${PUBLIC_URL}/v1/downloads/`)) }],
      reusableContents: [],
      variables: {},
      createdAt: expect.any(Date),
      urls: { app: `${APP_URL}/s/${space.id}/~/revisions/${stored.revisionId}` },
      type: RevisionType.REVISION_TYPE_EDITS,
      mergedFrom: undefined,
      git: undefined,
    });
    expect(await statusOf(env.as(newOrganization(env).admin).getChangeRequestRevision({ spaceId: space.id, changeRequestId: changeRequest.id }))).toBe(Status.NOT_FOUND);
    expect(await statusOf(env.as(org.admin).getChangeRequestRevision({ spaceId: space.id, changeRequestId: '999' }))).toBe(Status.NOT_FOUND);
  });
});

describe('GetCurrentRevision', () => {
  it('presents the space revision: merge revisions with the change request, Git metadata unless metadata is false', async () => {
    const { org, space, changeRequest } = await spaceWithContent();
    const empty = (await env.as(org.admin).getCurrentRevision({ spaceId: space.id })).revision!;
    expect(empty).toMatchObject({ id: space.revision, pages: [], files: [], type: RevisionType.REVISION_TYPE_EDITS, mergedFrom: undefined });

    // A merge revision as MergeChangeRequest writes it: the change request's content, two parents, Git metadata.
    const source = await env.db.revision.findUniqueOrThrow({ where: { id: (await env.db.changeRequest.findUniqueOrThrow({ where: { id: changeRequest.id } })).revisionId } });
    const mergeId = newId();
    await env.db.revision.create({
      data: {
        id: mergeId,
        spaceId: space.id,
        type: 'merge',
        parentId: space.revision,
        parents: [space.revision, source.id],
        changeRequestId: changeRequest.id,
        pageChunks: source.pageChunks as object,
        fileChunks: source.fileChunks as object,
        pageCount: source.pageCount,
        fileCount: source.fileCount,
        git: { oid: 'abc123', message: 'Merge', createdByGitBook: false, ref: 'refs/heads/main' },
      },
    });
    await env.db.space.update({ where: { id: space.id }, data: { revisionId: mergeId } });

    const merged = (await env.as(org.member('read')).getCurrentRevision({ spaceId: space.id })).revision!;
    expect(merged).toMatchObject({
      id: mergeId,
      parents: [space.revision, source.id],
      type: RevisionType.REVISION_TYPE_MERGE,
      mergedFrom: expect.objectContaining({ object: 'change-request', id: changeRequest.id, number: changeRequest.number }),
      git: { oid: 'abc123', message: 'Merge', createdByGitBook: false, ref: 'refs/heads/main' },
      pages: [expect.objectContaining({ title: 'Intro', urls: { app: `${APP_URL}/s/${space.id}/intro` } })],
    });
    expect(merged.files).toHaveLength(1);
    const withoutMetadata = (await env.as(org.admin).getCurrentRevision({ spaceId: space.id, metadata: false })).revision!;
    expect(withoutMetadata.git).toBeUndefined();
    expect(await statusOf(env.as(org.guest()).getCurrentRevision({ spaceId: space.id }))).toBe(Status.NOT_FOUND);
  });
});
