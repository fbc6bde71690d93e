import type { Principal } from '@quire/shared';
import { loadOrganizationTree, subjectsOf } from '../access/tree';
import { collectionAccess, viewerOf, type AccessTree, type Level } from '../access/policy';
import { collectionSelect, type CollectionRow } from '../collections/queries';
import type { FileEntry } from '../content-tree/entries';
import type { OutlineNode } from '../content-tree/outline';
import type { ContentContext } from '../context';
import type { PublicUrls } from '../lib/urls';
import { specAbilities, type SpecAbilities } from '../openapi-specs/policy';
import { findSpecsBySlugs, type SpecRow } from '../openapi-specs/queries';
import { loadStoredRevision } from '../revision-store/store';
import { spaceSelect, type SpaceRow } from '../spaces/queries';
import { loadBodyLinks } from './body-links';
import { hasAnchor, linkPageReference } from './extract';
import { loadRevisionGraph } from './graph';
import { resolveRelativePath } from './paths';
import { hrefOf, referenceKey, type BodyLinks, type BodyReference } from './references';
import type { ContentView } from './view';
import { spaceAccessOf } from '../spaces/load';

/**
 * Resolution of references against a revision (docs/links.md, "Status"): what each reference
 * of a page points at in that revision, and its status. `broken`: the page, file or anchor is
 * not in the revision, or the space or collection does not exist or the caller cannot read it;
 * `in-app`: an absolute URL into Quire itself (under QUIRE_PUBLIC_URL or QUIRE_APP_URL);
 * `ok` otherwise (external URLs are not fetched: only the git-worker reaches outside).
 */

export type LinkStatus = 'ok' | 'broken' | 'in-app';

/** What a link points at, as far as it can be told; a target that is not there is its href as a URL. */
export type LinkTarget =
  | { kind: 'page'; view: ContentView; node: OutlineNode; anchor: string | null }
  | { kind: 'file'; view: ContentView; file: FileEntry }
  | { kind: 'space'; space: SpaceRow; access: Level | null }
  | { kind: 'collection'; collection: CollectionRow; access: Level | null }
  | { kind: 'url'; url: string }
  | { kind: 'openapi'; spec: SpecRow; abilities: SpecAbilities };

/** A reference found in a page: in its body, or the target of a link page. */
export type PageReference = { source: OutlineNode; reference: BodyReference };

export type ResolvedLink = PageReference & { status: LinkStatus; target: LinkTarget };

/** The same page with the same reference, in any revision. */
export const keyOf = (item: PageReference): string => referenceKey(item.source.entry.id, item.reference);

/** The references of pages of a graph, in the order given, each page's in document order. */
export function referencesOfPages(nodes: Iterable<OutlineNode>, bodyLinks: ReadonlyMap<string, BodyLinks>): PageReference[] {
  const found: PageReference[] = [];
  for (const node of nodes) {
    if (node.entry.kind === 'link') {
      const reference = linkPageReference(node.entry.target);
      if (reference) found.push({ source: node, reference });
    } else if (node.entry.kind === 'document' && node.entry.bodyHash) {
      for (const reference of bodyLinks.get(node.entry.bodyHash)?.references ?? []) found.push({ source: node, reference });
    }
  }
  return found;
}

/** Spaces and collections links point at, with the caller's level on them; readable ones only. */
export type Surroundings = {
  spaces: ReadonlyMap<string, { row: SpaceRow; access: Level }>;
  collections: ReadonlyMap<string, { row: CollectionRow; access: Level }>;
  /** The main content of the other spaces page links name. */
  views: ReadonlyMap<string, ContentView>;
  /** OpenAPI specs of the space's organization by slug, when the caller may see its specs. */
  specs: ReadonlyMap<string, { row: SpecRow; abilities: SpecAbilities }>;
};

/**
 * Loads what the references point at outside the revision: spaces and collections by id (two
 * queries), the access trees of their organizations (one per organization the caller is in),
 * the current revision of each other space a page link names, and the OpenAPI specs named by
 * slug in the space's organization (one query).
 */
