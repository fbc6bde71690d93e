import type { Principal } from '@quire/shared';
import { type Level } from '../access/policy';
import { type CollectionRow } from '../collections/queries';
import type { FileEntry } from '../content-tree/entries';
import type { OutlineNode } from '../content-tree/outline';
import type { ContentContext } from '../context';
import type { PublicUrls } from '../lib/urls';
import { type SpecAbilities } from '../openapi-specs/policy';
import { type SpecRow } from '../openapi-specs/queries';
import { type SpaceRow } from '../spaces/queries';
import { type BodyLinks, type BodyReference } from './references';
import type { ContentView } from './view';
/**
 * Resolution of references against a revision (docs/links.md, "Status"): what each reference
 * of a page points at in that revision, and its status. `broken`: the page, file or anchor is
 * not in the revision, or the space or collection does not exist or the caller cannot read it;
 * `in-app`: an absolute URL into Quire itself (under QUIRE_PUBLIC_URL or QUIRE_APP_URL);
 * `ok` otherwise (external URLs are not fetched: only the git-worker reaches outside).
 */
export type LinkStatus = 'ok' | 'broken' | 'in-app';
/** What a link points at, as far as it can be told; a target that is not there is its href as a URL. */
export type LinkTarget = {
    kind: 'page';
    view: ContentView;
    node: OutlineNode;
    anchor: string | null;
} | {
    kind: 'file';
    view: ContentView;
    file: FileEntry;
} | {
    kind: 'space';
    space: SpaceRow;
    access: Level | null;
} | {
    kind: 'collection';
    collection: CollectionRow;
    access: Level | null;
} | {
    kind: 'url';
    url: string;
} | {
    kind: 'openapi';
    spec: SpecRow;
    abilities: SpecAbilities;
};
/** A reference found in a page: in its body, or the target of a link page. */
export type PageReference = {
    source: OutlineNode;
    reference: BodyReference;
};
export type ResolvedLink = PageReference & {
    status: LinkStatus;
    target: LinkTarget;
};
/** The same page with the same reference, in any revision. */
export declare const keyOf: (item: PageReference) => string;
/** The references of pages of a graph, in the order given, each page's in document order. */
export declare function referencesOfPages(nodes: Iterable<OutlineNode>, bodyLinks: ReadonlyMap<string, BodyLinks>): PageReference[];
/** Spaces and collections links point at, with the caller's level on them; readable ones only. */
export type Surroundings = {
    spaces: ReadonlyMap<string, {
        row: SpaceRow;
        access: Level;
    }>;
    collections: ReadonlyMap<string, {
        row: CollectionRow;
        access: Level;
    }>;
    /** The main content of the other spaces page links name. */
    views: ReadonlyMap<string, ContentView>;
    /** OpenAPI specs of the space's organization by slug, when the caller may see its specs. */
    specs: ReadonlyMap<string, {
        row: SpecRow;
        abilities: SpecAbilities;
    }>;
};
/**
 * Loads what the references point at outside the revision: spaces and collections by id (two
 * queries), the access trees of their organizations (one per organization the caller is in),
 * the current revision of each other space a page link names, and the OpenAPI specs named by
 * slug in the space's organization (one query).
 */
export declare function loadSurroundings(ctx: ContentContext, principal: Principal, current: ContentView, references: readonly PageReference[]): Promise<Surroundings>;
/** Whether an absolute URL points into Quire: same origin as the public or app URL, and under its path. */
export declare function isInAppUrl(url: string, urls: PublicUrls): boolean;
/**
 * Resolves references found in `view`'s pages: targets first, then the anchors of the pages
 * linked with an anchor (their bodies' links, loaded in one call), then statuses.
 */
export declare function resolveLinks(ctx: ContentContext, view: ContentView, surroundings: Surroundings, references: readonly PageReference[]): Promise<ResolvedLink[]>;
