import { contentV1 } from '@quire/proto';
import type { Principal } from '@quire/shared';
import { createSpace, errorOf, newOrganization, outboxTypes, Status, useTestEnvironment } from '../../test/helpers';
import { MAX_BATCH_MARKDOWN_BYTES, MAX_BATCH_PAGES } from './schemas';

// PageService.CreatePages: many pages in one revision of a change request, with the events of
// the single writes, all or nothing, within its limits.

const { PageType } = contentV1;
const env = useTestEnvironment();

type Page = Partial<contentV1.PageToCreate> & { key: string };
const page = (fields: Page): contentV1.PageToCreate => ({ type: PageType.PAGE_TYPE_UNSPECIFIED, title: fields.key, content: undefined, target: undefined, ...fields });

async function changeRequestOf() {
  const org = newOrganization(env);
  const space = await createSpace(env, org, 'Docs');
  const { changeRequest } = await env.as(org.admin).createChangeRequest({ spaceId: space.id, subject: 'Batch' });
  return { org, spaceId: space.id, changeRequestId: changeRequest!.id };
}

const createPages = (principal: Principal, target: { spaceId: string; changeRequestId: string }, pages: contentV1.PageToCreate[]) =>
  env.as(principal).createPages({ spaceId: target.spaceId, changeRequestId: target.changeRequestId, pages });

const revisionOf = async (target: { changeRequestId: string }) => (await env.db.changeRequest.findUniqueOrThrow({ where: { id: target.changeRequestId } })).revisionId;

describe('CreatePages', () => {
  it('writes the batch as one revision with one page.created event naming every page', async () => {
    const target = await changeRequestOf();
    const before = await revisionOf(target);
    const { pages } = await createPages(target.org.admin, target, [
      page({ key: 'a', content: { markdown: '# A\n', document: undefined } }),
      page({ key: 'b', parentKey: 'a' }),
      page({ key: 'c', parentKey: 'b', content: { markdown: 'C body\n', document: undefined } }),
    ]);
    expect(pages.map((written) => [written.key, written.path, written.parent ?? null])).toEqual([
      ['a', 'a', null],
      ['b', 'a/b', pages[0].id],
      ['c', 'a/b/c', pages[1].id],
    ]);
    const after = await revisionOf(target);
    expect(after).not.toBe(before);
    const revision = await env.db.revision.findUniqueOrThrow({ where: { id: after } });
    expect(revision.parentId ?? revision.parents[0]).toBe(before);
    expect(await outboxTypes(env, after)).toEqual(['quire.content.revision.created', 'quire.content.page.created']);
    const event = await env.db.outboxEvent.findFirstOrThrow({ where: { aggregateId: after, type: 'quire.content.page.created' } });
    expect((event.data as { ids: string[] }).ids.sort()).toEqual(pages.map((written) => written.id).sort());
  });

  it('refuses over the limits, an invalid page anywhere, and a reader, writing nothing', async () => {
    const target = await changeRequestOf();
    const before = await revisionOf(target);
    const many = Array.from({ length: MAX_BATCH_PAGES + 1 }, (_, index) => page({ key: `p${index}` }));
    expect((await errorOf(createPages(target.org.admin, target, many))).code).toBe(Status.INVALID_ARGUMENT);
    const mib = 'x'.repeat(1024 * 1024 - 16);
    const heavy = Array.from({ length: MAX_BATCH_MARKDOWN_BYTES / (1024 * 1024) + 1 }, (_, index) => page({ key: `h${index}`, content: { markdown: mib, document: undefined } }));
    const tooHeavy = await errorOf(createPages(target.org.admin, target, heavy));
    expect([tooHeavy.code, tooHeavy.details]).toEqual([Status.INVALID_ARGUMENT, expect.stringMatching(/^pages: at most 8 MiB of markdown/)]);
    const invalid = await errorOf(createPages(target.org.admin, target, [page({ key: 'a' }), page({ key: 'g', type: PageType.PAGE_TYPE_GROUP, parentKey: 'a' })]));
    expect([invalid.code, invalid.details]).toEqual([Status.INVALID_ARGUMENT, expect.stringMatching(/^pages\.1\.parent: a group can only be at the top level/)]);
    expect((await errorOf(createPages(target.org.member('read'), target, [page({ key: 'a' })]))).code).toBe(Status.PERMISSION_DENIED);
    const stranger = newOrganization(env);
    expect((await errorOf(createPages(stranger.admin, target, [page({ key: 'a' })]))).code).toBe(Status.NOT_FOUND);
    expect(await revisionOf(target)).toBe(before);
  });
});
