import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../../context';
/** Files one call asks for (reader.proto). */
export declare const MAX_FILES = 500;
/**
 * Files of a revision of a live space of the organization (NOT_FOUND for a revision that is not
 * the space's main content), as listFiles presents them (the same signed `downloadURL`), with
 * the width and height content measured for images. Unknown ids are absent. One statement for
 * the revision, at most one for its file chunks. Takes no principal.
 */
export declare function getRevisionFiles(ctx: ContentContext, request: contentV1.GetRevisionFilesRequest): Promise<contentV1.GetRevisionFilesResponse>;
