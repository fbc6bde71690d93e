import { sitesV1 } from '@quire/proto';
import { errorOf, newOrganization, siteWith, startTestEnvironment, Status, URLS, type TestEnvironment } from '../../test/helpers';

let env: TestEnvironment;
beforeAll(async () => {
  env = await startTestEnvironment();
});
afterAll(async () => {
  await env.close();
});

describe('Publishing and share keys', () => {
  it('publish sets urls.published, unpublish clears it', async () => {
    const { client, ref } = await siteWith(env, ['A']);
    const published = (await client.publishSite(ref)).site!;
    expect(published.published).toBe(true);
    expect(published.urls!.published).toBe(`${URLS.sitesUrl}/${ref.organizationId}/${ref.siteId}`);
    expect((await client.unpublishSite(ref)).site!.urls!.published).toBeUndefined();
  });

  it('asks content for the published spaces only for readers of a published, readable site', async () => {
    const { org, client, ref } = await siteWith(env, ['A']);
    const stranger = env.as(newOrganization().admin);
    // The publishedSiteReader flag of the content calls a response made (all of them alike).
    const flagOfNextCall = async (read: Promise<unknown>) => {
      const before = env.spaces.calls.length;
      await read;
      const flags = new Set(env.spaces.calls.slice(before).map((call) => call.publishedSiteReader));
      expect(flags.size).toBe(1);
      return [...flags][0];
    };
    // Unpublished: members read with their own access only.
    expect(await flagOfNextCall(client.listSiteSpaces(ref))).toBe(false);
    await client.publishSite(ref);
    // Published and public: everyone reading the published structure, members too.
    expect(await flagOfNextCall(stranger.listSiteSpaces(ref))).toBe(true);
    expect(await flagOfNextCall(env.as(org.member('read')).getPublishedContentSite(ref))).toBe(true);
    // Share-link: only with the right key; a member without it reads with their own access.
    await client.updateSite({ ...ref, visibility: sitesV1.SiteVisibility.SITE_VISIBILITY_SHARE_LINK, agentsContext: 0, adaptiveContent: undefined });
    const key = (await client.getSitePublishingAuth(ref)).auth!.privateKey;
    expect(await flagOfNextCall(client.listSiteSpaces(ref))).toBe(false);
    expect(await flagOfNextCall(stranger.listSiteSpaces({ ...ref, shareKey: key }))).toBe(true);
    // Management responses never ask for published spaces.
    expect(await flagOfNextCall(client.addSiteSection({ ...ref, spaceId: env.spaces.add(org.id).id, title: 'Section' }))).toBe(false);
  });

  it('share keys: readers cannot see them; a regenerated key refuses the old one', async () => {
    const { org, client, ref } = await siteWith(env, ['A']);
    await client.updateSite({ ...ref, visibility: sitesV1.SiteVisibility.SITE_VISIBILITY_SHARE_LINK, agentsContext: 0, adaptiveContent: undefined });
    await client.publishSite(ref);
    expect((await errorOf(env.as(org.member('read')).getSitePublishingAuth(ref))).code).toBe(Status.PERMISSION_DENIED);
    const oldKey = (await client.getSitePublishingAuth(ref)).auth!.privateKey;
    const stranger = env.as(newOrganization().admin);
    expect((await errorOf(stranger.getPublishedContentSite(ref))).code).toBe(Status.NOT_FOUND);
    expect((await stranger.listSiteSections({ ...ref, shareKey: oldKey })).items).toEqual([]);
    const view = (await stranger.getPublishedContentSite({ ...ref, shareKey: oldKey })).site!;
    expect(view.site!.urls!.published).toBe(`${URLS.sitesUrl}/${org.id}/${ref.siteId}?share=${encodeURIComponent(oldKey)}`);

    const newKey = (await client.regenerateSitePublishingAuth(ref)).auth!.privateKey;
    expect(newKey).not.toBe(oldKey);
    expect((await errorOf(stranger.getPublishedContentSite({ ...ref, shareKey: oldKey }))).code).toBe(Status.NOT_FOUND);
    expect((await errorOf(client.listSiteSpaces({ ...ref, shareKey: oldKey }))).code).toBe(Status.NOT_FOUND);
    expect((await stranger.getPublishedContentSite({ ...ref, shareKey: newKey })).site!.object).toBe('published-content-site');
  });

  it('the published view has full customizations with stored overrides deep-merged, and sections when the site has some', async () => {
    const { client, ref } = await siteWith(env, ['Everyone', 'Beta', 'Pro']);
    await client.publishSite(ref);
    const [first] = (await client.listSiteSpaces(ref)).items;
    await env.db.site.update({ where: { id: ref.siteId }, data: { customization: { styling: { theme: 'bold' } } } });
    await env.db.siteSpace.update({ where: { id: first.id }, data: { customization: { styling: { corners: 'straight' } } } });
    const view = (await client.getPublishedContentSite(ref)).site!;
    expect(view.customizations!.site).toMatchObject({ title: 'Untitled site', styling: { theme: 'bold', corners: 'rounded', font: 'Inter' } });
    expect(view.customizations!.siteSpaces[first.id]).toMatchObject({ styling: { theme: 'bold', corners: 'straight' } });
    expect(view.scripts).toEqual([]);

    await client.addSiteSection({ ...ref, spaceId: first.space!.id, title: 'Main' });
    const sectioned = (await client.getPublishedContentSite(ref)).site!;
    expect(sectioned.structure!.type).toBe('sections');
    expect(sectioned.structure!.structure[0]).toMatchObject({ object: 'site-section', title: 'Main' });
    expect(sectioned.structure!.structure[0].siteSpaces.map((s) => s.title)).toEqual(['Everyone', 'Beta', 'Pro', 'Everyone']);
    await client.unpublishSite(ref);
    expect((await errorOf(client.getPublishedContentSite(ref))).code).toBe(Status.NOT_FOUND);
    expect(sitesV1.SiteVisibility.SITE_VISIBILITY_PUBLIC).toBe(1);
  });

  it('updateSitePublishingAuth sets the backend and fallback URL (null removes it), for admins and creators only', async () => {
    const { org, client, ref } = await siteWith(env, ['A']);
    const B = sitesV1.VisitorAuthBackend;
    const before = (await client.getSitePublishingAuth(ref)).auth!;
    expect(before).toMatchObject({ object: 'publishing-auth', backend: B.VISITOR_AUTH_BACKEND_CUSTOM, fallbackUrl: undefined });

    const set = (await client.updateSitePublishingAuth({ ...ref, backend: B.VISITOR_AUTH_BACKEND_INTEGRATION, fallbackUrl: 'https://example.com/login' })).auth!;
    expect(set).toEqual({ ...before, backend: B.VISITOR_AUTH_BACKEND_INTEGRATION, fallbackUrl: 'https://example.com/login' });
    const removed = (await client.updateSitePublishingAuth({ ...ref, backend: B.VISITOR_AUTH_BACKEND_CUSTOM, fallbackUrl: null })).auth!;
    expect(removed).toEqual({ ...before, backend: B.VISITOR_AUTH_BACKEND_CUSTOM, fallbackUrl: undefined });
    const events = await env.db.outboxEvent.findMany({ where: { aggregateId: ref.siteId, type: 'quire.sites.site.updated' }, select: { data: true } });
    expect(events.map((event) => (event.data as { fields: string[] }).fields)).toEqual([['publishingAuth'], ['publishingAuth']]);

    const missing = await errorOf(client.updateSitePublishingAuth({ ...ref, backend: 0, fallbackUrl: undefined }));
    expect([missing.code, missing.details]).toEqual([Status.INVALID_ARGUMENT, 'backend: is required']);
    expect((await errorOf(client.updateSitePublishingAuth({ ...ref, backend: B.VISITOR_AUTH_BACKEND_CUSTOM, fallbackUrl: 'ftp://example.com' }))).details).toMatch(/^fallbackUrl: /);
    const reader = env.as(org.member('read'));
    expect((await errorOf(reader.updateSitePublishingAuth({ ...ref, backend: B.VISITOR_AUTH_BACKEND_CUSTOM, fallbackUrl: undefined }))).code).toBe(Status.PERMISSION_DENIED);
    expect((await errorOf(reader.regenerateSitePublishingAuth(ref))).code).toBe(Status.PERMISSION_DENIED);
    expect((await errorOf(env.as(newOrganization().admin).getSitePublishingAuth(ref))).code).toBe(Status.NOT_FOUND);
  });
});
