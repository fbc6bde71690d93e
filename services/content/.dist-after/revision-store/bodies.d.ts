import type { Db } from '../db';
/** Page markdown, stored once per distinct text. */
export declare const bodyHashOf: (markdown: string) => string;
/**
 * Stores the bodies that are not stored yet (the hash is the key: an existing row is the same
 * text). In hash order: a transaction inserting a hash another one inserted and has not
 * committed waits for it, so two writes storing the same bodies in different orders would
 * deadlock (lib/space-lock.ts, step 5).
 */
export declare function putBodies(db: Db, bodies: ReadonlyMap<string, string>): Promise<void>;
/** The markdown of each hash, in one query; missing hashes are absent from the map. */
export declare function getBodies(db: Db, hashes: Iterable<string>): Promise<Map<string, string>>;
