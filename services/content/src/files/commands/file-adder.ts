import type { FileEntry } from '../../content-tree/entries';
import { changeRequestEditor } from '../../lib/change-request-editor';
import type { PrismaClient } from '../../db';

/**
 * Adds a file (its bytes already in the blob store) to a change request's content, in one
 * new revision of the change request.
 */
export function fileAdder(db: PrismaClient, input: { changeRequestId: string; actorId: string; file: FileEntry }): Promise<FileEntry> {
  return changeRequestEditor(db, { changeRequestId: input.changeRequestId, actorId: input.actorId }, async () => ({
    changes: { files: { put: [input.file] } },
    result: input.file,
  }));
}
