import type { Link, NavItem, SectionTab, Variant } from '../model';
import type { SpaceTree, TreeNode } from '../content/spaces';
import { defaultSection, siteSpacePrefix, siteSpacesOf, type VisibleSite } from '../site/locate';
import type { ReaderSection, ReaderSiteSpace } from '../site/sites';

export const encodePath = (path: string): string => path.split('/').map(encodeURIComponent).join('/');

/** URLs of one site space's pages: its root serves the first page, the others their path. */
export class PageUrls {
  constructor(
    /** `/sites/<org>/<site>` + the site space's prefix. */
    readonly root: string,
    private readonly tree: SpaceTree,
  ) {}

  get home(): string {
    return this.root || '/';
  }

  of(node: TreeNode, anchor?: string): string {
    const base = node === this.tree.reading[0] ? this.home : `${this.root}/${encodePath(node.path)}`;
    return anchor ? `${base}#${encodeURIComponent(anchor)}` : base;
  }
}

/** Where a link page leads: a page of the same space, or an outside URL. */
function linkTarget(node: TreeNode, tree: SpaceTree, urls: PageUrls): { href?: string; external: boolean } {
  const target = node.target ?? {};
  if (target.kind === 'url' && typeof target.url === 'string' && /^(https?:|mailto:)/i.test(target.url)) return { href: target.url, external: true };
  if (target.kind === 'page' && typeof target.page === 'string' && (target.space === undefined || target.space === tree.spaceId)) {
    const page = tree.byId.get(target.page);
    if (page) return { href: urls.of(page), external: false };
  }
  return { external: false };
}

/**
 * The sidebar: visible pages, the branch of `current` open. A large space is not sent whole:
 * the top level and its children are listed, deeper levels only along the current page's
 * branch (a 10,000-page space would otherwise put every title in every page). A page whose
 * children are not listed still links to itself, where its branch opens.
 */
export function navigation(tree: SpaceTree, urls: PageUrls, current: TreeNode | undefined): NavItem[] {
  const open = new Set<string>();
  for (let node = current; node; node = node.parentId ? tree.byId.get(node.parentId) : undefined) open.add(node.id);
  const build = (nodes: TreeNode[], depth: number): NavItem[] =>
    nodes
      .filter((node) => !node.hidden)
      .map((node) => {
        const link = node.kind === 'link' ? linkTarget(node, tree, urls) : node.kind === 'group' ? { external: false } : { href: urls.of(node), external: false };
        const listed = depth === 0 || open.has(node.id);
        return {
          id: node.id,
          kind: node.kind,
          title: node.title,
          emoji: node.emoji,
          icon: node.icon,
          href: link.href,
          external: link.external,
          current: node === current,
          expanded: open.has(node.id),
          children: listed ? build(node.children, depth + 1) : [],
        };
      });
  return build(tree.roots, 0);
}

/** The pages above `node` (groups included, without links: a group has no page of its own). */
export function breadcrumbs(tree: SpaceTree, urls: PageUrls, node: TreeNode): Link[] {
  const trail: Link[] = [];
  for (let parent = node.parentId ? tree.byId.get(node.parentId) : undefined; parent; parent = parent.parentId ? tree.byId.get(parent.parentId) : undefined) {
    trail.unshift({ title: parent.title, href: parent.kind === 'document' ? urls.of(parent) : firstDocumentHref(tree, urls, parent) ?? urls.home });
  }
  return trail;
}

function firstDocumentHref(tree: SpaceTree, urls: PageUrls, node: TreeNode): string | undefined {
  const first = firstDocument(node);
  return first ? urls.of(first) : undefined;
}

/** The first visible document page at or under `node` (what a group's URL shows). */
export function firstDocument(node: TreeNode): TreeNode | undefined {
  if (node.hidden) return undefined;
  if (node.kind === 'document') return node;
  for (const child of node.children) {
    const found = firstDocument(child);
    if (found) return found;
  }
  return undefined;
}

export function neighbours(tree: SpaceTree, urls: PageUrls, node: TreeNode): { previous?: Link; next?: Link } {
  const index = tree.reading.indexOf(node);
  if (index < 0) return {};
  const previous = tree.reading[index - 1];
  const next = tree.reading[index + 1];
  return {
    previous: previous ? { title: previous.title, href: urls.of(previous) } : undefined,
    next: next ? { title: next.title, href: urls.of(next) } : undefined,
  };
}

/** Section tabs with their groups nested, as the site orders them. */
export function sectionTabs(visible: VisibleSite, siteRoot: string, current: ReaderSection | undefined): SectionTab[] {
  if (visible.sections.length === 0) return [];
  const hrefOf = (section: ReaderSection) => {
    const row = siteSpacesOf(visible, section).find((candidate) => candidate.isDefault) ?? siteSpacesOf(visible, section)[0];
    return row ? `${siteRoot}${siteSpacePrefix(visible, row)}` || '/' : siteRoot;
  };
  const groups = visible.site.groups;
  const tabOf = (section: ReaderSection): SectionTab => ({
    id: section.id,
    kind: 'section',
    title: section.title,
    icon: section.icon,
    href: hrefOf(section),
    active: section === current,
    children: [],
  });
  const byteOrder = (a: { position: string }, b: { position: string }) => (a.position < b.position ? -1 : a.position > b.position ? 1 : 0);
  const knownGroup = (id: string | undefined) => id !== undefined && groups.some((group) => group.id === id);
  const level = (parentId: string | undefined): SectionTab[] => {
    const items: { position: string; tab: SectionTab }[] = [];
    for (const group of groups.filter((candidate) => candidate.parentId === parentId)) {
      const children = level(group.id);
      if (children.length === 0) continue;
      items.push({ position: group.position, tab: { id: group.id, kind: 'group', title: group.title, icon: group.icon, href: children[0].href, active: children.some((child) => child.active), children } });
    }
    for (const section of visible.sections) {
      const groupId = knownGroup(section.groupId) ? section.groupId : undefined;
      if (groupId === parentId) items.push({ position: section.position, tab: tabOf(section) });
    }
    return items.sort(byteOrder).map((item) => item.tab);
  };
  const tabs = level(undefined);
  if (!tabs.some((tab) => tab.active)) {
    const fallback = defaultSection(visible);
    for (const tab of tabs) if (tab.id === fallback?.id) tab.active = true;
  }
  return tabs;
}

export function variants(visible: VisibleSite, siteRoot: string, trees: Map<string, SpaceTree>, current: ReaderSiteSpace): Variant[] {
  const rows = visible.siteSpaces.filter((row) => row.sectionId === current.sectionId && trees.has(row.spaceId));
  if (rows.length < 2) return [];
  return rows.map((row) => ({ id: row.id, title: trees.get(row.spaceId)?.title ?? row.path, href: `${siteRoot}${siteSpacePrefix(visible, row)}` || '/', active: row === current }));
}
