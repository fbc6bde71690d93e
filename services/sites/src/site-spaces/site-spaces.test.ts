import { sitesV1 } from '@quire/proto';
import { errorOf, newOrganization, siteWith, startTestEnvironment, Status, type TestEnvironment } from '../../test/helpers';

const SITE_SPACE = sitesV1.SiteStructureItemType.SITE_STRUCTURE_ITEM_TYPE_SITE_SPACE;

let env: TestEnvironment;
beforeAll(async () => {
  env = await startTestEnvironment();
});
afterAll(async () => {
  await env.close();
});

describe('Site spaces', () => {
  it('adds to the default section, 404 for unknown or foreign spaces, filters default, moves', async () => {
    const { org, client, ref } = await siteWith(env, ['One', 'Two', 'Three']);
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
});
