import type { PrismaClient } from '../../db';
/**
 * Removes a file from a change request's content. Its bytes stay in the blob store (other
 * revisions share them). A file that is not there changes nothing: DELETE answers 204 either way.
 */
export declare function fileDeleter(db: PrismaClient, input: {
    changeRequestId: string;
    actorId: string;
    fileId: string;
}): Promise<void>;
