import { createHash } from 'node:crypto';
import { sitesV1 } from '@quire/proto';
import { newId } from '@quire/shared';
import { errorOf, newOrganization, startTestEnvironment, Status, URLS, type TestEnvironment } from '../../test/helpers';

let env: TestEnvironment;
beforeAll(async () => {
  env = await startTestEnvironment();
});
afterAll(async () => {
  await env.close();
});

const SHARE_LINK = sitesV1.SiteVisibility.SITE_VISIBILITY_SHARE_LINK;

async function shareLinkSite({ publish = true } = {}) {
  const org = newOrganization();
  const client = env.as(org.admin);
  const space = env.spaces.add(org.id, 'Guide');
  const created = (await client.createSite({ organizationId: org.id, type: 0, visibility: SHARE_LINK, spaces: [space.id], title: 'Docs' })).site!;
  const ref = { organizationId: org.id, siteId: created.id };
  if (publish) await client.publishSite(ref);
  return { org, client, ref };
}

const keyOf = (link: sitesV1.ShareLink) => new URL(link.urls!.published!).searchParams.get('share')!;

describe('share links', () => {
  it('createSiteShareLink: an active link with its own 32-byte base64url key, shown in urls.published only while published', async () => {
    const { org, client, ref } = await shareLinkSite({ publish: false });
    const link = (await client.createSiteShareLink({ ...ref, name: 'Partners' })).shareLink!;
    expect(link).toMatchObject({ object: 'share-link', name: 'Partners', active: true, urls: {} });
    expect(link.urls!.published).toBeUndefined();

    await client.publishSite(ref);
    const [listed] = (await client.listSiteShareLinks(ref)).items;
    const key = keyOf(listed);
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(listed.urls!.published).toBe(`${URLS.sitesUrl}/${org.id}/${ref.siteId}?share=${key}`);
    expect(key).not.toBe((await client.getSitePublishingAuth(ref)).auth!.privateKey);
    const second = (await client.createSiteShareLink({ ...ref, name: '' })).shareLink!;
    expect(keyOf(second)).not.toBe(key);

    // Stored with its sha256 (the unique lookup index); events never carry the key.
    const row = await env.db.siteShareLink.findUniqueOrThrow({ where: { id: link.id } });
    expect(Buffer.from(row.keyDigest).equals(createHash('sha256').update(key).digest())).toBe(true);
    const events = await env.db.outboxEvent.findMany({ where: { aggregateId: link.id } });
    expect(events.map((event) => event.type)).toEqual(['quire.sites.site-share-link.created']);
    expect(JSON.stringify(events.map((event) => event.data))).not.toContain(key);
  });

  it('400 for a missing or too long name; a name of 50 characters is fine', async () => {
    const { client, ref } = await shareLinkSite();
    const missing = await errorOf(client.createSiteShareLink(ref));
    expect([missing.code, missing.details]).toEqual([Status.INVALID_ARGUMENT, 'name: is required']);
    expect((await errorOf(client.createSiteShareLink({ ...ref, name: 'x'.repeat(51) }))).details).toMatch(/^name: /);
    expect((await client.createSiteShareLink({ ...ref, name: 'x'.repeat(50) })).shareLink!.name).toHaveLength(50);
    expect((await client.listSiteShareLinks(ref)).count).toBe(1);
  });

  it('listSiteShareLinks: oldest first, keyset pages, each site its own links', async () => {
    const { client, ref } = await shareLinkSite();
    const names = ['a', 'b', 'c', 'd', 'e'];
    for (const name of names) await client.createSiteShareLink({ ...ref, name });
    const other = await shareLinkSite();
    await other.client.createSiteShareLink({ ...other.ref, name: 'theirs' });

    const seen: string[] = [];
    let page: string | undefined;
    do {
      const result = await client.listSiteShareLinks({ ...ref, limit: 2, page });
      expect(result.count).toBe(5);
      seen.push(...result.items.map((link) => link.name));
      page = result.next?.page;
    } while (page);
    expect(seen).toEqual(names);
    expect((await errorOf(client.listSiteShareLinks({ ...ref, page: 'garbage' }))).code).toBe(Status.INVALID_ARGUMENT);
    expect((await errorOf(client.listSiteShareLinks({ ...ref, limit: 0 }))).details).toMatch(/^limit: /);
  });

  it('updateSiteShareLinkById renames and (de)activates; 400 without a field, 404 for a link of another site', async () => {
    const { client, ref } = await shareLinkSite();
    const link = (await client.createSiteShareLink({ ...ref, name: 'Partners' })).shareLink!;
    const linkRef = { ...ref, shareLinkId: link.id };
    expect((await client.updateSiteShareLink({ ...linkRef, name: 'Resellers' })).shareLink).toMatchObject({ name: 'Resellers', active: true });
    expect((await client.updateSiteShareLink({ ...linkRef, active: false })).shareLink).toMatchObject({ name: 'Resellers', active: false });
    // The same values again change nothing and write no event.
    await client.updateSiteShareLink({ ...linkRef, active: false, name: 'Resellers' });
    const events = await env.db.outboxEvent.findMany({ where: { aggregateId: link.id }, orderBy: { seq: 'asc' } });
    expect(events.map((event) => [event.type, (event.data as { fields?: string[] }).fields])).toEqual([
      ['quire.sites.site-share-link.created', undefined],
      ['quire.sites.site-share-link.updated', ['name']],
      ['quire.sites.site-share-link.updated', ['active']],
    ]);

    const empty = await errorOf(client.updateSiteShareLink(linkRef));
    expect([empty.code, empty.details]).toEqual([Status.INVALID_ARGUMENT, 'request: must have at least one of "active" and "name"']);
    const other = await client.createSite({ organizationId: ref.organizationId, type: 0, visibility: 0, spaces: [], title: 'Other' });
    const elsewhere = await errorOf(client.updateSiteShareLink({ ...linkRef, siteId: other.site!.id, active: true }));
    expect([elsewhere.code, elsewhere.details]).toEqual([Status.NOT_FOUND, 'No matching share link found']);
    expect((await errorOf(client.updateSiteShareLink({ ...linkRef, shareLinkId: newId(), active: true }))).code).toBe(Status.NOT_FOUND);
  });

  it('only admins and creators see and manage links (readers 403); guests and other organizations get NOT_FOUND', async () => {
    const { org, ref } = await shareLinkSite();
    const creator = env.as(org.member('create'));
    const link = (await creator.createSiteShareLink({ ...ref, name: 'Partners' })).shareLink!;
    const linkRef = { ...ref, shareLinkId: link.id };
    expect((await creator.listSiteShareLinks(ref)).items.map((item) => item.id)).toEqual([link.id]);

    const reader = env.as(org.member('read'));
    expect((await errorOf(reader.listSiteShareLinks(ref))).code).toBe(Status.PERMISSION_DENIED);
    expect((await errorOf(reader.createSiteShareLink({ ...ref, name: 'Mine' }))).code).toBe(Status.PERMISSION_DENIED);
    expect((await errorOf(reader.updateSiteShareLink({ ...linkRef, active: false }))).code).toBe(Status.PERMISSION_DENIED);
    expect((await errorOf(reader.deleteSiteShareLink(linkRef))).code).toBe(Status.PERMISSION_DENIED);
    for (const caller of [env.as(org.guest()), env.as(newOrganization().admin)]) {
      expect((await errorOf(caller.listSiteShareLinks(ref))).code).toBe(Status.NOT_FOUND);
      expect((await errorOf(caller.createSiteShareLink({ ...ref, name: 'Mine' }))).code).toBe(Status.NOT_FOUND);
      expect((await errorOf(caller.updateSiteShareLink({ ...linkRef, active: false }))).code).toBe(Status.NOT_FOUND);
      expect((await errorOf(caller.deleteSiteShareLink(linkRef))).code).toBe(Status.NOT_FOUND);
    }
    expect((await env.db.siteShareLink.findUniqueOrThrow({ where: { id: link.id } })).active).toBe(true);
  });

  it("a link's key opens the published share-link site beside the site's key; deactivated or deleted, it is refused (404) for everyone", async () => {
    const { org, client, ref } = await shareLinkSite();
    const link = (await client.createSiteShareLink({ ...ref, name: 'Partners' })).shareLink!;
    const linkRef = { ...ref, shareLinkId: link.id };
    const key = keyOf(link);
    const siteKey = (await client.getSitePublishingAuth(ref)).auth!.privateKey;
    const stranger = env.as(newOrganization().admin);
    const member = env.as(org.member('read'));

    expect((await errorOf(stranger.getPublishedContentSite(ref))).code).toBe(Status.NOT_FOUND);
    const view = (await stranger.getPublishedContentSite({ ...ref, shareKey: key })).site!;
    // The URLs the visitor gets carry the key they came with.
    expect(view.site!.urls!.published).toBe(`${URLS.sitesUrl}/${org.id}/${ref.siteId}?share=${key}`);
    expect((await stranger.listSiteSpaces({ ...ref, shareKey: key })).items).toHaveLength(1);
    expect((await stranger.listSiteSections({ ...ref, shareKey: key })).items).toEqual([]);
    expect((await stranger.getPublishedContentSite({ ...ref, shareKey: siteKey })).site!.object).toBe('published-content-site');

    // Another site's link key opens nothing here.
    const other = await shareLinkSite();
    const otherKey = keyOf((await other.client.createSiteShareLink({ ...other.ref, name: 'x' })).shareLink!);
    expect((await errorOf(stranger.getPublishedContentSite({ ...ref, shareKey: otherKey }))).code).toBe(Status.NOT_FOUND);

    await client.updateSiteShareLink({ ...linkRef, active: false });
    for (const caller of [stranger, member, client]) {
      expect((await errorOf(caller.getPublishedContentSite({ ...ref, shareKey: key }))).code).toBe(Status.NOT_FOUND);
      expect((await errorOf(caller.listSiteSpaces({ ...ref, shareKey: key }))).code).toBe(Status.NOT_FOUND);
    }
    await client.updateSiteShareLink({ ...linkRef, active: true });
    expect((await stranger.listSiteSections({ ...ref, shareKey: key })).items).toEqual([]);

    await client.deleteSiteShareLink(linkRef);
    expect((await errorOf(stranger.getPublishedContentSite({ ...ref, shareKey: key }))).code).toBe(Status.NOT_FOUND);
    expect((await errorOf(member.listSiteSections({ ...ref, shareKey: key }))).code).toBe(Status.NOT_FOUND);
    expect((await client.listSiteShareLinks(ref)).items).toEqual([]);
    // Idempotent; the deletion was recorded once.
    await client.deleteSiteShareLink(linkRef);
    const deleted = await env.db.outboxEvent.findMany({ where: { aggregateId: link.id, type: 'quire.sites.site-share-link.deleted' } });
    expect(deleted.map((event) => event.data)).toEqual([{ id: link.id, siteId: ref.siteId, actorId: org.admin.userId }]);
  });

  it('deleting the site deletes its links', async () => {
    const { client, ref } = await shareLinkSite();
    const link = (await client.createSiteShareLink({ ...ref, name: 'Partners' })).shareLink!;
    await client.deleteSite(ref);
    expect(await env.db.siteShareLink.findUnique({ where: { id: link.id } })).toBeNull();
  });
});
