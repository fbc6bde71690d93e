import { spaceWithPage } from '../../test/comment-fixtures';
import { createSpace, errorOf, newOrganization, Status, useTestEnvironment } from '../../test/helpers';
import type { ContentContext } from '../context';
import { findPagesByPath } from './handlers/find-pages-by-path';

const env = useTestEnvironment();
const find = (organizationId: string, lookups: { spaceId: string; path: string }[]) =>
  findPagesByPath({ db: env.db } as unknown as ContentContext, { organizationId, lookups });

describe('FindPagesByPath', () => {
  it("answers the page at a path of the space's current revision, and the first page for the empty path", async () => {
    const { org, space, pageId } = await spaceWithPage(env);
    const { pages } = await find(org.id, [
      { spaceId: space.id, path: 'intro' },
      { spaceId: space.id, path: '/intro/' },
      { spaceId: space.id, path: '' },
      { spaceId: space.id, path: 'missing' },
      { spaceId: space.id, path: 'intro' },
    ]);
    expect(pages.map((page) => [page.path, page.pageId, page.revisionId])).toEqual([
      ['intro', pageId, space.revision],
      ['/intro/', pageId, space.revision],
      ['', pageId, space.revision],
    ]);
  });

  it("answers nothing for another organization's space or a space without pages", async () => {
    const { space } = await spaceWithPage(env);
    const other = newOrganization(env);
    expect((await find(other.id, [{ spaceId: space.id, path: 'intro' }])).pages).toEqual([]);
    const empty = await createSpace(env, other, 'Empty');
    expect((await find(other.id, [{ spaceId: empty.id, path: '' }, { spaceId: 'unknown', path: '' }])).pages).toEqual([]);
  });

  it('refuses more than 100 lookups', async () => {
    const error = await errorOf(find('org', Array.from({ length: 101 }, () => ({ spaceId: 'space', path: '' }))));
    expect(error.code).toBe(Status.INVALID_ARGUMENT);
  });
});
