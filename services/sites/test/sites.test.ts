import { sitesV1 } from '@quire/proto';
import { errorOf, newOrganization, startTestEnvironment, Status, URLS, type TestEnvironment } from './helpers';

const T = sitesV1.SiteType;
const V = sitesV1.SiteVisibility;

let env: TestEnvironment;
beforeAll(async () => {
  env = await startTestEnvironment();
});
afterAll(async () => {
  await env.close();
});

describe('CreateSite / GetSite', () => {
  it('refuses a title outside 2..128 with the field named', async () => {
    const org = newOrganization();
    const error = await errorOf(env.as(org.admin).createSite({ organizationId: org.id, type: 0, visibility: 0, spaces: [], title: 'x' }));
    expect(error.code).toBe(Status.INVALID_ARGUMENT);
    expect(error.details).toMatch(/^title: /);
  });

  it('answers NOT_FOUND to non-members and PERMISSION_DENIED to readers', async () => {
    const org = newOrganization();
    const other = newOrganization();
    expect((await errorOf(env.as(other.admin).createSite({ organizationId: org.id, type: 0, visibility: 0, spaces: [] }))).code).toBe(Status.NOT_FOUND);
    expect((await errorOf(env.as(org.member('read')).createSite({ organizationId: org.id, type: 0, visibility: 0, spaces: [] }))).code).toBe(
      Status.PERMISSION_DENIED,
    );
    const { site } = await env.as(org.admin).createSite({ organizationId: org.id, type: 0, visibility: 0, spaces: [] });
    expect((await errorOf(env.as(other.admin).getSite({ organizationId: org.id, siteId: site!.id }))).code).toBe(Status.NOT_FOUND);
    expect((await errorOf(env.as(org.guest()).getSite({ organizationId: org.id, siteId: site!.id }))).code).toBe(Status.NOT_FOUND);
    expect((await env.as(org.member('read')).getSite({ organizationId: org.id, siteId: site!.id })).site!.id).toBe(site!.id);
  });

  it('creates an unpublished basic site with its spaces as root site spaces', async () => {
    const org = newOrganization();
    const a = env.spaces.add(org.id, 'Getting started');
    const b = env.spaces.add(org.id, 'API');
    const { site } = await env.as(org.member('create')).createSite({ organizationId: org.id, type: 0, visibility: 0, spaces: [a.id, b.id] });
    expect(site).toMatchObject({
      object: 'site',
      type: T.SITE_TYPE_BASIC,
      title: 'Untitled site',
      visibility: V.SITE_VISIBILITY_PUBLIC,
      agentsContext: sitesV1.SiteAgentsContext.SITE_AGENTS_CONTEXT_INCLUDED,
      published: false,
      siteSpaces: 2,
      features: [],
    });
    expect(site!.urls).toEqual({ location: `${URLS.publicUrl}/v1/orgs/${org.id}/sites/${site!.id}`, app: `${URLS.appUrl}/o/${org.id}/sites/${site!.id}` });
    const { items } = await env.as(org.admin).listSiteSpaces({ organizationId: org.id, siteId: site!.id });
    expect(items.map((item) => [item.space!.id, item.path, item.default])).toEqual([
      [a.id, 'getting-started', true],
      [b.id, 'api', false],
    ]);
  });

  it('answers NOT_FOUND for an unknown space and a space of another organization', async () => {
    const org = newOrganization();
    const foreign = env.spaces.add(newOrganization().id);
    for (const spaceId of ['unknown', foreign.id]) {
      const error = await errorOf(env.as(org.admin).createSite({ organizationId: org.id, type: 0, visibility: 0, spaces: [spaceId] }));
      expect(error.code).toBe(Status.NOT_FOUND);
    }
  });
});

