import { sitesV1 } from '@quire/proto';
import { newId } from '@quire/shared';
import { errorOf, newOrganization, siteWith, startTestEnvironment, Status, URLS, type TestEnvironment } from '../../test/helpers';

const K = sitesV1.SiteRedirectDestinationKind;

let env: TestEnvironment;
beforeAll(async () => {
  env = await startTestEnvironment();
});
afterAll(async () => {
  await env.close();
});

const toSection = (siteSectionId: string): sitesV1.SiteRedirectDestination => ({ kind: K.SITE_REDIRECT_DESTINATION_KIND_SITE_SECTION, siteSectionId });
const toSiteSpace = (siteSpaceId: string): sitesV1.SiteRedirectDestination => ({ kind: K.SITE_REDIRECT_DESTINATION_KIND_SITE_SPACE, siteSpaceId });
const toPage = (siteSpaceId: string, pageId: string): sitesV1.SiteRedirectDestination => ({ kind: K.SITE_REDIRECT_DESTINATION_KIND_SITE_PAGE, siteSpaceId, pageId });

/** A site with a section "Guides" holding the site spaces of spaces "Install" (with a page at "setup/linux") and "Usage". */
async function redirectSite() {
  const site = await siteWith(env, ['Install', 'Usage']);
  const section = (await site.client.addSiteSection({ ...site.ref, spaceId: site.spaces[1].id, title: 'Guides' })).siteSection!;
  const [install] = section.siteSpaces;
  const pageId = env.pages.add(site.spaces[0], 'setup/linux');
  const create = (source: string, destination: sitesV1.SiteRedirectDestination) => site.client.createSiteRedirect({ ...site.ref, source, destination });
  const base = `${URLS.sitesUrl}/${site.org.id}/${site.ref.siteId}`;
  return { ...site, section, install, pageId, create, base };
}

