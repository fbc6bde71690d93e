import { randomUUID } from 'node:crypto';
import { IntegrationScope, IntegrationVisibility, type PublishIntegration, type Site } from '@gitbook/api';
import { expectFailure, expectOk, newOrg } from './content-helpers';
import { get, publishedSite } from './reader-helpers';
import type { Stack } from './harness';
import { startStackWithIdentityInternal } from './identity-internal';

// An integration's public endpoint (docs/integrations.md "The public endpoint"): the
// `urls.publicEndpoint` identity presents (checked against the contract with the official
// client) reaches the published script's fetch handler through the gateway's passthrough row
// and the runtime, with no token, any method and path under it, the raw body; the script's
// answer comes back as it gave it. Unknown or unpublished: 404. Run with E2E_NAMESPACE=endpoint.

let stack: Stack;
let stop: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ stack, stop } = await startStackWithIdentityInternal({ authCacheTtlMs: 300, reader: true }));
}, 90_000);

afterAll(async () => {
  await stop?.();
});

/** Answers 201 with what its fetch event carried: method (GitBook's lower-case FetchRequest.method), URL, one header and the raw body. */
const script = `export default { async fetch(request) {
  const form = await request.formData();
  const event = JSON.parse(form.get('event'));
  const part = form.get('fetch-body');
  const body = part ? await part.text() : null;
  const seen = { method: event.request.method, url: event.request.url, hook: event.request.headers['x-hook'] ?? null, body };
  return new Response(JSON.stringify(seen), { status: 201, headers: { 'content-type': 'application/json', 'x-answered-by': 'script' } });
} };`;

const manifest = (organization: string): PublishIntegration => ({
  title: 'Hooks',
  description: 'Answers its public endpoint',
  scopes: [IntegrationScope.SpaceContentRead],
  script,
  organization,
  visibility: IntegrationVisibility.Public,
});

describe("an integration's public endpoint", () => {
  test('urls.publicEndpoint reaches the script with any method, path, query and raw body, without a token; 413, 404 and unpublish', async () => {
    const publisher = await newOrg(stack);
    const name = `ep-${randomUUID().slice(0, 8)}`;
    const published = await expectOk('publishIntegration', 200, publisher.gitbook.integrations.publishIntegration(name, manifest(publisher.organizationId)));
    const publicEndpoint = `${stack.baseUrl}/v1/integrations/${name}/integration`;
    expect(published.urls.publicEndpoint).toBe(publicEndpoint);
    const read = await expectOk('getIntegrationByName', 200, publisher.gitbook.integrations.getIntegrationByName(name));
    expect(read.urls.publicEndpoint).toBe(publicEndpoint);

    // A webhook from outside: no Quire token, a raw body that is not JSON.
    const payload = 'event=push&ref=main\n\u00e9';
    const posted = await fetch(`${publicEndpoint}?delivery=42`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-hook': 'h1' }, body: payload });
    expect(posted.status).toBe(201);
    expect(posted.headers.get('x-answered-by')).toBe('script');
    expect(posted.headers.get('content-type')).toBe('application/json');
    expect(await posted.json()).toEqual({ method: 'post', url: `${publicEndpoint}?delivery=42`, hook: 'h1', body: payload });

    const got = await fetch(`${publicEndpoint}/oauth/callback?code=abc`);
    expect(got.status).toBe(201);
    expect(await got.json()).toEqual({ method: 'get', url: `${publicEndpoint}/oauth/callback?code=abc`, hook: null, body: null });
    const deleted = await fetch(`${publicEndpoint}/items/1`, { method: 'DELETE' });
    expect(((await deleted.json()) as { method: string }).method).toBe('delete');

    // Recorded with the integration's events (the admins read them), the fetch event's request in the payload.
    const events = await expectOk('listIntegrationEvents', 200, publisher.gitbook.integrations.listIntegrationEvents(name));
    expect(events.items.map((event) => (event.payload as { request?: { url: string } }).request?.url).sort()).toEqual(
      [`${publicEndpoint}?delivery=42`, `${publicEndpoint}/items/1`, `${publicEndpoint}/oauth/callback?code=abc`].sort(),
    );

    // Bounded body: 413 with the error body, nothing reaches the script.
    const big = await fetch(publicEndpoint, { method: 'POST', body: new Uint8Array(1024 * 1024 + 1) });
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ error: { code: 413, message: 'Request body is too large: the limit is 1048576 bytes' } });
    const after = await expectOk('listIntegrationEvents', 200, publisher.gitbook.integrations.listIntegrationEvents(name));
    expect(after.count).toBe(3);

    const unknown = await fetch(`${stack.baseUrl}/v1/integrations/no-such-${name}/integration`, { method: 'POST', body: 'x' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: { code: 404, message: 'No matching integration found for given name' } });

    // Unpublished: its endpoint is gone (404), as for an unknown one.
    const unpublished = await publisher.gitbook.integrations.unpublishIntegration(name);
    expect(unpublished.status).toBe(205);
    const gone = await fetch(`${publicEndpoint}/hook`, { method: 'POST', body: 'x' });
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ error: { code: 404, message: 'No matching integration found for given name' } });
    await expectFailure(publisher.gitbook.integrations.getIntegrationByName(name), 404);
  }, 60_000);
});

