import type { contentV1 } from '@quire/proto';
import type { FileEntry } from '../content-tree/entries';
import type { ContentContext } from '../context';
import { DOWNLOAD_TTL_SECONDS } from '../lib/signed-urls';

/**
 * When a download URL issued now expires: at the end of the next whole TTL window, so it is
 * valid for at least one TTL and at most two, and every presentation of a file within one
 * window gives the same URL (responses stay cacheable, ETags stable).
 */
export function downloadExpiry(nowMs = Date.now()): number {
  const window = Math.floor(nowMs / 1000 / DOWNLOAD_TTL_SECONDS);
  return (window + 2) * DOWNLOAD_TTL_SECONDS;
}

/** The signed, token-free URL of a file's bytes (`GET /v1/downloads/{token}`). */
export function fileDownloadUrl(ctx: Pick<ContentContext, 'signer' | 'urls'>, file: FileEntry, nowMs?: number): string {
  const token = ctx.signer.sign({ kind: 'blob', hash: file.blobHash, contentType: file.contentType, name: file.name, exp: downloadExpiry(nowMs) });
  return `${ctx.urls.publicUrl}/v1/downloads/${token}`;
}

/** A file of a revision as GitBook's "RevisionFile"; `metadata: false` leaves out `git`. */
export function presentFile(
  ctx: Pick<ContentContext, 'signer' | 'urls'>,
  file: FileEntry,
  { metadata = true }: { metadata?: boolean } = {},
): contentV1.RevisionFile {
  return {
    id: file.id,
    name: file.name,
    contentType: file.contentType,
    downloadUrl: fileDownloadUrl(ctx, file),
    size: file.size,
    dimensions: file.width !== undefined && file.height !== undefined ? { width: file.width, height: file.height } : undefined,
    git: metadata && file.git ? { oid: file.git.oid, path: file.git.path } : undefined,
  };
}
