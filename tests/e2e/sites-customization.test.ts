import { SiteVisibility, type ShareLink, type SiteCustomizationSettings } from '@gitbook/api';
import { absentId, addMember, createSpace, expectFailure, expectOk, newOrg as newOrgOf, sendRaw, walkPages, type Org } from './content-helpers';
import { expectRawError } from './client';
import { startStack, type Stack } from './harness';

// Site customization (site settings, site space overrides) and share links through the
// gateway with the official client, every body checked against the GitBook contract
// (docs/sites.md "Customization" and "Share links").

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
}, 90_000);

afterAll(async () => {
  await stack?.stop();
});

const newOrg = () => newOrgOf(stack);
const fails = (status: number, call: Promise<unknown>, message?: RegExp | string) => expectFailure(call, status, message);

async function siteWithSpaces(org: Org, titles: string[]) {
  const spaces = [];
  for (const title of titles) spaces.push(await createSpace(org, title));
  const site = await expectOk('createSite', 201, org.gitbook.orgs.createSite(org.organizationId, { title: 'Docs', spaces: spaces.map((s) => s.id) }));
  const siteSpaces = (await expectOk('listSiteSpaces', 200, org.gitbook.orgs.listSiteSpaces(org.organizationId, site.id))).items;
  return { site, spaces, siteSpaces };
}

const shareKeyOf = (link: ShareLink) => new URL(link.urls.published!).searchParams.get('share')!;

