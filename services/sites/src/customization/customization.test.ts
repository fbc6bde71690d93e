import { newId } from '@quire/shared';
import { errorOf, newOrganization, startTestEnvironment, Status, type TestEnvironment } from '../../test/helpers';
import { DEFAULT_CUSTOMIZATION } from './defaults';

let env: TestEnvironment;
beforeAll(async () => {
  env = await startTestEnvironment();
});
afterAll(async () => {
  await env.close();
});

const full = () => structuredClone(DEFAULT_CUSTOMIZATION) as unknown as Record<string, any>;

async function site(titles = ['One', 'Two']) {
  const org = newOrganization();
  const client = env.as(org.admin);
  const spaces = titles.map((title) => env.spaces.add(org.id, title));
  const created = (await client.createSite({ organizationId: org.id, type: 0, visibility: 0, spaces: spaces.map((s) => s.id), title: 'Docs' })).site!;
  const ref = { organizationId: org.id, siteId: created.id };
  const siteSpaces = (await client.listSiteSpaces(ref)).items;
  return { org, client, ref, siteSpaces };
}

const eventsOf = (aggregateId: string) =>
  env.db.outboxEvent.findMany({ where: { aggregateId }, orderBy: { seq: 'asc' }, select: { type: true, data: true } });

describe('site customization', () => {
  it('GET answers the defaults with the site title until settings are stored; unmasked changes nothing', async () => {
    const { client, ref } = await site();
    const settings = (await client.getSiteCustomization(ref)).settings;
    expect(settings).toEqual({ ...full(), title: 'Docs' });
    expect((await client.getSiteCustomization({ ...ref, unmasked: true })).settings).toEqual(settings);
  });

  it('PUT stores a full SiteCustomizationSettings that GET and the published view answer; the same PUT again writes nothing', async () => {
    const { client, ref, siteSpaces } = await site();
    const settings = { ...full(), styling: { ...full().styling, theme: 'bold' }, favicon: { emoji: '📘' }, footer: { groups: [], copyright: '© Acme' } };
    const answered = (await client.updateSiteCustomization({ ...ref, settings: { ...settings, unknown: true } })).settings;
    expect(answered).toEqual({ ...settings, title: 'Docs' });
    expect((await client.getSiteCustomization(ref)).settings).toEqual(answered);

    await client.publishSite(ref);
    const view = (await client.getPublishedContentSite(ref)).site!;
    expect(view.customizations!.site).toEqual(answered);
    expect(view.customizations!.siteSpaces[siteSpaces[0].id]).toEqual(answered);

    // A stored title wins over the site's; without one the site's title follows renames.
    await client.updateSite({ ...ref, title: 'Renamed', visibility: 0, agentsContext: 0 });
    expect((await client.getSiteCustomization(ref)).settings!.title).toBe('Renamed');
    await client.updateSiteCustomization({ ...ref, settings: { ...settings, title: 'Variant' } });
    expect((await client.getSiteCustomization(ref)).settings!.title).toBe('Variant');

    const before = (await eventsOf(ref.siteId)).filter((event) => event.type === 'quire.sites.site.customization-updated');
    expect(before).toHaveLength(2);
    expect(before[0].data).toMatchObject({ id: ref.siteId });
    await client.updateSiteCustomization({ ...ref, settings: { ...settings, title: 'Variant' } });
    expect((await eventsOf(ref.siteId)).filter((event) => event.type === 'quire.sites.site.customization-updated')).toHaveLength(2);
  });

  it('400 with the JSON path, changing nothing', async () => {
    const { client, ref } = await site();
    const bad = await errorOf(client.updateSiteCustomization({ ...ref, settings: { ...full(), styling: { ...full().styling, corners: 'wavy' } } }));
    expect([bad.code, bad.details]).toEqual([Status.INVALID_ARGUMENT, 'styling.corners: must be one of "straight", "rounded", "circular"']);
    const empty = await errorOf(client.updateSiteCustomization({ ...ref, settings: {} }));
    expect(empty.details).toBe('styling: is required');
    expect((await errorOf(client.updateSiteCustomization({ ...ref }))).details).toBe('settings: is required');
    expect((await client.getSiteCustomization(ref)).settings).toEqual({ ...full(), title: 'Docs' });
  });

  it('only admins and creators write; members read; guests and other organizations get NOT_FOUND', async () => {
    const { org, ref, siteSpaces } = await site();
    const siteSpaceRef = { ...ref, siteSpaceId: siteSpaces[0].id };
    const creator = env.as(org.member('create'));
    await creator.updateSiteCustomization({ ...ref, settings: full() });
    await creator.overrideSiteSpaceCustomization({ ...siteSpaceRef, overrides: { pdf: { enabled: false } } });

    const reader = env.as(org.member('read'));
    expect((await reader.getSiteCustomization(ref)).settings!.title).toBe('Docs');
    expect((await reader.getSiteSpaceCustomization(siteSpaceRef)).settings).toMatchObject({ pdf: { enabled: false }, hasOverrides: true });
    expect((await errorOf(reader.updateSiteCustomization({ ...ref, settings: full() }))).code).toBe(Status.PERMISSION_DENIED);
    expect((await errorOf(reader.overrideSiteSpaceCustomization({ ...siteSpaceRef, overrides: {} }))).code).toBe(Status.PERMISSION_DENIED);
    expect((await errorOf(reader.deleteSiteSpaceCustomization(siteSpaceRef))).code).toBe(Status.PERMISSION_DENIED);

    const stranger = env.as(newOrganization().admin);
    for (const caller of [env.as(org.guest()), stranger]) {
      expect((await errorOf(caller.getSiteCustomization(ref))).code).toBe(Status.NOT_FOUND);
      expect((await errorOf(caller.updateSiteCustomization({ ...ref, settings: full() }))).code).toBe(Status.NOT_FOUND);
      expect((await errorOf(caller.getSiteSpaceCustomization(siteSpaceRef))).code).toBe(Status.NOT_FOUND);
      expect((await errorOf(caller.overrideSiteSpaceCustomization({ ...siteSpaceRef, overrides: {} }))).code).toBe(Status.NOT_FOUND);
      expect((await errorOf(caller.deleteSiteSpaceCustomization(siteSpaceRef))).code).toBe(Status.NOT_FOUND);
    }
    // A site space of another site of the organization is not this site's.
    const other = await env.as(org.admin).createSite({ organizationId: org.id, type: 0, visibility: 0, spaces: [], title: 'Other' });
    const wrongSite = await errorOf(env.as(org.admin).getSiteSpaceCustomization({ ...siteSpaceRef, siteId: other.site!.id }));
    expect([wrongSite.code, wrongSite.details]).toEqual([Status.NOT_FOUND, 'No matching Site space found']);
  });
});

