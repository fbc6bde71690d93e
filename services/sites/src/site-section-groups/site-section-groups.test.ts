import { sitesV1 } from '@quire/proto';
import { newId } from '@quire/shared';
import { errorOf, newOrganization, siteWith, startTestEnvironment, Status, type TestEnvironment } from '../../test/helpers';

const T = sitesV1.SiteStructureItemType;

let env: TestEnvironment;
beforeAll(async () => {
  env = await startTestEnvironment();
});
afterAll(async () => {
  await env.close();
});

type Shape = string | [string, Shape[]];
/** A structure as titles: a section is its name (its title without "S-"), a group [title, its children]. */
const shapeOf = (items: sitesV1.SiteStructureItem[]): Shape[] =>
  items.map((item) => (item.object === 'site-section-group' ? [item.title, shapeOf(item.children)] : item.title.replace(/^S-/, '')));

/** A site with sections named `names`, titled "S-<name>" (the first adopting the root site space). */
async function sectionedSite(titles: string[]) {
  const site = await siteWith(env, ['Space']);
  const sections: Record<string, sitesV1.SiteSection> = {};
  for (const title of titles) sections[title] = (await site.client.addSiteSection({ ...site.ref, spaceId: site.spaces[0].id, title: `S-${title}` })).siteSection!;
  const structure = async () => shapeOf((await site.client.getSiteStructure(site.ref)).structure!.structure);
  const addGroup = async (title: string, sectionIds: string[] = [], parent?: string) =>
    (await site.client.addSiteSectionGroup({ ...site.ref, title, icon: undefined, sections: sectionIds, parent })).group!;
  return { ...site, sections, structure, addGroup };
}

const groupPointer = (id: string) => ({ type: T.SITE_STRUCTURE_ITEM_TYPE_SITE_SECTION_GROUP, id });
const sectionPointer = (id: string) => ({ type: T.SITE_STRUCTURE_ITEM_TYPE_SITE_SECTION, id });

