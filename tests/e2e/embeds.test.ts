import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestWebsite, type TestWebsite } from '@quire/testing';
import { addMember, createSpace, expectFailure, expectOk, newOrg as newOrgOf, sendRaw } from './content-helpers';
import { expectContractError } from './contract';
import { startStack, type Stack } from './harness';

// getEmbedByUrlInSpace through the gateway with the official client, every body checked against
// the contract: content checks access and the URL, the git-worker fetches the page through its
// egress guard (docs/outside-sources.md "Embeds"). The stack's worker may reach 127.0.0.0/8,
// where the test website runs; nothing else that is not public.

const EMBEDS = { timeoutMs: 1500, maxPageBytes: 64 * 1024 };

let stack: Stack;
let site: TestWebsite;
/** A server on the IPv6 loopback, which the worker's QUIRE_EGRESS_ALLOW (127.0.0.0/8) does not name. */
let loopback: Server;
let loopbackRequests = 0;

beforeAll(async () => {
  stack = await startStack({ gitWorkerEmbeds: EMBEDS });
  site = await startTestWebsite();
  loopback = createServer((_request, response) => {
    loopbackRequests += 1;
    response.writeHead(200, { 'content-type': 'text/html' }).end('<title>Internal admin</title>');
  });
  await new Promise<void>((resolve) => loopback.listen(0, '::1', resolve));
}, 90_000);

afterAll(async () => {
  await stack?.stop();
  await site?.close();
  loopback?.closeAllConnections();
  await new Promise((resolve) => loopback?.close(resolve));
});