describe('site customization', () => {
  it('getSiteCustomizationById answers the full defaults; updateSiteCustomizationById stores a full tree the published view shows', async () => {
    const org = await newOrg();
    const { site, siteSpaces } = await siteWithSpaces(org, ['Guides', 'API']);
    const sites = org.gitbook.orgs;
    const id = org.organizationId;

    const defaults = await expectOk('getSiteCustomizationById', 200, sites.getSiteCustomizationById(id, site.id));
    expect(defaults).toMatchObject({ title: 'Docs', styling: { theme: 'clean' }, favicon: {} });
    expect(await expectOk('getSiteCustomizationById', 200, sites.getSiteCustomizationById(id, site.id, { unmasked: true }))).toEqual(defaults);

    const settings: SiteCustomizationSettings = {
      ...defaults,
      title: 'Acme Docs',
      styling: { ...defaults.styling, theme: 'gradient' as never, primaryColor: { light: '#0a7', dark: '#0c9' } },
      favicon: { emoji: '📘' },
      header: {
        ...defaults.header,
        logo: { light: 'https://example.com/logo.png', dark: 'https://example.com/logo-dark.png' },
        links: [{ title: 'Home', to: { kind: 'url', url: 'https://example.com' }, links: [] }],
      },
      announcement: { enabled: true, message: 'Version 2 is out', style: 'info' as never },
    };
    const updated = await expectOk('updateSiteCustomizationById', 200, sites.updateSiteCustomizationById(id, site.id, settings));
    expect(updated).toEqual(settings);
    expect(await expectOk('getSiteCustomizationById', 200, sites.getSiteCustomizationById(id, site.id))).toEqual(settings);

    await expectOk('publishSite', 200, sites.publishSite(id, site.id));
    const view = await expectOk('getPublishedContentSite', 200, sites.getPublishedContentSite(id, site.id));
    expect(view.customizations.site).toEqual(settings);
    expect(view.customizations.siteSpaces[siteSpaces[1].id]).toEqual(settings);
  });

  it('site space overrides: merged over the site, null resets one, delete removes them; the published view agrees', async () => {
    const org = await newOrg();
    const { site, siteSpaces } = await siteWithSpaces(org, ['Guides', 'API']);
    const sites = org.gitbook.orgs;
    const id = org.organizationId;
    const [guides, api] = siteSpaces;

    const initial = await expectOk('getSiteSpaceCustomizationById', 200, sites.getSiteSpaceCustomizationById(id, site.id, guides.id));
    expect(initial).toMatchObject({ title: 'Docs', hasOverrides: false });

    const overridden = await expectOk(
      'overrideSiteSpaceCustomizationById',
      200,
      sites.overrideSiteSpaceCustomizationById(id, site.id, guides.id, { title: 'Guides', styling: { theme: 'bold' as never, sidebar: { list: 'pill' as never } }, pdf: { enabled: false } }),
    );
    expect(overridden).toMatchObject({ title: 'Guides', styling: { theme: 'bold', corners: 'rounded', sidebar: { background: 'default', list: 'pill' } }, pdf: { enabled: false } });
    await expectOk(
      'overrideSiteSpaceCustomizationById',
      200,
      sites.overrideSiteSpaceCustomizationById(id, site.id, guides.id, { title: null, styling: { sidebar: { list: null } } }),
    );
    const got = await expectOk('getSiteSpaceCustomizationById', 200, sites.getSiteSpaceCustomizationById(id, site.id, guides.id, { unmasked: false }));
    expect(got).toMatchObject({ title: 'Docs', styling: { theme: 'bold', sidebar: { list: 'default' } }, pdf: { enabled: false }, hasOverrides: true });

    await expectOk('publishSite', 200, sites.publishSite(id, site.id));
    const view = await expectOk('getPublishedContentSite', 200, sites.getPublishedContentSite(id, site.id));
    const { hasOverrides: _flag, ...guidesSettings } = got as typeof got & { hasOverrides: boolean };
    expect(view.customizations.siteSpaces[guides.id]).toEqual(guidesSettings);
    expect(view.customizations.siteSpaces[api.id]).toEqual(view.customizations.site);

    const deleted = await sites.deleteSiteSpaceCustomizationById(id, site.id, guides.id);
    expect(deleted.status).toBe(204);
    expect(await expectOk('getSiteSpaceCustomizationById', 200, sites.getSiteSpaceCustomizationById(id, site.id, guides.id))).toEqual({
      ...view.customizations.site,
      hasOverrides: false,
    });
    expect((await sites.deleteSiteSpaceCustomizationById(id, site.id, guides.id)).status).toBe(204);
    await fails(404, sites.deleteSiteSpaceCustomizationById(id, site.id, absentId()));
  });

  it('400 names the JSON path and changes nothing; readers read but do not write (403); others get 404', async () => {
    const org = await newOrg();
    const { site, siteSpaces } = await siteWithSpaces(org, ['Guides']);
    const sites = org.gitbook.orgs;
    const id = org.organizationId;
    const defaults = await expectOk('getSiteCustomizationById', 200, sites.getSiteCustomizationById(id, site.id));
    const base = `/orgs/${id}/sites/${site.id}`;
    const raw = (method: string, path: string, body: unknown) => sendRaw(stack, method, path, { token: org.token, body: JSON.stringify(body) });

    await fails(400, sites.updateSiteCustomizationById(id, site.id, { ...defaults, styling: { ...defaults.styling, corners: 'wavy' as never } }), /^styling\.corners: must be one of /);
    await fails(400, sites.updateSiteCustomizationById(id, site.id, { ...defaults, favicon: { emoji: '🎉', icon: { light: 'https://a.example/i.png', dark: 'https://a.example/i.png' } } } as never), 'favicon: must have only one of "icon", "emoji"');
    const { pdf: _pdf, ...withoutPdf } = defaults;
    expect(expectRawError(await raw('PUT', `${base}/customization`, withoutPdf), 400)).toBe('pdf: is required');
    expect(expectRawError(await raw('PUT', `${base}/customization`, [1]), 400)).toBeTruthy();
    expect(expectRawError(await raw('PUT', `${base}/customization`, { ...defaults, header: { ...defaults.header, logo: { light: 'javascript:alert(1)', dark: 'https://a.example' } } }), 400)).toBe(
      'header.logo.light: must be an http(s) URL',
    );
    const overridePath = `${base}/site-spaces/${siteSpaces[0].id}/customization`;
    expect(expectRawError(await raw('PATCH', overridePath, { themes: { default: 'sepia' } }), 400)).toBe('themes.default: must be one of "light", "dark", null');
    expect(expectRawError(await raw('PATCH', overridePath, { pdf: {} }), 400)).toBe('pdf.enabled: is required');
    expect(expectRawError(await raw('GET', `${base}/customization?unmasked=maybe`, undefined), 400)).toMatch(/^unmasked: /);
    expect(await expectOk('getSiteCustomizationById', 200, sites.getSiteCustomizationById(id, site.id))).toEqual(defaults);
    expect(await expectOk('getSiteSpaceCustomizationById', 200, sites.getSiteSpaceCustomizationById(id, site.id, siteSpaces[0].id))).toMatchObject({ hasOverrides: false });

    const reader = await addMember(stack, org, 'read');
    await expectOk('getSiteCustomizationById', 200, reader.gitbook.orgs.getSiteCustomizationById(id, site.id));
    await expectOk('getSiteSpaceCustomizationById', 200, reader.gitbook.orgs.getSiteSpaceCustomizationById(id, site.id, siteSpaces[0].id));
    await fails(403, reader.gitbook.orgs.updateSiteCustomizationById(id, site.id, defaults));
    await fails(403, reader.gitbook.orgs.overrideSiteSpaceCustomizationById(id, site.id, siteSpaces[0].id, { pdf: { enabled: false } }));
    await fails(403, reader.gitbook.orgs.deleteSiteSpaceCustomizationById(id, site.id, siteSpaces[0].id));

    const stranger = await newOrg();
    const guest = await addMember(stack, org, null);
    for (const caller of [stranger.gitbook.orgs, guest.gitbook.orgs]) {
      await fails(404, caller.getSiteCustomizationById(id, site.id));
      await fails(404, caller.updateSiteCustomizationById(id, site.id, defaults));
      await fails(404, caller.getSiteSpaceCustomizationById(id, site.id, siteSpaces[0].id));
      await fails(404, caller.overrideSiteSpaceCustomizationById(id, site.id, siteSpaces[0].id, { pdf: { enabled: false } }));
      await fails(404, caller.deleteSiteSpaceCustomizationById(id, site.id, siteSpaces[0].id));
    }
  });
});

