import type { contentV1 } from '@quire/proto';
import { notFound, parseRequest } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { loadFiles, loadStoredRevision } from '../../revision-store/store';
import { findSourceSpace } from '../queries';
import { ZSha256 } from '../schemas';

const ZGetFileBlobRequest = z.object({ organizationId: ZId, spaceId: ZId, sha256: ZSha256, revisionId: z.union([z.literal(''), ZId]) });

/**
 * GetFileBlob (git-worker, export): the bytes of a blob the space holds: put for it, or named
 * by a file of the revision (the current one by default). The blob store is shared by every
 * space, so a hash alone would read any space's bytes: NOT_FOUND unless this space has it.
 */
export async function getFileBlob(ctx: ContentContext, request: contentV1.GetFileBlobRequest): Promise<contentV1.GetFileBlobResponse> {
  const input = parseRequest(ZGetFileBlobRequest, request);
  const space = await findSourceSpace(ctx.db, input.organizationId, input.spaceId);
  const put = await ctx.db.sourceBlob.count({ where: { spaceId: space.id, sha256: input.sha256 } });
  if (put === 0) {
    const revision = await loadStoredRevision(ctx.db, input.revisionId || space.revisionId);
    if (revision.spaceId !== space.id) throw notFound('Revision not found');
    const files = await loadFiles(ctx.db, revision);
    if (![...files.values()].some((file) => file.blobHash === input.sha256)) throw notFound('The space has no blob with this hash');
  }
  const data = await ctx.blobs.get(input.sha256);
  if (!data) throw notFound('The space has no blob with this hash');
  return { data };
}
