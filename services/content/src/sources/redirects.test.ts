import { contentV1 } from '@quire/proto';
import { createSpace, errorOf, newOrganization, Status, useTestEnvironment } from '../../test/helpers';
import type { ContentContext } from '../context';
import { findPagesByPath } from '../page-lookup/handlers/find-pages-by-path';

// Redirects of a revision (Git Sync `.gitbook.yaml` `redirects`): written by WriteRevision,
// read by ReadRevision, carried by every other revision write, and the fallback of
// GetPageByPath and FindPagesByPath.

const env = useTestEnvironment();
const { WriteTarget, WriteMode, PageType } = contentV1;

const page = (key: string, input: Partial<contentV1.ImportedPage> = {}): contentV1.ImportedPage => ({
  key,
  parentKey: '',
  type: PageType.PAGE_TYPE_DOCUMENT,
  title: key.replace(/\.md$/, ''),
  description: '',
  slug: '',
  markdown: input.type === undefined ? `Text of ${key}.` : '',
  href: '',
  git: undefined,
  ...input,
});

const PAGES = [
  page('README.md', { title: 'Home' }),
  page('support', { title: 'Support', type: PageType.PAGE_TYPE_GROUP }),
  page('support/contact.md', { parentKey: 'support', title: 'Contact', slug: 'contact' }),
  page('status', { title: 'Status', type: PageType.PAGE_TYPE_LINK, href: 'https://status.example.com/' }),
];

async function importedSpace(redirects: contentV1.ImportedRedirect[]) {
  const org = newOrganization(env);
  const space = await createSpace(env, org, 'Imported');
  const written = await write(org.id, space.id, { pages: PAGES, redirects });
  return { org, space, written };
}

const write = (organizationId: string, spaceId: string, input: Partial<contentV1.WriteRevisionRequest>) =>
  env.anonymous.writeRevision({
    organizationId,
    spaceId,
    idempotencyKey: `job-${Math.random().toString(36).slice(2)}`,
    target: WriteTarget.WRITE_TARGET_MAIN,
    changeRequestId: '',
    mode: WriteMode.WRITE_MODE_REPLACE,
    parentPageId: '',
    pages: [],
    files: [],
    git: undefined,
    actingUserId: '',
    redirects: [],
    ...input,
  });

const readRedirects = async (organizationId: string, spaceId: string, revisionId = '') =>
  (await env.anonymous.readRevision({ organizationId, spaceId, revisionId })).redirects;

describe('WriteRevision and ReadRevision redirects', () => {
  it('stores each redirect as its normalized path and the page id, and reads them back by source', async () => {
    const { org, space, written } = await importedSpace([
      { source: 'help/contact', targetKey: 'support/contact.md' },
      { source: 'old/intro.md', targetKey: 'README.md' },
      { source: 'help/README.md', targetKey: 'support' },
    ]);
    const contactId = written.pageIds['support/contact.md'];
    expect(await readRedirects(org.id, space.id)).toEqual([
      { source: 'help', pageId: written.pageIds.support },
      { source: 'help/contact', pageId: contactId },
      { source: 'old/intro', pageId: written.pageIds['README.md'] },
    ]);
    // A re-import without redirects (REPLACE) removes them; APPEND adds to the set.
    await write(org.id, space.id, { pages: PAGES });
    expect(await readRedirects(org.id, space.id)).toEqual([]);
    await write(org.id, space.id, { pages: PAGES, redirects: [{ source: 'a', targetKey: 'README.md' }] });
    const appended = await write(org.id, space.id, { mode: WriteMode.WRITE_MODE_APPEND, pages: [page('new.md')], redirects: [{ source: 'b', targetKey: 'new.md' }] });
    expect(await readRedirects(org.id, space.id)).toEqual([
      { source: 'a', pageId: written.pageIds['README.md'] },
      { source: 'b', pageId: appended.pageIds['new.md'] },
    ]);
  });

  it('INVALID_ARGUMENT naming the entry for a bad source, an unknown or link target, a duplicate, or too many; nothing written', async () => {
    const { org, space, written } = await importedSpace([]);
    const cases: [contentV1.ImportedRedirect[], RegExp][] = [
      [[{ source: '/help', targetKey: 'README.md' }], /^redirects\.0\.source: .*leading or trailing slash/],
      [[{ source: 'help/../x', targetKey: 'README.md' }], /^redirects\.0\.source: .*segments/],
      [[{ source: 'x'.repeat(513), targetKey: 'README.md' }], /^redirects\.0\.source: must be 1\.\.512/],
      [[{ source: 'README.md', targetKey: 'README.md' }], /^redirects\.0\.source: must not be the root/],
      [[{ source: 'a?b', targetKey: 'README.md' }], /^redirects\.0\.source: /],
      [[{ source: 'ok', targetKey: 'README.md' }, { source: 'gone', targetKey: 'missing.md' }], /^redirects\.1\.targetKey: names no page/],
      [[{ source: 'status', targetKey: 'status' }], /^redirects\.0\.targetKey: names a link page/],
      [[{ source: 'a', targetKey: 'README.md' }, { source: 'a.md', targetKey: 'support/contact.md' }], /^redirects\.1\.source: another redirect/],
      [Array.from({ length: 1001 }, (_, i) => ({ source: `p${i}`, targetKey: 'README.md' })), /^redirects: /],
    ];
    for (const [redirects, message] of cases) {
      const error = await errorOf(write(org.id, space.id, { pages: PAGES, redirects }));
      expect(error).toMatchObject({ code: Status.INVALID_ARGUMENT, details: expect.stringMatching(message) });
    }
    const space_ = await env.db.space.findUniqueOrThrow({ where: { id: space.id } });
    expect(space_.revisionId).toBe(written.revisionId);
  });
});

