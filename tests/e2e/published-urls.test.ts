import type { Site } from '@gitbook/api';
import { SignJWT } from 'jose';
import { addMember, client, createCollection, createPageInChangeRequest, createSpace, expectFailure, expectOk, newOrg as newOrgOf, type Org } from './content-helpers';
import { startStack, type Stack } from './harness';

// The preview URL, the published-URL resolvers, getContentByUrl and the site permissions
// through the gateway with the official client, every body checked against the contract
// (docs/sites.md "Preview" and "Published URLs", docs/content.md "URLs").

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
}, 90_000);

afterAll(async () => {
  await stack?.stop();
});

type Json = Record<string, any>;
const newOrg = () => newOrgOf(stack);

const createPage = (org: Org, spaceId: string, changeRequestId: string, body: Json): Promise<Json> =>
  createPageInChangeRequest(stack, org, spaceId, changeRequestId, body);

async function publishedSite(org: Org, visibility: 'public' | 'share-link' | 'visitor-auth' = 'public') {
  const guide = await createSpace(org, 'Guide');
  const reference = await createSpace(org, 'Reference');
  const site = (await expectOk('createSite', 201, org.gitbook.orgs.createSite(org.organizationId, { title: 'Docs', spaces: [guide.id, reference.id] }))) as Site;
  await expectOk('updateSiteById', 200, org.gitbook.orgs.updateSiteById(org.organizationId, site.id, { visibility: visibility as never, basename: 'docs' }));
  const published = await expectOk('publishSite', 200, org.gitbook.orgs.publishSite(org.organizationId, site.id));
  const siteSpaces = (await expectOk('listSiteSpaces', 200, org.gitbook.orgs.listSiteSpaces(org.organizationId, site.id))).items;
  const key = (await expectOk('getSitePublishingAuthById', 200, org.gitbook.orgs.getSitePublishingAuthById(org.organizationId, site.id))).privateKey;
  return { site: published as Site, guide, reference, siteSpaces, key, base: `${stack.baseUrl}/sites/${org.organizationId}/docs` };
}

describe('getSitePublishingPreviewById', () => {
  it('answers a one-hour preview URL to members, 400 for bad Rison, 404 for outsiders and guests', async () => {
    const org = await newOrg();
    const guide = await createSpace(org, 'Guide');
    const site = (await expectOk('createSite', 201, org.gitbook.orgs.createSite(org.organizationId, { title: 'Docs', spaces: [guide.id] }))) as Site;
    const reader = await addMember(stack, org, 'read');
    const { url } = await expectOk(
      'getSitePublishingPreviewById',
      200,
      reader.gitbook.orgs.getSitePublishingPreviewById(org.organizationId, site.id, { claims: '(plan:pro)' }),
    );
    expect(url).toMatch(new RegExp(`^${stack.baseUrl}/sites/${org.organizationId}/${site.id}/[^/?]+\\?preview=[\\w-]+\\.[\\w-]+\\.[\\w-]+$`));
    // The site is not published: the preview URL still resolves, for a member.
    const lookup = await expectOk('resolvePublishedContentByUrl', 200, reader.gitbook.urls.resolvePublishedContentByUrl({ url }));
    expect(lookup).toMatchObject({ site: site.id, space: guide.id });

    await expectFailure(org.gitbook.orgs.getSitePublishingPreviewById(org.organizationId, site.id, { claims: '(plan:' }), 400, 'claims: is not valid Rison');
    const guest = await addMember(stack, org, null);
    await expectFailure(guest.gitbook.orgs.getSitePublishingPreviewById(org.organizationId, site.id), 404);
    const stranger = await newOrg();
    await expectFailure(stranger.gitbook.orgs.getSitePublishingPreviewById(org.organizationId, site.id), 404);
  });
});

