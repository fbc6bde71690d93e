import { type SiteRedirectDestination, SiteVisibility } from '@gitbook/api';
import { absentId, addMember, createSpace, expectFailure, expectOk, newOrg as newOrgOf, sendRaw, type Org } from './content-helpers';
import { startStack, type Stack } from './harness';

// Site redirects through the gateway with the official client, every body checked against the
// contract: the site-redirects rows, the sites service, and the page paths it reads from
// content (ContentInternalService.GetPagePaths) for redirects to pages (docs/sites.md "Redirects").

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
}, 90_000);

afterAll(async () => {
  await stack?.stop();
});

const fails = (status: number, call: Promise<unknown>, message?: RegExp | string) => expectFailure(call, status, message);

/** A space whose main content has a page "Install" inside a group page "Setup" (written in a change request and merged). */
async function spaceWithPages(org: Org) {
  const space = await createSpace(org, 'Handbook');
  const draft = await expectOk('createChangeRequest', 201, org.gitbook.spaces.createChangeRequest(space.id, { subject: 'Pages' }));
  const post = async (body: Record<string, unknown>) => {
    const created = await sendRaw(stack, 'POST', `/spaces/${space.id}/change-requests/${draft.id}/content/pages`, { token: org.token, body: JSON.stringify(body) });
    expect(created.status).toBe(201);
    return created.body.id as string;
  };
  await post({ title: 'Welcome', content: { markdown: '# Welcome' } });
  const setup = await post({ type: 'group', title: 'Setup' });
  const install = await post({ title: 'Install', parent: setup, content: { markdown: '# Install' } });
  await expectOk('mergeChangeRequest', 200, org.gitbook.spaces.mergeChangeRequest(space.id, draft.id));
  return { space, install };
}

/** A site with a section "Guides" holding the site space of the handbook. */
async function redirectSite(org: Org) {
  const { space, install } = await spaceWithPages(org);
  const site = await expectOk('createSite', 201, org.gitbook.orgs.createSite(org.organizationId, { title: 'Docs' }));
  const section = await expectOk('addSectionToSite', 201, org.gitbook.orgs.addSectionToSite(org.organizationId, site.id, { spaceId: space.id, title: 'Guides' }));
  const [siteSpace] = section.siteSpaces;
  const base = `${stack.baseUrl}/sites/${org.organizationId}/${site.id}`;
  return { site, section, siteSpace, install, base };
}

