import type { Integration, IntegrationEnvironment } from '@gitbook/api';
import type pg from 'pg';
import { createLogger } from '@quire/shared';
import { testDatabase } from '../../test/test-database';
import { startRuntimeService, type RunningRuntimeService } from '../service';
import type { IntegrationScript } from '../workers/supervisor';
import { recordDelivery } from './commands/record-delivery';
import { presentIntegrationEvent, presentIntegrationEventTrace } from './presenter';
import { getIntegrationEvent, listIntegrationEvents } from './queries';

const { databaseUrl, drop: dropDatabase } = testDatabase('events');
const logger = createLogger('runtime-test', 'silent');

const SECRET_TOKEN = 'gb_installation_secret_token_value';
const environment: IntegrationEnvironment = {
  apiEndpoint: 'http://127.0.0.1:9',
  apiTokens: { integration: SECRET_TOKEN, installation: SECRET_TOKEN },
  authToken: SECRET_TOKEN,
  integration: { name: 'recorder' } as Integration,
  secrets: { apiKey: 'secret-api-key' },
  signingSecrets: { integration: 'signing-secret' },
};

/** Reads the multipart form as @gitbook/runtime does, prints the event, answers per type. */
const recorder: IntegrationScript = {
  key: 'recorder@1',
  source: `export default { async fetch(request) {
    const form = await request.formData();
    const event = JSON.parse(form.get('event'));
    console.log('got ' + event.type + ' ' + event.eventId);
    if (event.type === 'space_view') return new Response(JSON.stringify({ error: 'no handler' }), { status: 406 });
    if (event.type === 'site_view') { while (true) {} }
    return new Response('ok');
  } };`,
};

describe('runtime_events: recordDelivery, listIntegrationEvents, getIntegrationEvent', () => {
  let service: RunningRuntimeService;
  let db: pg.Pool;

  beforeAll(async () => {
    service = await startRuntimeService({ host: '127.0.0.1', port: 0, logger, databaseUrl, limits: { timeoutMs: 2_000 } });
    db = service.context.db;
  });

  afterAll(async () => {
    await service?.stop();
    await dropDatabase();
  });

  const deliver = (type: string, integrationId = 'int-recorder') =>
    recordDelivery(db, service.context.supervisor, {
      integrationId,
      integrationVersion: 1,
      organizationId: 'org-1',
      installationId: 'inst-1',
      script: recorder,
      event: { type, installationId: 'inst-1', spaceId: 'space-1', revisionId: 'rev-1' } as never,
      environment,
    });

  it('records a handled event as success with its trace logs, and a 406 or a stopped worker as failed with the reason', async () => {
    const ok = await deliver('space_content_updated');
    expect(ok.result.ok).toBe(true);
    const rejected = await deliver('space_view');
    expect(rejected.result).toMatchObject({ ok: false, reason: 'rejected', status: 406 });
    const stopped = await deliver('site_view');
    expect(stopped.result).toMatchObject({ ok: false, reason: 'timeout' });

    const success = await getIntegrationEvent(db, 'int-recorder', ok.eventId);
    expect(success).toMatchObject({ status: 'success', response_status: 200, attempts: 1, type: 'space_content_updated', installation_id: 'inst-1' });
    expect(success?.payload).toMatchObject({ eventId: ok.eventId, type: 'space_content_updated', spaceId: 'space-1' });
    expect(success?.duration_ms).toEqual(expect.any(Number));
    expect(presentIntegrationEventTrace(success!).logs).toEqual([{ message: `got space_content_updated ${ok.eventId}`, level: 'info' }]);

    const failed = await getIntegrationEvent(db, 'int-recorder', rejected.eventId);
    expect(failed).toMatchObject({ status: 'failed', response_status: 406, error_code: 'rejected' });
    expect(presentIntegrationEvent(failed!)).toEqual({
      id: rejected.eventId,
      integrationId: 'int-recorder',
      installationId: 'inst-1',
      createdAt: failed!.created_at.toISOString(),
      payload: expect.objectContaining({ eventId: rejected.eventId, type: 'space_view' }),
      status: 'failed',
    });
    expect(presentIntegrationEventTrace(failed!).logs.at(-1)).toMatchObject({ level: 'error', message: expect.stringContaining('406') });

    expect(await getIntegrationEvent(db, 'int-recorder', stopped.eventId)).toMatchObject({ status: 'failed', error_code: 'timeout' });
  });

  it('never stores what the environment carries (tokens, secrets)', async () => {
    const { rows } = await db.query(`SELECT payload::text || logs::text || coalesce(error_message, '') AS text FROM runtime_events`);
    for (const { text } of rows as { text: string }[]) {
      expect(text).not.toContain(SECRET_TOKEN);
      expect(text).not.toContain('secret-api-key');
    }
  });

  it('lists finished events newest first with keyset pages, only of the integration asked for', async () => {
    await deliver('space_content_updated', 'int-other');
    const first = await listIntegrationEvents(db, 'int-recorder', { limit: 2 });
    expect(first.count).toBe(3);
    expect(first.items.map((row) => row.type)).toEqual(['site_view', 'space_view']);
    expect(first.next?.page).toEqual(expect.any(String));
    const second = await listIntegrationEvents(db, 'int-recorder', { limit: 2, page: first.next!.page });
    expect(second.items.map((row) => row.type)).toEqual(['space_content_updated']);
    expect(second.next).toBeUndefined();

    const other = await listIntegrationEvents(db, 'int-other', {});
    expect(other.items).toHaveLength(1);
    // Another integration's event is not found through this one.
    expect(await getIntegrationEvent(db, 'int-recorder', other.items[0].id)).toBeUndefined();
  });

  it('refuses a cursor it did not write', async () => {
    await expect(listIntegrationEvents(db, 'int-recorder', { page: 'not-a-cursor!' })).rejects.toThrow(/invalid cursor/);
    await expect(listIntegrationEvents(db, 'int-recorder', { page: Buffer.from('{"createdAt":1}').toString('base64url') })).rejects.toThrow(/invalid cursor/);
  });
});
