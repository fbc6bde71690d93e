import { SiteVisibility, type Site } from '@gitbook/api';
import { absentId, addMember, createSpace, expectFailure, expectOk, newOrg as newOrgOf, sendRaw, type Org } from './content-helpers';
import { expectRawError } from './client';
import { startStack, type Stack } from './harness';

// Sites through the gateway with the official client, every body checked against the GitBook
// contract (expectOk validates it): the sites rows of routes/v1/index.ts, the sites service in
// the harness, its embedded spaces read from content (GetSpaces) and content's space events
// through the real NATS (docs/sites.md "Wiring").

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
}, 90_000);

afterAll(async () => {
  await stack?.stop();
});

const newOrg = () => newOrgOf(stack);
const fails = (status: number, call: Promise<unknown>, message?: RegExp) => expectFailure(call, status, message);

async function siteWithSpaces(org: Org, titles: string[]) {
  const spaces = [];
  for (const title of titles) spaces.push(await createSpace(org, title));
  const site = await expectOk('createSite', 201, org.gitbook.orgs.createSite(org.organizationId, { title: 'Docs', spaces: spaces.map((s) => s.id) }));
  return { site, spaces };
}

describe('sites', () => {
  it('createSite, getSiteById, updateSiteById, listSites with every filter, deleteSiteById', async () => {
    const org = await newOrg();
    const { site, spaces } = await siteWithSpaces(org, ['Guides']);
    expect(site).toMatchObject({ object: 'site', type: 'basic', published: false, siteSpaces: 1, features: [] });
    await expectOk('getSiteById', 200, org.gitbook.orgs.getSiteById(org.organizationId, site.id));
    const other = await expectOk('createSite', 201, org.gitbook.orgs.createSite(org.organizationId, { title: 'Blog', type: 'premium' as never }));
    await expectOk('publishSite', 200, org.gitbook.orgs.publishSite(org.organizationId, other.id));

    const list = async (query: Record<string, unknown>) =>
      (await expectOk('listSites', 200, org.gitbook.orgs.listSites(org.organizationId, query as never))).items.map((s) => s.id);
    expect(await list({})).toEqual([site.id, other.id]);
    expect(await list({ space: spaces[0].id })).toEqual([site.id]);
    expect(await list({ title: 'blo' })).toEqual([other.id]);
    expect(await list({ published: true })).toEqual([other.id]);
    expect(await list({ type: ['premium'] })).toEqual([other.id]);
    expect(await list({ type: 'basic' })).toEqual([site.id]);

    const updated = await expectOk(
      'updateSiteById',
      200,
      org.gitbook.orgs.updateSiteById(org.organizationId, site.id, { title: 'Docs!', basename: 'docs', proxy: 'example.com/docs' }),
    );
    expect(updated.proxy?.origin).toBe('example.com/docs');
    await fails(400, org.gitbook.orgs.updateSiteById(org.organizationId, site.id, { proxy: 'not a proxy' }), /^proxy: /);
    await fails(400, org.gitbook.orgs.updateSiteById(org.organizationId, site.id, { title: 'x' }), /^title: /);

    const stranger = await newOrg();
    await fails(404, stranger.gitbook.orgs.getSiteById(org.organizationId, site.id));
    await org.gitbook.orgs.deleteSiteById(org.organizationId, other.id);
    await fails(404, org.gitbook.orgs.getSiteById(org.organizationId, other.id));
  });

  it('sections and site spaces embed spaces; moves before, after and to the end', async () => {
    const org = await newOrg();
    const { site, spaces } = await siteWithSpaces(org, ['One', 'Two']);
    const extra = await createSpace(org, 'Three');
    await fails(404, org.gitbook.orgs.addSpaceToSite(org.organizationId, site.id, { spaceId: absentId() }));
    const added = await expectOk('addSpaceToSite', 201, org.gitbook.orgs.addSpaceToSite(org.organizationId, site.id, { spaceId: extra.id }));
    expect(added.space.id).toBe(extra.id);

    const order = async () =>
      (await expectOk('listSiteSpaces', 200, org.gitbook.orgs.listSiteSpaces(org.organizationId, site.id))).items.map((s) => s.space.title);
    const [one] = (await expectOk('listSiteSpaces', 200, org.gitbook.orgs.listSiteSpaces(org.organizationId, site.id))).items;
    await expectOk('moveSiteSpace', 200, org.gitbook.orgs.moveSiteSpace(org.organizationId, site.id, added.id, { position: { before: { type: 'site-space', siteSpace: one.id } } }));
    expect(await order()).toEqual(['Three', 'One', 'Two']);
    await expectOk('moveSiteSpace', 200, org.gitbook.orgs.moveSiteSpace(org.organizationId, site.id, added.id, { position: { after: { type: 'site-space', siteSpace: one.id } } }));
    expect(await order()).toEqual(['One', 'Three', 'Two']);
    await expectOk('moveSiteSpace', 200, org.gitbook.orgs.moveSiteSpace(org.organizationId, site.id, added.id, {}));
    expect(await order()).toEqual(['One', 'Two', 'Three']);
    const defaults = await expectOk('listSiteSpaces', 200, org.gitbook.orgs.listSiteSpaces(org.organizationId, site.id, { default: true }));
    expect(defaults.items.map((s) => s.space.id)).toEqual([spaces[0].id]);

    const section = await expectOk('addSectionToSite', 201, org.gitbook.orgs.addSectionToSite(org.organizationId, site.id, { spaceId: extra.id, title: 'Main' }));
    expect(section.siteSpaces.length).toBe(4);
    await expectOk('listSiteSections', 200, org.gitbook.orgs.listSiteSections(org.organizationId, site.id));
    await expectOk('updateSiteSectionById', 200, org.gitbook.orgs.updateSiteSectionById(org.organizationId, site.id, section.id, { description: 'About' }));
  });

  it('published view with the full customization tree; share keys regenerate and the old one is refused', async () => {
    const org = await newOrg();
    const { site } = await siteWithSpaces(org, ['One']);
    await fails(404, org.gitbook.orgs.getPublishedContentSite(org.organizationId, site.id));
    await expectOk('updateSiteById', 200, org.gitbook.orgs.updateSiteById(org.organizationId, site.id, { visibility: SiteVisibility.ShareLink }));
    const published = await expectOk('publishSite', 200, org.gitbook.orgs.publishSite(org.organizationId, site.id));
    expect((published as Site).urls.published).toBeDefined();
    const view = await expectOk('getPublishedContentSite', 200, org.gitbook.orgs.getPublishedContentSite(org.organizationId, site.id));
    expect(view.structure.type).toBe('siteSpaces');

    const reader = await addMember(stack, org, 'read');
    await fails(403, reader.gitbook.orgs.getSitePublishingAuthById(org.organizationId, site.id));
    const { privateKey: oldKey } = await expectOk('getSitePublishingAuthById', 200, org.gitbook.orgs.getSitePublishingAuthById(org.organizationId, site.id));
    await expectOk('getPublishedContentSite', 200, org.gitbook.orgs.getPublishedContentSite(org.organizationId, site.id, { shareKey: oldKey }));
    await expectOk('regenerateSitePublishingAuthById', 200, org.gitbook.orgs.regenerateSitePublishingAuthById(org.organizationId, site.id));
    await fails(404, org.gitbook.orgs.getPublishedContentSite(org.organizationId, site.id, { shareKey: oldKey }));
  });

  it('adaptive schema: 404 before, 400 with the JSON path, template conditions', async () => {
    const org = await newOrg();
    const { site } = await siteWithSpaces(org, ['One']);
    await fails(404, org.gitbook.orgs.getSiteAdaptiveSchema(org.organizationId, site.id));
    const jsonSchema = { type: 'object', properties: { isBeta: { type: 'boolean', description: 'Beta' } }, additionalProperties: false };
    await fails(
      400,
      org.gitbook.orgs.updateSiteAdaptiveSchema(org.organizationId, site.id, { jsonSchema: { ...jsonSchema, extra: 1 } as never }),
      /^jsonSchema\.extra: /,
    );
    await expectOk('updateSiteAdaptiveSchema', 200, org.gitbook.orgs.updateSiteAdaptiveSchema(org.organizationId, site.id, { jsonSchema: jsonSchema as never }));
    const conditions = await expectOk('listSiteAdaptiveTemplateConditions', 200, org.gitbook.orgs.listSiteAdaptiveTemplateConditions(org.organizationId, site.id));
    expect(conditions.items).toEqual([{ description: 'Beta', condition: 'visitor.claims.isBeta == true' }]);
  });
  it('every other row: site spaces and sections updated, moved and deleted, structure sorted, unpublished, publishing auth', async () => {
    const org = await newOrg();
    const { site, spaces } = await siteWithSpaces(org, ['One', 'Two', 'Three']);
    const sites = org.gitbook.orgs;
    const id = org.organizationId;
    const schema = { type: 'object', properties: { isBeta: { type: 'boolean', description: 'Beta' } }, additionalProperties: false };
    await expectOk('updateSiteAdaptiveSchema', 200, sites.updateSiteAdaptiveSchema(id, site.id, { jsonSchema: schema as never }));
    expect((await expectOk('getSiteAdaptiveSchema', 200, sites.getSiteAdaptiveSchema(id, site.id))).jsonSchema).toEqual(schema);

    const first = await expectOk('addSectionToSite', 201, sites.addSectionToSite(id, site.id, { spaceId: spaces[0].id, title: 'Guides' }));
    const second = await expectOk('addSectionToSite', 201, sites.addSectionToSite(id, site.id, { spaceId: spaces[1].id, title: 'Reference' }));
    const sectionOrder = async () =>
      (await expectOk('listSiteSections', 200, sites.listSiteSections(id, site.id))).items.map((section) => section.title);
    expect(await sectionOrder()).toEqual(['Guides', 'Reference']);
    await expectOk('moveSiteSection', 200, sites.moveSiteSection(id, site.id, second.id, { position: { before: { type: 'site-section', siteSection: first.id } } }));
    expect(await sectionOrder()).toEqual(['Reference', 'Guides']);
    const sorted = await expectOk(
      'sortSiteStructure',
      200,
      sites.sortSiteStructure(id, site.id, { item: { type: 'site-section', id: first.id }, position: { before: { type: 'site-section', id: second.id } } }),
    );
    expect(sorted.id).toBe(first.id);
    expect(await sectionOrder()).toEqual(['Guides', 'Reference']);
    const firstPage = await expectOk('listSiteSections', 200, sites.listSiteSections(id, site.id, { limit: 1 }));
    expect(firstPage.items.map((section) => section.id)).toEqual([first.id]);
    const nextPage = await expectOk('listSiteSections', 200, sites.listSiteSections(id, site.id, { limit: 1, page: firstPage.next!.page }));
    expect(nextPage.items.map((section) => section.id)).toEqual([second.id]);

    const siteSpaceOf = async (spaceId: string) =>
      (await expectOk('listSiteSpaces', 200, sites.listSiteSpaces(id, site.id))).items.find((item) => item.space.id === spaceId)!;
    const beta = await siteSpaceOf(spaces[1].id);
    const updated = await expectOk(
      'updateSiteSpaceById',
      200,
      sites.updateSiteSpaceById(id, site.id, beta.id, { path: 'beta', condition: 'visitor.claims.isBeta == true' }),
    );
    expect(updated).toMatchObject({ path: 'beta', condition: 'visitor.claims.isBeta == true' });
    await fails(400, sites.updateSiteSpaceById(id, site.id, beta.id, { condition: 'visitor.claims.nope == 1' }), /^condition: /);
    await expectOk('updateSiteSectionById', 200, sites.updateSiteSectionById(id, site.id, second.id, { condition: null, path: 'reference' }));

    await expectOk('publishSite', 200, sites.publishSite(id, site.id));
    const published = await expectOk('getPublishedContentSite', 200, sites.getPublishedContentSite(id, site.id));
    expect(published.structure.type).toBe('sections');
    const unpublished = await expectOk('unpublishSite', 200, sites.unpublishSite(id, site.id));
    expect(unpublished.published).toBe(false);
    await fails(404, sites.getPublishedContentSite(id, site.id));

    const auth = await expectOk(
      'updateSitePublishingAuthById',
      200,
      sites.updateSitePublishingAuthById(id, site.id, { backend: 'custom', fallbackURL: 'https://example.com/login' } as never),
    );
    expect(auth).toMatchObject({ backend: 'custom', fallbackURL: 'https://example.com/login' });

    const third = await siteSpaceOf(spaces[2].id);
    const deletedSiteSpace = await sites.deleteSiteSpaceById(id, site.id, third.id);
    expect([204, 205]).toContain(deletedSiteSpace.status);
    expect(await siteSpaceOf(spaces[2].id)).toBeUndefined();
    // Deletes are idempotent (the contract lists 204/205 only).
    expect((await sites.deleteSiteSpaceById(id, site.id, third.id)).status).toBe(204);
    const deletedSection = await sites.deleteSiteSectionById(id, site.id, second.id);
    expect([204, 205]).toContain(deletedSection.status);
    expect(await sectionOrder()).toEqual(['Guides']);
    await fails(404, sites.updateSiteSectionById(id, site.id, second.id, { title: 'Gone' }));
  });

  it('404 across organizations and for guests, whatever the route; 404 for a space of another organization', async () => {
    const org = await newOrg();
    const { site, spaces } = await siteWithSpaces(org, ['One']);
    const [siteSpace] = (await expectOk('listSiteSpaces', 200, org.gitbook.orgs.listSiteSpaces(org.organizationId, site.id))).items;
    const stranger = await newOrg();
    const strangerSpace = await createSpace(stranger, 'Theirs');
    const strangerSite = await expectOk('createSite', 201, stranger.gitbook.orgs.createSite(stranger.organizationId, { title: 'Theirs' }));
    const guest = await addMember(stack, org, null);

    for (const caller of [stranger.gitbook.orgs, guest.gitbook.orgs]) {
      const id = org.organizationId;
      await fails(404, caller.listSites(id));
      await fails(404, caller.getSiteById(id, site.id));
      await fails(404, caller.updateSiteById(id, site.id, { title: 'Mine now' }));
      await fails(404, caller.deleteSiteById(id, site.id));
      await fails(404, caller.publishSite(id, site.id));
      await fails(404, caller.listSiteSpaces(id, site.id));
      await fails(404, caller.listSiteSections(id, site.id));
      await fails(404, caller.addSpaceToSite(id, site.id, { spaceId: spaces[0].id }));
      await fails(404, caller.updateSiteSpaceById(id, site.id, siteSpace.id, { path: 'x' }));
      await fails(404, caller.deleteSiteSpaceById(id, site.id, siteSpace.id));
      await fails(404, caller.getSitePublishingAuthById(id, site.id));
      await fails(404, caller.getSiteAdaptiveSchema(id, site.id));
      await fails(404, caller.getPublishedContentSite(id, site.id));
    }
    // A site of another organization under one's own organization, and its space in one's site.
    await fails(404, stranger.gitbook.orgs.getSiteById(stranger.organizationId, site.id));
    await fails(404, org.gitbook.orgs.getSiteById(org.organizationId, strangerSite.id));
    await fails(404, org.gitbook.orgs.addSpaceToSite(org.organizationId, site.id, { spaceId: strangerSpace.id }));
    await fails(404, org.gitbook.orgs.createSite(org.organizationId, { title: 'Mixed', spaces: [strangerSpace.id] }));
    await fails(404, org.gitbook.orgs.updateSiteSpaceById(org.organizationId, site.id, siteSpace.id, { spaceId: strangerSpace.id }));
    expect((await expectOk('getSiteById', 200, org.gitbook.orgs.getSiteById(org.organizationId, site.id))).title).toBe('Docs');

    // Once published and public, the published structure is readable from outside, with the
    // spaces it publishes (view only), although the stranger may not read them otherwise.
    await expectOk('publishSite', 200, org.gitbook.orgs.publishSite(org.organizationId, site.id));
    const view = await expectOk('getPublishedContentSite', 200, stranger.gitbook.orgs.getPublishedContentSite(org.organizationId, site.id));
    expect(view.structure.type).toBe('siteSpaces');
    expect(view.structure.structure.map((item) => ('space' in item ? item.space.id : undefined))).toEqual([spaces[0].id]);
    const published = (await expectOk('listSiteSpaces', 200, stranger.gitbook.orgs.listSiteSpaces(org.organizationId, site.id))).items;
    expect(published.map((item) => item.space.id)).toEqual([spaces[0].id]);
    expect(published[0].space.permissions).toMatchObject({ view: true, edit: false, comment: false, admin: false });
    await fails(404, stranger.gitbook.spaces.getSpaceById(spaces[0].id));
    await fails(404, stranger.gitbook.orgs.getSiteById(org.organizationId, site.id));
  });

  it('400 for malformed bodies and queries, changing nothing', async () => {
    const org = await newOrg();
    const { site, spaces } = await siteWithSpaces(org, ['One']);
    const base = `/orgs/${org.organizationId}/sites`;
    const raw = (method: string, path: string, body: string) => sendRaw(stack, method, path, { token: org.token, body });

    expect(expectRawError(await raw('POST', base, '{"title": "Do'), 400)).toBe('Request body is not valid JSON');
    expect(expectRawError(await raw('POST', base, JSON.stringify({ title: 'Blog', spaces: spaces[0].id })), 400)).toMatch(/^spaces: /);
    expect(expectRawError(await raw('POST', base, JSON.stringify({ title: 'Blog', type: 'gold' })), 400)).toMatch(/^type: /);
    expect(expectRawError(await raw('PATCH', `${base}/${site.id}`, JSON.stringify({ visibility: 'secret' })), 400)).toMatch(/^visibility: /);
    expect(expectRawError(await raw('PATCH', `${base}/${site.id}`, '[1, 2]'), 400)).toBeTruthy();
    expect(expectRawError(await raw('POST', `${base}/${site.id}/site-spaces`, JSON.stringify({})), 400)).toMatch(/^spaceId: /);
    expect(expectRawError(await raw('POST', `${base}/${site.id}/sections`, JSON.stringify({ spaceId: spaces[0].id, title: 7 })), 400)).toMatch(
      /^title: /,
    );
    const [siteSpace] = (await expectOk('listSiteSpaces', 200, org.gitbook.orgs.listSiteSpaces(org.organizationId, site.id))).items;
    const wrongPointer = JSON.stringify({ position: { before: { type: 'site-section', siteSpace: siteSpace.id } } });
    expect(expectRawError(await raw('POST', `${base}/${site.id}/site-spaces/${siteSpace.id}/move`, wrongPointer), 400)).toMatch(/^position\.before/);
    expect(expectRawError(await raw('PATCH', `${base}/${site.id}/publishing/auth`, JSON.stringify({ backend: 'nope' })), 400)).toMatch(/^backend: /);
    expect(expectRawError(await raw('PUT', `${base}/${site.id}/adaptive-schema`, JSON.stringify({ jsonSchema: 'x' })), 400)).toMatch(/^jsonSchema: /);
    const sortMixed = JSON.stringify({ item: { type: 'site-section', id: siteSpace.id }, position: { before: { type: 'site-space', id: siteSpace.id } } });
    expect(expectRawError(await raw('PATCH', `${base}/${site.id}/structure/sort`, sortMixed), 400)).toMatch(/^position\.before\.type: /);
    await expectOk('publishSite', 200, org.gitbook.orgs.publishSite(org.organizationId, site.id));
    await fails(400, org.gitbook.orgs.getPublishedContentSite(org.organizationId, site.id, { visitor: 'not json' } as never), /^visitor/);

    const list = await expectOk('listSites', 200, org.gitbook.orgs.listSites(org.organizationId));
    expect(list.items.map((item) => [item.id, item.title])).toEqual([[site.id, 'Docs']]);
    const after = (await expectOk('listSiteSpaces', 200, org.gitbook.orgs.listSiteSpaces(org.organizationId, site.id))).items;
    expect(after.map((item) => [item.id, item.path, item.space.id])).toEqual([[siteSpace.id, siteSpace.path, spaces[0].id]]);
  });

  it("content's space.deleted event (real NATS) removes the space's site spaces; the next one becomes the default", async () => {
    const org = await newOrg();
    const { site, spaces } = await siteWithSpaces(org, ['One', 'Two']);
    const id = org.organizationId;
    const defaultSpace = async () =>
      (await expectOk('listSiteSpaces', 200, org.gitbook.orgs.listSiteSpaces(id, site.id, { default: true }))).items.map((item) => item.space.id);
    expect(await defaultSpace()).toEqual([spaces[0].id]);

    await expectOk('deleteSpaceById', 204, org.gitbook.spaces.deleteSpaceById(spaces[0].id));
    // The count is the site's rows: it changes only when the consumer has removed the site space.
    const deadline = Date.now() + 10_000;
    let count = (await expectOk('getSiteById', 200, org.gitbook.orgs.getSiteById(id, site.id))).siteSpaces;
    while (count !== 1 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      count = (await expectOk('getSiteById', 200, org.gitbook.orgs.getSiteById(id, site.id))).siteSpaces;
    }
    expect(count).toBe(1);
    expect((await expectOk('listSites', 200, org.gitbook.orgs.listSites(id, { space: spaces[0].id }))).items).toEqual([]);
    expect(await defaultSpace()).toEqual([spaces[1].id]);

    // Restored from the trash, the space does not come back to the site.
    await expectOk('restoreSpace', 200, org.gitbook.spaces.restoreSpace(spaces[0].id));
    const items = (await expectOk('listSiteSpaces', 200, org.gitbook.orgs.listSiteSpaces(id, site.id))).items;
    expect(items.map((item) => item.space.id)).toEqual([spaces[1].id]);
  });
});
