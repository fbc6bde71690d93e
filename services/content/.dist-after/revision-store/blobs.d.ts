import type { Db } from '../db';
/**
 * Where file bytes live: content-addressed, shared by every replica of the content service.
 * PostgreSQL by default; an S3-compatible store implements the same three calls.
 */
export type BlobStore = {
    /** Stores the bytes (once per content) and returns their sha256 hex. */
    put(data: Uint8Array): Promise<string>;
    get(hash: string): Promise<Buffer | undefined>;
    has(hash: string): Promise<boolean>;
};
export declare function postgresBlobStore(db: Db): BlobStore;
