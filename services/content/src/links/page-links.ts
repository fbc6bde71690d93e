import type { Principal } from '@quire/shared';
import { authorize } from '../access/policy';
import { baseOf, type ChangeRequestRow } from '../change-requests/queries';
import type { OutlineNode } from '../content-tree/outline';
import type { ContentContext } from '../context';
import { loadStoredRevision } from '../revision-store/store';
import { loadBodyLinks } from './body-links';
import { loadRevisionGraph } from './graph';
import { linkRules } from './policy';
import { keyOf, loadSurroundings, referencesOfPages, resolveLinks, type ResolvedLink } from './resolve';
import type { ContentView } from './view';
import { loadContentTarget } from '../change-requests/load';

/** The content a links request reads (main, or a change request's by id or number), once the caller may read the space. */
export async function loadLinkView(
  ctx: ContentContext,
  principal: Principal,
  spaceId: string,
  changeRequestId: string | undefined,
): Promise<{ view: ContentView; changeRequest: ChangeRequestRow | null }> {
  const target = await loadContentTarget(ctx, principal, spaceId, changeRequestId);
  authorize(target.access, linkRules.list, 'Space');
  const graph = await loadRevisionGraph(ctx.db, target.revision);
  return {
    view: { graph, space: target.space, access: target.access, changeRequestNumber: target.changeRequest?.number ?? null },
    changeRequest: target.changeRequest,
  };
}

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
export async function resolvePageLinks(
  ctx: ContentContext,
  principal: Principal,
  view: ContentView,
  changeRequest: ChangeRequestRow | null,
  nodes: readonly OutlineNode[],
): Promise<PageLinks> {
  const hashesOf = (pages: readonly OutlineNode[]) => pages.flatMap((node) => (node.entry.bodyHash ? [node.entry.bodyHash] : []));
  const references = referencesOfPages(nodes, await loadBodyLinks(ctx, hashesOf(nodes)));
  if (!changeRequest) {
    const surroundings = await loadSurroundings(ctx, principal, view, references);
    return { links: await resolveLinks(ctx, view, surroundings, references) };
  }

  const baseGraph = await loadRevisionGraph(ctx.db, await loadStoredRevision(ctx.db, baseOf(changeRequest)));
  const base: ContentView = { ...view, graph: baseGraph, changeRequestNumber: null };
  const baseNodes = nodes.flatMap((node) => baseGraph.pages.get(node.entry.id) ?? []);
  const baseReferences = referencesOfPages(baseNodes, await loadBodyLinks(ctx, hashesOf(baseNodes)));
  const surroundings = await loadSurroundings(ctx, principal, view, [...references, ...baseReferences]);
  const links = await resolveLinks(ctx, view, surroundings, references);
  const broken = new Set(links.filter((link) => link.status === 'broken').map(keyOf));
  const comparable = baseReferences.filter((item) => broken.has(keyOf(item)));
  const brokenInBase = new Set((await resolveLinks(ctx, base, surroundings, comparable)).filter((link) => link.status === 'broken').map(keyOf));
  return { links, brokenByChangeRequest: new Set([...broken].filter((key) => !brokenInBase.has(key))) };
}
