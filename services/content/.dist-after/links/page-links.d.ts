import type { Principal } from '@quire/shared';
import { type ChangeRequestRow } from '../change-requests/queries';
import type { OutlineNode } from '../content-tree/outline';
import type { ContentContext } from '../context';
import { type ResolvedLink } from './resolve';
import type { ContentView } from './view';
/** The content a links request reads (main, or a change request's by id or number), once the caller may read the space. */
export declare function loadLinkView(ctx: ContentContext, principal: Principal, spaceId: string, changeRequestId: string | undefined): Promise<{
    view: ContentView;
    changeRequest: ChangeRequestRow | null;
}>;
export type PageLinks = {
    /** The links of the pages, each page's in document order. */
    links: ResolvedLink[];
    /** In a change request: the keys of the links it broke (broken in it, not in its base). */
    brokenByChangeRequest?: ReadonlySet<string>;
};
/**
 * The links of `nodes` (pages of `view`), resolved. In a change request, the same pages of its
 * base revision (the main revision it last pulled, or started from) are resolved too, for the
 * links that are broken here, to tell which ones the change request broke.
 */
export declare function resolvePageLinks(ctx: ContentContext, principal: Principal, view: ContentView, changeRequest: ChangeRequestRow | null, nodes: readonly OutlineNode[]): Promise<PageLinks>;