describe('share links', () => {
  it('create, list (pages), rename, deactivate and delete; each link key opens the share-link site until deactivated or deleted', async () => {
    const org = await newOrg();
    const { site, spaces } = await siteWithSpaces(org, ['Guides']);
    const sites = org.gitbook.orgs;
    const id = org.organizationId;
    await expectOk('updateSiteById', 200, sites.updateSiteById(id, site.id, { visibility: SiteVisibility.ShareLink }));
    await expectOk('publishSite', 200, sites.publishSite(id, site.id));

    const partners = await expectOk('createSiteShareLink', 201, sites.createSiteShareLink(id, site.id, { name: 'Partners' }));
    expect(partners).toMatchObject({ object: 'share-link', name: 'Partners', active: true });
    const key = shareKeyOf(partners);
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (const name of ['Press', 'Beta testers']) await expectOk('createSiteShareLink', 201, sites.createSiteShareLink(id, site.id, { name }));
    const { items, pages, count } = await walkPages<ShareLink>('listSiteShareLinks', 2, (page) => sites.listSiteShareLinks(id, site.id, { limit: 2, page }));
    expect(items.map((link) => link.name)).toEqual(['Partners', 'Press', 'Beta testers']);
    expect([pages, count]).toEqual([2, 3]);

    // A stranger holding the link's key reads the published site and its spaces.
    const stranger = await newOrg();
    await fails(404, stranger.gitbook.orgs.getPublishedContentSite(id, site.id));
    const view = await expectOk('getPublishedContentSite', 200, stranger.gitbook.orgs.getPublishedContentSite(id, site.id, { shareKey: key }));
    expect(view.site.urls.published).toContain(`?share=${key}`);
    const visible = await expectOk('listSiteSpaces', 200, stranger.gitbook.orgs.listSiteSpaces(id, site.id, { shareKey: key }));
    expect(visible.items.map((item) => item.space.id)).toEqual([spaces[0].id]);

    const renamed = await expectOk('updateSiteShareLinkById', 200, sites.updateSiteShareLinkById(id, site.id, partners.id, { name: 'Resellers' }));
    expect(renamed).toMatchObject({ name: 'Resellers', active: true });
    const inactive = await expectOk('updateSiteShareLinkById', 200, sites.updateSiteShareLinkById(id, site.id, partners.id, { active: false }));
    expect(inactive.active).toBe(false);
    await fails(404, stranger.gitbook.orgs.getPublishedContentSite(id, site.id, { shareKey: key }));
    await fails(404, sites.listSiteSections(id, site.id, { shareKey: key }));
    await expectOk('updateSiteShareLinkById', 200, sites.updateSiteShareLinkById(id, site.id, partners.id, { active: true }));
    await expectOk('getPublishedContentSite', 200, stranger.gitbook.orgs.getPublishedContentSite(id, site.id, { shareKey: key }));

    const deleted = await sites.deleteSiteShareLinkById(id, site.id, partners.id);
    expect(deleted.status).toBe(204);
    await fails(404, stranger.gitbook.orgs.getPublishedContentSite(id, site.id, { shareKey: key }));
    expect((await sites.deleteSiteShareLinkById(id, site.id, partners.id)).status).toBe(204);
    await fails(404, sites.updateSiteShareLinkById(id, site.id, partners.id, { active: true }), 'No matching share link found');
    const left = await expectOk('listSiteShareLinks', 200, sites.listSiteShareLinks(id, site.id));
    expect(left.items.map((link) => link.name)).toEqual(['Press', 'Beta testers']);
  });

  it('400 for bad bodies; readers get 403; guests and other organizations 404', async () => {
    const org = await newOrg();
    const { site } = await siteWithSpaces(org, ['Guides']);
    const sites = org.gitbook.orgs;
    const id = org.organizationId;
    const link = await expectOk('createSiteShareLink', 201, sites.createSiteShareLink(id, site.id, { name: '' }));
    // Unpublished: no published URL, so no key shown.
    expect(link.urls.published).toBeUndefined();

    await fails(400, sites.createSiteShareLink(id, site.id, { name: 'x'.repeat(51) }), /^name: /);
    await fails(400, sites.updateSiteShareLinkById(id, site.id, link.id, {}), /must have at least 1 property/);
    const base = `/orgs/${id}/sites/${site.id}/share-links`;
    expect(expectRawError(await sendRaw(stack, 'POST', base, { token: org.token, body: '{}' }), 400)).toMatch(/^name: /);
    expect(expectRawError(await sendRaw(stack, 'PATCH', `${base}/${link.id}`, { token: org.token, body: JSON.stringify({ active: 'no' }) }), 400)).toMatch(/^active: /);
    expect(expectRawError(await sendRaw(stack, 'GET', `${base}?limit=0`, { token: org.token }), 400)).toMatch(/^limit: /);
    expect((await expectOk('listSiteShareLinks', 200, sites.listSiteShareLinks(id, site.id))).items).toEqual([link]);

    const creator = await addMember(stack, org, 'create');
    await expectOk('listSiteShareLinks', 200, creator.gitbook.orgs.listSiteShareLinks(id, site.id));
    const reader = await addMember(stack, org, 'read');
    await fails(403, reader.gitbook.orgs.listSiteShareLinks(id, site.id));
    await fails(403, reader.gitbook.orgs.createSiteShareLink(id, site.id, { name: 'Mine' }));
    await fails(403, reader.gitbook.orgs.updateSiteShareLinkById(id, site.id, link.id, { active: false }));
    await fails(403, reader.gitbook.orgs.deleteSiteShareLinkById(id, site.id, link.id));
    const stranger = await newOrg();
    const guest = await addMember(stack, org, null);
    for (const caller of [stranger.gitbook.orgs, guest.gitbook.orgs]) {
      await fails(404, caller.listSiteShareLinks(id, site.id));
      await fails(404, caller.createSiteShareLink(id, site.id, { name: 'Mine' }));
      await fails(404, caller.updateSiteShareLinkById(id, site.id, link.id, { active: false }));
      await fails(404, caller.deleteSiteShareLinkById(id, site.id, link.id));
    }
    expect((await expectOk('listSiteShareLinks', 200, sites.listSiteShareLinks(id, site.id))).items).toEqual([link]);
  });
});