describe('AddSiteSectionGroup', () => {
  it('adds a group at the end of the root or of its parent, moving the sections into it in order, with events', async () => {
    const { sections, structure, addGroup, org } = await sectionedSite(['A', 'B', 'C', 'D']);
    const product = await addGroup('Product', [sections.C.id, sections.A.id]);
    expect(product).toMatchObject({ object: 'site-section-group', title: 'Product', sectionGroup: undefined, icon: undefined });
    expect(product.sections.map((section) => [section.title, section.sectionGroup])).toEqual([
      ['S-C', product.id],
      ['S-A', product.id],
    ]);
    expect(shapeOf(product.children)).toEqual(['C', 'A']);
    // The sections keep their site spaces (and embedded spaces) inside the group.
    expect(product.sections[1].siteSpaces.map((siteSpace) => siteSpace.title)).toEqual(['Space', 'Space']);
    expect(await structure()).toEqual(['B', 'D', ['Product', ['C', 'A']]]);

    const nested = await addGroup('Nested', [sections.D.id], product.id);
    expect(nested.sectionGroup).toBe(product.id);
    expect(await structure()).toEqual(['B', ['Product', ['C', 'A', ['Nested', ['D']]]]]);

    const events = await env.db.outboxEvent.findMany({ where: { organizationId: org.id, type: { startsWith: 'quire.sites.site-section' } }, orderBy: { seq: 'asc' } });
    const created = events.filter((event) => event.type === 'quire.sites.site-section-group.created');
    expect(created.map((event) => event.aggregateId)).toEqual([product.id, nested.id]);
    expect(created[1].data).toMatchObject({ id: nested.id, parentId: product.id });
    const moved = events.filter((event) => event.type === 'quire.sites.site-section.moved').map((event) => event.aggregateId);
    expect(moved).toEqual([sections.C.id, sections.A.id, sections.D.id]);
  });

  it('400 for a bad title, unknown sections or parent, a site without sections, and past 100 groups', async () => {
    const { client, ref, sections, addGroup } = await sectionedSite(['A']);
    const add = (request: Partial<sitesV1.AddSiteSectionGroupRequest>) =>
      errorOf(client.addSiteSectionGroup({ ...ref, title: 'G', icon: undefined, sections: [], parent: undefined, ...request }));
    expect((await add({ title: '' })).details).toMatch(/^title: /);
    expect((await add({ title: 'x'.repeat(101) })).details).toMatch(/^title: /);
    const foreign = await sectionedSite(['F']);
    const unknownSection = await add({ sections: [sections.A.id, foreign.sections.F.id] });
    expect([unknownSection.code, unknownSection.details]).toEqual([Status.INVALID_ARGUMENT, `sections: no site section ${foreign.sections.F.id} in this site`]);
    const foreignGroup = await foreign.addGroup('Foreign');
    const unknownParent = await add({ parent: foreignGroup.id });
    expect([unknownParent.code, unknownParent.details]).toEqual([Status.INVALID_ARGUMENT, `parent: no site section group ${foreignGroup.id} in this site`]);
    // Nothing was written by the refusals.
    expect(await env.db.siteSectionGroup.count({ where: { siteId: ref.siteId } })).toBe(0);
    expect((await client.listSiteSections(ref)).items[0].sectionGroup).toBeUndefined();

    const flat = await siteWith(env, ['Root']);
    const noSections = await errorOf(flat.client.addSiteSectionGroup({ ...flat.ref, title: 'G', icon: undefined, sections: [], parent: undefined }));
    expect([noSections.code, noSections.details]).toEqual([Status.INVALID_ARGUMENT, 'The site has no sections: add a section before grouping sections']);

    await addGroup('First');
    await env.db.siteSectionGroup.createMany({
      data: Array.from({ length: 99 }, (_, i) => ({ id: newId(), siteId: ref.siteId, title: `G${i}`, position: `b${String(i).padStart(2, '0')}` })),
    });
    const tooMany = await add({});
    expect([tooMany.code, tooMany.details]).toEqual([Status.INVALID_ARGUMENT, 'A site has at most 100 section groups']);
  });

  it('concurrent additions cannot pass the limit together', async () => {
    const { client, ref } = await sectionedSite(['A']);
    await env.db.siteSectionGroup.createMany({
      data: Array.from({ length: 98 }, (_, i) => ({ id: newId(), siteId: ref.siteId, title: `G${i}`, position: `b${String(i).padStart(2, '0')}` })),
    });
    const results = await Promise.allSettled(
      Array.from({ length: 4 }, (_, i) => client.addSiteSectionGroup({ ...ref, title: `New ${i}`, icon: undefined, sections: [], parent: undefined })),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(2);
    expect(await env.db.siteSectionGroup.count({ where: { siteId: ref.siteId } })).toBe(100);
  });
});

describe('access', () => {
  it('admins and creators write; other members read and get 403; guests and other organizations get 404', async () => {
    const { org, ref, sections, addGroup } = await sectionedSite(['A']);
    const creator = env.as(org.member('create'));
    const group = (await creator.addSiteSectionGroup({ ...ref, title: 'By creator', icon: 'book', sections: [sections.A.id], parent: undefined })).group!;
    expect(group.icon).toBe('book');
    await addGroup('By admin');

    const reader = env.as(org.member('read'));
    expect((await reader.listSiteSectionGroups(ref)).items.map((item) => item.title)).toEqual(['By creator', 'By admin']);
    const groupRef = { ...ref, siteSectionGroupId: group.id };
    const writes = [
      reader.addSiteSectionGroup({ ...ref, title: 'G', icon: undefined, sections: [], parent: undefined }),
      reader.updateSiteSectionGroup({ ...groupRef, title: 'X', icon: undefined }),
      reader.deleteSiteSectionGroup(groupRef),
      reader.addSectionToGroup({ ...groupRef, sectionId: sections.A.id }),
      reader.removeSectionFromGroup({ ...groupRef, siteSectionId: sections.A.id }),
      reader.moveSiteSectionGroup({ ...groupRef, position: undefined }),
    ];
    for (const write of writes) expect((await errorOf(write)).code).toBe(Status.PERMISSION_DENIED);

    for (const outsider of [env.as(org.guest()), env.as(newOrganization().admin)]) {
      const listed = await errorOf(outsider.listSiteSectionGroups(ref));
      expect([listed.code, listed.details]).toEqual([Status.NOT_FOUND, 'No matching site found']);
      expect((await errorOf(outsider.deleteSiteSectionGroup(groupRef))).code).toBe(Status.NOT_FOUND);
      expect((await errorOf(outsider.getSiteStructure({ ...ref, shareKey: undefined }))).code).toBe(Status.NOT_FOUND);
    }
    expect((await errorOf(creator.updateSiteSectionGroup({ ...ref, siteSectionGroupId: 'unknown', title: 'X', icon: undefined }))).details).toBe(
      'No matching site section group found',
    );
  });
});

describe('UpdateSiteSectionGroup and DeleteSiteSectionGroup', () => {
  it('renames, sets and removes the icon; a patch changing nothing records no event', async () => {
    const { client, ref, addGroup } = await sectionedSite(['A']);
    const group = await addGroup('Old');
    const groupRef = { ...ref, siteSectionGroupId: group.id };
    expect((await client.updateSiteSectionGroup({ ...groupRef, title: 'New', icon: 'rocket' })).group).toMatchObject({ title: 'New', icon: 'rocket' });
    expect((await client.updateSiteSectionGroup({ ...groupRef, title: undefined, icon: null })).group!.icon).toBeUndefined();
    await client.updateSiteSectionGroup({ ...groupRef, title: 'New', icon: undefined });
    const updates = await env.db.outboxEvent.findMany({ where: { aggregateId: group.id, type: 'quire.sites.site-section-group.updated' }, orderBy: { seq: 'asc' } });
    expect(updates.map((event) => (event.data as { fields: string[] }).fields)).toEqual([['title', 'icon'], ['icon']]);
    expect((await errorOf(client.updateSiteSectionGroup({ ...groupRef, title: '', icon: undefined }))).details).toMatch(/^title: /);
  });

  it('deleting a group puts what it holds in its place, in order; idempotent', async () => {
    const { client, ref, sections, structure, addGroup } = await sectionedSite(['A', 'B', 'C', 'D']);
    const outer = await addGroup('Outer', [sections.B.id]);
    const inner = await addGroup('Inner', [sections.C.id], outer.id);
    await client.sortSiteStructure({ ...ref, item: sectionPointer(sections.D.id), position: undefined });
    expect(await structure()).toEqual(['A', ['Outer', ['B', ['Inner', ['C']]]], 'D']);

    expect(await client.deleteSiteSectionGroup({ ...ref, siteSectionGroupId: outer.id })).toEqual({ deleted: true });
    expect(await structure()).toEqual(['A', 'B', ['Inner', ['C']], 'D']);
    const innerNow = (await client.listSiteSectionGroups(ref)).items[0];
    expect(innerNow.sectionGroup).toBeUndefined();
    expect((await client.listSiteSections(ref)).items.find((section) => section.id === sections.B.id)!.sectionGroup).toBeUndefined();
    expect(await client.deleteSiteSectionGroup({ ...ref, siteSectionGroupId: outer.id })).toEqual({ deleted: false });
    expect(await env.db.outboxEvent.count({ where: { aggregateId: outer.id, type: 'quire.sites.site-section-group.deleted' } })).toBe(1);
    expect(await env.db.outboxEvent.count({ where: { aggregateId: inner.id, type: 'quire.sites.site-section-group.moved' } })).toBe(1);
  });
});

describe('AddSectionToGroup and RemoveSectionFromGroup', () => {
  it('moves a section into a group (from the root or another group) and out of it, right after the group', async () => {
    const { client, ref, sections, structure, addGroup } = await sectionedSite(['A', 'B', 'C']);
    const one = await addGroup('One');
    const two = await addGroup('Two');
    const into = (group: string, section: string) => client.addSectionToGroup({ ...ref, siteSectionGroupId: group, sectionId: section });
    expect(shapeOf((await into(one.id, sections.A.id)).group!.children)).toEqual(['A']);
    await into(one.id, sections.B.id);
    expect(await structure()).toEqual(['C', ['One', ['A', 'B']], ['Two', []]]);
    await into(two.id, sections.A.id);
    expect(await structure()).toEqual(['C', ['One', ['B']], ['Two', ['A']]]);
    // Already there: unchanged, no event.
    const before = await env.db.outboxEvent.count({ where: { aggregateId: sections.A.id } });
    await into(two.id, sections.A.id);
    expect(await env.db.outboxEvent.count({ where: { aggregateId: sections.A.id } })).toBe(before);

    const nested = await addGroup('Nested', [sections.C.id], two.id);
    expect(await structure()).toEqual([['One', ['B']], ['Two', ['A', ['Nested', ['C']]]]]);
    const remove = (group: string, section: string) => client.removeSectionFromGroup({ ...ref, siteSectionGroupId: group, siteSectionId: section });
    expect(await remove(nested.id, sections.C.id)).toEqual({ removed: true });
    expect(await structure()).toEqual([['One', ['B']], ['Two', ['A', ['Nested', []], 'C']]]);
    expect(await remove(one.id, sections.B.id)).toEqual({ removed: true });
    expect(await structure()).toEqual([['One', []], 'B', ['Two', ['A', ['Nested', []], 'C']]]);
    expect(await remove(one.id, sections.B.id)).toEqual({ removed: false });
    expect(await remove(one.id, 'unknown')).toEqual({ removed: false });
  });

  it('400 for a section of another site, 404 for an unknown group', async () => {
    const { client, ref, addGroup } = await sectionedSite(['A']);
    const group = await addGroup('G');
    const other = await sectionedSite(['X']);
    const foreign = await errorOf(client.addSectionToGroup({ ...ref, siteSectionGroupId: group.id, sectionId: other.sections.X.id }));
    expect([foreign.code, foreign.details]).toEqual([Status.INVALID_ARGUMENT, `sectionId: no site section ${other.sections.X.id} in this site`]);
    const unknown = await errorOf(client.addSectionToGroup({ ...ref, siteSectionGroupId: 'unknown', sectionId: other.sections.X.id }));
    expect([unknown.code, unknown.details]).toEqual([Status.NOT_FOUND, 'No matching site section group found']);
    expect((await errorOf(client.removeSectionFromGroup({ ...ref, siteSectionGroupId: 'unknown', siteSectionId: 'x' }))).code).toBe(Status.NOT_FOUND);
  });
});

describe('moves', () => {
  it('moveSiteSectionGroup: before or after a section or group, to that level; no position: the end of its level', async () => {
    const { client, ref, sections, structure, addGroup } = await sectionedSite(['A', 'B', 'C']);
    const group = await addGroup('G');
    const host = await addGroup('Host', [sections.C.id]);
    const move = (position?: sitesV1.SiteSectionGroupMovePosition) => client.moveSiteSectionGroup({ ...ref, siteSectionGroupId: group.id, position });
    await move({ before: sectionPointer(sections.A.id), after: undefined });
    expect(await structure()).toEqual([['G', []], 'A', 'B', ['Host', ['C']]]);
    await move({ after: sectionPointer(sections.A.id), before: sectionPointer(sections.B.id) });
    expect(await structure()).toEqual(['A', ['G', []], 'B', ['Host', ['C']]]);
    // Into another group: next to one of its children.
    expect((await move({ after: sectionPointer(sections.C.id), before: undefined })).group!.sectionGroup).toBe(host.id);
    expect(await structure()).toEqual(['A', 'B', ['Host', ['C', ['G', []]]]]);
    await move({ before: sectionPointer(sections.C.id), after: undefined });
    await move(undefined);
    expect(await structure()).toEqual(['A', 'B', ['Host', ['C', ['G', []]]]]);
    // Back to the root, after a root group.
    await move({ after: groupPointer(host.id), before: undefined });
    expect(await structure()).toEqual(['A', 'B', ['Host', ['C']], ['G', []]]);
    const events = await env.db.outboxEvent.count({ where: { aggregateId: group.id, type: 'quire.sites.site-section-group.moved' } });
    expect(events).toBe(6);
  });

  it('refuses moving a group into itself or a subgroup, a pointer of the wrong type, of another site or non-adjacent pointers', async () => {
    const { client, ref, sections, addGroup } = await sectionedSite(['A', 'B']);
    const outer = await addGroup('Outer', [sections.A.id]);
    const inner = await addGroup('Inner', [], outer.id);
    const move = (position: sitesV1.SiteSectionGroupMovePosition) => errorOf(client.moveSiteSectionGroup({ ...ref, siteSectionGroupId: outer.id, position }));
    const intoSubgroup = await move({ after: groupPointer(inner.id), before: undefined });
    expect([intoSubgroup.code, intoSubgroup.details]).toEqual([Status.INVALID_ARGUMENT, 'position: a section group cannot be moved into itself or one of its subgroups']);
    expect((await move({ after: sectionPointer(sections.A.id), before: undefined })).details).toBe(
      'position: a section group cannot be moved into itself or one of its subgroups',
    );
    expect((await move({ before: groupPointer(outer.id), after: undefined })).details).toBe('position.before: a site section group cannot be placed next to itself');
    expect((await move({ before: groupPointer(sections.B.id), after: undefined })).details).toBe(`position.before: no site section group ${sections.B.id} in this site`);
    expect((await move({ before: sectionPointer(sections.B.id), after: sectionPointer(sections.A.id) })).details).toBe(
      'position: "after" and "before" must be adjacent, in that order',
    );
    const other = await sectionedSite(['X']);
    expect((await move({ before: sectionPointer(other.sections.X.id), after: undefined })).code).toBe(Status.INVALID_ARGUMENT);
    const unknown = await errorOf(client.moveSiteSectionGroup({ ...ref, siteSectionGroupId: 'unknown', position: undefined }));
    expect([unknown.code, unknown.details]).toEqual([Status.NOT_FOUND, 'No matching site section group found']);
  });

  it('sortSiteStructure moves groups, and sections into and out of groups', async () => {
    const { client, ref, sections, structure, addGroup } = await sectionedSite(['A', 'B']);
    const group = await addGroup('G', [sections.B.id]);
    const sort = (item: ReturnType<typeof sectionPointer>, position?: sitesV1.SiteStructureItemMovePosition) =>
      client.sortSiteStructure({ ...ref, item, position });
    const { item } = await sort(groupPointer(group.id), { before: sectionPointer(sections.A.id), after: undefined });
    expect(item).toMatchObject({ object: 'site-section-group', id: group.id, title: 'G', path: '' });
    expect(shapeOf(item!.children)).toEqual(['B']);
    expect(item!.sections.map((section) => section.id)).toEqual([sections.B.id]);
    expect(await structure()).toEqual([['G', ['B']], 'A']);
    const moved = await sort(sectionPointer(sections.A.id), { before: sectionPointer(sections.B.id), after: undefined });
    expect(moved.item).toMatchObject({ object: 'site-section', sectionGroup: group.id, children: [], sections: [] });
    expect(await structure()).toEqual([['G', ['A', 'B']]]);
    await sort(sectionPointer(sections.B.id), { after: groupPointer(group.id), before: undefined });
    expect(await structure()).toEqual([['G', ['A']], 'B']);
    const refused = await errorOf(sort(groupPointer(group.id), { before: sectionPointer(sections.A.id), after: undefined }));
    expect(refused.details).toBe('position: a section group cannot be moved into itself or one of its subgroups');
  });
});

describe('ListSiteSectionGroups', () => {
  it('lists every group, nested ones too, depth first, keyset-paginated with the total', async () => {
    const { client, ref, sections, addGroup } = await sectionedSite(['A', 'B']);
    const one = await addGroup('One', [sections.A.id]);
    const two = await addGroup('Two');
    await addGroup('One.1', [], one.id);
    await addGroup('One.2', [sections.B.id], one.id);
    await addGroup('Two.1', [], two.id);
    const titles: string[] = [];
    let page: string | undefined;
    for (let i = 0; i < 5; i++) {
      const list = await client.listSiteSectionGroups({ ...ref, page, limit: 2 });
      expect(list.count).toBe(5);
      titles.push(...list.items.map((item) => item.title));
      page = list.next?.page;
      if (!page) break;
    }
    expect(titles).toEqual(['One', 'One.1', 'One.2', 'Two', 'Two.1']);
    const [first] = (await client.listSiteSectionGroups({ ...ref, page: undefined, limit: 1 })).items;
    expect(shapeOf(first.children)).toEqual(['A', ['One.1', []], ['One.2', ['B']]]);
    expect(first.sections.map((section) => section.title)).toEqual(['S-A']);

    // listSiteSections follows the structure too, page by page.
    const [siteSpace] = (await client.listSiteSpaces(ref)).items;
    const c = (await client.addSiteSection({ ...ref, spaceId: siteSpace.space!.id, title: 'S-C' })).siteSection!;
    await client.addSectionToGroup({ ...ref, siteSectionGroupId: two.id, sectionId: c.id });
    await client.sortSiteStructure({ ...ref, item: groupPointer(two.id), position: { before: groupPointer(one.id), after: undefined } });
    const order: string[] = [];
    let cursor: string | undefined;
    for (let i = 0; i < 5; i++) {
      const list = await client.listSiteSections({ ...ref, shareKey: undefined, page: cursor, limit: 2 });
      expect(list.count).toBe(3);
      order.push(...list.items.map((section) => section.title));
      cursor = list.next?.page;
      if (!cursor) break;
    }
    expect(order).toEqual(['S-C', 'S-A', 'S-B']);
    expect((await errorOf(client.listSiteSectionGroups({ ...ref, page: 'not-a-cursor', limit: undefined }))).code).toBe(Status.INVALID_ARGUMENT);
  });
});

describe('structure', () => {
  it('getSiteStructure: root site spaces without sections; sections and nested groups with them; for readers of the published site', async () => {
    const flat = await siteWith(env, ['Root']);
    const rootStructure = (await flat.client.getSiteStructure(flat.ref)).structure!;
    expect(rootStructure.type).toBe('siteSpaces');
    expect(rootStructure.structure.map((item) => [item.object, item.title])).toEqual([['site-space', 'Root']]);

    const { org, client, ref, sections, addGroup } = await sectionedSite(['A', 'B']);
    const group = await addGroup('G', [sections.B.id]);
    await addGroup('Empty', [], group.id);
    const { structure } = await client.getSiteStructure(ref);
    expect(structure!.type).toBe('sections');
    expect(shapeOf(structure!.structure)).toEqual(['A', ['G', ['B', ['Empty', []]]]]);
    const groupItem = structure!.structure[1];
    expect(groupItem).toMatchObject({ object: 'site-section-group', id: group.id, sectionGroup: undefined, siteSpaces: [], space: undefined });
    expect(groupItem.children[0]).toMatchObject({ object: 'site-section', sectionGroup: group.id });
    expect(groupItem.children[1]).toMatchObject({ object: 'site-section-group', sectionGroup: group.id });

    // Unpublished: members only. Published and public: anyone.
    const stranger = env.as(newOrganization().admin);
    expect((await errorOf(stranger.getSiteStructure(ref))).code).toBe(Status.NOT_FOUND);
    expect((await env.as(org.member('read')).getSiteStructure(ref)).structure!.type).toBe('sections');
    await client.publishSite(ref);
    const seen = (await stranger.getSiteStructure(ref)).structure!;
    expect(shapeOf(seen.structure)).toEqual(['A', ['G', ['B', ['Empty', []]]]]);
    expect(seen.structure[0].urls!.published).toBe(`http://sites.quire.test/${org.id}/${ref.siteId}/s-a`);
  });

  it('getPublishedContentSite shows groups with their children and leaves out groups with no section shown', async () => {
    const { client, ref, sections, addGroup } = await sectionedSite(['A', 'B', 'C']);
    await client.updateSiteAdaptiveSchema({
      ...ref,
      jsonSchema: { type: 'object', properties: { beta: { type: 'boolean', description: 'Beta' } }, additionalProperties: false },
    });
    await client.updateSiteSection({ ...ref, siteSectionId: sections.C.id, condition: 'visitor.claims.beta == true', title: undefined, path: undefined, defaultSiteSpace: undefined, icon: undefined, description: undefined });
    const group = await addGroup('G', [sections.B.id]);
    await addGroup('Empty', [], group.id);
    await addGroup('Beta only', [sections.C.id]);
    await client.publishSite(ref);
    const view = async (visitor?: string) => shapeOf((await client.getPublishedContentSite({ ...ref, shareKey: undefined, visitor })).site!.structure!.structure);
    expect(await view()).toEqual(['A', ['G', ['B']], ['Beta only', ['C']]]);
    expect(await view('{"beta": false}')).toEqual(['A', ['G', ['B']]]);
    expect(await view('{"beta": true}')).toEqual(['A', ['G', ['B']], ['Beta only', ['C']]]);
  });
});
