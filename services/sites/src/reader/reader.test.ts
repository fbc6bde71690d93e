import { sitesV1 } from '@quire/proto';
import { SignJWT } from 'jose';
import { signPreviewToken } from '../lib/preview-tokens';
import { errorOf, newOrganization, siteWith, startTestEnvironment, Status, type TestEnvironment } from '../../test/helpers';

const { ReaderAccess, ReaderGrant, SiteVisibility } = sitesV1;

let env: TestEnvironment;
beforeAll(async () => {
  env = await startTestEnvironment();
});
afterAll(async () => {
  await env.close();
});

const visitorToken = (key: string, claims: Record<string, unknown>, expiresIn: string | number = '1h') =>
  new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuedAt().setExpirationTime(expiresIn).sign(new TextEncoder().encode(key));

async function siteOfVisibility(visibility: sitesV1.SiteVisibility, { publish = true } = {}) {
  const made = await siteWith(env, ['Guide', 'API']);
  await made.client.updateSite({ ...made.ref, visibility, agentsContext: 0, adaptiveContent: undefined });
  if (publish) await made.client.publishSite(made.ref);
  const key = (await made.client.getSitePublishingAuth(made.ref)).auth!.privateKey;
  const open = (request: Partial<sitesV1.OpenPublishedSiteRequest> = {}) => env.as(newOrganization().admin).openPublishedSite({ organizationId: made.ref.organizationId, siteName: made.ref.siteId, ...request });
  return { ...made, key, open };
}

