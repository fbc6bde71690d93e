import type { Event, Integration, IntegrationEnvironment } from '@gitbook/api';
import { dispatchToScript, type IntegrationScript } from '@quire/runtime';
import { bundleTestIntegration } from '../../services/runtime/test/fixtures/bundle-test-integration';
import { createSpace, newOrg as newOrgOf, type Org } from './content-helpers';
import { startStack, type Stack } from './harness';

// The runtime in the e2e stack (docs/integrations.md "The runtime"): an integration built on
// @gitbook/runtime, run in workerd by the stack's runtime service, calls back the real gateway
// through the runtime's guard proxy with the token its environment carries. Until identity
// mints installation tokens for the runtime (the installs branch), a user's API token stands in.

let stack: Stack;
let script: IntegrationScript;

beforeAll(async () => {
  stack = await startStack();
  script = { key: 'e2e-test-integration@1', source: await bundleTestIntegration() };
}, 90_000);

afterAll(async () => {
  await stack?.stop();
});

const newOrg = () => newOrgOf(stack);

const environment = (token: string): IntegrationEnvironment => ({
  // The public URL without /v1: the runtime library's client adds it.
  apiEndpoint: stack.baseUrl,
  apiTokens: { integration: token, installation: token },
  authToken: token,
  integration: { name: 'e2e-test-integration' } as Integration,
  secrets: {},
  signingSecrets: { integration: 'e2e-signing-secret' },
});

const contentUpdated = (spaceId: string): Event => ({ eventId: `ev-${spaceId}`, type: 'space_content_updated', spaceId, revisionId: 'rev-1' }) as unknown as Event;

describe('the runtime service in the stack', () => {
  let org: Org;
  let spaceId: string;

  beforeAll(async () => {
    org = await newOrg();
    spaceId = (await createSpace(org, 'Runtime handbook')).id;
  });

  it('runs a @gitbook/runtime integration that reads the space back through the gateway with its token', async () => {
    const result = await dispatchToScript(stack.runtime.context.supervisor, script, { event: contentUpdated(spaceId), environment: environment(org.token) });
    expect(result).toMatchObject({ ok: true, status: 200 });
    expect(result.logs).toEqual(expect.arrayContaining([`content updated in ${spaceId} at rev-1`, 'space title: Runtime handbook']));
  }, 30_000);

  it("fails the event when the token cannot read the space (another organization's space is 404)", async () => {
    const other = await newOrg();
    const result = await dispatchToScript(stack.runtime.context.supervisor, script, { event: contentUpdated(spaceId), environment: environment(other.token) });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.reason).toBe('rejected');
    expect(result.status).toBeGreaterThanOrEqual(400);
    expect(result.logs.join('\n')).not.toContain('space title:');
    // The token is never in what the runtime records of the failure.
    expect(result.message).not.toContain(other.token);
    expect(result.logs.join('\n')).not.toContain(other.token);
  }, 30_000);

  it('keeps scripts inside the egress guard: a fetch of the cloud metadata address is refused', async () => {
    const probe: IntegrationScript = {
      key: 'e2e-metadata-probe@1',
      source: `export default { async fetch() {
        const response = await fetch('http://169.254.169.254/latest/meta-data/');
        return new Response(response.status + ' ' + response.headers.get('x-quire-egress-error'));
      } };`,
    };
    const response = await stack.runtime.context.supervisor.invoke(probe, { path: '/', method: 'GET' });
    expect(response.body.toString()).toMatch(/^502 [A-Z_]+$/);
  }, 30_000);
});