describe('resolvePublishedContentByUrl and getPublishedContentByUrl', () => {
  it('resolve a public site URL for any caller, with an API token; 404 for what shows nothing', async () => {
    const org = await newOrg();
    const { site, siteSpaces, reference, guide, base } = await publishedSite(org);
    const stranger = await newOrg();
    const url = `${base}/${siteSpaces[1].path}/getting-started`;
    const resolved = await expectOk('resolvePublishedContentByUrl', 200, stranger.gitbook.urls.resolvePublishedContentByUrl({ url }));
    expect(resolved).toMatchObject({ site: site.id, siteSpace: siteSpaces[1].id, space: reference.id, pathname: 'getting-started', organization: org.organizationId, complete: true });
    expect(resolved).not.toHaveProperty('redirect');
    expect((resolved as Json).apiToken).toMatch(/^gb_site_/);
    // The API token reads that space's main content through the gateway, and nothing else.
    const apiToken = (resolved as Json).apiToken as string;
    const asSite = client(stack, apiToken);
    expect((await expectOk('getSpaceById', 200, asSite.spaces.getSpaceById(reference.id))).permissions).toMatchObject({ view: true, edit: false, comment: false });
    await expectOk('listPages', 200, asSite.spaces.listPages(reference.id));
    await expectFailure(asSite.spaces.getSpaceById(guide.id), 404);
    await expectFailure(asSite.spaces.listChangeRequestsForSpace(reference.id), 404);
    await expectFailure(asSite.spaces.createChangeRequest(reference.id, { subject: 'Nope' }), 404);
    await expectFailure(asSite.orgs.getOrganizationById(org.organizationId), 403);
    await expectFailure(asSite.user.getAuthenticatedUser(), 403);
    await expectFailure(client(stack, `${apiToken}x`).spaces.getSpaceById(reference.id), 401);

    const deprecated = await expectOk('getPublishedContentByUrl', 200, stranger.gitbook.urls.getPublishedContentByUrl({ url }));
    expect(deprecated).toMatchObject({ site: site.id, siteSpace: siteSpaces[1].id });

    await expectFailure(stranger.gitbook.urls.resolvePublishedContentByUrl({ url: `${stack.baseUrl}/sites/${org.organizationId}/nope` }), 404, 'No content found for the URL.');
    await expectFailure(stranger.gitbook.urls.resolvePublishedContentByUrl({ url: 'not a url' }), 400, /^url: /);
    await expectOk('unpublishSite', 200, org.gitbook.orgs.unpublishSite(org.organizationId, site.id));
    await expectFailure(stranger.gitbook.urls.getPublishedContentByUrl({ url }), 404);
  });

  it('visitor-auth: a good token, a wrong-key and an expired token; the redirect branch alone with redirectOnError', async () => {
    const org = await newOrg();
    const { site, key, base } = await publishedSite(org, 'visitor-auth');
    const stranger = await newOrg();
    const sign = (signingKey: string, expiresIn: string) =>
      new SignJWT({ plan: 'pro' }).setProtectedHeader({ alg: 'HS256' }).setIssuedAt().setExpirationTime(expiresIn).sign(new TextEncoder().encode(signingKey));
    const good = await expectOk('resolvePublishedContentByUrl', 200, stranger.gitbook.urls.resolvePublishedContentByUrl({ url: base, visitor: { jwtToken: await sign(key, '1h') } }));
    expect(good).toMatchObject({ site: site.id, contextId: expect.any(String) });
    await expectFailure(stranger.gitbook.urls.resolvePublishedContentByUrl({ url: base, visitor: { jwtToken: await sign('wrong key', '1h') } }), 404);
    await expectFailure(stranger.gitbook.urls.getPublishedContentByUrl({ url: base, visitorAuthToken: await sign(key, '-5m') }), 404);

    await expectOk('updateSitePublishingAuthById', 200, org.gitbook.orgs.updateSitePublishingAuthById(org.organizationId, site.id, { backend: 'custom', fallbackURL: 'https://login.example.com/' }));
    const redirect = await expectOk(
      'resolvePublishedContentByUrl',
      200,
      stranger.gitbook.urls.resolvePublishedContentByUrl({ url: base, redirectOnError: true, visitor: { jwtToken: await sign(key, '-5m') } }),
    );
    expect(redirect).toEqual({ target: 'external', redirect: 'https://login.example.com/' });
    const viaGet = await expectOk('getPublishedContentByUrl', 200, stranger.gitbook.urls.getPublishedContentByUrl({ url: base, redirectOnError: true }));
    expect(viaGet).toEqual({ target: 'external', redirect: 'https://login.example.com/' });
  });

  it('share-link: the share key in the URL', async () => {
    const org = await newOrg();
    const { site, key, base } = await publishedSite(org, 'share-link');
    const stranger = await newOrg();
    await expectFailure(stranger.gitbook.urls.resolvePublishedContentByUrl({ url: base }), 404);
    await expectFailure(stranger.gitbook.urls.resolvePublishedContentByUrl({ url: `${base}?share=wrong` }), 404);
    const opened = await expectOk('resolvePublishedContentByUrl', 200, stranger.gitbook.urls.resolvePublishedContentByUrl({ url: `${base}?share=${encodeURIComponent(key)}` }));
    expect(opened).toMatchObject({ site: site.id, shareKey: key });
  });
});

