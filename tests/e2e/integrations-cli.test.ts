import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { IntegrationScope, type IntegrationEvent, type Site, type Space, type SpaceContentUpdatedEvent } from '@gitbook/api';
import type { identityV1 } from '@quire/proto';
import { recordDelivery } from '@quire/runtime';
import { createPageInChangeRequest, createSpace, expectFailure, expectOk, newOrg, type Org } from './content-helpers';
import type { Stack } from './harness';
import { startStackWithIdentityInternal } from './identity-internal';

// Proof with code no one here wrote (docs/integrations.md "Tests"): an integration written
// against GitBook's runtime library (`fixtures/cli-proof-integration`) is bundled and published
// by GitBook's own CLI (`gitbook auth`, `gitbook publish` of @gitbook/cli 0.25, run as a child
// process with a HOME and config directory of its own), installed on the organization, a space
// and a site with the official client, and run by the stack's runtime in workerd, where it calls
// back the API with the installation token its environment carries. Every body is checked
// against the GitBook contract. Run with E2E_NAMESPACE=cli.

let stack: Stack;
let internal: identityV1.IdentityInternalServiceClient;
let stop: (() => Promise<void>) | undefined;
/** The CLI's HOME: its config (`conf`, under XDG_CONFIG_HOME) and its bundles (under TMPDIR). */
let home: string;

beforeAll(async () => {
  // A secrets key: the CLI publishes the manifest's secrets, which identity seals with it.
  // The reader too: a published page read is a site_view for the site's installations.
  ({ stack, internal, stop } = await startStackWithIdentityInternal({ identity: { secretsKey: randomBytes(32) }, reader: true }));
  home = mkdtempSync(path.join(os.tmpdir(), 'quire-gitbook-cli-'));
  mkdirSync(path.join(home, 'config'));
  mkdirSync(path.join(home, 'tmp'));
}, 90_000);

afterAll(async () => {
  await stop?.();
  if (home) rmSync(home, { recursive: true, force: true });
});

const CLI = path.join(path.dirname(require.resolve('@gitbook/cli/package.json')), 'cli.js');
const FIXTURE = path.join(__dirname, 'fixtures', 'cli-proof-integration');
const SECRET = `proof-secret-${randomUUID()}`;

/** Runs GitBook's CLI on Node, its environment limited to PATH and its own directories (nothing of the machine's GitBook login is read or written). */
function gitbook(args: string[], extraEnv: Record<string, string> = {}): Promise<{ stdout: string; stderr: string }> {
  const env = { PATH: process.env.PATH ?? '', HOME: home, XDG_CONFIG_HOME: path.join(home, 'config'), TMPDIR: path.join(home, 'tmp'), CI: '1', ...extraEnv };
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [CLI, ...args], { cwd: home, env, timeout: 60_000 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`gitbook ${args[0]} failed: ${error.message}\n${stdout}\n${stderr}`));
      else resolve({ stdout, stderr });
    });
  });
}

/**
 * The fixture's manifest with a name of this run (names are unique in the e2e database, which
 * outlives a run) and its script by absolute path, so esbuild resolves @gitbook/runtime from the
 * fixture's folder. Everything else is the fixture's.
 */
function manifestCopy(name: string): string {
  const source = readFileSync(path.join(FIXTURE, 'gitbook-manifest.yaml'), 'utf8');
  const copy = source.replace(/^name: .*$/m, `name: ${name}`).replace(/^script: .*$/m, `script: ${path.join(FIXTURE, 'src', 'index.ts')}`);
  const file = path.join(home, `${name}.yaml`);
  writeFileSync(file, copy);
  return file;
}

type Published = { org: Org; name: string; integrationId: string; bundle: string };

/** Authenticates the CLI against the stack's gateway as the organization's admin and publishes the fixture. */
async function publishWithCli(org: Org): Promise<Published> {
  await gitbook(['auth', '--token', org.token, '--endpoint', stack.baseUrl]);
  const name = `cli-proof-${randomUUID().slice(0, 8)}`;
  const { stdout } = await gitbook(['publish', manifestCopy(name), '--organization', org.organizationId], { QUIRE_CLI_PROOF_SECRET: SECRET });
  expect(stdout).toContain(`Integration "${name}" published`);
  await expectOk('getIntegrationByName', 200, org.gitbook.integrations.getIntegrationByName(name));
  // GitBook's Integration has no id: the runtime's key is identity's (what the runtime asks it).
  const { integrationId, version } = await internal.getIntegrationRouting({ integrationName: name });
  expect(version).toBe(1);
  // What esbuild wrote for the CLI before it uploaded it (`<tmpdir>/.gitbook/<name>/script.js`).
  const bundle = readFileSync(path.join(home, 'tmp', '.gitbook', name, 'script.js'), 'utf8');
  return { org, name, integrationId, bundle };
}

