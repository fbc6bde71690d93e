import type { contentV1 } from '@quire/proto';
import { parseRequest } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { redirectedPageId } from '../../revision-store/redirects';
import { loadReaderRevision } from '../load';
import type { RevisionTree } from '../trees';

const ZReaderPagePath = z
  .string()
  .min(1, 'must not be empty')
  .max(2048, 'must be at most 2048 characters')
  .refine((path) => !path.startsWith('/') && !path.endsWith('/'), 'must not start or end with "/"');

const ZResolvePagePathRequest = z.object({ organizationId: ZId, spaceId: ZId, revisionId: ZId, path: ZReaderPagePath });

/** The id of a document or group page of the tree (a link page has no path to lead to). */
function pageOf(tree: RevisionTree, pageId: string | null | undefined): string | undefined {
  const node = pageId ? tree.nodes.get(pageId) : undefined;
  return node && node.entry.kind !== 'link' ? node.entry.id : undefined;
}

/**
 * The page a path leads to in a revision of a live space of the organization (NOT_FOUND for a
 * revision that is not the space's main content), tried in this order: the page at that path;
 * a Git Sync redirect of the revision (its source normalized as GetPageByPath does: no `.md`, no
 * final `README`); the page that last had the path in the space's main content
 * (`page_path_history`: renames and moves). A redirect or former path leading to a page the
 * revision no longer has leads nowhere. One statement (the tree kept). Takes no principal.
 */
export async function resolvePagePath(ctx: ContentContext, request: contentV1.ResolvePagePathRequest): Promise<contentV1.ResolvePagePathResponse> {
  const { organizationId, spaceId, revisionId, path } = parseRequest(ZResolvePagePathRequest, request);
  const { revision, tree } = await loadReaderRevision(ctx, { organizationId, spaceId, revisionId, path });
  const pageId = tree.byPath.get(path) ?? pageOf(tree, redirectedPageId(revision.redirects, path)) ?? pageOf(tree, revision.formerPageId);
  return { pageId };
}
