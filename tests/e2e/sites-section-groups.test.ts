import type { SiteSection, SiteSectionGroup, SiteStructure } from '@gitbook/api';
import { absentId, addMember, createSpace, expectFailure, expectOk, newOrg as newOrgOf, type Org } from './content-helpers';
import { startStack, type Stack } from './harness';

// Section groups and the site structure through the gateway with the official client, every
// body checked against the contract (SiteSectionGroup, SiteStructure, SiteStructureItem).

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
}, 90_000);

afterAll(async () => {
  await stack?.stop();
});

const fails = (status: number, call: Promise<unknown>, message?: RegExp | string) => expectFailure(call, status, message);

type Shape = string | [string, Shape[]];
/** A structure as titles: a section is its title, a group [title, its children]. */
const shapeOf = (items: (SiteSection | SiteSectionGroup)[]): Shape[] =>
  items.map((item) => (item.object === 'site-section-group' ? [item.title, shapeOf(item.children)] : item.title));

/** A site with sections titled `titles`, each holding a space of its own. */
async function sectionedSite(org: Org, titles: string[]) {
  const site = await expectOk('createSite', 201, org.gitbook.orgs.createSite(org.organizationId, { title: 'Portal' }));
  const sections: Record<string, SiteSection> = {};
  for (const title of titles) {
    const space = await createSpace(org, title);
    sections[title] = await expectOk('addSectionToSite', 201, org.gitbook.orgs.addSectionToSite(org.organizationId, site.id, { spaceId: space.id, title }));
  }
  const structure = async () => {
    const body = await expectOk('getSiteStructure', 200, org.gitbook.orgs.getSiteStructure(org.organizationId, site.id));
    expect(body.type).toBe('sections');
    return shapeOf((body as SiteStructure & { type: 'sections' }).structure);
  };
  return { site, sections, structure };
}

