import type { contentV1 } from '@quire/proto';
import type { FileEntry } from '../content-tree/entries';
import type { ContentContext } from '../context';
/**
 * When a download URL issued now expires: at the end of the next whole TTL window, so it is
 * valid for at least one TTL and at most two, and every presentation of a file within one
 * window gives the same URL (responses stay cacheable, ETags stable).
 */
export declare function downloadExpiry(nowMs?: number): number;
/** The signed, token-free URL of a file's bytes (`GET /v1/downloads/{token}`). */
export declare function fileDownloadUrl(ctx: Pick<ContentContext, 'signer' | 'urls'>, file: FileEntry, nowMs?: number): string;
/** A file of a revision as GitBook's "RevisionFile"; `metadata: false` leaves out `git`. */
export declare function presentFile(ctx: Pick<ContentContext, 'signer' | 'urls'>, file: FileEntry, { metadata }?: {
    metadata?: boolean;
}): contentV1.RevisionFile;
