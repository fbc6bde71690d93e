import type { Db } from '../db';
import { type PageSection } from './sections';
/** The sections of a body: from the cache, or split now (not cached: a merge or rebuild reads each body once). */
export declare function bodySections(bodyHash: string, markdown: string): Promise<PageSection[]>;
/**
 * Splits ahead the bodies of pages a change request's revision just created or updated, so
 * that merging it is quick to index. Reads only the chunks of those pages and their bodies
 * not split yet (one query). Returns how many bodies it split.
 */
export declare function prepareChangeRequestBodies(db: Db, { revisionId, pageIds }: {
    revisionId: string;
    pageIds: readonly string[];
}): Promise<number>;
