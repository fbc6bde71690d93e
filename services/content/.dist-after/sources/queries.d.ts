import type { Snapshot } from '../content-tree/entries';
import type { Db } from '../db';
import type { KnownBlob } from './import-plan';
export type SourceSpace = {
    id: string;
    organizationId: string;
    revisionId: string;
};
/**
 * A live space of the organization. Another organization's space, a space in the trash and an
 * unknown id are all NOT_FOUND: the worker acts for one organization at a time.
 */
export declare function findSourceSpace(db: Db, organizationId: string, spaceId: string): Promise<SourceSpace>;
/**
 * The blobs among `hashes` a write into the space may name: those put for the space
 * (PutFileBlob), and those a file of `base` already has (a re-import of unchanged bytes).
 */
export declare function knownBlobs(db: Db, spaceId: string, hashes: readonly string[], base: Snapshot): Promise<Map<string, KnownBlob>>;