describe('CreateSiteRedirect and GetSiteRedirectBySource', () => {
  it('creates a redirect to a section, a site space or a page, and answers the URL of its destination', async () => {
    const { client, ref, section, install, pageId, create, base, org } = await redirectSite();
    const toGuides = (await create('/old/guides', toSection(section.id))).redirect!;
    expect(toGuides).toEqual({ object: 'site-redirect', id: toGuides.id, source: '/old/guides', destination: { kind: K.SITE_REDIRECT_DESTINATION_KIND_SITE_SECTION, siteSectionId: section.id } });
    await create('/old/install', toSiteSpace(install.id));
    const toLinux = (await create('/old/linux', toPage(install.id, pageId))).redirect!;
    expect(toLinux.destination).toEqual({ kind: K.SITE_REDIRECT_DESTINATION_KIND_SITE_PAGE, siteSpaceId: install.id, pageId });

    const lookup = (source: string) => client.getSiteRedirectBySource({ ...ref, source, shareKey: undefined });
    expect(await lookup('/old/guides')).toEqual({ redirect: toGuides, target: `${base}/guides` });
    expect((await lookup('/old/install')).target).toBe(`${base}/guides/install`);
    expect((await lookup('/old/linux')).target).toBe(`${base}/guides/install/setup/linux`);
    // The target follows the structure: a renamed section changes it.
    await client.updateSiteSection({ ...ref, siteSectionId: section.id, path: 'docs', title: undefined, defaultSiteSpace: undefined, condition: undefined, icon: undefined, description: undefined });
    expect((await lookup('/old/linux')).target).toBe(`${base}/docs/install/setup/linux`);

    const created = await env.db.outboxEvent.findMany({ where: { organizationId: org.id, type: 'quire.sites.site-redirect.created' } });
    expect(created.map((event) => event.data)).toContainEqual({ id: toGuides.id, siteId: ref.siteId, actorId: org.admin.userId });
    expect(created).toHaveLength(3);
  });

  it('normalizes sources (trailing slash, percent-escapes), keeps their case, and 404s for unknown sources', async () => {
    const { client, ref, section, create } = await redirectSite();
    const redirect = (await create('/Old/%7eTeam%2fA/', toSection(section.id))).redirect!;
    expect(redirect.source).toBe('/Old/~Team%2FA');
    const lookup = (source: string) => client.getSiteRedirectBySource({ ...ref, source, shareKey: undefined });
    expect((await lookup('/Old/~Team%2fA/')).redirect!.id).toBe(redirect.id);
    const lower = await errorOf(lookup('/old/~team%2fa'));
    expect([lower.code, lower.details]).toEqual([Status.NOT_FOUND, 'No matching site redirect found']);
    expect((await errorOf(lookup('no-slash'))).code).toBe(Status.INVALID_ARGUMENT);
  });

  it('carries a proven share key in the target of a share-link site, and serves visitors of a published site', async () => {
    const { client, ref, section, create, base, org } = await redirectSite();
    await create('/old', toSection(section.id));
    await client.updateSite({ ...ref, visibility: sitesV1.SiteVisibility.SITE_VISIBILITY_SHARE_LINK, agentsContext: 0 });
    await client.publishSite(ref);
    const key = (await client.getSitePublishingAuth(ref)).auth!.privateKey;
    const visitor = env.as(newOrganization().admin);
    expect((await errorOf(visitor.getSiteRedirectBySource({ ...ref, source: '/old', shareKey: undefined }))).code).toBe(Status.NOT_FOUND);
    expect((await visitor.getSiteRedirectBySource({ ...ref, source: '/old', shareKey: key })).target).toBe(`${base}/guides?share=${encodeURIComponent(key)}`);
    expect((await errorOf(visitor.getSiteRedirectBySource({ ...ref, source: '/old', shareKey: 'wrong' }))).code).toBe(Status.NOT_FOUND);
    expect((await env.as(org.member('read')).getSiteRedirectBySource({ ...ref, source: '/old', shareKey: undefined })).target).toBe(`${base}/guides`);
  });

  it('400 for bad sources and destinations outside the site; nothing is written', async () => {
    const { ref, section, install, create } = await redirectSite();
    for (const source of ['no-slash', '/', '/a//b', '/a b', '/a?b=1', '/%zz', '/..', '/a/./b', `/${'a'.repeat(512)}`]) {
      const error = await errorOf(create(source, toSection(section.id)));
      expect([error.code, source, error.details.startsWith('source: ')]).toEqual([Status.INVALID_ARGUMENT, source, true]);
    }
    const other = await redirectSite();
    const cases: [sitesV1.SiteRedirectDestination | undefined, string][] = [
      [toSection(other.section.id), `destination.siteSectionId: no site section ${other.section.id} in this site`],
      [toSiteSpace(other.install.id), `destination.siteSpaceId: no site space ${other.install.id} in this site`],
      [toPage(other.install.id, other.pageId), `destination.siteSpaceId: no site space ${other.install.id} in this site`],
      [toPage(install.id, other.pageId), `destination.pageId: no page ${other.pageId} in the space of site space ${install.id}`],
      [{ kind: K.SITE_REDIRECT_DESTINATION_KIND_SITE_PAGE, siteSpaceId: install.id }, 'destination.pageId: is required'],
      [{ kind: K.SITE_REDIRECT_DESTINATION_KIND_SITE_SECTION, siteSpaceId: install.id }, 'destination.siteSectionId: is required'],
      [{ kind: K.SITE_REDIRECT_DESTINATION_KIND_UNSPECIFIED, siteSectionId: section.id }, 'destination.kind: must be "site-section", "site-space" or "site-page"'],
    ];
    for (const [destination, message] of cases) {
      const error = await errorOf(create('/old', destination!));
      expect([error.code, error.details]).toEqual([Status.INVALID_ARGUMENT, message]);
    }
    expect((await errorOf(create('/old', undefined!))).code).toBe(Status.INVALID_ARGUMENT);
    expect(await env.db.siteRedirect.count({ where: { siteId: ref.siteId } })).toBe(0);
  });

  it('409 for a duplicate source, also for concurrent creations of the same source', async () => {
    const { ref, section, install, create } = await redirectSite();
    await create('/taken', toSection(section.id));
    const duplicate = await errorOf(create('/taken/', toSiteSpace(install.id)));
    expect([duplicate.code, duplicate.details]).toEqual([Status.ALREADY_EXISTS, 'source: another redirect of the site already has this source']);
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => create('/race', toSection(section.id))));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results) if (result.status === 'rejected') expect((result.reason as { code: Status }).code).toBe(Status.ALREADY_EXISTS);
    expect(await env.db.siteRedirect.count({ where: { siteId: ref.siteId } })).toBe(2);
  });

  it('a site holds at most 1000 redirects, also under concurrent creations', async () => {
    const { org, ref, section, create } = await redirectSite();
    await env.db.siteRedirect.createMany({
      data: Array.from({ length: 998 }, (_, i) => ({ id: newId(), siteId: ref.siteId, organizationId: org.id, source: `/r/${i}`, kind: 'site_section' as const, siteSectionId: section.id })),
    });
    const results = await Promise.allSettled(Array.from({ length: 4 }, (_, i) => create(`/new/${i}`, toSection(section.id))));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(2);
    const refused = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect([refused.reason.code, refused.reason.details]).toEqual([Status.INVALID_ARGUMENT, 'A site has at most 1000 redirects']);
    expect(await env.db.siteRedirect.count({ where: { siteId: ref.siteId } })).toBe(1000);
  });
});

