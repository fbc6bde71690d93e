import { errorOf, newOrganization, siteWith, startTestEnvironment, Status, URLS, type TestEnvironment } from '../../test/helpers';

let env: TestEnvironment;
beforeAll(async () => {
  env = await startTestEnvironment();
});
afterAll(async () => {
  await env.close();
});

const hit = (pageId: string, title: string, path: string) => ({ pageId, title, path, sections: [{ anchor: 'install', title: 'Install', body: 'run <mark>npm</mark> start' }, { anchor: '', title: '', body: 'intro' }] });

async function searchableSite() {
  const made = await siteWith(env, ['Guides', 'API']);
  const rows = (await made.client.listSiteSpaces(made.ref)).items;
  for (const row of rows) env.search.found.set(row.space!.id, [hit(`page-${row.space!.title}`, `${row.space!.title} home`, 'home')]);
  return { ...made, rows };
}

describe('searchSiteContent', () => {
  it('searches the default site space, or the given ones, or all, and answers GitBook SearchSpaceResults', async () => {
    const { client, ref, rows } = await searchableSite();
    const defaultRow = rows.find((row) => row.default)!;
    const other = rows.find((row) => !row.default)!;

    const byDefault = await client.searchSiteContent({ ...ref, query: 'npm', scope: { mode: 'default', siteSpaceIds: [] }, siteSpaceIds: [] });
    expect(byDefault.items.map((item) => item.id)).toEqual([defaultRow.space!.id]);
    expect(byDefault.items[0]).toEqual({
      id: defaultRow.space!.id,
      title: defaultRow.space!.title,
      pages: [
        {
          id: `page-${defaultRow.space!.title}`,
          title: `${defaultRow.space!.title} home`,
          path: 'home',
          urls: { app: `${URLS.appUrl}/s/${defaultRow.space!.id}/home` },
          sections: [
            { id: 'install', title: 'Install', path: 'home#install', body: 'run <mark>npm</mark> start', urls: { app: `${URLS.appUrl}/s/${defaultRow.space!.id}/home#install` } },
            { id: `page-${defaultRow.space!.title}`, title: '', path: 'home', body: 'intro', urls: { app: `${URLS.appUrl}/s/${defaultRow.space!.id}/home` } },
          ],
        },
      ],
    });
    const current = await client.searchSiteContent({ ...ref, query: 'npm', scope: { mode: 'default', currentSiteSpace: other.id, siteSpaceIds: [] }, siteSpaceIds: [] });
    expect(current.items.map((item) => item.id)).toEqual([other.space!.id, defaultRow.space!.id]);
    const specific = await client.searchSiteContent({ ...ref, query: 'npm', mode: 'specific', siteSpaceIds: [other.id] });
    expect(specific.items.map((item) => item.id)).toEqual([other.space!.id]);
    const all = await client.searchSiteContent({ ...ref, query: 'npm', mode: 'all', siteSpaceIds: [] });
    expect(all.items).toHaveLength(2);
    const deprecatedCurrent = await client.searchSiteContent({ ...ref, query: 'npm', mode: 'current', siteSpaceId: other.id, siteSpaceIds: [] });
    expect(deprecatedCurrent.items.map((item) => item.id)).toEqual([other.space!.id]);
    expect(env.search.calls.at(-1)).toMatchObject({ organizationId: ref.organizationId, query: 'npm', limit: 20 });
  });

  it('refuses site spaces of another site, empty queries and cursors; another organization gets 404', async () => {
    const { client, ref } = await searchableSite();
    const { rows: otherRows } = await searchableSite();
    const foreign = await errorOf(client.searchSiteContent({ ...ref, query: 'npm', mode: 'specific', siteSpaceIds: [otherRows[0].id] }));
    expect(foreign).toMatchObject({ code: Status.INVALID_ARGUMENT });
    expect(foreign.details).toMatch(/^siteSpaceIds: no site space/);
    expect((await errorOf(client.searchSiteContent({ ...ref, query: '  ', mode: 'all', siteSpaceIds: [] }))).code).toBe(Status.INVALID_ARGUMENT);
    expect((await errorOf(client.searchSiteContent({ ...ref, query: 'npm', mode: 'all', siteSpaceIds: [], page: 'abc' }))).details).toBe('page: invalid cursor');
    expect((await errorOf(env.as(newOrganization().admin).searchSiteContent({ ...ref, query: 'npm', mode: 'all', siteSpaceIds: [] }))).code).toBe(Status.NOT_FOUND);
  });

  it('a visitor of a published public site searches it; spaces content does not answer are left out', async () => {
    const { client, ref, rows } = await searchableSite();
    const stranger = env.as(newOrganization().admin);
    expect((await errorOf(stranger.searchSiteContent({ ...ref, query: 'npm', mode: 'all', siteSpaceIds: [] }))).code).toBe(Status.NOT_FOUND);
    await client.publishSite(ref);
    expect((await stranger.searchSiteContent({ ...ref, query: 'npm', mode: 'all', siteSpaceIds: [] })).items).toHaveLength(2);
    env.spaces.spaces.delete(rows[0].space!.id);
    const left = await stranger.searchSiteContent({ ...ref, query: 'npm', mode: 'all', siteSpaceIds: [] });
    expect(left.items.map((item) => item.id)).toEqual([rows[1].space!.id]);
  });
});