describe('ListSites', () => {
  it('filters by space, title, published and type, and pages with a cursor', async () => {
    const org = newOrganization();
    const space = env.spaces.add(org.id);
    const client = env.as(org.admin);
    const docs = (await client.createSite({ organizationId: org.id, type: T.SITE_TYPE_PREMIUM, visibility: 0, spaces: [space.id], title: 'Public Docs' })).site!;
    const blog = (await client.createSite({ organizationId: org.id, type: T.SITE_TYPE_BASIC, visibility: 0, spaces: [], title: 'Engineering blog' })).site!;
    const help = (await client.createSite({ organizationId: org.id, type: T.SITE_TYPE_ULTIMATE, visibility: 0, spaces: [], title: 'Help center' })).site!;
    await client.publishSite({ organizationId: org.id, siteId: blog.id });
    const ids = async (request: Partial<sitesV1.ListSitesRequest>) =>
      (await client.listSites({ organizationId: org.id, type: [], ...request })).items.map((site) => site.id);

    expect(await ids({})).toEqual([docs.id, blog.id, help.id]);
    expect(await ids({ space: space.id })).toEqual([docs.id]);
    expect(await ids({ title: 'DOCS' })).toEqual([docs.id]);
    expect(await ids({ published: true })).toEqual([blog.id]);
    expect(await ids({ published: false })).toEqual([docs.id, help.id]);
    expect(await ids({ type: [T.SITE_TYPE_BASIC, T.SITE_TYPE_ULTIMATE] })).toEqual([blog.id, help.id]);

    const first = await client.listSites({ organizationId: org.id, type: [], limit: 2 });
    expect(first.count).toBe(3);
    const second = await client.listSites({ organizationId: org.id, type: [], limit: 2, page: first.next!.page });
    expect([...first.items, ...second.items].map((site) => site.id)).toEqual([docs.id, blog.id, help.id]);
    expect(second.next).toBeUndefined();
    expect((await errorOf(client.listSites({ organizationId: org.id, type: [], limit: 0 }))).details).toMatch(/^limit: /);
  });
});

describe('UpdateSite / DeleteSite', () => {
  it('updates partially, refuses a proxy off the pattern and a taken basename', async () => {
    const org = newOrganization();
    const client = env.as(org.admin);
    const site = (await client.createSite({ organizationId: org.id, type: 0, visibility: 0, spaces: [] })).site!;
    const other = (await client.createSite({ organizationId: org.id, type: 0, visibility: 0, spaces: [] })).site!;
    const base = { organizationId: org.id, siteId: site.id, visibility: 0, agentsContext: 0, adaptiveContent: undefined };
    const updated = (await client.updateSite({ ...base, title: 'Docs', basename: 'docs', proxy: 'example.com/docs', adaptiveContent: { enabled: true } })).site!;
    expect(updated).toMatchObject({ title: 'Docs', basename: 'docs', adaptiveContent: { enabled: true } });
    expect(updated.proxy).toEqual({ origin: 'example.com/docs', target: `${URLS.sitesUrl}/${org.id}/docs` });
    expect((await client.updateSite({ ...base, proxy: null })).site!.proxy).toBeUndefined();

    const badProxy = await errorOf(client.updateSite({ ...base, proxy: 'not a proxy' }));
    expect([badProxy.code, badProxy.details.split(':')[0]]).toEqual([Status.INVALID_ARGUMENT, 'proxy']);
    const taken = await errorOf(client.updateSite({ ...base, siteId: other.id, basename: 'docs' }));
    expect(taken.code).toBe(Status.ALREADY_EXISTS);
    expect((await errorOf(env.as(org.member('read')).updateSite({ ...base, title: 'No' }))).code).toBe(Status.PERMISSION_DENIED);
  });

  it('deletes the site with its structure, idempotently, and records events in the outbox', async () => {
    const org = newOrganization();
    const client = env.as(org.admin);
    const site = (await client.createSite({ organizationId: org.id, type: 0, visibility: 0, spaces: [env.spaces.add(org.id).id] })).site!;
    await client.deleteSite({ organizationId: org.id, siteId: site.id });
    await client.deleteSite({ organizationId: org.id, siteId: site.id });
    expect(await env.db.siteSpace.count({ where: { siteId: site.id } })).toBe(0);
    expect((await errorOf(client.getSite({ organizationId: org.id, siteId: site.id }))).code).toBe(Status.NOT_FOUND);
    const events = await env.db.outboxEvent.findMany({ where: { organizationId: org.id }, orderBy: { seq: 'asc' } });
    expect(events.map((event) => event.type)).toEqual(['quire.sites.site.created', 'quire.sites.site-space.created', 'quire.sites.site.deleted']);
  });
});