describe('ListSiteRedirects', () => {
  it('lists by source, keyset-paginated with the total; search is a case-insensitive substring, wildcards taken literally', async () => {
    const { client, ref, section, create } = await redirectSite();
    const sources = ['/b/Install', '/a/setup', '/c/install-guide', '/a/50%25off', '/a/x_y', '/a/xzy'];
    for (const source of sources) await create(source, toSection(section.id));
    const all: string[] = [];
    let page: string | undefined;
    for (let i = 0; i < 10; i++) {
      const list = await client.listSiteRedirects({ ...ref, page, limit: 4, search: undefined });
      expect(list.count).toBe(6);
      all.push(...list.items.map((item) => item.source));
      page = list.next?.page;
      if (!page) break;
    }
    expect(all).toEqual(['/a/50%25off', '/a/setup', '/a/x_y', '/a/xzy', '/b/Install', '/c/install-guide']);

    const search = async (text: string, limit?: number, cursor?: string) => client.listSiteRedirects({ ...ref, search: text, limit, page: cursor });
    expect((await search('INSTALL')).items.map((item) => item.source)).toEqual(['/b/Install', '/c/install-guide']);
    const first = await search('install', 1);
    expect([first.items.map((item) => item.source), first.count]).toEqual([['/b/Install'], 2]);
    expect((await search('install', 1, first.next!.page)).items.map((item) => item.source)).toEqual(['/c/install-guide']);
    expect((await search('x_y')).items.map((item) => item.source)).toEqual(['/a/x_y']);
    expect((await search('%25')).items.map((item) => item.source)).toEqual(['/a/50%25off']);
    expect((await search('nothing')).count).toBe(0);
    expect((await errorOf(client.listSiteRedirects({ ...ref, page: 'bad', limit: undefined, search: undefined }))).code).toBe(Status.INVALID_ARGUMENT);
  });
});

describe('access', () => {
  it('admins and creators write; other members read and get 403; guests and other organizations get 404', async () => {
    const { org, ref, section, create } = await redirectSite();
    const creator = env.as(org.member('create'));
    const made = (await creator.createSiteRedirect({ ...ref, source: '/by-creator', destination: toSection(section.id) })).redirect!;
    await create('/by-admin', toSection(section.id));
    const reader = env.as(org.member('read'));
    expect((await reader.listSiteRedirects(ref)).items.map((item) => item.source)).toEqual(['/by-admin', '/by-creator']);
    const writes = [
      reader.createSiteRedirect({ ...ref, source: '/x', destination: toSection(section.id) }),
      reader.updateSiteRedirect({ ...ref, siteRedirectId: made.id, source: '/y', destination: undefined }),
      reader.deleteSiteRedirect({ ...ref, siteRedirectId: made.id }),
    ];
    for (const write of writes) expect((await errorOf(write)).code).toBe(Status.PERMISSION_DENIED);
    for (const outsider of [env.as(org.guest()), env.as(newOrganization().admin)]) {
      const listed = await errorOf(outsider.listSiteRedirects(ref));
      expect([listed.code, listed.details]).toEqual([Status.NOT_FOUND, 'No matching site found']);
      expect((await errorOf(outsider.getSiteRedirectBySource({ ...ref, source: '/by-admin', shareKey: undefined }))).code).toBe(Status.NOT_FOUND);
      expect((await errorOf(outsider.deleteSiteRedirect({ ...ref, siteRedirectId: made.id }))).code).toBe(Status.NOT_FOUND);
    }
    expect(await env.db.siteRedirect.count({ where: { siteId: ref.siteId } })).toBe(2);
  });
});