describe('getContentByUrl', () => {
  it('resolves application URLs of collections, spaces, change requests and pages, and published URLs, as the caller may read them', async () => {
    const org = await newOrg();
    const collection = await createCollection(org, 'Handbook');
    const { guide, siteSpaces, base } = await publishedSite(org);
    const changeRequest = await expectOk('createChangeRequest', 201, org.gitbook.spaces.createChangeRequest(guide.id, { subject: 'Pages' }));
    const page = await createPage(org, guide.id, changeRequest.id, { title: 'Install', content: { markdown: 'Run the installer.' } });
    await expectOk('mergeChangeRequest', 200, org.gitbook.spaces.mergeChangeRequest(guide.id, changeRequest.id));
    const draft = await expectOk('createChangeRequest', 201, org.gitbook.spaces.createChangeRequest(guide.id, { subject: 'Draft' }));

    const byUrl = (url: string, who: Org | { gitbook: Org['gitbook'] } = org) => expectOk('getContentByUrl', 200, who.gitbook.urls.getContentByUrl({ url }));
    expect(await byUrl(collection.urls.app)).toEqual({ collection: expect.objectContaining({ id: collection.id, object: 'collection' }) });
    const space = (await byUrl(guide.urls.app)) as Json;
    expect(space.space.id).toBe(guide.id);
    expect(space).not.toHaveProperty('collection');
    expect(((await byUrl(`${guide.urls.app}/install`)) as Json).page).toMatchObject({ id: page.id, type: 'document', markdown: expect.stringContaining('Run the installer.') });
    expect(((await byUrl(`${guide.urls.app}/~/page/${page.id}`)) as Json).page.id).toBe(page.id);
    const inDraft = (await byUrl(draft.urls.app)) as Json;
    expect([inDraft.space.id, inDraft.changeRequest.id]).toEqual([guide.id, draft.id]);
    const published = (await byUrl(`${base}/${siteSpaces[0].path}/install`)) as Json;
    expect([published.space.id, published.page.id]).toEqual([guide.id, page.id]);

    await expectFailure(org.gitbook.urls.getContentByUrl({ url: `${guide.urls.app}/no-such-page` }), 404);
    await expectFailure(org.gitbook.urls.getContentByUrl({ url: 'https://elsewhere.example/x' }), 404);
    const stranger = await newOrg();
    await expectFailure(stranger.gitbook.urls.getContentByUrl({ url: guide.urls.app }), 404);
    await expectFailure(stranger.gitbook.urls.getContentByUrl({ url: collection.urls.app }), 404);
  });
});

describe('listPermissionsAggregateInSite', () => {
  it('lists the members of the organization with their role, page by page; 404 for guests and outsiders', async () => {
    const org = await newOrg();
    const guide = await createSpace(org, 'Guide');
    const site = (await expectOk('createSite', 201, org.gitbook.orgs.createSite(org.organizationId, { title: 'Docs', spaces: [guide.id] }))) as Site;
    const editor = await addMember(stack, org, 'edit');
    const guest = await addMember(stack, org, null);
    const first = await expectOk('listPermissionsAggregateInSite', 200, editor.gitbook.orgs.listPermissionsAggregateInSite(org.organizationId, site.id, { limit: 2 }));
    expect(first.count).toBe(3);
    expect(first.items).toHaveLength(2);
    const second = await expectOk(
      'listPermissionsAggregateInSite',
      200,
      editor.gitbook.orgs.listPermissionsAggregateInSite(org.organizationId, site.id, { limit: 2, page: first.next!.page }),
    );
    const all = [...first.items, ...second.items];
    expect(Object.fromEntries(all.map((item) => [item.user.id, item.permission]))).toEqual({ [org.userId]: 'admin', [editor.userId]: 'edit', [guest.userId]: null });
    for (const item of all) expect(item.origin).toEqual({ type: 'organization', organization: org.organizationId });
    await expectFailure(guest.gitbook.orgs.listPermissionsAggregateInSite(org.organizationId, site.id), 404);
    await expectFailure((await newOrg()).gitbook.orgs.listPermissionsAggregateInSite(org.organizationId, site.id), 404);
  });
});
