import type { contentV1 } from '@quire/proto';
import type { OutlineNode } from '../content-tree/outline';
import type { PublicUrls } from '../lib/urls';
import type { PagePath } from './queries';
import type { SearchHit } from './search-index';
/** Where a hit's page sits: its title, path and ancestors' titles (outermost first). */
export type LocatePage = (pageId: string) => PagePath | undefined;
/**
 * Search hits as GitBook's "SearchPageResult": the page's title, path and URL are where
 * `locate` says the page sits in the indexed revision (so a page moved or renamed by a merge
 * shows its new place as soon as the index holds that merge); each section links to its
 * heading's anchor; `ancestors` are the page's parents, outermost first. A hit `locate` does
 * not find is left out.
 */
export declare function presentSearchHits(hits: readonly SearchHit[], { locate, spaceId, urls }: {
    locate: LocatePage;
    spaceId: string;
    urls: PublicUrls;
}): contentV1.SearchPageResult[];
/** Pages located in a table of contents (the revision's outline). */
export declare const outlineLocator: (outline: readonly OutlineNode[]) => LocatePage;
/** Every document page of a table of contents with where it sits, as `search_page_paths` keeps them. */
export declare function pagePathsOf(outline: readonly OutlineNode[]): PagePath[];
