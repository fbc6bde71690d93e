import { contentV1 } from '@quire/proto';
import type { FileEntry } from '../content-tree/entries';
import { type OutlineNode } from '../content-tree/outline';
/** Every page of the outline in table-of-contents order (parents first), as the worker exports them. */
export declare function presentExportedPages(outline: readonly OutlineNode[], bodies: ReadonlyMap<string, string>): contentV1.ExportedPage[];
export declare const presentExportedFile: (file: FileEntry) => contentV1.ExportedFile;
