import { SiteVisibility, type Site } from '@gitbook/api';
import { absentId, addMember, createSpace, expectFailure, expectOk, newOrg as newOrgOf, type Org } from './content-helpers';
import { startStack, type Stack } from './harness';

// Sites through the gateway with the official client, every body checked against the GitBook
// contract (expectOk validates it). Needs the sites rows in routes/v1/index.ts and the sites
// service in the harness (see docs/sites.md "Wiring"), which are not there yet: the suite is
// skipped until they are, and reported as skipped by every run.

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
}, 60_000);

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

describe.skip('sites (waiting for the gateway wiring, docs/sites.md)', () => {
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
});
