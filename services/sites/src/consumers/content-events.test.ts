import pg from 'pg';
import { siteWith, startTestEnvironment, type TestEnvironment } from '../../test/helpers';
import { handleContentEvent } from './content-events';

let env: TestEnvironment;
beforeAll(async () => {
  env = await startTestEnvironment();
});
afterAll(async () => {
  await env.close();
});

describe('content events', () => {
  it('the space.deleted event removes site spaces idempotently and moves the default', async () => {
    const { org, client, ref, spaces } = await siteWith(env, ['One', 'Two']);
    const pool = new pg.Pool({ connectionString: env.databaseUrl, max: 1 });
    const envelope = {
      specversion: '1.0' as const,
      id: `evt-${spaces[0].id}`,
      type: 'quire.content.space.deleted',
      source: 'quire/content',
      time: new Date().toISOString(),
      subject: spaces[0].id,
      organization: org.id,
      data: { id: spaces[0].id },
    };
    const tx = await pool.connect();
    try {
      await handleContentEvent(envelope, tx);
      await handleContentEvent(envelope, tx);
    } finally {
      tx.release();
      await pool.end();
    }
    const items = (await client.listSiteSpaces(ref)).items;
    expect(items.map((s) => [s.space!.id, s.default])).toEqual([[spaces[1].id, true]]);
    expect(await env.db.outboxEvent.count({ where: { organizationId: org.id, type: 'quire.sites.site-space.deleted' } })).toBe(1);
  });
});
