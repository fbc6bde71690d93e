import { sitesV1 } from '@quire/proto';
import { handleContentEvent } from '../src/consumers/content-events';
import pg from 'pg';
import { errorOf, newOrganization, startTestEnvironment, Status, TEST_DATABASE_URL, URLS, type TestEnvironment } from './helpers';

const SECTION = sitesV1.SiteStructureItemType.SITE_STRUCTURE_ITEM_TYPE_SITE_SECTION;
const SITE_SPACE = sitesV1.SiteStructureItemType.SITE_STRUCTURE_ITEM_TYPE_SITE_SPACE;

let env: TestEnvironment;
beforeAll(async () => {
  env = await startTestEnvironment();
});
afterAll(async () => {
  await env.close();
});

async function siteWith(titles: string[]) {
  const org = newOrganization();
  const spaces = titles.map((title) => env.spaces.add(org.id, title));
  const client = env.as(org.admin);
  const site = (await client.createSite({ organizationId: org.id, type: 0, visibility: 0, spaces: spaces.map((s) => s.id) })).site!;
  return { org, client, site, spaces, ref: { organizationId: org.id, siteId: site.id } };
}

describe('Sections', () => {
  it('the first section adopts the root site spaces; later ones hold their own space; ONE content call per list', async () => {
    const { org, client, ref, spaces } = await siteWith(['Guides', 'Reference']);
    const extra = env.spaces.add(org.id, 'Changelog');
    const first = (await client.addSiteSection({ ...ref, spaceId: extra.id, title: 'Product' })).siteSection!;
    expect(first).toMatchObject({ object: 'site-section', title: 'Product', path: 'product', default: true });
    expect(first.siteSpaces.map((s) => [s.space!.id, s.default])).toEqual([
      [spaces[0].id, true],
      [spaces[1].id, false],
      [extra.id, false],
    ]);
    const second = (await client.addSiteSection({ ...ref, spaceId: spaces[0].id, title: null })).siteSection!;
    expect(second).toMatchObject({ title: 'Guides', path: 'guides', default: false });
    expect(second.siteSpaces).toHaveLength(1);

    const before = env.spaces.calls.length;
    const list = await client.listSiteSections(ref);
    expect(env.spaces.calls.length - before).toBe(1);
    expect(list.items.map((s) => s.id)).toEqual([first.id, second.id]);
    expect(list.count).toBe(2);
  });

  it('moves before, after and to the end, and refuses a section of another site', async () => {
    const { client, ref, spaces } = await siteWith(['A']);
    const [a, b, c] = [
      (await client.addSiteSection({ ...ref, spaceId: spaces[0].id, title: 'Alpha' })).siteSection!,
      (await client.addSiteSection({ ...ref, spaceId: spaces[0].id, title: 'Beta' })).siteSection!,
      (await client.addSiteSection({ ...ref, spaceId: spaces[0].id, title: 'Gamma' })).siteSection!,
    ];
    const order = async () => (await client.listSiteSections(ref)).items.map((s) => s.title);
    const pointer = (id: string) => ({ type: SECTION, siteSection: id });

    await client.moveSiteSection({ ...ref, siteSectionId: c.id, position: { before: pointer(a.id), after: undefined } });
    expect(await order()).toEqual(['Gamma', 'Alpha', 'Beta']);
    await client.moveSiteSection({ ...ref, siteSectionId: c.id, position: { after: pointer(a.id), before: undefined } });
    expect(await order()).toEqual(['Alpha', 'Gamma', 'Beta']);
    await client.moveSiteSection({ ...ref, siteSectionId: a.id, position: undefined });
    expect(await order()).toEqual(['Gamma', 'Beta', 'Alpha']);

    const elsewhere = await siteWith(['X']);
    const foreign = (await elsewhere.client.addSiteSection({ ...elsewhere.ref, spaceId: elsewhere.spaces[0].id, title: 'Foreign' })).siteSection!;
    const error = await errorOf(client.moveSiteSection({ ...ref, siteSectionId: b.id, position: { before: pointer(foreign.id), after: undefined } }));
    expect(error.code).toBe(Status.INVALID_ARGUMENT);
    expect(error.details).toMatch(/^position\.before: /);
  });

  it('deleting the default section makes the next one the default', async () => {
    const { client, ref, spaces } = await siteWith(['A']);
    const a = (await client.addSiteSection({ ...ref, spaceId: spaces[0].id, title: 'Alpha' })).siteSection!;
    const b = (await client.addSiteSection({ ...ref, spaceId: spaces[0].id, title: 'Beta' })).siteSection!;
    await client.deleteSiteSection({ ...ref, siteSectionId: a.id });
    await client.deleteSiteSection({ ...ref, siteSectionId: a.id });
    const { items } = await client.listSiteSections(ref);
    expect(items.map((s) => [s.id, s.default])).toEqual([[b.id, true]]);
  });

  it('validates updates: title length, condition syntax with its position, unknown claims', async () => {
    const { client, ref, spaces } = await siteWith(['A']);
    const section = (await client.addSiteSection({ ...ref, spaceId: spaces[0].id, title: 'Alpha' })).siteSection!;
    const update = (fields: Partial<sitesV1.UpdateSiteSectionRequest>) => client.updateSiteSection({ ...ref, siteSectionId: section.id, ...fields });
    expect((await errorOf(update({ title: 'A'.repeat(129) }))).details).toMatch(/^title: /);
    const syntax = await errorOf(update({ condition: 'visitor.claims.beta &&' }));
    expect(syntax.details).toMatch(/^condition: .* at position \d+$/);
    const unknown = await errorOf(update({ condition: 'visitor.claims.beta == true' }));
    expect(unknown.details).toBe('condition: unknown claim "visitor.claims.beta": the site\'s adaptive schema does not declare it at position 0');
    const updated = (await update({ description: 'About', icon: 'book', path: 'alpha-docs' })).siteSection!;
    expect(updated).toMatchObject({ description: 'About', icon: 'book', path: 'alpha-docs' });
    expect((await update({ description: null })).siteSection!.description).toBeUndefined();
  });
});

