import type { FileEntry } from '../content-tree/entries';
import type { Db } from '../db';
import { loadFiles, type StoredRevision } from '../revision-store/store';

/** A revision's files in id order (the order of listFiles' pages). */
export async function loadFilesById(db: Db, revision: StoredRevision): Promise<FileEntry[]> {
  return [...(await loadFiles(db, revision)).values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