describe('UpdateSiteRedirect and DeleteSiteRedirect', () => {
  it('changes the source and/or destination with the checks of creation; a patch changing nothing records no event', async () => {
    const { client, ref, section, install, pageId, create } = await redirectSite();
    const redirect = (await create('/one', toSection(section.id))).redirect!;
    await create('/two', toSection(section.id));
    const update = (request: Partial<sitesV1.UpdateSiteRedirectRequest>) =>
      client.updateSiteRedirect({ ...ref, siteRedirectId: redirect.id, source: undefined, destination: undefined, ...request });
    expect((await update({ source: '/uno/' })).redirect!.source).toBe('/uno');
    expect((await update({ destination: toPage(install.id, pageId) })).redirect!.destination).toEqual(toPage(install.id, pageId));
    await update({ source: '/uno', destination: toPage(install.id, pageId) });
    const updates = await env.db.outboxEvent.findMany({ where: { aggregateId: redirect.id, type: 'quire.sites.site-redirect.updated' }, orderBy: { seq: 'asc' } });
    expect(updates.map((event) => (event.data as { fields: string[] }).fields)).toEqual([['source'], ['destination']]);

    const taken = await errorOf(update({ source: '/two' }));
    expect([taken.code, taken.details]).toEqual([Status.ALREADY_EXISTS, 'source: another redirect of the site already has this source']);
    expect((await errorOf(update({ destination: toPage(install.id, 'missing') }))).code).toBe(Status.INVALID_ARGUMENT);
    expect((await errorOf(update({ source: '/a//b' }))).details).toMatch(/^source: /);
    const unknown = await errorOf(client.updateSiteRedirect({ ...ref, siteRedirectId: 'unknown', source: '/x', destination: undefined }));
    expect([unknown.code, unknown.details]).toEqual([Status.NOT_FOUND, 'No matching site redirect found']);
  });

  it('deletes idempotently with one event; a redirect goes with the section or site space it leads to', async () => {
    const { client, ref, section, install, create } = await redirectSite();
    const redirect = (await create('/gone', toSection(section.id))).redirect!;
    expect(await client.deleteSiteRedirect({ ...ref, siteRedirectId: redirect.id })).toEqual({ deleted: true });
    expect(await client.deleteSiteRedirect({ ...ref, siteRedirectId: redirect.id })).toEqual({ deleted: false });
    expect(await env.db.outboxEvent.count({ where: { aggregateId: redirect.id, type: 'quire.sites.site-redirect.deleted' } })).toBe(1);

    await create('/to-space', toSiteSpace(install.id));
    await create('/to-section', toSection(section.id));
    await client.deleteSiteSpace({ ...ref, siteSpaceId: install.id });
    expect((await client.listSiteRedirects(ref)).items.map((item) => item.source)).toEqual(['/to-section']);
    await client.deleteSiteSection({ ...ref, siteSectionId: section.id });
    expect((await client.listSiteRedirects(ref)).count).toBe(0);
  });
});

describe('ListSiteRedirectsForReader', () => {
  it('answers every redirect with its target path, leaving out those whose page is gone, in one content call', async () => {
    const { client, ref, section, install, pageId, create, spaces } = await redirectSite();
    const otherPage = env.pages.add(spaces[0], 'faq');
    await create('/z/section', toSection(section.id));
    await create('/y/space', toSiteSpace(install.id));
    await create('/x/page', toPage(install.id, pageId));
    await create('/w/faq', toPage(install.id, otherPage));
    env.pages.remove(spaces[0].id, otherPage);
    const before = env.pages.calls.length;
    const { redirects } = await client.listSiteRedirectsForReader(ref);
    expect(env.pages.calls.length - before).toBe(1);
    expect(redirects).toEqual([
      { source: '/x/page', targetPath: '/guides/install/setup/linux' },
      { source: '/y/space', targetPath: '/guides/install' },
      { source: '/z/section', targetPath: '/guides' },
    ]);
    // getSiteRedirectBySource agrees: a redirect to a page gone is NOT_FOUND.
    const gone = await errorOf(client.getSiteRedirectBySource({ ...ref, source: '/w/faq', shareKey: undefined }));
    expect([gone.code, gone.details]).toEqual([Status.NOT_FOUND, 'The destination of this site redirect no longer exists']);
    const foreign = await errorOf(client.listSiteRedirectsForReader({ organizationId: newOrganization().id, siteId: ref.siteId }));
    expect([foreign.code, foreign.details]).toEqual([Status.NOT_FOUND, 'No matching site found']);
  });
});
