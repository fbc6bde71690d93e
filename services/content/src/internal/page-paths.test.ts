import { spaceWithPage } from '../../test/comment-fixtures';
import { createSpace, errorOf, newOrganization, Status, useTestEnvironment } from '../../test/helpers';
import type { ContentContext } from '../context';
import { getPagePaths } from './handlers/get-page-paths';
import type { CallContext } from '@quire/shared';

const env = useTestEnvironment();
const paths = (organizationId: string, pages: { spaceId: string; pageId: string }[]) =>
  getPagePaths({ db: env.db } as unknown as ContentContext, { organizationId, pages }, {} as CallContext);

describe('GetPagePaths', () => {
  it("answers the path of each page in its space's current revision, once per distinct page", async () => {
    const { org, space, pageId } = await spaceWithPage(env);
    const { paths: found } = await paths(org.id, [
      { spaceId: space.id, pageId },
      { spaceId: space.id, pageId },
      { spaceId: space.id, pageId: 'missing' },
    ]);
    expect(found).toEqual([{ spaceId: space.id, pageId, path: 'intro' }]);
  });

  it("answers nothing for another organization's space, an unknown space or a trashed one", async () => {
    const { org, space, pageId } = await spaceWithPage(env);
    const other = newOrganization(env);
    expect((await paths(other.id, [{ spaceId: space.id, pageId }])).paths).toEqual([]);
    const empty = await createSpace(env, other, 'Empty');
    expect((await paths(other.id, [{ spaceId: empty.id, pageId }, { spaceId: 'unknown', pageId }])).paths).toEqual([]);
    await env.db.space.update({ where: { id: space.id }, data: { deletedAt: new Date() } });
    expect((await paths(org.id, [{ spaceId: space.id, pageId }])).paths).toEqual([]);
  });

  it('refuses more than 1000 pages or more than 100 spaces', async () => {
    expect((await errorOf(paths('org', Array.from({ length: 1001 }, () => ({ spaceId: 'space', pageId: 'page' }))))).code).toBe(Status.INVALID_ARGUMENT);
    const error = await errorOf(paths('org', Array.from({ length: 101 }, (_, i) => ({ spaceId: `space${i}`, pageId: 'page' }))));
    expect(error).toMatchObject({ code: Status.INVALID_ARGUMENT, details: 'pages: at most 100 spaces in one call' });
  });
});
