import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../../context';
/**
 * ReadRevision (git-worker, export): a revision of the space whole, its pages in
 * table-of-contents order with their Markdown (every body in one query) and its files'
 * metadata (bytes through GetFileBlob), its reusable contents with their Markdown, and its
 * redirects to pages it still has; computed pages and the pages they generated left out. The current
 * revision unless one is named; a revision of another space is NOT_FOUND.
 */
export declare function readRevision(ctx: ContentContext, request: contentV1.ReadRevisionRequest): Promise<contentV1.ReadRevisionResponse>;
