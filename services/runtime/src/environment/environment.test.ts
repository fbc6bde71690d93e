import type pg from 'pg';
import { ServerError, Status } from 'nice-grpc';
import type { identityV1 } from '@quire/proto';
import { createLogger } from '@quire/shared';
import { testDatabase } from '../../test/test-database';
import { getIntegrationEvent } from '../events/queries';
import { startRuntimeService, type RunningRuntimeService } from '../service';
import { queueTask } from '../tasks/commands/queue-task';
import { signTaskBody } from '../tasks/scheduler';
import type { IdentityForRuntime } from './resolver';

const { databaseUrl, drop: dropDatabase } = testDatabase('env');
const logger = createLogger('runtime-test', 'silent');

/** Prints the environment and the task body it receives, as the scheduler delivers them. */
const script = `export default { async fetch(request) {
  const form = await request.formData();
  const event = JSON.parse(form.get('event'));
  const environment = JSON.parse(form.get('environment'));
  const body = await form.get('fetch-body').text();
  console.log(JSON.stringify({ url: event.request.url, signature: event.request.headers['x-gitbook-integration-signature'], body, environment }));
  return new Response('ok');
} };`;

/** Identity's three rpcs as the runtime calls them, for one published integration `tasker` (id int-env) with one installation. */
function fakeIdentity(): IdentityForRuntime & { published: boolean; spaceConfiguration: Record<string, unknown>; minted: identityV1.MintIntegrationTokensRequest[] } {
  const fake = {
    published: true,
    spaceConfiguration: { webhookUrl: 'https://hooks.example/1' } as Record<string, unknown>,
    minted: [] as identityV1.MintIntegrationTokensRequest[],
    getIntegrationRuntime: async (request: identityV1.GetIntegrationRuntimeRequest): Promise<identityV1.GetIntegrationRuntimeResponse> => {
      if (request.integrationId !== 'int-env' || !fake.published) throw new ServerError(Status.NOT_FOUND, 'No matching integration found for given id');
      if (request.installationId !== undefined && request.installationId !== 'inst-1') throw new ServerError(Status.NOT_FOUND, 'No matching installation');
      return {
        integrationName: 'tasker',
        organizationId: 'org-1',
        version: 2,
        script,
        secrets: { API_KEY: 'the-secret' },
        integration: { object: 'integration', name: 'tasker', version: 2, urls: { publicEndpoint: 'https://quire.example/v1/integrations/tasker/integration' } },
        installation: request.installationId ? { id: 'inst-1', configuration: { channel: 'x' } } : undefined,
        // inst-1 is enabled on space-1 and site-1 only.
        ...(request.installationId && request.spaceId === 'space-1' && { spaceInstallation: { integration: 'tasker', installation: 'inst-1', space: 'space-1', status: 'active', configuration: fake.spaceConfiguration } }),
        ...(request.installationId && request.siteId === 'site-1' && { siteInstallation: { integration: 'tasker', installation: 'inst-1', site: 'site-1', status: 'active', configuration: { theme: 'dark' } } }),
      };
    },
    getIntegrationRouting: async (request: identityV1.GetIntegrationRoutingRequest): Promise<identityV1.GetIntegrationRoutingResponse> => {
      if (request.integrationName !== 'tasker' || !fake.published) throw new ServerError(Status.NOT_FOUND, 'No matching integration');
      return { integrationId: 'int-env', organizationId: 'org-1', version: 2, published: true, devAll: false };
    },
    mintIntegrationTokens: async (request: identityV1.MintIntegrationTokensRequest): Promise<identityV1.MintIntegrationTokensResponse> => {
      fake.minted.push(request);
      const n = fake.minted.length;
      return { integrationToken: `gb_integration_${n}`, installationToken: request.installationId ? `gb_installation_${n}` : undefined, expiresAt: new Date(Date.now() + 60_000) };
    },
  };
  return fake as unknown as IdentityForRuntime & { published: boolean; spaceConfiguration: Record<string, unknown>; minted: identityV1.MintIntegrationTokensRequest[] };
}