export async function loadSurroundings(
  ctx: ContentContext,
  principal: Principal,
  current: ContentView,
  references: readonly PageReference[],
): Promise<Surroundings> {
  const spaceIds = new Set<string>();
  const collectionIds = new Set<string>();
  const pageSpaceIds = new Set<string>();
  const specSlugs = new Set<string>();
  for (const { reference } of references) {
    if (reference.kind === 'openapi' && reference.target) specSlugs.add(reference.target);
    if (reference.kind === 'space' && reference.target) spaceIds.add(reference.target);
    if (reference.kind === 'collection' && reference.target) collectionIds.add(reference.target);
    if (reference.kind === 'page' && reference.spaceId && reference.spaceId !== current.space.id) {
      spaceIds.add(reference.spaceId);
      pageSpaceIds.add(reference.spaceId);
    }
  }
  spaceIds.delete(current.space.id);
  // A spec is named by its slug, which only means something in the organization of the page.
  const specViewer = specAbilities(principal, current.space.organizationId);
  const [spaceRows, collectionRows, specRows] = await Promise.all([
    spaceIds.size === 0 ? [] : ctx.db.space.findMany({ where: { id: { in: [...spaceIds] }, deletedAt: null }, select: spaceSelect }),
    collectionIds.size === 0 ? [] : ctx.db.collection.findMany({ where: { id: { in: [...collectionIds] } }, select: collectionSelect }),
    specViewer.view ? findSpecsBySlugs(ctx.db, current.space.organizationId, [...specSlugs]) : [],
  ]);
  const organizations = new Set([...spaceRows, ...collectionRows].map((row) => row.organizationId));
  const trees = new Map<string, AccessTree>();
  await Promise.all(
    [...organizations].map(async (organizationId) => {
      const viewer = viewerOf(principal, organizationId);
      // Another organization's content is not readable (and never said to exist).
      if (viewer.orgRole !== undefined) trees.set(organizationId, await loadOrganizationTree(ctx.db, organizationId, subjectsOf(viewer)));
    }),
  );
  const spaces = new Map<string, { row: SpaceRow; access: Level }>();
  if (current.access !== null) spaces.set(current.space.id, { row: current.space, access: current.access });
  for (const row of spaceRows) {
    const tree = trees.get(row.organizationId);
    const access = tree ? spaceAccessOf(viewerOf(principal, row.organizationId), tree, row) : null;
    if (access !== null) spaces.set(row.id, { row, access });
  }
  const collections = new Map<string, { row: CollectionRow; access: Level }>();
  for (const row of collectionRows) {
    const tree = trees.get(row.organizationId);
    const access = tree ? collectionAccess(viewerOf(principal, row.organizationId), tree, row.id) : null;
    if (access !== null) collections.set(row.id, { row, access });
  }
  const views = new Map<string, ContentView>();
  await Promise.all(
    [...pageSpaceIds].map(async (spaceId) => {
      const readable = spaces.get(spaceId);
      if (!readable) return;
      const graph = await loadRevisionGraph(ctx.db, await loadStoredRevision(ctx.db, readable.row.revisionId));
      views.set(spaceId, { graph, space: readable.row, access: readable.access, changeRequestNumber: null });
    }),
  );
  const specs = new Map(specRows.map((row) => [row.slug, { row, abilities: specViewer }]));
  return { spaces, collections, views, specs };
}

type Base = { origin: string; host: string; path: string };
const basesCache = new WeakMap<PublicUrls, Base[]>();

/** The origins and paths of the public and app URLs, parsed once per configuration. */
function basesOf(urls: PublicUrls): Base[] {
  let bases = basesCache.get(urls);
  if (!bases) {
    bases = [urls.publicUrl, urls.appUrl].flatMap((base) => {
      try {
        const root = new URL(base);
        return [{ origin: root.origin, host: root.host, path: root.pathname.replace(/\/+$/, '') }];
      } catch {
        return [];
      }
    });
    basesCache.set(urls, bases);
  }
  return bases;
}

