import { sitesV1 } from '@quire/proto';
import { errorOf, newOrganization, startTestEnvironment, Status, URLS, type TestEnvironment } from '../../test/helpers';

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

describe('SortSiteStructure', () => {
  const T = sitesV1.SiteStructureItemType;
  const pointer = (type: sitesV1.SiteStructureItemType, id: string) => ({ type, id });

  async function sectionedSite() {
    const org = newOrganization();
    const client = env.as(org.admin);
    const [one, two] = [env.spaces.add(org.id, 'One'), env.spaces.add(org.id, 'Two')];
    const site = (await client.createSite({ organizationId: org.id, type: 0, visibility: 0, spaces: [one.id, two.id] })).site!;
    const ref = { organizationId: org.id, siteId: site.id };
    const alpha = (await client.addSiteSection({ ...ref, spaceId: one.id, title: 'Alpha' })).siteSection!;
    const beta = (await client.addSiteSection({ ...ref, spaceId: two.id, title: 'Beta' })).siteSection!;
    return { org, client, ref, alpha, beta };
  }

  it('moves a section among the sections and answers it as a structure item', async () => {
    const { client, ref, alpha, beta } = await sectionedSite();
    const sort = (id: string, position?: { before?: ReturnType<typeof pointer>; after?: ReturnType<typeof pointer> }) =>
      client.sortSiteStructure({ ...ref, item: pointer(T.SITE_STRUCTURE_ITEM_TYPE_SITE_SECTION, id), position });
    const order = async () => (await client.listSiteSections(ref)).items.map((section) => section.title);

    const { item } = await sort(beta.id, { before: pointer(T.SITE_STRUCTURE_ITEM_TYPE_SITE_SECTION, alpha.id) });
    expect(item).toMatchObject({ object: 'site-section', id: beta.id, title: 'Beta', section: undefined, space: undefined });
    expect(item!.siteSpaces.map((siteSpace) => siteSpace.title)).toEqual(['Two']);
    expect(await order()).toEqual(['Beta', 'Alpha']);
    await sort(beta.id);
    expect(await order()).toEqual(['Alpha', 'Beta']);
    // Already at the end: nothing moves, no event.
    await sort(beta.id);
    const moved = await env.db.outboxEvent.count({ where: { aggregateId: beta.id, type: 'quire.sites.site-section.moved' } });
    expect(moved).toBe(2);
  });

  it('moves a site space among the site spaces of its section', async () => {
    const { client, ref, alpha } = await sectionedSite();
    const [one, two, added] = (await client.listSiteSpaces(ref)).items;
    expect([one.section, two.section, added.section]).toEqual([alpha.id, alpha.id, alpha.id]);
    const { item } = await client.sortSiteStructure({
      ...ref,
      item: pointer(T.SITE_STRUCTURE_ITEM_TYPE_SITE_SPACE, added.id),
      position: { before: pointer(T.SITE_STRUCTURE_ITEM_TYPE_SITE_SPACE, one.id), after: undefined },
    });
    expect(item).toMatchObject({ object: 'site-space', id: added.id, section: alpha.id, siteSpaces: [], description: undefined, icon: undefined });
    expect(item!.space!.id).toBe(added.space!.id);
    expect((await client.listSiteSpaces(ref)).items.slice(0, 3).map((siteSpace) => siteSpace.id)).toEqual([added.id, one.id, two.id]);
  });

  it('400 for pointers of another type or outside the group; 404 for unknown items; 403 for readers', async () => {
    const { org, client, ref, alpha, beta } = await sectionedSite();
    const [siteSpace] = (await client.listSiteSpaces(ref)).items;
    const sort = (item: ReturnType<typeof pointer>, before?: ReturnType<typeof pointer>) =>
      errorOf(client.sortSiteStructure({ ...ref, item, position: before && { before, after: undefined } }));

    const group = await sort(pointer(T.SITE_STRUCTURE_ITEM_TYPE_SITE_SECTION_GROUP, alpha.id));
    expect([group.code, group.details]).toEqual([Status.NOT_FOUND, 'No matching site section group found']);
    expect((await sort(pointer(T.SITE_STRUCTURE_ITEM_TYPE_UNSPECIFIED, alpha.id))).details).toBe('item.type: is required');
    const mixed = await sort(pointer(T.SITE_STRUCTURE_ITEM_TYPE_SITE_SECTION, alpha.id), pointer(T.SITE_STRUCTURE_ITEM_TYPE_SITE_SPACE, siteSpace.id));
    expect(mixed.details).toBe('position.before.type: must be "site-section" or "site-section-group"');
    const spaceNextToSection = await sort(pointer(T.SITE_STRUCTURE_ITEM_TYPE_SITE_SPACE, siteSpace.id), pointer(T.SITE_STRUCTURE_ITEM_TYPE_SITE_SECTION, alpha.id));
    expect(spaceNextToSection.details).toBe('position.before.type: a site space moves next to a site space');
    const outside = await sort(pointer(T.SITE_STRUCTURE_ITEM_TYPE_SITE_SPACE, siteSpace.id), pointer(T.SITE_STRUCTURE_ITEM_TYPE_SITE_SPACE, beta.siteSpaces[0].id));
    expect([outside.code, outside.details]).toEqual([Status.INVALID_ARGUMENT, `position.before: site space ${beta.siteSpaces[0].id} is not a sibling of the site space moved`]);

    const noSection = await sort(pointer(T.SITE_STRUCTURE_ITEM_TYPE_SITE_SECTION, siteSpace.id));
    expect([noSection.code, noSection.details]).toEqual([Status.NOT_FOUND, 'No matching Site section found']);
    const noSiteSpace = await sort(pointer(T.SITE_STRUCTURE_ITEM_TYPE_SITE_SPACE, alpha.id));
    expect([noSiteSpace.code, noSiteSpace.details]).toEqual([Status.NOT_FOUND, 'No matching Site space found']);
    const item = pointer(T.SITE_STRUCTURE_ITEM_TYPE_SITE_SECTION, alpha.id);
    expect((await errorOf(env.as(org.member('edit')).sortSiteStructure({ ...ref, item, position: undefined }))).code).toBe(Status.PERMISSION_DENIED);
    expect((await errorOf(env.as(newOrganization().admin).sortSiteStructure({ ...ref, item, position: undefined }))).code).toBe(Status.NOT_FOUND);
  });
});
