import type { FileEntry } from '../content-tree/entries';
import type { Db } from '../db';
import { type StoredRevision } from '../revision-store/store';
/** A revision's files in id order (the order of listFiles' pages). */
export declare function loadFilesById(db: Db, revision: StoredRevision): Promise<FileEntry[]>;
