import type { contentV1 } from '@quire/proto';
import { invalidArgument, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { outlineOf, walkOutline } from '../../content-tree/outline';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { loadSnapshot, loadStoredRevision } from '../../revision-store/store';

/** Pages of one call (a site holds at most 1000 redirects), in at most 100 spaces. */
export const MAX_PAGE_PATHS = 1000;
export const MAX_PAGE_PATH_SPACES = 100;

const ZGetPagePathsRequest = z.object({
  organizationId: ZId,
  pages: z.array(z.object({ spaceId: ZId, pageId: z.string().min(1).max(64) })).max(MAX_PAGE_PATHS),
});

/**
 * GetPagePaths (for sites: redirects to pages): the path of each page in its space's current
 * revision, as published URLs name pages. One query for the spaces, then each distinct space's
 * snapshot and outline once (the revision store caches chunks), whatever the number of pages.
 * Link pages have no path and are absent, as are pages of unknown, trashed or other
 * organizations' spaces and pages not in the current revision. Needs no principal.
 */
export async function getPagePaths(ctx: ContentContext, request: contentV1.GetPagePathsRequest, _callContext: CallContext): Promise<contentV1.GetPagePathsResponse> {
  const { organizationId, pages } = parseRequest(ZGetPagePathsRequest, request);
  const spaceIds = [...new Set(pages.map((page) => page.spaceId))];
  if (spaceIds.length > MAX_PAGE_PATH_SPACES) throw invalidArgument(`pages: at most ${MAX_PAGE_PATH_SPACES} spaces in one call`);
  if (spaceIds.length === 0) return { paths: [] };
  const spaces = await ctx.db.space.findMany({
    where: { id: { in: spaceIds }, organizationId, deletedAt: null },
    select: { id: true, revisionId: true },
  });
  const pathsBySpace = new Map(
    await Promise.all(
      spaces.map(async (space) => {
        const snapshot = await loadSnapshot(ctx.db, await loadStoredRevision(ctx.db, space.revisionId));
        const byPage = new Map<string, string>();
        walkOutline(outlineOf(snapshot), (node) => {
          if (node.path !== '') byPage.set(node.entry.id, node.path);
        });
        return [space.id, byPage] as const;
      }),
    ),
  );
  const paths: contentV1.PagePath[] = [];
  const answered = new Set<string>();
  for (const { spaceId, pageId } of pages) {
    const key = `${spaceId}\u0000${pageId}`;
    const path = pathsBySpace.get(spaceId)?.get(pageId);
    if (path === undefined || answered.has(key)) continue;
    answered.add(key);
    paths.push({ spaceId, pageId, path });
  }
  return { paths };
}