describe('OpenPublishedSite', () => {
  it('a public site: granted to anyone, with its structure, positions and customization; by basename too', async () => {
    const { client, ref, open } = await siteOfVisibility(SiteVisibility.SITE_VISIBILITY_PUBLIC);
    await client.updateSite({ ...ref, basename: 'handbook', agentsContext: 0, adaptiveContent: undefined });
    const opened = await open();
    expect(opened).toMatchObject({ access: ReaderAccess.READER_ACCESS_GRANTED, grant: ReaderGrant.READER_GRANT_PUBLIC });
    expect(opened.site).toMatchObject({ id: ref.siteId, organizationId: ref.organizationId, visibility: 'public', published: true, basename: 'handbook' });
    expect(opened.site!.siteSpaces).toHaveLength(2);
    expect(opened.site!.siteSpaces.filter((row) => row.default)).toHaveLength(1);
    expect(opened.site!.customization).toMatchObject({ styling: { theme: expect.any(String) } });
    expect(opened.site!.siteSpaces[0].customization).toMatchObject({ styling: { theme: expect.any(String) } });
    expect((await open({ siteName: 'handbook' })).site!.id).toBe(ref.siteId);
    expect(opened.claims).toBeUndefined();
  });

  it('says nothing of unknown, unpublished and other organizations\' sites', async () => {
    const { ref, open } = await siteOfVisibility(SiteVisibility.SITE_VISIBILITY_PUBLIC, { publish: false });
    expect(await open()).toMatchObject({ access: ReaderAccess.READER_ACCESS_NOT_FOUND, site: undefined });
    expect((await open({ siteName: 'nothing-here' })).access).toBe(ReaderAccess.READER_ACCESS_NOT_FOUND);
    const other = newOrganization();
    expect((await env.as(other.admin).openPublishedSite({ organizationId: other.id, siteName: ref.siteId })).access).toBe(ReaderAccess.READER_ACCESS_NOT_FOUND);
  });

  it('unlisted sites are granted as unlisted (the reader says noindex)', async () => {
    const { open } = await siteOfVisibility(SiteVisibility.SITE_VISIBILITY_UNLISTED);
    expect(await open()).toMatchObject({ access: ReaderAccess.READER_ACCESS_GRANTED, grant: ReaderGrant.READER_GRANT_UNLISTED });
  });

  it('share-link sites: the site key or an active link key opens them; a deactivated link or no key does not', async () => {
    const { client, ref, key, open } = await siteOfVisibility(SiteVisibility.SITE_VISIBILITY_SHARE_LINK);
    expect((await open()).access).toBe(ReaderAccess.READER_ACCESS_NOT_FOUND);
    expect((await open({ shareKey: 'wrong' })).access).toBe(ReaderAccess.READER_ACCESS_NOT_FOUND);
    expect(await open({ shareKey: key })).toMatchObject({ access: ReaderAccess.READER_ACCESS_GRANTED, grant: ReaderGrant.READER_GRANT_SHARE_KEY });
    const link = (await client.createSiteShareLink({ ...ref, name: 'Partners' })).shareLink!;
    const linkKey = new URL(link.urls!.published!).searchParams.get('share')!;
    expect((await open({ shareKey: linkKey })).access).toBe(ReaderAccess.READER_ACCESS_GRANTED);
    await client.updateSiteShareLink({ ...ref, shareLinkId: link.id, active: false });
    expect((await open({ shareKey: linkKey })).access).toBe(ReaderAccess.READER_ACCESS_NOT_FOUND);
  });

  it('visitor-auth sites: a valid HS256 token with exp opens them with its claims; missing, wrong-key, expired and unsigned tokens ask to sign in', async () => {
    const { client, ref, key, open } = await siteOfVisibility(SiteVisibility.SITE_VISIBILITY_VISITOR_AUTH);
    await client.updateSitePublishingAuth({ ...ref, backend: sitesV1.VisitorAuthBackend.VISITOR_AUTH_BACKEND_CUSTOM, fallbackUrl: 'https://login.example.com/sso' });

    expect(await open()).toMatchObject({ access: ReaderAccess.READER_ACCESS_AUTH_REQUIRED, fallbackUrl: 'https://login.example.com/sso', site: undefined });
    const good = await open({ visitorToken: await visitorToken(key, { plan: 'pro', roles: ['beta'] }) });
    expect(good).toMatchObject({ access: ReaderAccess.READER_ACCESS_GRANTED, grant: ReaderGrant.READER_GRANT_VISITOR_TOKEN, claims: { plan: 'pro', roles: ['beta'] } });
    expect(good.claims).not.toHaveProperty('exp');
    expect(good.grantExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 50 * 60_000);

    const wrongKey = await open({ visitorToken: await visitorToken('not-the-site-key', { plan: 'pro' }) });
    expect(wrongKey).toMatchObject({ access: ReaderAccess.READER_ACCESS_AUTH_REQUIRED, refusal: 'the visitor token is not signed with the site key' });
    const expired = await open({ visitorToken: await visitorToken(key, { plan: 'pro' }, Math.floor(Date.now() / 1000) - 3600) });
    expect(expired).toMatchObject({ access: ReaderAccess.READER_ACCESS_AUTH_REQUIRED, refusal: 'the visitor token has expired' });
    const withoutExp = await new SignJWT({ plan: 'pro' }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(key));
    expect((await open({ visitorToken: withoutExp })).refusal).toMatch(/"exp" claim/);
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"plan":"pro","exp":9999999999}').toString('base64url')}.`;
    expect((await open({ visitorToken: unsigned })).access).toBe(ReaderAccess.READER_ACCESS_AUTH_REQUIRED);
    expect((await open({ visitorToken: 'garbage' })).refusal).toBe('the visitor token is not a valid HS256 JWT');
  });

  it('a preview token of the site opens it unpublished, with its claims; another site\'s does not', async () => {
    const { ref, key, open } = await siteOfVisibility(SiteVisibility.SITE_VISIBILITY_PUBLIC, { publish: false });
    const { token } = await signPreviewToken(key, { site: ref.siteId, siteSpace: 'any', claims: { plan: 'pro' } });
    expect(await open({ previewToken: token })).toMatchObject({ access: ReaderAccess.READER_ACCESS_GRANTED, grant: ReaderGrant.READER_GRANT_PREVIEW, claims: { plan: 'pro' } });
    const { token: foreign } = await signPreviewToken(key, { site: 'another-site', siteSpace: 'any' });
    expect((await open({ previewToken: foreign })).access).toBe(ReaderAccess.READER_ACCESS_NOT_FOUND);
  });

  it('refuses malformed requests', async () => {
    const { ref } = await siteWith(env, ['A']);
    const client = env.as(newOrganization().admin);
    const error = await errorOf(client.openPublishedSite({ organizationId: ref.organizationId, siteName: 'a/b' }));
    expect(error.code).toBe(Status.INVALID_ARGUMENT);
    expect((await errorOf(client.openPublishedSite({ organizationId: ref.organizationId, siteName: ref.siteId, visitorToken: 'x'.repeat(9000) }))).code).toBe(Status.INVALID_ARGUMENT);
  });
});
