import type { ReusableContentEntry } from '../../content-tree/entries';
import type { PrismaClient } from '../../db';
type Actor = {
    changeRequestId: string;
    actorId: string;
};
/** Adds a reusable content to a change request's revision; the limit per space is checked under the change request's lock. */
export declare function reusableContentCreator(db: PrismaClient, input: Actor & {
    title: string;
    markdown?: string;
}): Promise<ReusableContentEntry>;
/** Changes the title and/or body of a reusable content of a change request; a change that changes nothing writes nothing. */
export declare function reusableContentUpdater(db: PrismaClient, input: Actor & {
    reusableContentId: string;
    title?: string;
    markdown?: string;
}): Promise<ReusableContentEntry>;
/**
 * Removes a reusable content from a change request. The blocks that include it stay: the
 * reader shows them as "not available", as GitBook does for a deleted reusable content.
 * One that is not there changes nothing (DELETE answers 204 either way).
 */
export declare function reusableContentDeleter(db: PrismaClient, input: Actor & {
    reusableContentId: string;
}): Promise<void>;
export {};