/** Whether an absolute URL points into Quire: same origin as the public or app URL, and under its path. */
export function isInAppUrl(url: string, urls: PublicUrls): boolean {
  const bases = basesOf(urls);
  // Most links lead elsewhere: a URL that does not even mention a base's host is not parsed.
  const lower = url.toLowerCase();
  if (!bases.some((base) => lower.includes(base.host))) return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  return bases.some(
    (base) => base.origin === parsed.origin && (base.path === '' || parsed.pathname === base.path || parsed.pathname.startsWith(`${base.path}/`)),
  );
}

type Located = { target: LinkTarget | undefined; anchor: string | null };

/** What a reference points at in `view` (the page's own revision), before anchors are checked. */
function locate(view: ContentView, surroundings: Surroundings, { source, reference }: PageReference): Located {
  switch (reference.kind) {
    case 'page': {
      const inView = reference.spaceId === null || reference.spaceId === view.space.id ? view : surroundings.views.get(reference.spaceId);
      const node = inView && (reference.target === null ? source : inView.graph.pages.get(reference.target));
      return { target: inView && node ? { kind: 'page', view: inView, node, anchor: reference.anchor } : undefined, anchor: reference.anchor };
    }
    case 'file': {
      const file = reference.target === null ? undefined : view.graph.files.get(reference.target);
      return { target: file ? { kind: 'file', view, file } : undefined, anchor: null };
    }
    case 'space': {
      const space = reference.target === null ? undefined : surroundings.spaces.get(reference.target);
      return { target: space ? { kind: 'space', space: space.row, access: space.access } : undefined, anchor: null };
    }
    case 'collection': {
      const collection = reference.target === null ? undefined : surroundings.collections.get(reference.target);
      return { target: collection ? { kind: 'collection', collection: collection.row, access: collection.access } : undefined, anchor: null };
    }
    case 'url':
      return { target: { kind: 'url', url: reference.target ?? '' }, anchor: null };
    case 'openapi': {
      const spec = reference.target === null ? undefined : surroundings.specs.get(reference.target);
      return { target: spec ? { kind: 'openapi', spec: spec.row, abilities: spec.abilities } : undefined, anchor: null };
    }
    case 'path': {
      const resolved = reference.target === null ? undefined : resolveRelativePath(view.graph.paths, source, reference.target);
      if (!resolved) return { target: undefined, anchor: reference.anchor };
      return resolved.kind === 'page'
        ? { target: { kind: 'page', view, node: resolved.node, anchor: reference.anchor }, anchor: reference.anchor }
        : { target: { kind: 'file', view, file: resolved.file }, anchor: null };
    }
  }
}

/**
 * Resolves references found in `view`'s pages: targets first, then the anchors of the pages
 * linked with an anchor (their bodies' links, loaded in one call), then statuses.
 */
export async function resolveLinks(
  ctx: ContentContext,
  view: ContentView,
  surroundings: Surroundings,
  references: readonly PageReference[],
): Promise<ResolvedLink[]> {
  const located = references.map((item) => locate(view, surroundings, item));
  const anchored = new Set<string>();
  for (const { target } of located) {
    if (target?.kind === 'page' && target.anchor !== null && target.node.entry.bodyHash) anchored.add(target.node.entry.bodyHash);
  }
  const anchorSets = new Map<string, ReadonlySet<string>>();
  if (anchored.size > 0) for (const [hash, links] of await loadBodyLinks(ctx, anchored)) anchorSets.set(hash, new Set(links.anchors));

  return references.map((item, index): ResolvedLink => {
    const { target } = located[index];
    const { source, reference } = item;
    if (!target) return { source, reference, status: 'broken', target: { kind: 'url', url: hrefOf(reference) } };
    if (target.kind === 'url') return { source, reference, status: isInAppUrl(target.url, ctx.urls) ? 'in-app' : 'ok', target };
    if (target.kind === 'page' && target.anchor !== null) {
      const anchors = target.node.entry.bodyHash ? anchorSets.get(target.node.entry.bodyHash) : undefined;
      // The page is there and the anchor is not: the target shown is the page, at that anchor.
      return { source, reference, status: anchors && hasAnchor(anchors, target.anchor) ? 'ok' : 'broken', target };
    }
    return { source, reference, status: 'ok', target };
  });
}
