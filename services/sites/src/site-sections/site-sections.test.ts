import { sitesV1 } from '@quire/proto';
import { errorOf, siteWith, startTestEnvironment, Status, type TestEnvironment } from '../../test/helpers';

const SECTION = sitesV1.SiteStructureItemType.SITE_STRUCTURE_ITEM_TYPE_SITE_SECTION;

let env: TestEnvironment;
beforeAll(async () => {
  env = await startTestEnvironment();
});
afterAll(async () => {
  await env.close();
});

describe('Sections', () => {
  it('the first section adopts the root site spaces; later ones hold their own space; ONE content call per list', async () => {
    const { org, client, ref, spaces } = await siteWith(env, ['Guides', 'Reference']);
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
    const { client, ref, spaces } = await siteWith(env, ['A']);
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

    const elsewhere = await siteWith(env, ['X']);
    const foreign = (await elsewhere.client.addSiteSection({ ...elsewhere.ref, spaceId: elsewhere.spaces[0].id, title: 'Foreign' })).siteSection!;
    const error = await errorOf(client.moveSiteSection({ ...ref, siteSectionId: b.id, position: { before: pointer(foreign.id), after: undefined } }));
    expect(error.code).toBe(Status.INVALID_ARGUMENT);
    expect(error.details).toMatch(/^position\.before: /);
  });

  it('deleting the default section makes the next one the default', async () => {
    const { client, ref, spaces } = await siteWith(env, ['A']);
    const a = (await client.addSiteSection({ ...ref, spaceId: spaces[0].id, title: 'Alpha' })).siteSection!;
    const b = (await client.addSiteSection({ ...ref, spaceId: spaces[0].id, title: 'Beta' })).siteSection!;
    await client.deleteSiteSection({ ...ref, siteSectionId: a.id });
    await client.deleteSiteSection({ ...ref, siteSectionId: a.id });
    const { items } = await client.listSiteSections(ref);
    expect(items.map((s) => [s.id, s.default])).toEqual([[b.id, true]]);
  });

  it('validates updates: title length, condition syntax with its position, unknown claims', async () => {
    const { client, ref, spaces } = await siteWith(env, ['A']);
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
