import { commonV1, sitesV1 } from '@quire/proto';
import { newId } from '@quire/shared';
import { SignJWT } from 'jose';
import { errorOf, newOrganization, siteWith, startTestEnvironment, Status, URLS, type TestEnvironment } from '../../test/helpers';
import { verifyPreviewToken } from '../lib/preview-tokens';
import { claimedSite, verifySiteApiToken } from './api-tokens';

let env: TestEnvironment;
beforeAll(async () => {
  env = await startTestEnvironment();
});
afterAll(async () => {
  await env.close();
});

const V = sitesV1.SiteVisibility;
const visitorToken = (key: string, claims: Record<string, unknown>, expiresIn = '1h') =>
  new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuedAt().setExpirationTime(expiresIn).sign(new TextEncoder().encode(key));

async function publishedSite(visibility = V.SITE_VISIBILITY_PUBLIC, titles = ['Guide', 'Reference']) {
  const made = await siteWith(env, titles);
  await made.client.updateSite({ ...made.ref, visibility, agentsContext: 0, adaptiveContent: undefined, basename: `docs-${newId().slice(0, 6).toLowerCase()}` });
  const site = (await made.client.publishSite(made.ref)).site!;
  const siteSpaces = (await made.client.listSiteSpaces({ ...made.ref })).items;
  const key = (await made.client.getSitePublishingAuth(made.ref)).auth!.privateKey;
  return { ...made, site, siteSpaces, key };
}

