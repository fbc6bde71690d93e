import { contentV1 } from '@quire/proto';
import type { ContentContext } from '../../context';
/**
 * WriteRevision (git-worker): imported pages and files as one new revision of the main
 * content, of a change request, or standalone. Everything is checked before anything is
 * written (INVALID_ARGUMENT names the field); a space of another organization is NOT_FOUND.
 * Redirects (old path → imported page) replace the revision's in REPLACE and are added in
 * APPEND.
 */
export declare function writeRevision(ctx: ContentContext, request: contentV1.WriteRevisionRequest): Promise<contentV1.WriteRevisionResponse>;
