import { contentV1 } from '@quire/proto';
import type { FileEntry } from '../content-tree/entries';
import type { OutlineNode } from '../content-tree/outline';
import type { ContentContext } from '../context';
import type { MultiSpaceSearchHit } from '../search/search-index';
import type { RevisionTree } from './trees';
import type { ReaderSpaceRow } from './queries';
type Json = {
    [key: string]: unknown;
};
/**
 * An emoji as code points (`1f680`, `1f468-200d-1f4bb`), as the reader's messages carry them:
 * content stores what was given, the character or its code points (pages/schemas.ts).
 */
export declare function emojiCodePoints(emoji: string | null | undefined): string | undefined;
/**
 * A page of the table of contents as the reader's tree holds it: the page's own fields, its
 * full path (what GetPageByPath takes; '' for a link page), the last segment of that path as
 * its slug, the emoji as code points, `hidden` always set, a link page's target (GitBook ContentRef, as stored) and a
 * document page's cover. No body.
 */
export declare function presentTreePage(node: OutlineNode, cover: Json | undefined): contentV1.TreePage;
/** A space and the tree of its current revision (the tree's pages are shared by every answer: never mutated). */
export declare function presentSpaceTree(space: ReaderSpaceRow, tree: RevisionTree): contentV1.SpaceTree;
/** A file as listFiles presents it (the same signed `downloadURL`), with its dimensions when measured. */
export declare function presentReaderFile(ctx: Pick<ContentContext, 'signer' | 'urls'>, file: FileEntry): contentV1.ReaderFile;
/**
 * Hits of a search over several spaces, grouped by space: spaces in the order of their best
 * page, pages best first. Titles, paths and ancestors come from the tree of the revision each
 * space's index holds; a hit whose page is not in it is left out.
 */
export declare function presentSearchResults(hits: readonly MultiSpaceSearchHit[], trees: ReadonlyMap<string, RevisionTree>): contentV1.SpaceSearchResult[];
export {};
