import type { FileEntry } from '../../content-tree/entries';
import type { PrismaClient } from '../../db';
/**
 * Adds a file (its bytes already in the blob store) to a change request's content, in one
 * new revision of the change request.
 */
export declare function fileAdder(db: PrismaClient, input: {
    changeRequestId: string;
    actorId: string;
    file: FileEntry;
}): Promise<FileEntry>;
