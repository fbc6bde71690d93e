import { changeRequestEditor } from '../../lib/change-request-editor';
import type { PrismaClient } from '../../db';
import { loadFile } from '../../revision-store/store';

/**
 * Removes a file from a change request's content. Its bytes stay in the blob store (other
 * revisions share them). A file that is not there changes nothing: DELETE answers 204 either way.
 */
export function fileDeleter(db: PrismaClient, input: { changeRequestId: string; actorId: string; fileId: string }): Promise<void> {
  return changeRequestEditor(db, { changeRequestId: input.changeRequestId, actorId: input.actorId }, async ({ tx, revision }) => {
    const file = await loadFile(tx, revision, input.fileId);
    return { changes: file ? { files: { remove: [input.fileId] } } : {}, result: undefined };
  });
}
