import type { contentV1 } from '@quire/proto';
import { parseRequest } from '@quire/shared';
import { z } from 'zod';
import { outlineOf, pageByPath, walkOutline } from '../../content-tree/outline';
import type { Snapshot } from '../../content-tree/entries';
import type { ContentContext } from '../../context';
import type { Prisma } from '../../db';
import { ZId } from '../../lib/validation';
import { redirectedPageId } from '../../revision-store/redirects';
import { loadSnapshot, loadStoredRevision } from '../../revision-store/store';

/** Lookups of one call (insights asks for the URLs of one analysis batch). */
export const MAX_PAGE_PATH_LOOKUPS = 100;

const ZFindPagesByPathRequest = z.object({
  organizationId: ZId,
  lookups: z
    .array(z.object({ spaceId: ZId, path: z.string().max(2048) }))
    .max(MAX_PAGE_PATH_LOOKUPS),
});

/** The first document page in table-of-contents order: what a site space's own URL shows. */
function firstDocument(snapshot: Snapshot): string | undefined {
  let found: string | undefined;
  walkOutline(outlineOf(snapshot), (node) => {
    if (found === undefined && node.entry.kind === 'document') found = node.entry.id;
  });
  return found;
}

/** The document or group page a redirect of the revision leads `path` to (old URLs of Git Sync). */
function redirectTarget(snapshot: Snapshot, redirects: Prisma.JsonValue, path: string): string | undefined {
  const pageId = redirectedPageId(redirects, path);
  const kind = pageId !== undefined ? snapshot.pages.get(pageId)?.kind : undefined;
  return kind === 'document' || kind === 'group' ? pageId : undefined;
}

/**
 * FindPagesByPath (for insights): the page at each path of each space's current revision, or
 * the page a redirect of the revision leads the path to.
 * One query for the spaces, then each distinct space's snapshot once (the revision store
 * caches chunks), whatever the number of paths.
 */
export async function findPagesByPath(ctx: ContentContext, request: contentV1.FindPagesByPathRequest): Promise<contentV1.FindPagesByPathResponse> {
  const { organizationId, lookups } = parseRequest(ZFindPagesByPathRequest, request);
  const spaceIds = [...new Set(lookups.map((lookup) => lookup.spaceId))];
  if (spaceIds.length === 0) return { pages: [] };
  const spaces = await ctx.db.space.findMany({
    where: { id: { in: spaceIds }, organizationId, deletedAt: null },
    select: { id: true, revisionId: true },
  });
  const snapshots = new Map(
    await Promise.all(
      spaces.map(async (space) => {
        const revision = await loadStoredRevision(ctx.db, space.revisionId);
        return [space.id, { revisionId: space.revisionId, redirects: revision.redirects, snapshot: await loadSnapshot(ctx.db, revision) }] as const;
      }),
    ),
  );
  const pages: contentV1.PageAtPath[] = [];
  const answered = new Set<string>();
  for (const { spaceId, path } of lookups) {
    const key = `${spaceId}\u0000${path}`;
    const found = snapshots.get(spaceId);
    if (!found || answered.has(key)) continue;
    answered.add(key);
    const wanted = path.replace(/^\/+|\/+$/g, '');
    const pageId = wanted === '' ? firstDocument(found.snapshot) : (pageByPath(found.snapshot, wanted)?.entry.id ?? redirectTarget(found.snapshot, found.redirects, wanted));
    if (pageId) pages.push({ spaceId, path, pageId, revisionId: found.revisionId });
  }
  return { pages };
}
