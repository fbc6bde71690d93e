import type { FileEntry } from '../content-tree/entries';
import type { OutlineNode } from '../content-tree/outline';
import type { ContentContext } from '../context';
import type { ContentView } from './view';
/** What a backlink search looks for: a page or a file of the view's revision. */
export type BacklinkTarget = {
    kind: 'page';
    node: OutlineNode;
} | {
    kind: 'file';
    file: FileEntry;
};
/**
 * The pages of the view's revision that link to (or use) the target, by id, without the target
 * page itself. Every body of the revision has its links stored first (extracted if never read,
 * which only a revision's first read does); then one indexed query finds the references that
 * may point at the target, and link pages are checked in memory.
 */
export declare function findBacklinkSources(ctx: ContentContext, view: ContentView, target: BacklinkTarget): Promise<OutlineNode[]>;
