import { type PrismaClient } from '../db';
/**
 * Permanently deletes spaces deleted more than 7 days before `now`, with their revisions,
 * links, change requests and comments (foreign keys cascade), in batches of 500: each batch
 * and its `space.purged` events commit together. Resolves to how many spaces were purged.
 */
export declare function purgeDeletedSpaces(db: PrismaClient, { now }?: {
    now?: Date;
}): Promise<number>;
/** Runs the purge every `intervalMs` (and once at start); errors are logged, never thrown. */
export declare function schedulePurge(db: PrismaClient, { intervalMs, onError, onPurged }: {
    intervalMs: number;
    onError: (error: unknown) => void;
    onPurged: (count: number) => void;
}): {
    stop(): Promise<void>;
};