describe('getSitePublishingPreview', () => {
  it('refuses bad Rison (400), non-members and guests (404), an unknown site space (404)', async () => {
    const { org, client, ref } = await siteWith(env, ['Guide']);
    for (const claims of ['(plan:', '!t', 'not rison at all (']) {
      const error = await errorOf(client.getSitePublishingPreview({ ...ref, claims }));
      expect([error.code, error.details]).toEqual([Status.INVALID_ARGUMENT, expect.stringMatching(/^claims: /)]);
    }
    for (const principal of [org.guest(), newOrganization().admin]) {
      expect((await errorOf(env.as(principal).getSitePublishingPreview(ref))).code).toBe(Status.NOT_FOUND);
    }
    const unknown = await errorOf(client.getSitePublishingPreview({ ...ref, siteSpace: newId() }));
    expect([unknown.code, unknown.details]).toEqual([Status.NOT_FOUND, 'No matching Site space found']);
  });

  it('answers a signed one-hour URL of the site space, published or not, to any member; a new key voids it', async () => {
    const { org, client, ref, site } = await siteWith(env, ['Guide', 'Reference']);
    const siteSpaces = (await client.listSiteSpaces(ref)).items;
    const reader = env.as(org.member('read'));
    const preview = await reader.getSitePublishingPreview({ ...ref, siteSpace: siteSpaces[1].id, claims: '(plan:pro,beta:!t)' });
    const url = new URL(preview.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${URLS.sitesUrl}/${org.id}/${site.id}/${siteSpaces[1].path}`);
    const key = (await client.getSitePublishingAuth(ref)).auth!.privateKey;
    const grant = await verifyPreviewToken(key, url.searchParams.get('preview')!);
    expect(grant).toEqual({ site: site.id, siteSpace: siteSpaces[1].id, claims: { plan: 'pro', beta: true }, expiresAt: expect.any(Date) });
    expect(Math.abs(grant!.expiresAt.getTime() - (Date.now() + 3_600_000))).toBeLessThan(5_000);
    expect(await verifyPreviewToken('another key', url.searchParams.get('preview')!)).toBeUndefined();
    // The default site space without `siteSpace`.
    const byDefault = new URL((await reader.getSitePublishingPreview(ref)).url);
    expect(byDefault.pathname.endsWith(`/${siteSpaces[0].path}`)).toBe(true);

    // It opens the unpublished site's URL through the resolver too, until the key changes.
    const resolved = (await reader.resolvePublishedContentByUrl({ url: preview.url })).lookup!;
    expect(resolved).toMatchObject({ site: site.id, siteSpace: siteSpaces[1].id, pathname: '' });
    await client.regenerateSitePublishingAuth(ref);
    expect((await errorOf(reader.resolvePublishedContentByUrl({ url: preview.url }))).code).toBe(Status.NOT_FOUND);
  });
});

describe('resolvePublishedContentByUrl / getPublishedContentByUrl', () => {
  it('resolves a public site URL to its site space and page path, with a signed one-hour API token of that space', async () => {
    const { org, site, siteSpaces, spaces, key } = await publishedSite();
    const stranger = env.as(newOrganization().admin);
    const base = `${URLS.sitesUrl}/${org.id}/${site.basename}`;
    const lookup = (await stranger.resolvePublishedContentByUrl({ url: `${base}/${siteSpaces[1].path}/getting-started/install?x=1` })).lookup!;
    expect(lookup).toEqual({
      site: site.id,
      siteSpace: siteSpaces[1].id,
      space: spaces[1].id,
      pathname: 'getting-started/install',
      basePath: `/${org.id}/${site.basename}/${siteSpaces[1].path}/`,
      siteBasePath: `/${org.id}/${site.basename}/`,
      apiToken: expect.stringMatching(/^gb_site_/),
      organization: org.id,
      complete: true,
      canonicalUrl: `${base}/${siteSpaces[1].path}/getting-started/install`,
    });
    expect(claimedSite(lookup.apiToken!)).toBe(site.id);
    expect(await verifySiteApiToken(key, lookup.apiToken!)).toEqual({ organization: org.id, site: site.id, siteSpace: siteSpaces[1].id, space: spaces[1].id, expiresAt: expect.any(Date) });

    // The site's root: the default site space, and more site segments could follow.
    const root = (await stranger.getPublishedContentByUrl({ url: base })).lookup!;
    expect(root).toMatchObject({ siteSpace: siteSpaces[0].id, pathname: '', basePath: `/${org.id}/${site.basename}/`, complete: false });
  });

  it('answers 404 for URLs that show nothing: other hosts, unknown sites, unpublished sites', async () => {
    const { org, site, client, ref } = await publishedSite();
    const caller = env.as(org.admin);
    for (const url of ['https://elsewhere.example/a/b', `${URLS.sitesUrl}/${org.id}`, `${URLS.sitesUrl}/${org.id}/nope`, `${URLS.sitesUrl}/${newOrganization().id}/${site.id}`]) {
      const error = await errorOf(caller.resolvePublishedContentByUrl({ url }));
      expect([url, error.code, error.details]).toEqual([url, Status.NOT_FOUND, 'No content found for the URL.']);
    }
    await client.unpublishSite(ref);
    expect((await errorOf(caller.resolvePublishedContentByUrl({ url: `${URLS.sitesUrl}/${org.id}/${site.id}` }))).code).toBe(Status.NOT_FOUND);
  });

  it('share-link sites: the URL\u2019s share key opens them; a wrong one is 404 even for members', async () => {
    const { org, site, key } = await publishedSite(V.SITE_VISIBILITY_SHARE_LINK);
    const base = `${URLS.sitesUrl}/${org.id}/${site.id}`;
    const stranger = env.as(newOrganization().admin);
    expect((await errorOf(stranger.resolvePublishedContentByUrl({ url: base }))).code).toBe(Status.NOT_FOUND);
    expect((await errorOf(env.as(org.admin).resolvePublishedContentByUrl({ url: `${base}?share=wrong` }))).code).toBe(Status.NOT_FOUND);
    const opened = (await stranger.resolvePublishedContentByUrl({ url: `${base}?share=${encodeURIComponent(key)}` })).lookup!;
    expect(opened).toMatchObject({ site: site.id, shareKey: key });
    // Members read without a key.
    expect((await env.as(org.member('read')).resolvePublishedContentByUrl({ url: base })).lookup!.site).toBe(site.id);
  });

  it('visitor-auth sites: a verified token opens them (with a contextId); a bad one is 404, or the fallback URL with redirectOnError', async () => {
    const { org, site, key, client, ref } = await publishedSite(V.SITE_VISIBILITY_VISITOR_AUTH);
    const url = `${URLS.sitesUrl}/${org.id}/${site.id}`;
    const stranger = env.as(newOrganization().admin);
    const good = await visitorToken(key, { plan: 'pro' });
    const opened = (await stranger.resolvePublishedContentByUrl({ url, visitor: { jwtToken: good } })).lookup!;
    expect(opened.site).toBe(site.id);
    expect(opened.contextId).toMatch(/^[\w-]{22}$/);
    const same = (await stranger.getPublishedContentByUrl({ url, visitorAuthToken: await visitorToken(key, { plan: 'pro' }) })).lookup!;
    expect(same.contextId).toBe(opened.contextId);

    const expired = await visitorToken(key, { plan: 'pro' }, '-2m');
    const wrongKey = await visitorToken('not the key', { plan: 'pro' });
    for (const jwtToken of [expired, wrongKey, 'garbage', undefined]) {
      const error = await errorOf(stranger.resolvePublishedContentByUrl({ url, visitor: jwtToken ? { jwtToken } : undefined }));
      expect([error.code, error.details]).toEqual([Status.NOT_FOUND, 'No content found for the URL.']);
    }
    // No fallback URL: still 404 with redirectOnError.
    expect((await errorOf(stranger.resolvePublishedContentByUrl({ url, redirectOnError: true, visitor: { jwtToken: wrongKey } }))).code).toBe(Status.NOT_FOUND);
    await client.updateSitePublishingAuth({ ...ref, backend: sitesV1.VisitorAuthBackend.VISITOR_AUTH_BACKEND_CUSTOM, fallbackUrl: 'https://login.example.com/docs' });
    const redirect = (await stranger.resolvePublishedContentByUrl({ url, redirectOnError: true, visitor: { jwtToken: expired } })).lookup!;
    // Exactly the redirect branch: none of the other branch's fields.
    expect(redirect).toEqual({ target: 'external', redirect: 'https://login.example.com/docs' });
    const deprecated = (await stranger.getPublishedContentByUrl({ url, redirectOnError: true })).lookup!;
    expect(deprecated).toEqual({ target: 'external', redirect: 'https://login.example.com/docs' });
  });

  it('hides a site space whose condition the visitor\u2019s claims do not meet', async () => {
    const { org, site, siteSpaces, client, ref } = await publishedSite();
    await client.updateSiteAdaptiveSchema({
      ...ref,
      jsonSchema: { type: 'object', properties: { unsigned: { type: 'object', description: 'Unsigned claims of the site visitor.', properties: { beta: { type: 'boolean', description: 'Beta' } }, additionalProperties: false } }, additionalProperties: false },
    });
    await client.updateSiteSpace({ ...ref, siteSpaceId: siteSpaces[1].id, condition: 'visitor.claims.unsigned.beta == true' });
    const url = `${URLS.sitesUrl}/${org.id}/${site.basename}/${siteSpaces[1].path}`;
    const stranger = env.as(newOrganization().admin);
    expect((await errorOf(stranger.resolvePublishedContentByUrl({ url, visitor: { unsignedClaims: { beta: false } } }))).code).toBe(Status.NOT_FOUND);
    expect((await stranger.resolvePublishedContentByUrl({ url, visitor: { unsignedClaims: { beta: true } } })).lookup!.siteSpace).toBe(siteSpaces[1].id);
  });
});

describe('PublishedUrlInternalService', () => {
  it('locates published URLs without a principal, and says which sites exist', async () => {
    const { org, site, siteSpaces, spaces } = await publishedSite();
    const internal = env.as(undefined);
    const located = await internal.locatePublishedUrl({ url: `${URLS.sitesUrl}/${org.id}/${site.id}/${siteSpaces[1].path}/a/b` });
    expect(located).toEqual({ organizationId: org.id, location: { url: expect.any(String), siteId: site.id, siteSpaceId: siteSpaces[1].id, spaceId: spaces[1].id, pagePath: 'a/b' } });
    expect(await internal.locatePublishedUrl({ url: 'https://elsewhere.example/x' })).toEqual({});
    const unpublished = await siteWith(env, ['Draft']);
    expect((await internal.findSites({ organizationId: org.id, siteIds: [site.id, unpublished.site.id, newId()] })).siteIds).toEqual([site.id]);
    expect((await internal.findSites({ organizationId: unpublished.org.id, siteIds: [unpublished.site.id] })).siteIds).toEqual([unpublished.site.id]);
  });
});

describe('authenticateSiteApiToken (for the gateway)', () => {
  it('grants reading the space while the token verifies with the site key, the site space publishes the space and the site is published', async () => {
    const { org, site, siteSpaces, spaces, client, ref } = await publishedSite();
    const internal = env.as(undefined);
    const { apiToken } = (await env.as(newOrganization().admin).resolvePublishedContentByUrl({ url: `${URLS.sitesUrl}/${org.id}/${site.id}/${siteSpaces[1].path}` })).lookup!;
    const grant = await internal.authenticateSiteApiToken({ token: apiToken! });
    expect(grant).toEqual({ organizationId: org.id, siteId: site.id, spaceIds: [spaces[1].id], tokenId: expect.stringMatching(/^site-token:[\w-]{22}$/) });
    expect(grant.tokenId).not.toContain(apiToken!.slice(10, 30));
    for (const token of ['gb_site_nope', `${apiToken}x`, 'gb_api_x']) {
      expect((await errorOf(internal.authenticateSiteApiToken({ token }))).code).toBe(Status.UNAUTHENTICATED);
    }
    await client.unpublishSite(ref);
    expect((await errorOf(internal.authenticateSiteApiToken({ token: apiToken! }))).code).toBe(Status.UNAUTHENTICATED);
    await client.publishSite(ref);
    expect((await internal.authenticateSiteApiToken({ token: apiToken! })).siteId).toBe(site.id);
    await client.regenerateSitePublishingAuth(ref);
    expect((await errorOf(internal.authenticateSiteApiToken({ token: apiToken! }))).code).toBe(Status.UNAUTHENTICATED);
  });
});

describe('listSitePermissions', () => {
  it('lists the organization\u2019s members with their role through the organization, one member page per call; 404 for guests and outsiders', async () => {
    const { org, ref } = await siteWith(env, ['Guide']);
    const admin = env.members.add(org.id, commonV1.MemberRole.MEMBER_ROLE_ADMIN);
    const guest = env.members.add(org.id, commonV1.MemberRole.MEMBER_ROLE_GUEST);
    const first = await env.as(org.member('read')).listSitePermissions({ ...ref, limit: 1 });
    expect(first).toEqual({
      items: [{ permission: commonV1.MemberRole.MEMBER_ROLE_ADMIN, user: admin.user, origin: { type: 'organization', organization: org.id } }],
      next: { page: '1' },
      count: 2,
    });
    const second = await env.as(org.member('read')).listSitePermissions({ ...ref, limit: 1, page: first.next!.page });
    expect(second.items.map((item) => [item.user!.id, item.permission])).toEqual([[guest.id, commonV1.MemberRole.MEMBER_ROLE_GUEST]]);
    for (const principal of [org.guest(), newOrganization().admin]) {
      expect((await errorOf(env.as(principal).listSitePermissions(ref))).code).toBe(Status.NOT_FOUND);
    }
    expect((await errorOf(env.as(org.admin).listSitePermissions({ ...ref, limit: 5000 }))).code).toBe(Status.INVALID_ARGUMENT);
  });
});