/** A @gitbook/runtime-style site script: reads its site installation's configuration, as analytics integrations do. */
const siteScript = `export default { async fetch(request) {
  const form = await request.formData();
  const event = JSON.parse(form.get('event'));
  const environment = JSON.parse(form.get('environment'));
  if (event.type !== 'fetch_published_script') return new Response('unhandled', { status: 406 });
  const id = environment.siteInstallation.configuration.trackingId ?? 'none';
  return new Response('window.tracked = ' + JSON.stringify({ id, site: event.siteId }) + ';', { headers: { 'content-type': 'application/javascript' } });
} };`;

describe('site scripts', () => {
  test("listSiteIntegrationScripts' script.js answers the integration's fetch_published_script output as JavaScript; 404 for others and once unpublished", async () => {
    const publisher = await newOrg(stack);
    const name = `ss-${randomUUID().slice(0, 8)}`;
    await expectOk(
      'publishIntegration',
      200,
      publisher.gitbook.integrations.publishIntegration(name, {
        ...manifest(publisher.organizationId),
        title: 'Tracker',
        scopes: [IntegrationScope.SiteScriptInject],
        script: siteScript,
        contentSecurityPolicy: { 'script-src': 'https://cdn.tracker.test' },
      }),
    );
    const customer = await newOrg(stack);
    const installation = await expectOk('installIntegration', 201, customer.gitbook.integrations.installIntegration(name, { organization: customer.organizationId }));
    const published = await publishedSite(stack, customer, [{ title: 'Handbook', pages: [{ title: 'Welcome', markdown: 'Hello.' }] }]);
    const site = published.site as Site;
    const space = published.spaces[0];
    const scriptUrl = `${stack.baseUrl}/v1/integrations/${name}/installations/${installation.id}/sites/${site.id}/script.js`;
    // Not installed on the site yet: nothing to serve.
    expect((await fetch(scriptUrl)).status).toBe(404);

    await expectOk('installIntegrationOnSite', 201, customer.gitbook.integrations.installIntegrationOnSite(name, installation.id, { siteId: site.id }));
    await expectOk('updateIntegrationSiteInstallation', 200, customer.gitbook.integrations.updateIntegrationSiteInstallation(name, installation.id, site.id, { configuration: { trackingId: 'T-9' } }));
    const scripts = await expectOk('listSiteIntegrationScripts', 200, customer.gitbook.orgs.listSiteIntegrationScripts(customer.organizationId, site.id));
    expect(scripts).toEqual([{ script: scriptUrl, cookies: false, contentSecurityPolicy: 'script-src https://cdn.tracker.test' }]);

    // What a reader's browser loads: no token.
    const served = await fetch(scriptUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/javascript');
    expect(served.headers.get('cache-control')).toBe('public, max-age=60');
    expect(await served.text()).toBe(`window.tracked = {"id":"T-9","site":"${site.id}"};`);
    const events = await expectOk('listIntegrationEvents', 200, publisher.gitbook.integrations.listIntegrationEvents(name));
    // The installation's setup events come from the event consumer; script.js made exactly one fetch_published_script.
    expect(events.items.filter((event) => event.payload.type === 'fetch_published_script')).toHaveLength(1);

    // The published site's pages include it and widen their CSP for it; another site of the organization does not.
    const reader = await get(published.url);
    expect(reader.status).toBe(200);
    expect(reader.body).toContain(`<script src="${scriptUrl}" async></script>`);
    const scriptSrc = String(reader.headers['content-security-policy']).split('; ').find((part) => part.startsWith('script-src '));
    expect(scriptSrc).toBe(`script-src 'self' ${new URL(stack.baseUrl).origin} https://cdn.tracker.test`);
    const plain = await publishedSite(stack, customer, [{ title: 'Plain', pages: [{ title: 'Plain', markdown: 'Nothing injected.' }] }], 'Plain');
    const plainPage = await get(plain.url);
    expect(plainPage.status).toBe(200);
    expect(plainPage.body).not.toContain('script.js');
    expect(String(plainPage.headers['content-security-policy']).split('; ').find((part) => part.startsWith('script-src '))).toBe("script-src 'self'");

    // Another site, or the installation's id on a site it is not installed on: 404.
    const otherSite = (await expectOk('createSite', 201, customer.gitbook.orgs.createSite(customer.organizationId, { title: 'Other', spaces: [space.id] }))) as Site;
    const elsewhere = await fetch(scriptUrl.replace(site.id, otherSite.id));
    expect(elsewhere.status).toBe(404);
    expect(await elsewhere.json()).toEqual({ error: { code: 404, message: 'No matching site integration script found' } });

    // Unpublished: its script is gone.
    expect((await publisher.gitbook.integrations.unpublishIntegration(name)).status).toBe(205);
    expect((await fetch(scriptUrl)).status).toBe(404);
  }, 60_000);
});