describe('site redirects', () => {
  it('create to a section, a site space and a page; look up by source with the destination URL; list, search, update, delete', async () => {
    const org = await newOrgOf(stack);
    const { site, section, siteSpace, install, base } = await redirectSite(org);
    const api = org.gitbook.orgs;
    const create = (source: string, destination: SiteRedirectDestination) =>
      expectOk('createSiteRedirect', 201, api.createSiteRedirect(org.organizationId, site.id, { source, destination }));

    const toSection = await create('/old/guides', { kind: 'site-section', siteSectionId: section.id });
    expect(toSection).toEqual({ object: 'site-redirect', id: toSection.id, source: '/old/guides', destination: { kind: 'site-section', siteSectionId: section.id } });
    await create('/old/handbook', { kind: 'site-space', siteSpaceId: siteSpace.id });
    const toPage = await create('/Old/Install/', { kind: 'site-page', siteSpaceId: siteSpace.id, pageId: install });
    expect(toPage.source).toBe('/Old/Install');

    const lookup = (source: string) => expectOk('getSiteRedirectBySource', 200, api.getSiteRedirectBySource(org.organizationId, site.id, { source }));
    expect(await lookup('/old/guides')).toEqual({ redirect: toSection, target: `${base}/guides` });
    expect((await lookup('/old/handbook')).target).toBe(`${base}/guides/handbook`);
    expect((await lookup('/Old/Install')).target).toBe(`${base}/guides/handbook/setup/install`);
    await fails(404, api.getSiteRedirectBySource(org.organizationId, site.id, { source: '/old/install' }), 'No matching site redirect found');

    const list = await expectOk('listSiteRedirects', 200, api.listSiteRedirects(org.organizationId, site.id, { limit: 2 }));
    expect([list.items.map((item) => item.source), list.count]).toEqual([['/Old/Install', '/old/guides'], 3]);
    const rest = await expectOk('listSiteRedirects', 200, api.listSiteRedirects(org.organizationId, site.id, { limit: 2, page: list.next!.page }));
    expect(rest.items.map((item) => item.source)).toEqual(['/old/handbook']);
    const searched = await expectOk('listSiteRedirects', 200, api.listSiteRedirects(org.organizationId, site.id, { search: 'INSTALL' }));
    expect(searched.items.map((item) => item.id)).toEqual([toPage.id]);

    const updated = await expectOk(
      'updateSiteRedirectById',
      200,
      api.updateSiteRedirectById(org.organizationId, site.id, toSection.id, { source: '/older/guides', destination: { kind: 'site-space', siteSpaceId: siteSpace.id } }),
    );
    expect(updated).toEqual({ object: 'site-redirect', id: toSection.id, source: '/older/guides', destination: { kind: 'site-space', siteSpaceId: siteSpace.id } });
    await fails(409, api.updateSiteRedirectById(org.organizationId, site.id, toSection.id, { source: '/old/handbook' }), /^source: /);

    expect((await api.deleteSiteRedirectById(org.organizationId, site.id, toSection.id)).status).toBe(204);
    expect((await api.deleteSiteRedirectById(org.organizationId, site.id, toSection.id)).status).toBe(204);
    await fails(404, api.updateSiteRedirectById(org.organizationId, site.id, toSection.id, { source: '/x' }), 'No matching site redirect found');
    expect((await expectOk('listSiteRedirects', 200, api.listSiteRedirects(org.organizationId, site.id))).count).toBe(2);
  });

  it('400 for bad sources and destinations outside the site, 409 for a duplicate source', async () => {
    const org = await newOrgOf(stack);
    const { site, section, siteSpace } = await redirectSite(org);
    const api = org.gitbook.orgs;
    const create = (source: string, destination: SiteRedirectDestination) => api.createSiteRedirect(org.organizationId, site.id, { source, destination });
    for (const source of ['relative', '/a//b', '/a b', '/..']) await fails(400, create(source, { kind: 'site-section', siteSectionId: section.id }), /^source: /);
    await fails(400, create('/x', { kind: 'site-section', siteSectionId: absentId() }), /^destination\.siteSectionId: no site section /);
    await fails(400, create('/x', { kind: 'site-space', siteSpaceId: absentId() }), /^destination\.siteSpaceId: no site space /);
    await fails(400, create('/x', { kind: 'site-page', siteSpaceId: siteSpace.id, pageId: absentId() }), /^destination\.pageId: no page /);
    await fails(400, create('/x', { kind: 'site-page', siteSpaceId: siteSpace.id } as never), /^destination/);
    await expectOk('createSiteRedirect', 201, create('/taken', { kind: 'site-section', siteSectionId: section.id }));
    await fails(409, create('/taken/', { kind: 'site-space', siteSpaceId: siteSpace.id }), 'source: another redirect of the site already has this source');
    await fails(400, api.getSiteRedirectBySource(org.organizationId, site.id, { source: 'relative' }), /^source: /);
  });

  it('members read, admins and creators write; other organizations get 404; share-link visitors resolve with the key', async () => {
    const org = await newOrgOf(stack);
    const { site, section, base } = await redirectSite(org);
    const destination: SiteRedirectDestination = { kind: 'site-section', siteSectionId: section.id };
    const creator = await addMember(stack, org, 'create');
    await expectOk('createSiteRedirect', 201, creator.gitbook.orgs.createSiteRedirect(org.organizationId, site.id, { source: '/from-creator', destination }));
    const reader = await addMember(stack, org, 'read');
    expect((await expectOk('listSiteRedirects', 200, reader.gitbook.orgs.listSiteRedirects(org.organizationId, site.id))).count).toBe(1);
    await fails(403, reader.gitbook.orgs.createSiteRedirect(org.organizationId, site.id, { source: '/x', destination }));
    const stranger = await newOrgOf(stack);
    await fails(404, stranger.gitbook.orgs.listSiteRedirects(org.organizationId, site.id));
    await fails(404, stranger.gitbook.orgs.createSiteRedirect(org.organizationId, site.id, { source: '/x', destination }));

    await expectOk('updateSiteById', 200, org.gitbook.orgs.updateSiteById(org.organizationId, site.id, { visibility: SiteVisibility.ShareLink }));
    await expectOk('publishSite', 200, org.gitbook.orgs.publishSite(org.organizationId, site.id));
    const { privateKey } = await expectOk('getSitePublishingAuthById', 200, org.gitbook.orgs.getSitePublishingAuthById(org.organizationId, site.id));
    await fails(404, stranger.gitbook.orgs.getSiteRedirectBySource(org.organizationId, site.id, { source: '/from-creator' }));
    const resolved = await expectOk(
      'getSiteRedirectBySource',
      200,
      stranger.gitbook.orgs.getSiteRedirectBySource(org.organizationId, site.id, { source: '/from-creator', shareKey: privateKey }),
    );
    expect(resolved.target).toBe(`${base}/guides?share=${encodeURIComponent(privateKey)}`);
  });
});
