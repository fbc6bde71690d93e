import type { contentV1 } from '@quire/proto';
import { notFound, parseRequest } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import type { FileEntry } from '../../content-tree/entries';
import { ZId } from '../../lib/validation';
import { loadFiles, loadStoredRevision } from '../../revision-store/store';
import { presentImportRunStatus } from '../presenter';
import { findImportRun, type ImportRunRow } from '../queries';

const ZGetImportRunJobRequest = z.object({ organizationId: ZId, importRunId: ZId });

/** The files of a file source as the target holds them now; a file removed since the start is missing from the map. */
async function targetFiles(ctx: ContentContext, run: ImportRunRow): Promise<Map<string, FileEntry>> {
  const holder = run.changeRequestId
    ? await ctx.db.changeRequest.findUnique({ where: { id: run.changeRequestId }, select: { revisionId: true } })
    : await ctx.db.space.findUnique({ where: { id: run.spaceId }, select: { revisionId: true } });
  if (!holder) return new Map();
  return loadFiles(ctx.db, await loadStoredRevision(ctx.db, holder.revisionId));
}

/**
 * For the git-worker (no principal): what the run asks for and its current status, which the
 * worker reads again about every second while it crawls to notice a cancel. File sources
 * list each file's blob hash for SourceInternalService.GetFileBlob; a file no longer in the
 * target has an empty `sha256`.
 */
export async function getImportRunJob(ctx: ContentContext, request: contentV1.GetImportRunJobRequest): Promise<contentV1.GetImportRunJobResponse> {
  const { organizationId, importRunId } = parseRequest(ZGetImportRunJobRequest, request);
  const run = await findImportRun(ctx.db, organizationId, importRunId);
  if (!run) throw notFound('Import run not found');
  const files = run.sourceType === 'file' ? await targetFiles(ctx, run) : new Map<string, FileEntry>();
  return {
    job: {
      id: run.id,
      organizationId: run.organizationId,
      spaceId: run.spaceId,
      changeRequestId: run.changeRequestId ?? '',
      pageId: run.pageId ?? '',
      websiteUrl: run.websiteUrl ?? '',
      files: run.fileIds.map((id) => {
        const file = files.get(id);
        return { id, name: file?.name ?? '', contentType: file?.contentType ?? '', sha256: file?.blobHash ?? '', size: file?.size ?? 0 };
      }),
      status: presentImportRunStatus(run.status),
      actingUserId: run.createdById,
    },
  };
}
