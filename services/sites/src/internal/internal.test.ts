import { errorOf, newOrganization, startTestEnvironment, Status, URLS, type TestEnvironment } from '../../test/helpers';
import type { SitesContext } from '../context';
import { segmentsUnder } from '../lib/published-paths';
import { resolvePublishedUrls } from './handlers/resolve-published-urls';

let env: TestEnvironment;
beforeAll(async () => {
  env = await startTestEnvironment();
});
afterAll(async () => {
  await env.close();
});

const resolve = (organizationId: string, urls: string[]) =>
  resolvePublishedUrls({ db: env.db, urls: URLS } as unknown as SitesContext, { organizationId, urls });

/** A published site with two root site spaces, and another with two sections of one site space each. */
async function publishedSites() {
  const org = newOrganization();
  const client = env.as(org.admin);
  const [guides, api, intro, ref] = ['Guides', 'API', 'Intro', 'Reference'].map((title) => env.spaces.add(org.id, title));
  const flat = (await client.createSite({ organizationId: org.id, type: 0, visibility: 0, title: 'Docs', spaces: [guides.id, api.id] })).site!;
  await client.updateSite({ organizationId: org.id, siteId: flat.id, basename: 'docs', visibility: 0, agentsContext: 0 });
  await client.publishSite({ organizationId: org.id, siteId: flat.id });
  const sectioned = (await client.createSite({ organizationId: org.id, type: 0, visibility: 0, title: 'Portal', spaces: [] })).site!;
  const first = (await client.addSiteSection({ organizationId: org.id, siteId: sectioned.id, spaceId: intro.id })).siteSection!;
  const second = (await client.addSiteSection({ organizationId: org.id, siteId: sectioned.id, spaceId: ref.id })).siteSection!;
  await client.publishSite({ organizationId: org.id, siteId: sectioned.id });
  const siteSpaces = (await client.listSiteSpaces({ organizationId: org.id, siteId: flat.id })).items;
  const sectionSpaces = (await client.listSiteSpaces({ organizationId: org.id, siteId: sectioned.id })).items;
  return { org, client, flat, sectioned, first, second, siteSpaces, sectionSpaces, spaces: { guides, api, intro, ref } };
}

describe('ResolvePublishedUrls', () => {
  it('finds the site space of a published URL and leaves the rest as the page path', async () => {
    const { org, flat, siteSpaces, spaces } = await publishedSites();
    const [guides, api] = siteSpaces;
    const base = `${URLS.sitesUrl}/${org.id}/docs`;
    const urls = [`${api.urls!.published}/getting-started/auth?share=x#top`, `${base}/unknown-space/page`, base, `${URLS.sitesUrl}/${org.id}/${flat.id}/${api.path}`];
    const { locations } = await resolve(org.id, urls);
    const byUrl = new Map(locations.map((location) => [location.url, location]));
    expect(byUrl.get(urls[0])).toEqual({ url: urls[0], siteId: flat.id, siteSectionId: undefined, siteSpaceId: api.id, spaceId: spaces.api.id, pagePath: 'getting-started/auth' });
    // No site space of that path: the default site space, the segments left to the page path.
    expect(byUrl.get(urls[1])).toMatchObject({ siteSpaceId: guides.id, spaceId: spaces.guides.id, pagePath: 'unknown-space/page' });
    expect(byUrl.get(urls[2])).toMatchObject({ siteSpaceId: guides.id, pagePath: '' });
    // By site id as well as by basename.
    expect(byUrl.get(urls[3])).toMatchObject({ siteSpaceId: api.id, pagePath: '' });
  });

  it('goes through the section path on sites with sections', async () => {
    const { org, sectioned, second, sectionSpaces, spaces } = await publishedSites();
    const refSiteSpace = sectionSpaces.find((siteSpace) => siteSpace.section === second.id)!;
    const url = `${refSiteSpace.urls!.published}/endpoints/users`;
    const { locations } = await resolve(org.id, [url]);
    expect(locations).toEqual([{ url, siteId: sectioned.id, siteSectionId: second.id, siteSpaceId: refSiteSpace.id, spaceId: spaces.ref.id, pagePath: 'endpoints/users' }]);
  });

  it('answers nothing for unpublished sites, other organizations, other hosts and malformed URLs', async () => {
    const { org, client, flat, siteSpaces } = await publishedSites();
    const url = `${siteSpaces[0].urls!.published}/page`;
    expect((await resolve(newOrganization().id, [url])).locations).toEqual([]);
    expect((await resolve(org.id, ['https://elsewhere.example.com/docs/page', 'not a url', `${URLS.sitesUrl}/${org.id}`])).locations).toEqual([]);
    await client.unpublishSite({ organizationId: org.id, siteId: flat.id });
    expect((await resolve(org.id, [url])).locations).toEqual([]);
  });

  it('refuses more than 100 URLs', async () => {
    const error = await errorOf(resolve('org', Array.from({ length: 101 }, (_, index) => `${URLS.sitesUrl}/org/site/${index}`)));
    expect(error.code).toBe(Status.INVALID_ARGUMENT);
  });
});

describe('segmentsUnder', () => {
  it('decodes the path below the sites URL', () => {
    expect(segmentsUnder('http://sites.quire.test', 'http://sites.quire.test/o/s/a%20b/')).toEqual(['o', 's', 'a b']);
    expect(segmentsUnder('http://sites.quire.test/base', 'http://sites.quire.test/other/o')).toBeUndefined();
    expect(segmentsUnder('http://sites.quire.test', 'http://sites.quire.test/o/%E0%A4%A')).toBeUndefined();
  });
});


describe('GetSites (identity: site installations of integrations)', () => {
  it("answers the organization's requested sites as GetSite presents them, to members who read its sites; nothing to anyone else", async () => {
    const org = newOrganization();
    const other = newOrganization();
    const client = env.as(org.admin);
    const space = env.spaces.add(org.id, 'Guides');
    const docs = (await client.createSite({ organizationId: org.id, type: 0, visibility: 0, title: 'Docs', spaces: [space.id] })).site!;
    const portal = (await client.createSite({ organizationId: org.id, type: 0, visibility: 0, title: 'Portal', spaces: [] })).site!;
    const theirs = (await env.as(other.admin).createSite({ organizationId: other.id, type: 0, visibility: 0, title: 'Theirs', spaces: [] })).site!;
    const request = { organizationId: org.id, siteIds: [docs.id, portal.id, docs.id, theirs.id, 'unknownSite0000'] };
    const { sites } = await env.as(org.member('read')).getSites(request);
    const byId = new Map(sites.map((site) => [site.id, site]));
    expect([...byId.keys()].sort()).toEqual([docs.id, portal.id].sort());
    expect(byId.get(docs.id)).toEqual((await client.getSite({ organizationId: org.id, siteId: docs.id })).site);
    expect((await env.as(org.guest()).getSites(request)).sites).toEqual([]);
    expect((await env.as(other.admin).getSites(request)).sites).toEqual([]);
    expect((await env.as(undefined).getSites(request)).sites).toEqual([]);
    expect((await errorOf(env.as(org.admin).getSites({ organizationId: org.id, siteIds: ['not an id!'] }))).code).toBe(Status.INVALID_ARGUMENT);
  });
});