describe('Site spaces', () => {
  it('adds to the default section, 404 for unknown or foreign spaces, filters default, moves', async () => {
    const { org, client, ref, spaces } = await siteWith(['One', 'Two', 'Three']);
    const foreign = env.spaces.add(newOrganization().id);
    expect((await errorOf(client.addSiteSpace({ ...ref, spaceId: 'nope' }))).code).toBe(Status.NOT_FOUND);
    expect((await errorOf(client.addSiteSpace({ ...ref, spaceId: foreign.id }))).code).toBe(Status.NOT_FOUND);

    const four = env.spaces.add(org.id, 'Four');
    const added = (await client.addSiteSpace({ ...ref, spaceId: four.id })).siteSpace!;
    expect(added).toMatchObject({ object: 'site-space', path: 'four', default: false, title: 'Four' });
    expect(added.section).toBeUndefined();

    const list = async (extra: Partial<sitesV1.ListSiteSpacesRequest> = {}) => (await client.listSiteSpaces({ ...ref, ...extra })).items;
    const [one, two, three] = await list();
    expect((await list({ default: true })).map((s) => s.id)).toEqual([one.id]);
    expect((await list({ default: false })).map((s) => s.id)).toEqual([two.id, three.id, added.id]);

    const pointer = (id: string) => ({ type: SITE_SPACE, siteSpace: id });
    await client.moveSiteSpace({ ...ref, siteSpaceId: added.id, position: { before: pointer(one.id), after: undefined } });
    await client.moveSiteSpace({ ...ref, siteSpaceId: one.id, position: { after: pointer(two.id), before: undefined } });
    await client.moveSiteSpace({ ...ref, siteSpaceId: added.id, position: undefined });
    expect((await list()).map((s) => s.title)).toEqual(['Two', 'One', 'Three', 'Four']);

    const page = await client.listSiteSpaces({ ...ref, limit: 3 });
    const rest = await client.listSiteSpaces({ ...ref, limit: 3, page: page.next!.page });
    expect([...page.items, ...rest.items].map((s) => s.title)).toEqual(['Two', 'One', 'Three', 'Four']);

    await client.deleteSiteSpace({ ...ref, siteSpaceId: one.id });
    expect((await list({ default: true })).map((s) => s.title)).toEqual(['Three']);
    expect((await client.getSite(ref)).site!.siteSpaces).toBe(3);
  });

  it('the space.deleted event removes site spaces idempotently and moves the default', async () => {
    const { org, client, ref, spaces } = await siteWith(['One', 'Two']);
    const pool = new pg.Pool({ connectionString: TEST_DATABASE_URL, max: 1 });
    const envelope = {
      specversion: '1.0' as const,
      id: `evt-${spaces[0].id}`,
      type: 'quire.content.space.deleted',
      source: 'quire/content',
      time: new Date().toISOString(),
      subject: spaces[0].id,
      organization: org.id,
      data: { id: spaces[0].id },
    };
    const tx = await pool.connect();
    try {
      await handleContentEvent(envelope, tx);
      await handleContentEvent(envelope, tx);
    } finally {
      tx.release();
      await pool.end();
    }
    const items = (await client.listSiteSpaces(ref)).items;
    expect(items.map((s) => [s.space!.id, s.default])).toEqual([[spaces[1].id, true]]);
    expect(await env.db.outboxEvent.count({ where: { organizationId: org.id, type: 'quire.sites.site-space.deleted' } })).toBe(1);
  });
});

describe('Publishing and share keys', () => {
  it('publish sets urls.published, unpublish clears it', async () => {
    const { client, ref } = await siteWith(['A']);
    const published = (await client.publishSite(ref)).site!;
    expect(published.published).toBe(true);
    expect(published.urls!.published).toBe(`${URLS.sitesUrl}/${ref.organizationId}/${ref.siteId}`);
    expect((await client.unpublishSite(ref)).site!.urls!.published).toBeUndefined();
  });

  it('asks content for the published spaces only for readers of a published, readable site', async () => {
    const { org, client, ref } = await siteWith(['A']);
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
    const { org, client, ref } = await siteWith(['A']);
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
});