const newOrg = () => newOrgOf(stack);
const page = (head: string, body = '<p>Body</p>') => `<!doctype html><html><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;

describe('getEmbedByUrlInSpace', () => {
  it("answers a rich embed from the oEmbed document the page announces, and the page's metadata otherwise", async () => {
    const org = await newOrg();
    const space = await createSpace(org, 'Docs');
    const html = '<iframe src="https://player.example/embed/42" width="640" height="360" allowfullscreen></iframe>';
    site.route('/watch/42', {
      body: page(`<title>Watch 42</title><link rel="icon" href="/favicon.ico">
        <link rel="alternate" type="application/json+oembed" href="/oembed?format=json&amp;id=42">`),
    });
    site.route('/oembed?format=json&id=42', {
      contentType: 'application/json',
      body: JSON.stringify({ version: '1.0', type: 'video', title: 'Video 42', provider_name: 'Example Player', html }),
    });
    const rich = await expectOk('getEmbedByUrlInSpace', 200, org.gitbook.spaces.getEmbedByUrlInSpace(space.id, { url: site.url('/watch/42') }));
    expect(rich).toEqual({ type: 'rich', title: 'Video 42', site: 'Example Player', icon: site.url('/favicon.ico'), html });

    site.route('/article', {
      body: page(`<title>Article | Blog</title><meta property="og:title" content="An article"><meta property="og:site_name" content="The Blog">`),
    });
    const link = await expectOk('getEmbedByUrlInSpace', 200, org.gitbook.spaces.getEmbedByUrlInSpace(space.id, { url: site.url('/article') }));
    expect(link).toEqual({ type: 'link', title: 'An article', site: 'The Blog' });
  });

  it('answers every reader of the space, and from the cache: the site is asked once', async () => {
    const org = await newOrg();
    const space = await createSpace(org, 'Docs');
    const reader = await addMember(stack, org, 'read');
    site.route('/cached', { body: page('<title>Cached page</title>') });
    for (const caller of [org, reader, org]) {
      const embed = await expectOk('getEmbedByUrlInSpace', 200, caller.gitbook.spaces.getEmbedByUrlInSpace(space.id, { url: site.url('/cached') }));
      expect(embed).toEqual({ type: 'link', title: 'Cached page', site: '127.0.0.1' });
    }
    expect(site.requestedPaths().filter((path) => path === '/cached')).toHaveLength(1);
  });

  it('is 404 for a space of another organization and for a guest given nothing, and fetches nothing for them', async () => {
    const org = await newOrg();
    const space = await createSpace(org, 'Docs');
    const stranger = await newOrg();
    const guest = await addMember(stack, org, null);
    site.route('/private-probe', { body: page('<title>Probe</title>') });
    await expectFailure(stranger.gitbook.spaces.getEmbedByUrlInSpace(space.id, { url: site.url('/private-probe') }), 404);
    await expectFailure(guest.gitbook.spaces.getEmbedByUrlInSpace(space.id, { url: site.url('/private-probe') }), 404);
    await expectFailure(org.gitbook.spaces.getEmbedByUrlInSpace('no-such-space', { url: site.url('/private-probe') }), 404);
    expect(site.requestedPaths()).not.toContain('/private-probe');
  });

  it('answers 400 with the error body for a URL that is missing, not http(s), malformed, too long or carrying credentials', async () => {
    const org = await newOrg();
    const space = await createSpace(org, 'Docs');
    const cases: [string, string | RegExp][] = [
      ['ftp://example.com/file', 'url: only http and https URLs can be embedded'],
      ['javascript:alert(1)', 'url: only http and https URLs can be embedded'],
      ['file:///etc/passwd', 'url: only http and https URLs can be embedded'],
      ['not a url', 'url: must be an absolute http or https URL'],
      ['', 'url: must not be empty'],
      [`https://example.com/${'a'.repeat(2040)}`, /^url: /],
      [`${site.origin.replace('http://', 'http://user:secret@')}/cached`, 'url: must not carry credentials'],
    ];
    for (const [url, message] of cases) {
      await expectFailure(org.gitbook.spaces.getEmbedByUrlInSpace(space.id, { url }), 400, message);
    }
    const missing = await sendRaw(stack, 'GET', `/spaces/${space.id}/embed`, { token: org.token });
    expect(missing.status).toBe(400);
    expectContractError(400, missing.body);
    expect(missing.body.error.message).toMatch(/^url: /);
  });

  it('never fetches a loopback address QUIRE_EGRESS_ALLOW does not name: the answer is a link to the URL', async () => {
    const org = await newOrg();
    const space = await createSpace(org, 'Docs');
    const { port } = loopback.address() as AddressInfo;
    const refused = `http://[::1]:${port}/admin`;
    const direct = await expectOk('getEmbedByUrlInSpace', 200, org.gitbook.spaces.getEmbedByUrlInSpace(space.id, { url: refused }));
    expect(direct).toEqual({ type: 'link', title: refused, site: '[::1]' });
    // Nor through a redirect from a site it may reach.
    site.route('/to-loopback', { location: refused });
    const redirected = await expectOk('getEmbedByUrlInSpace', 200, org.gitbook.spaces.getEmbedByUrlInSpace(space.id, { url: site.url('/to-loopback') }));
    expect(redirected).toEqual({ type: 'link', title: site.url('/to-loopback'), site: '127.0.0.1' });
    // Private and metadata addresses alike.
    for (const url of ['http://10.0.0.1/', 'http://169.254.169.254/latest/meta-data/']) {
      expect(await expectOk('getEmbedByUrlInSpace', 200, org.gitbook.spaces.getEmbedByUrlInSpace(space.id, { url }))).toMatchObject({ type: 'link', title: url });
    }
    expect(loopbackRequests).toBe(0);
  });

  it('answers a link to the URL for a site that times out, a page over the size cap, or an error status', async () => {
    const org = await newOrg();
    const space = await createSpace(org, 'Docs');
    site.route('/slow', { body: page('<title>Too slow</title>'), delayMs: 10_000 });
    site.route('/huge', { body: page('<title>Huge</title>', 'x'.repeat(EMBEDS.maxPageBytes * 2)) });
    site.route('/broken', { status: 500, body: page('<title>Broken</title>') });
    for (const path of ['/slow', '/huge', '/broken']) {
      const started = Date.now();
      const embed = await expectOk('getEmbedByUrlInSpace', 200, org.gitbook.spaces.getEmbedByUrlInSpace(space.id, { url: site.url(path) }));
      expect([path, embed]).toEqual([path, { type: 'link', title: site.url(path), site: '127.0.0.1' }]);
      // Within the worker's time limit, well before the gateway's 5 s deadline.
      expect(Date.now() - started).toBeLessThan(EMBEDS.timeoutMs + 1500);
    }
  });
});