describe('Redirects carried by other revision writes', () => {
  it('are kept by change request edits and merges, and dropped at read time once their page is gone', async () => {
    const { org, space, written } = await importedSpace([
      { source: 'help/contact', targetKey: 'support/contact.md' },
      { source: 'home', targetKey: 'README.md' },
    ]);
    const client = env.as(org.admin);
    const { changeRequest } = await client.createChangeRequest({ spaceId: space.id, subject: 'Edit' });
    await client.createPage({ spaceId: space.id, changeRequestId: changeRequest!.id, type: PageType.PAGE_TYPE_DOCUMENT, title: 'Later', content: { markdown: 'Later.' } });
    const crRevision = (await env.db.changeRequest.findUniqueOrThrow({ where: { id: changeRequest!.id } })).revisionId;
    expect(await readRedirects(org.id, space.id, crRevision)).toHaveLength(2);
    await client.deletePage({ spaceId: space.id, changeRequestId: changeRequest!.id, pageId: written.pageIds['support/contact.md'] });
    const merged = await client.mergeChangeRequest({ spaceId: space.id, changeRequestId: changeRequest!.id });
    expect(merged.result).toBe('merge');

    // The stored set is unchanged; the redirect to the deleted page no longer answers.
    const row = await env.db.revision.findUniqueOrThrow({ where: { id: merged.revision } });
    expect(row.redirects).toEqual({ 'help/contact': written.pageIds['support/contact.md'], home: written.pageIds['README.md'] });
    expect(await readRedirects(org.id, space.id)).toEqual([{ source: 'home', pageId: written.pageIds['README.md'] }]);
    expect((await errorOf(client.getPageByPath({ spaceId: space.id, pagePath: 'help/contact', format: 0 }))).code).toBe(Status.NOT_FOUND);
  });
});

describe('GetPageByPath', () => {
  it('answers the page at a path, else the page a redirect leads the normalized path to', async () => {
    const { org, space, written } = await importedSpace([
      { source: 'help/contact', targetKey: 'support/contact.md' },
      { source: 'support', targetKey: 'README.md' },
    ]);
    const client = env.as(org.admin);
    const at = async (pagePath: string) => ((await client.getPageByPath({ spaceId: space.id, pagePath, format: 0 })).page as { id: string; path: string });
    expect(await at('support/contact')).toMatchObject({ id: written.pageIds['support/contact.md'], path: 'support/contact' });
    for (const old of ['help/contact', '/help/contact/', 'help/contact.md', 'help/contact/README.md', 'help/contact/README']) {
      expect(await at(old)).toMatchObject({ id: written.pageIds['support/contact.md'] });
    }
    // A page at the path wins over a redirect with the same source.
    expect(await at('support')).toMatchObject({ id: written.pageIds.support });
    expect((await errorOf(client.getPageByPath({ spaceId: space.id, pagePath: 'help', format: 0 }))).code).toBe(Status.NOT_FOUND);
    // A link page has no path.
    expect((await errorOf(client.getPageByPath({ spaceId: space.id, pagePath: 'status', format: 0 }))).code).toBe(Status.NOT_FOUND);

    // In a change request, from its own revision.
    const { changeRequest } = await client.createChangeRequest({ spaceId: space.id, subject: 'Look' });
    const inChangeRequest = await client.getPageByPath({ spaceId: space.id, changeRequestId: changeRequest!.id, pagePath: 'help/contact', format: 0 });
    expect(inChangeRequest.page).toMatchObject({ id: written.pageIds['support/contact.md'] });

    // Access as any page read: another organization's caller gets NOT_FOUND.
    const stranger = newOrganization(env);
    expect((await errorOf(env.as(stranger.admin).getPageByPath({ spaceId: space.id, pagePath: 'help/contact', format: 0 }))).code).toBe(Status.NOT_FOUND);
  });

  it('FindPagesByPath (insights) follows redirects too', async () => {
    const { org, space, written } = await importedSpace([{ source: 'help/contact', targetKey: 'support/contact.md' }]);
    const { pages } = await findPagesByPath({ db: env.db } as unknown as ContentContext, {
      organizationId: org.id,
      lookups: [
        { spaceId: space.id, path: '/help/contact' },
        { spaceId: space.id, path: 'help/elsewhere' },
      ],
    });
    expect(pages.map((found) => [found.path, found.pageId])).toEqual([['/help/contact', written.pageIds['support/contact.md']]]);
  });
});
