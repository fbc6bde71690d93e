import type { contentV1 } from '@quire/proto';
import { notFound, parseRequest } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { loadFilesOfRevisions } from '../../revision-store/store';
import { presentReaderFile } from '../presenter';
import { findSpaceRevision } from '../queries';
import { ZReaderIds } from '../schemas';

/** Files one call asks for (reader.proto). */
export const MAX_FILES = 500;

const ZGetRevisionFilesRequest = z.object({ organizationId: ZId, spaceId: ZId, revisionId: ZId, fileIds: ZReaderIds(MAX_FILES) });

/**
 * Files of a revision of a live space of the organization (NOT_FOUND for a revision that is not
 * the space's main content), as listFiles presents them (the same signed `downloadURL`), with
 * the width and height content measured for images. Unknown ids are absent. One statement for
 * the revision, at most one for its file chunks. Takes no principal.
 */
export async function getRevisionFiles(ctx: ContentContext, request: contentV1.GetRevisionFilesRequest): Promise<contentV1.GetRevisionFilesResponse> {
  const { organizationId, spaceId, revisionId, fileIds } = parseRequest(ZGetRevisionFilesRequest, request);
  const revision = await findSpaceRevision(ctx.pool, { organizationId, spaceId, revisionId, withChunks: true });
  if (!revision?.chunks) throw notFound('Revision not found');
  const files = (await loadFilesOfRevisions(ctx.db, [revision.chunks])).get(revision.id) ?? new Map();
  return { files: [...new Set(fileIds)].flatMap((id) => (files.has(id) ? [presentReaderFile(ctx, files.get(id)!)] : [])) };
}