describe('site space customization', () => {
  it('PATCH merges overrides over the site settings, null resets one, DELETE removes them all; the published view agrees', async () => {
    const { client, ref, siteSpaces } = await site();
    const [first, second] = siteSpaces;
    const firstRef = { ...ref, siteSpaceId: first.id };
    await client.updateSiteCustomization({ ...ref, settings: { ...full(), styling: { ...full().styling, theme: 'muted' } } });
    expect((await client.getSiteSpaceCustomization(firstRef)).settings).toMatchObject({ styling: { theme: 'muted' }, hasOverrides: false });

    const patched = (await client.overrideSiteSpaceCustomization({ ...firstRef, overrides: { title: 'Variant', styling: { corners: 'straight', sidebar: { list: 'line' } } } })).settings!;
    expect(patched).toMatchObject({ title: 'Variant', styling: { theme: 'muted', corners: 'straight', sidebar: { background: 'default', list: 'line' } } });
    expect(patched).not.toHaveProperty('hasOverrides');
    await client.overrideSiteSpaceCustomization({ ...firstRef, overrides: { styling: { corners: null }, pdf: { enabled: false } } });
    const got = (await client.getSiteSpaceCustomization(firstRef)).settings!;
    expect(got).toMatchObject({ title: 'Variant', styling: { theme: 'muted', corners: 'rounded', sidebar: { list: 'line' } }, pdf: { enabled: false }, hasOverrides: true });
    expect((await env.db.siteSpace.findUnique({ where: { id: first.id } }))!.customization).toEqual({
      title: 'Variant',
      styling: { sidebar: { list: 'line' } },
      pdf: { enabled: false },
    });

    await client.publishSite(ref);
    const view = (await client.getPublishedContentSite(ref)).site!;
    const { hasOverrides: _flag, ...withoutFlag } = got;
    expect(view.customizations!.siteSpaces[first.id]).toEqual(withoutFlag);
    expect(view.customizations!.siteSpaces[second.id]).toEqual(view.customizations!.site);

    await client.deleteSiteSpaceCustomization(firstRef);
    expect((await client.getSiteSpaceCustomization(firstRef)).settings).toMatchObject({ title: 'Docs', hasOverrides: false, styling: { corners: 'rounded' } });
    await client.deleteSiteSpaceCustomization(firstRef);
    const events = (await eventsOf(first.id)).filter((event) => event.type === 'quire.sites.site-space.customization-updated');
    expect(events.map((event) => (event.data as { hasOverrides: boolean }).hasOverrides)).toEqual([true, true, false]);
    expect(events[0].data).toMatchObject({ id: first.id, siteId: ref.siteId, fields: ['title', 'styling'] });

    const missing = await errorOf(client.deleteSiteSpaceCustomization({ ...ref, siteSpaceId: newId() }));
    expect(missing.code).toBe(Status.NOT_FOUND);
  });

  it('400 with the JSON path, changing nothing; resetting every override leaves none', async () => {
    const { client, ref, siteSpaces } = await site();
    const siteSpaceRef = { ...ref, siteSpaceId: siteSpaces[0].id };
    await client.overrideSiteSpaceCustomization({ ...siteSpaceRef, overrides: { themes: { default: 'dark' } } });
    const bad = await errorOf(client.overrideSiteSpaceCustomization({ ...siteSpaceRef, overrides: { themes: { default: 'sepia' } } }));
    expect([bad.code, bad.details]).toEqual([Status.INVALID_ARGUMENT, 'themes.default: must be one of "light", "dark", null']);
    expect((await errorOf(client.overrideSiteSpaceCustomization({ ...siteSpaceRef, overrides: { pdf: {} } }))).details).toBe('pdf.enabled: is required');
    expect((await client.getSiteSpaceCustomization(siteSpaceRef)).settings).toMatchObject({ themes: { default: 'dark' }, hasOverrides: true });

    await client.overrideSiteSpaceCustomization({ ...siteSpaceRef, overrides: { themes: { default: null } } });
    expect((await env.db.siteSpace.findUnique({ where: { id: siteSpaces[0].id } }))!.customization).toBeNull();
    expect((await client.getSiteSpaceCustomization(siteSpaceRef)).settings).toMatchObject({ hasOverrides: false });
  });

  it('concurrent patches of one site space all land (the row is locked while merging)', async () => {
    const { client, ref, siteSpaces } = await site();
    const siteSpaceRef = { ...ref, siteSpaceId: siteSpaces[0].id };
    const patches = [
      { styling: { theme: 'bold' } },
      { styling: { corners: 'circular' } },
      { styling: { depth: 'flat' } },
      { pdf: { enabled: false } },
      { feedback: { enabled: true } },
      { trademark: { enabled: false } },
    ];
    await Promise.all(patches.map((overrides) => client.overrideSiteSpaceCustomization({ ...siteSpaceRef, overrides })));
    expect((await env.db.siteSpace.findUnique({ where: { id: siteSpaces[0].id } }))!.customization).toEqual({
      styling: { theme: 'bold', corners: 'circular', depth: 'flat' },
      pdf: { enabled: false },
      feedback: { enabled: true },
      trademark: { enabled: false },
    });
  });

  it('refuses overrides that would store more than 64 KiB', async () => {
    const { client, ref, siteSpaces } = await site();
    const siteSpaceRef = { ...ref, siteSpaceId: siteSpaces[0].id };
    const links = (from: number) =>
      Array.from({ length: 700 }, (_, index) => ({ title: `Link ${from + index}`, to: { kind: 'url', url: `https://example.com/${from + index}` }, links: [] }));
    await client.overrideSiteSpaceCustomization({ ...siteSpaceRef, overrides: { header: { links: links(0) } } });
    const tooLarge = await errorOf(
      client.overrideSiteSpaceCustomization({ ...siteSpaceRef, overrides: { footer: { groups: [{ title: 'All', links: links(700).map(({ title, to }) => ({ title, to })) }] } } }),
    );
    expect(tooLarge.details).toMatch(/^overrides: is too large \(\d+ bytes of JSON, at most 65536\)$/);
    const stored = (await env.db.siteSpace.findUnique({ where: { id: siteSpaces[0].id } }))!.customization as Record<string, unknown>;
    expect(Object.keys(stored)).toEqual(['header']);
  });
});
