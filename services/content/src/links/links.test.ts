import { contentV1 } from '@quire/proto';
import { newId } from '@quire/shared';
import { createSpace, newOrganization, useTestEnvironment } from '../../test/helpers';

const env = useTestEnvironment();

describe('ListSpaceLinks', () => {
  it('lists a space\'s links with stats and a status filter', async () => {
    const org = newOrganization(env);
    const space = await createSpace(env, org, 'S');
    const empty = await env.as(org.member('read')).listSpaceLinks({ spaceId: space.id, status: 0 });
    expect(empty).toEqual({ items: [], next: undefined, count: 0, stats: { total: 0, broken: { total: 0, changeRequest: undefined } } });

    const target = { kind: 'url', url: 'https://example.com' };
    await env.db.link.createMany({
      data: [
        { id: newId(), spaceId: space.id, status: 'ok', relation: 'reference', target, locations: [] },
        { id: newId(), spaceId: space.id, status: 'broken', relation: 'reference', target, locations: [] },
      ],
    });
    const broken = await env.as(org.admin).listSpaceLinks({ spaceId: space.id, status: contentV1.ContentReferenceStatus.CONTENT_REFERENCE_STATUS_BROKEN });
    expect(broken.count).toBe(1);
    expect(broken.items[0]).toMatchObject({ status: contentV1.ContentReferenceStatus.CONTENT_REFERENCE_STATUS_BROKEN, targetReference: target });
    expect(broken.stats).toEqual({ total: 2, broken: { total: 1, changeRequest: undefined } });
  });
});
