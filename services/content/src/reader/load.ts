import { notFound } from '@quire/shared';
import type { ContentContext } from '../context';
import { findSpaceRevision, type ReaderRevisionRow } from './queries';
import { cachedTree, loadTree, type RevisionTree } from './trees';

/** One answer for an unknown revision, another space's, a change request's, and a trashed or another organization's space. */
const REVISION_NOT_FOUND = 'Revision not found';

/**
 * A revision of a live space of the organization (see findSpaceRevision) and its tree, in one
 * statement when the tree is kept (the reader asks about the revisions GetSpaceTrees gave it).
 * NOT_FOUND otherwise, saying nothing of why.
 */
export async function loadReaderRevision(
  ctx: ContentContext,
  input: { organizationId: string; spaceId: string; revisionId: string; path?: string },
): Promise<{ revision: ReaderRevisionRow; tree: RevisionTree }> {
  const kept = cachedTree(input.revisionId);
  const revision = await findSpaceRevision(ctx.pool, { ...input, withChunks: kept === undefined });
  if (!revision) throw notFound(REVISION_NOT_FOUND);
  const tree = kept ?? (await loadTree(ctx, revision.chunks ?? revision.id));
  if (!tree) throw notFound(REVISION_NOT_FOUND);
  return { revision, tree };
}