describe('site section groups', () => {
  it('add (with sections, nested), list, update, add and remove sections, move, delete; the structure follows', async () => {
    const org = await newOrgOf(stack);
    const { site, sections, structure } = await sectionedSite(org, ['Alpha', 'Beta', 'Gamma']);
    const api = org.gitbook.orgs;

    const product = await expectOk('addSectionGroupToSite', 201, api.addSectionGroupToSite(org.organizationId, site.id, { title: 'Product', sections: [sections.Beta.id] }));
    expect(product).toMatchObject({ object: 'site-section-group', title: 'Product' });
    expect(product.sections.map((section) => [section.id, section.sectionGroup])).toEqual([[sections.Beta.id, product.id]]);
    const nested = await expectOk('addSectionGroupToSite', 201, api.addSectionGroupToSite(org.organizationId, site.id, { title: 'Nested', icon: 'book', parent: product.id }));
    expect(nested).toMatchObject({ sectionGroup: product.id, icon: 'book', sections: [], children: [] });
    expect(await structure()).toEqual(['Alpha', 'Gamma', ['Product', ['Beta', ['Nested', []]]]]);

    const withGamma = await expectOk('addSectionToGroup', 201, api.addSectionToGroup(org.organizationId, site.id, nested.id, { sectionId: sections.Gamma.id }));
    expect(shapeOf(withGamma.children)).toEqual(['Gamma']);
    expect(await structure()).toEqual(['Alpha', ['Product', ['Beta', ['Nested', ['Gamma']]]]]);

    const list = await expectOk('listSiteSectionGroups', 200, api.listSiteSectionGroups(org.organizationId, site.id, { limit: 1 }));
    expect([list.items.map((item) => item.title), list.count]).toEqual([['Product'], 2]);
    const next = await expectOk('listSiteSectionGroups', 200, api.listSiteSectionGroups(org.organizationId, site.id, { limit: 1, page: list.next!.page }));
    expect(next.items.map((item) => [item.title, item.sectionGroup])).toEqual([['Nested', product.id]]);

    const renamed = await expectOk('updateSiteSectionGroupById', 200, api.updateSiteSectionGroupById(org.organizationId, site.id, nested.id, { title: 'Inner', icon: null }));
    expect(renamed.title).toBe('Inner');
    expect(renamed.icon).toBeUndefined();

    expect((await api.removeSectionFromGroup(org.organizationId, site.id, nested.id, sections.Gamma.id)).status).toBe(204);
    expect(await structure()).toEqual(['Alpha', ['Product', ['Beta', ['Inner', []], 'Gamma']]]);
    expect((await api.removeSectionFromGroup(org.organizationId, site.id, nested.id, sections.Gamma.id)).status).toBe(204);

    const moved = await expectOk(
      'moveSiteSectionGroup',
      200,
      api.moveSiteSectionGroup(org.organizationId, site.id, product.id, { position: { before: { type: 'site-section', id: sections.Alpha.id } } }),
    );
    expect(moved.id).toBe(product.id);
    expect(await structure()).toEqual([['Product', ['Beta', ['Inner', []], 'Gamma']], 'Alpha']);
    const sorted = await expectOk(
      'sortSiteStructure',
      200,
      api.sortSiteStructure(org.organizationId, site.id, { item: { type: 'site-section', id: sections.Alpha.id }, position: { after: { type: 'site-section', id: sections.Beta.id } } }),
    );
    expect(sorted).toMatchObject({ object: 'site-section', id: sections.Alpha.id, sectionGroup: product.id });
    const sortedGroup = await expectOk(
      'sortSiteStructure',
      200,
      api.sortSiteStructure(org.organizationId, site.id, { item: { type: 'site-section-group', id: nested.id }, position: { after: { type: 'site-section-group', id: product.id } } }),
    );
    expect(sortedGroup).toMatchObject({ object: 'site-section-group', id: nested.id });
    expect(await structure()).toEqual([['Product', ['Beta', 'Alpha', 'Gamma']], ['Inner', []]]);

    expect((await api.deleteSiteSectionGroupById(org.organizationId, site.id, product.id)).status).toBe(204);
    expect(await structure()).toEqual(['Beta', 'Alpha', 'Gamma', ['Inner', []]]);
    expect((await api.deleteSiteSectionGroupById(org.organizationId, site.id, product.id)).status).toBe(204);
    const sectionsNow = await expectOk('listSiteSections', 200, api.listSiteSections(org.organizationId, site.id));
    expect(sectionsNow.items.every((section) => section.sectionGroup === undefined)).toBe(true);
  });

  it('the published view shows groups with their children; getSiteStructure serves visitors of a published public site', async () => {
    const org = await newOrgOf(stack);
    const { site, sections } = await sectionedSite(org, ['Alpha', 'Beta']);
    const api = org.gitbook.orgs;
    const group = await expectOk('addSectionGroupToSite', 201, api.addSectionGroupToSite(org.organizationId, site.id, { title: 'Group', sections: [sections.Beta.id] }));
    await expectOk('addSectionGroupToSite', 201, api.addSectionGroupToSite(org.organizationId, site.id, { title: 'Empty' }));
    await expectOk('publishSite', 200, api.publishSite(org.organizationId, site.id));
    const view = await expectOk('getPublishedContentSite', 200, api.getPublishedContentSite(org.organizationId, site.id));
    expect(view.structure.type).toBe('sections');
    expect(shapeOf((view.structure as SiteStructure & { type: 'sections' }).structure)).toEqual(['Alpha', ['Group', ['Beta']]]);

    const stranger = await newOrgOf(stack);
    const seen = await expectOk('getSiteStructure', 200, stranger.gitbook.orgs.getSiteStructure(org.organizationId, site.id));
    const items = (seen as SiteStructure & { type: 'sections' }).structure;
    expect(shapeOf(items)).toEqual(['Alpha', ['Group', ['Beta']], ['Empty', []]]);
    const groupItem = items[1] as SiteSectionGroup;
    expect(groupItem.id).toBe(group.id);
    expect((groupItem.children[0] as SiteSection).siteSpaces[0].space.title).toBe('Beta');
    await fails(404, stranger.gitbook.orgs.listSiteSectionGroups(org.organizationId, site.id));
    const unpublished = await expectOk('createSite', 201, api.createSite(org.organizationId, { title: 'Draft' }));
    await fails(404, stranger.gitbook.orgs.getSiteStructure(org.organizationId, unpublished.id), 'No matching site found');
    const flat = await expectOk('getSiteStructure', 200, api.getSiteStructure(org.organizationId, unpublished.id));
    expect(flat).toEqual({ type: 'siteSpaces', structure: [] });
  });

  it('400 for bad titles and ids outside the site, 403 for readers, 404 for unknown groups and other organizations', async () => {
    const org = await newOrgOf(stack);
    const { site, sections } = await sectionedSite(org, ['Alpha']);
    const api = org.gitbook.orgs;
    await fails(400, api.addSectionGroupToSite(org.organizationId, site.id, { title: '' }), /^title: /);
    await fails(400, api.addSectionGroupToSite(org.organizationId, site.id, { title: 'G', sections: [absentId()] }), /^sections: no site section /);
    await fails(400, api.addSectionGroupToSite(org.organizationId, site.id, { title: 'G', parent: absentId() }), /^parent: no site section group /);
    const group = await expectOk('addSectionGroupToSite', 201, api.addSectionGroupToSite(org.organizationId, site.id, { title: 'G' }));
    await fails(400, api.addSectionToGroup(org.organizationId, site.id, group.id, { sectionId: absentId() }), /^sectionId: /);
    await fails(404, api.addSectionToGroup(org.organizationId, site.id, absentId(), { sectionId: sections.Alpha.id }), 'No matching site section group found');
    await fails(404, api.moveSiteSectionGroup(org.organizationId, site.id, absentId(), {}), 'No matching site section group found');
    await fails(400, api.moveSiteSectionGroup(org.organizationId, site.id, group.id, { position: { before: { type: 'site-section-group', id: group.id } } }), /^position\.before: /);

    const reader = await addMember(stack, org, 'read');
    expect((await expectOk('listSiteSectionGroups', 200, reader.gitbook.orgs.listSiteSectionGroups(org.organizationId, site.id))).count).toBe(1);
    await fails(403, reader.gitbook.orgs.addSectionGroupToSite(org.organizationId, site.id, { title: 'X' }));
    await fails(403, reader.gitbook.orgs.deleteSiteSectionGroupById(org.organizationId, site.id, group.id));
    const stranger = await newOrgOf(stack);
    await fails(404, stranger.gitbook.orgs.addSectionGroupToSite(org.organizationId, site.id, { title: 'X' }));
    await fails(404, stranger.gitbook.orgs.listSiteSectionGroups(org.organizationId, site.id));

    const flat = await expectOk('createSite', 201, api.createSite(org.organizationId, { title: 'Flat' }));
    await fails(400, api.addSectionGroupToSite(org.organizationId, flat.id, { title: 'G' }), 'The site has no sections: add a section before grouping sections');
  });
});