describe('gitbook auth and gitbook publish (@gitbook/cli) against Quire', () => {
  test('auth keeps the endpoint and token in its own config dir; whoami reads the user from Quire', async () => {
    const org = await newOrg(stack);
    const { stdout } = await gitbook(['auth', '--token', org.token, '--endpoint', stack.baseUrl]);
    const { data: user } = await org.gitbook.user.getAuthenticatedUser();
    expect(stdout).toContain(`You are now authenticated as ${user.displayName}.`);
    const config = JSON.parse(readFileSync(path.join(home, 'config', 'gitbook-nodejs', 'config.json'), 'utf8'));
    expect(config.envs.default).toEqual({ endpoint: stack.baseUrl, token: org.token });
    const whoami = await gitbook(['whoami']);
    expect(whoami.stdout).toContain(`Authenticated as ${user.displayName}`);
    expect(whoami.stdout).toContain(`API: ${stack.baseUrl}`);
  }, 60_000);

  test('publish uploads the esbuild bundle and the manifest: read back with the official client and identity has the very script', async () => {
    const org = await newOrg(stack);
    const { name, integrationId, bundle } = await publishWithCli(org);
    const integration = await expectOk('getIntegrationByName', 200, org.gitbook.integrations.getIntegrationByName(name));
    expect(integration).toMatchObject({
      name,
      title: 'CLI proof',
      description: 'Built with @gitbook/runtime, published with the official GitBook CLI, run by Quire\'s runtime.',
      summary: "Reads its space installation back when the space's content changes, with the token its environment carries.",
      visibility: 'private',
      scopes: expect.arrayContaining([IntegrationScope.SpaceMetadataRead, IntegrationScope.SpaceContentRead]),
      blocks: [expect.objectContaining({ id: 'greeting', title: 'Greeting' })],
      configurations: { space: { properties: { label: expect.objectContaining({ type: 'string', title: 'Label' }) } } },
    });
    expect(integration.scopes).toHaveLength(2);
    // The bundle is an ES module of @gitbook/runtime built for production (the CLI's esbuild 0.17).
    expect(bundle).toMatch(/export\s*\{/);
    expect(bundle.length).toBeGreaterThan(1_000);
    const runtime = await internal.getIntegrationRuntime({ integrationId });
    expect(runtime.script).toBe(bundle);
    // The secret the CLI read from its environment was sealed, and reaches the runtime only.
    expect(runtime.secrets).toEqual({ PROOF_SECRET: SECRET });
    expect(JSON.stringify(integration)).not.toContain(SECRET);

    // Publishing again makes a new version; another organization's admin cannot publish over the name.
    const again = await gitbook(['publish', path.join(home, `${name}.yaml`), '--organization', org.organizationId], { QUIRE_CLI_PROOF_SECRET: SECRET });
    expect(again.stdout).toContain(`Integration "${name}" published`);
    expect(await internal.getIntegrationRouting({ integrationName: name })).toMatchObject({ integrationId, version: 2 });
    const outsider = await newOrg(stack);
    await gitbook(['auth', '--token', outsider.token, '--endpoint', stack.baseUrl]);
    await expect(gitbook(['publish', path.join(home, `${name}.yaml`), '--organization', outsider.organizationId], { QUIRE_CLI_PROOF_SECRET: SECRET })).rejects.toThrow(
      /GitBook API failed with \[409\].*taken by another organization/,
    );
    expect((await internal.getIntegrationRuntime({ integrationId })).script).toBe(bundle);
  }, 90_000);
});

type Installed = Published & { installationId: string; space: Space; site: Site };

/** Publishes with the CLI, then installs on the organization, a space and a site with the official client. */
async function publishedAndInstalled(): Promise<Installed> {
  const org = await newOrg(stack);
  const published = await publishWithCli(org);
  const { name } = published;
  const api = org.gitbook.integrations;
  const installation = await expectOk('installIntegration', 201, api.installIntegration(name, { organization: org.organizationId }));
  const space = (await createSpace(org, 'CLI proof handbook')) as Space;
  const site = (await expectOk('createSite', 201, org.gitbook.orgs.createSite(org.organizationId, { title: 'CLI proof docs', spaces: [space.id] }))) as Site;
  await expectOk('installIntegrationOnSpace', 201, api.installIntegrationOnSpace(name, installation.id, { space: space.id }));
  const configured = await expectOk(
    'updateIntegrationSpaceInstallation',
    200,
    api.updateIntegrationSpaceInstallation(name, installation.id, space.id, { configuration: { label: 'handbook' } }),
  );
  expect(configured).toMatchObject({ space: space.id, status: 'active', configuration: { label: 'handbook' } });
  await expectOk('installIntegrationOnSite', 201, api.installIntegrationOnSite(name, installation.id, { siteId: site.id }));
  return { ...published, installationId: installation.id, space, site };
}

/** Waits for the integration's first finished event that `wanted` picks (the admins' view, each page checked against the contract). */
async function eventOf(org: Org, name: string, wanted: (event: IntegrationEvent) => boolean, what: string): Promise<IntegrationEvent> {
  for (let i = 0; i < 150; i++) {
    const listed = await expectOk('listIntegrationEvents', 200, org.gitbook.integrations.listIntegrationEvents(name, { limit: 100 }));
    const found = listed.items.find(wanted);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${name} did not receive ${what} in 30 s`);
}

const payloadOf = (event: IntegrationEvent) => event.payload as { type: string; spaceId?: string; siteId?: string; revisionId?: string };

const traceOf = async (org: Org, name: string, eventId: string) =>
  (await expectOk('getIntegrationEvent', 200, org.gitbook.integrations.getIntegrationEvent(name, eventId))).trace!.logs.map((log) => log.message);

describe('the CLI-published integration installed on the organization, a space and a site', () => {
  let installed: Installed;

  beforeAll(async () => {
    installed = await publishedAndInstalled();
  }, 90_000);

  test('the installations read back through the official client: organization, space (with its configuration), site, the blocks it offers', async () => {
    const { org, name, installationId, space, site } = installed;
    const api = org.gitbook.integrations;
    const installation = await expectOk('getIntegrationInstallationById', 200, api.getIntegrationInstallationById(name, installationId));
    expect(installation).toMatchObject({ id: installationId, spaces: 1 });
    const read = await expectOk('getIntegrationSpaceInstallation', 200, api.getIntegrationSpaceInstallation(name, installationId, space.id));
    expect(read).toMatchObject({ space: space.id, configuration: { label: 'handbook' } });
    // A configuration against the manifest's schema is refused and changes nothing.
    await expectFailure(api.updateIntegrationSpaceInstallation(name, installationId, space.id, { configuration: { label: 7 } }), 400);
    expect((await expectOk('getIntegrationSpaceInstallation', 200, api.getIntegrationSpaceInstallation(name, installationId, space.id))).configuration).toEqual({ label: 'handbook' });
    expect((await expectOk('getIntegrationSiteInstallation', 200, api.getIntegrationSiteInstallation(name, installationId, site.id))).site).toBe(site.id);
    expect((await expectOk('listSpaceIntegrations', 200, org.gitbook.spaces.listSpaceIntegrations(space.id))).items.map((item) => item.name)).toEqual([name]);
    expect((await expectOk('listSiteIntegrations', 200, org.gitbook.orgs.listSiteIntegrations(org.organizationId, site.id))).items.map((item) => item.name)).toEqual([name]);
    const blocks = await expectOk('listSpaceIntegrationsBlocks', 200, org.gitbook.spaces.listSpaceIntegrationsBlocks(space.id));
    expect(blocks).toEqual([{ name, blocks: [expect.objectContaining({ id: 'greeting', title: 'Greeting' })] }]);
    const listed = await expectOk('listOrganizationIntegrations', 200, org.gitbook.orgs.listOrganizationIntegrations(org.organizationId));
    expect(listed.items.map((item) => item.name)).toContain(name);
  }, 60_000);

  test("the stack's runtime runs the CLI's bundle on space_content_updated: it reads its space installation back with the installation's minted token", async () => {
    const { org, name, integrationId, installationId, space, bundle } = installed;
    const { data: current } = await org.gitbook.spaces.getSpaceById(space.id);
    // What the event consumer does for each installation the event concerns (here by hand):
    // the environment from identity (a freshly minted installation token), the published script.
    const target = await stack.runtime.context.resolve!(integrationId, installationId, { spaceId: space.id });
    expect(target!.script.source).toBe(bundle);
    const token = target!.environment.apiTokens.installation!;
    expect(token).toBeTruthy();
    const deliver = (spaceId: string, revisionId: string) => {
      const event: Omit<SpaceContentUpdatedEvent, 'eventId'> = { type: 'space_content_updated', installationId, spaceId, revisionId };
      return recordDelivery(stack.runtime.context.db, stack.runtime.context.supervisor, {
        integrationId,
        integrationVersion: target!.integrationVersion,
        organizationId: org.organizationId,
        installationId,
        script: target!.script,
        event,
        environment: target!.environment,
      });
    };
    const delivered = await deliver(space.id, current.revision);
    expect(delivered.result).toMatchObject({ ok: true, status: 200 });

    const event = await eventOf(org, name, (item) => item.id === delivered.eventId, 'the event delivered by hand');
    expect(event).toMatchObject({ status: 'success', payload: { type: 'space_content_updated', installationId, spaceId: space.id, revisionId: current.revision } });
    const logs = await traceOf(org, name, event.id);
    // The first two lines are @gitbook/runtime's own, the rest the fixture's handler.
    expect(logs).toEqual([
      `[integrations] [${event.id}] space_content_updated`,
      '[integrations] handling GitBook-generated event space_content_updated',
      `content updated in ${space.id} at ${current.revision}`,
      `installation ${installationId}, secrets PROOF_SECRET`,
      `environment space installation ${space.id}, label=handbook`,
      `space installation ${space.id}: label handbook`,
    ]);
    // Neither the token nor the secret is in what the runtime keeps.
    const { rows } = await stack.runtime.context.db.query('SELECT payload::text, logs::text FROM runtime_events WHERE id = $1', [event.id]);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(JSON.stringify(rows)).not.toContain(SECRET);

    // The installation's token reaches its own installation only: a space it is not installed on (another organization's) is 404 and the event fails.
    const outsider = await newOrg(stack);
    const foreign = (await createSpace(outsider, 'Not theirs')) as Space;
    const { data: foreignSpace } = await outsider.gitbook.spaces.getSpaceById(foreign.id);
    const refused = await deliver(foreign.id, foreignSpace.revision);
    expect(refused.result.ok).toBe(false);
    const failed = await eventOf(org, name, (item) => item.id === refused.eventId, 'the refused event');
    expect(failed.status).toBe('failed');
    const failedLogs = (await traceOf(org, name, failed.id)).join('\n');
    expect(failedLogs).toContain('[404]');
    expect(failedLogs).not.toContain(': label ');
  }, 60_000);
});

// The runtime's event consumer: Quire's domain events become GitBook's (`space_installation_setup`,
// `site_installation_setup`, a merge's `space_content_updated`), delivered by the runtime to
// every installation whose space or site they concern, with nothing done by hand.
describe("receiving a merge's event through the runtime's event consumer", () => {
  test('installing on a space and a site, then merging a change request, delivers GitBook events to the integration, which calls back the API with its token', async () => {
    const { org, name, space, site } = await publishedAndInstalled();
    // The installations' own events: space_installation_setup and site_installation_setup.
    const spaceSetup = await eventOf(org, name, (item) => payloadOf(item).type === 'space_installation_setup', 'space_installation_setup');
    expect(spaceSetup).toMatchObject({ status: 'success', payload: { spaceId: space.id } });
    expect(await traceOf(org, name, spaceSetup.id)).toContain(`installed on space ${space.id}: ${(spaceSetup.payload as { status: string }).status}`);
    const siteSetup = await eventOf(org, name, (item) => payloadOf(item).type === 'site_installation_setup', 'site_installation_setup');
    expect(siteSetup).toMatchObject({ status: 'success', payload: { siteId: site.id } });

    const changeRequest = await expectOk('createChangeRequest', 201, org.gitbook.spaces.createChangeRequest(space.id, { subject: 'First page' }));
    await createPageInChangeRequest(stack, org, space.id, changeRequest.id, { title: 'Getting started', content: { markdown: 'Install it.\n' } });
    await expectOk('mergeChangeRequest', 200, org.gitbook.spaces.mergeChangeRequest(space.id, changeRequest.id));
    const { data: merged } = await org.gitbook.spaces.getSpaceById(space.id);

    const event = await eventOf(
      org,
      name,
      (item) => payloadOf(item).type === 'space_content_updated' && payloadOf(item).revisionId === merged.revision,
      "the merge's space_content_updated",
    );
    expect(event).toMatchObject({ status: 'success', payload: { spaceId: space.id } });
    expect(await traceOf(org, name, event.id)).toEqual(
      expect.arrayContaining([
        `content updated in ${space.id} at ${merged.revision}`,
        // The delivery's environment carries the space installation with its configuration.
        `environment space installation ${space.id}, label=handbook`,
        `space installation ${space.id}: label handbook`,
      ]),
    );

    // The site published and a page read by a visitor: the reader's page view reaches the
    // integration installed on the site as site_view, with the visitor and the site installation.
    const published = await expectOk('publishSite', 200, org.gitbook.orgs.publishSite(org.organizationId, site.id));
    const pageUrl = `${published.urls.published!.replace(/\/$/, '')}/getting-started`;
    const read = await fetch(pageUrl, { headers: { 'User-Agent': 'CLI proof visitor' } });
    expect(read.status).toBe(200);
    const { data: page } = await org.gitbook.spaces.getPageByPath(space.id, 'getting-started');
    const view = await eventOf(org, name, (item) => payloadOf(item).type === 'site_view', 'the page read as site_view');
    expect(view).toMatchObject({ status: 'success', payload: { type: 'site_view', siteId: site.id, spaceId: space.id, pageId: page.id, referrer: '' } });
    expect((view.payload as { visitor: { cookies: object; userAgent: string } }).visitor).toMatchObject({ cookies: {}, userAgent: 'CLI proof visitor' });
    expect(await traceOf(org, name, view.id)).toEqual(
      expect.arrayContaining([
        `site view of ${new URL(pageUrl).pathname} on ${site.id}, page ${page.id}`,
        'visitor identified, ip given, agent CLI proof visitor',
        `environment site installation ${site.id}`,
      ]),
    );

    // Feedback tracked as GitBook's site renderer sends it (trackEventsInSiteById): page_feedback.
    const location = { url: pageUrl, siteSection: null, siteSpace: null, siteShareKey: null, page: page.id, space: space.id, revision: merged.revision };
    const session = { visitorId: 'visitor-1', sessionId: 'session-1', cookies: { private: 'never-forwarded' }, userAgent: 'CLI proof visitor', language: 'en', referrer: null };
    await expectOk(
      'trackEventsInSiteById',
      204,
      org.gitbook.orgs.trackEventsInSiteById(org.organizationId, site.id, {
        events: [{ type: 'page_post_feedback_comment', session, location, feedback: { rating: 'good', comment: 'Clear steps' } } as never],
      }),
    );
    const feedback = await eventOf(org, name, (item) => payloadOf(item).type === 'page_feedback', 'the feedback as page_feedback');
    expect(feedback).toMatchObject({ status: 'success', payload: { type: 'page_feedback', siteId: site.id, pageId: page.id, feedback: { rating: 'good', comment: 'Clear steps' } } });
    expect(JSON.stringify(feedback.payload)).not.toContain('never-forwarded');
    expect(await traceOf(org, name, feedback.id)).toContain(`feedback good on page ${page.id}: Clear steps`);

    // A visitor's rating with the reader's own "Was this page helpful?" form (posted as a browser
    // without JavaScript posts it): page_feedback too.
    const customization = await expectOk('getSiteCustomizationById', 200, org.gitbook.orgs.getSiteCustomizationById(org.organizationId, site.id));
    await expectOk('updateSiteCustomizationById', 200, org.gitbook.orgs.updateSiteCustomizationById(org.organizationId, site.id, { ...customization, feedback: { enabled: true } } as never));
    let html = '';
    for (let i = 0; i < 100 && !html.includes('q-feedback-rate'); i++) {
      html = await (await fetch(pageUrl)).text();
      if (!html.includes('q-feedback-rate')) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const form = /<form class="q-feedback-rate" method="post" action="([^"]+)">([\s\S]*?)<\/form>/.exec(html);
    expect(form).not.toBeNull();
    const fields = new URLSearchParams([...form![2].matchAll(/<input type="hidden" name="([a-zA-Z]+)" value="([^"]*)"/g)].map(([, field, value]) => [field, value.replaceAll('&amp;', '&')]));
    fields.set('rating', 'bad');
    const posted = await fetch(new URL(form![1].replaceAll('&amp;', '&'), pageUrl), { method: 'POST', body: fields, redirect: 'manual', headers: { 'User-Agent': 'CLI proof visitor' } });
    expect(posted.status).toBe(303);
    const rated = await eventOf(org, name, (item) => payloadOf(item).type === 'page_feedback' && (item.payload as { feedback: { rating: string } }).feedback.rating === 'bad', "the reader's feedback");
    expect(rated).toMatchObject({ status: 'success', payload: { siteId: site.id, pageId: page.id, feedback: { rating: 'bad' } } });
    expect(await traceOf(org, name, rated.id)).toContain(`feedback bad on page ${page.id}: no comment`);
  }, 120_000);
});
