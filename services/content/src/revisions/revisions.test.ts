import { createSpace, newOrganization, Status, statusOf, useTestEnvironment } from '../../test/helpers';

const env = useTestEnvironment();

describe('GetRevision', () => {
  it('answers NOT_FOUND for a revision of another space', async () => {
    const org = newOrganization(env);
    const a = await createSpace(env, org, 'A');
    const b = await createSpace(env, org, 'B');
    expect(await statusOf(env.as(org.admin).getRevision({ spaceId: a.id, revisionId: b.revision }))).toBe(Status.NOT_FOUND);
  });
});