describe('the environment resolver and the scheduler it drives', () => {
  let service: RunningRuntimeService;
  let db: pg.Pool;
  const identity = fakeIdentity();

  beforeAll(async () => {
    service = await startRuntimeService({ host: '127.0.0.1', port: 0, logger, databaseUrl, identity, publicUrl: 'https://quire.example/v1', taskPollMs: 100 });
    db = service.context.db;
  });

  afterAll(async () => {
    await service?.stop();
    await dropDatabase();
  });

  it('builds each environment from identity with freshly minted tokens and a stable signing secret', async () => {
    const resolve = service.context.resolve!;
    const first = await resolve('int-env', 'inst-1');
    const second = await resolve('int-env', 'inst-1');
    expect(first).toMatchObject({ integrationName: 'tasker', organizationId: 'org-1', integrationVersion: 2, script: { key: 'tasker@2', source: script } });
    expect(first!.publicEndpoint).toBe('https://quire.example/v1/integrations/tasker/integration');
    expect(first!.environment).toMatchObject({
      // Without /v1: the @gitbook/api client adds it.
      apiEndpoint: 'https://quire.example',
      apiTokens: { integration: 'gb_integration_1', installation: 'gb_installation_1' },
      authToken: 'gb_installation_1',
      secrets: { API_KEY: 'the-secret' },
      installation: { id: 'inst-1', configuration: { channel: 'x' } },
    });
    // Minted per invocation, never reused.
    expect(second!.environment.apiTokens).toEqual({ integration: 'gb_integration_2', installation: 'gb_installation_2' });
    expect(identity.minted.slice(0, 2)).toEqual([
      { integrationName: 'tasker', installationId: 'inst-1' },
      { integrationName: 'tasker', installationId: 'inst-1' },
    ]);
    expect(first!.environment.signingSecrets.integration).toMatch(/^[0-9a-f]{64}$/);
    expect(second!.environment.signingSecrets.integration).toBe(first!.environment.signingSecrets.integration);

    const integrationOnly = await resolve('int-env');
    expect(integrationOnly!.environment.apiTokens).toEqual({ integration: 'gb_integration_3' });
    expect(integrationOnly!.environment.authToken).toBe('gb_integration_3');
    expect(integrationOnly!.environment.installation).toBeUndefined();

    expect(await resolve('int-other')).toBeUndefined();
    expect(await resolve('int-env', 'inst-foreign')).toBeUndefined();
  });

  it("carries the installation's space (site) installation for an invocation of a space (site), publicContentEndpoint always", async () => {
    const resolve = service.context.resolve!;
    const bySpace = await resolve('int-env', 'inst-1', { spaceId: 'space-1' });
    expect(bySpace!.environment.spaceInstallation).toEqual({ integration: 'tasker', installation: 'inst-1', space: 'space-1', status: 'active', configuration: { webhookUrl: 'https://hooks.example/1' } });
    expect(bySpace!.environment.siteInstallation).toBeUndefined();
    expect(bySpace!.scopeMissing).toBeUndefined();
    const bySite = await resolve('int-env', 'inst-1', { siteId: 'site-1' });
    expect(bySite!.environment.siteInstallation).toMatchObject({ site: 'site-1', configuration: { theme: 'dark' } });
    expect(bySite!.environment.spaceInstallation).toBeUndefined();
    // Not (or no longer) enabled on that space: the environment has none, and says so.
    const elsewhere = await resolve('int-env', 'inst-1', { spaceId: 'space-2' });
    expect(elsewhere!.environment.spaceInstallation).toBeUndefined();
    expect(elsewhere!.scopeMissing).toBe('space');
    expect((await resolve('int-env', 'inst-1', { siteId: 'site-2' }))!.scopeMissing).toBe('site');
    // Without a scope, neither.
    const plain = await resolve('int-env', 'inst-1');
    expect(plain!.environment).not.toHaveProperty('spaceInstallation');
    expect(plain!.scopeMissing).toBeUndefined();
    // GitBook's newer integrations build URLs from publicContentEndpoint: the public endpoint.
    for (const target of [bySpace, plain, await resolve('int-env')]) {
      expect((target!.environment.integration.urls as { publicContentEndpoint?: string }).publicContentEndpoint).toBe('https://quire.example/v1/integrations/tasker/integration');
      expect(target!.environment.integration.urls.publicEndpoint).toBe('https://quire.example/v1/integrations/tasker/integration');
    }
  });

  it('runs the task scheduler with it: a queued task reaches the script signed with the secret its environment carries', async () => {
    const { taskId } = await queueTask(db, 'int-env', { task: { kind: 'sync' } });
    let eventId: string | null = null;
    for (let i = 0; i < 200 && !eventId; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const { rows } = await db.query<{ event_id: string | null }>('SELECT event_id FROM runtime_tasks WHERE id = $1', [taskId]);
      eventId = rows[0]?.event_id ?? null;
    }
    expect(eventId).toEqual(expect.any(String));
    const event = await getIntegrationEvent(db, 'int-env', eventId!);
    expect(event).toMatchObject({ status: 'success', integration_version: 2 });
    const seen = JSON.parse(event!.logs[0]) as { url: string; signature: string; body: string; environment: { signingSecrets: { integration: string }; apiTokens: { integration: string } } };
    expect(seen.url).toBe('https://quire.example/v1/integrations/tasker/integration/tasks');
    expect(seen.environment.apiTokens.integration).toMatch(/^gb_integration_\d+$/);
    expect(seen.signature).toBe(signTaskBody(seen.body, seen.environment.signingSecrets.integration));
    // The record keeps no token or secret of the environment.
    const { rows } = await db.query<{ payload: unknown }>('SELECT payload FROM runtime_events WHERE id = $1', [eventId]);
    expect(JSON.stringify(rows[0].payload)).not.toContain('gb_integration_');
  });

  it('drops the tasks of an integration identity no longer publishes', async () => {
    identity.published = false;
    const { taskId } = await queueTask(db, 'int-env', { task: { kind: 'late' } });
    let gone = false;
    for (let i = 0; i < 100 && !gone; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const { rows } = await db.query('SELECT 1 FROM runtime_tasks WHERE id = $1', [taskId]);
      gone = rows.length === 0;
    }
    expect(gone).toBe(true);
  });
});
