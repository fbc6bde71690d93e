import type { SiteSection, SiteSectionGroup } from '../generated/prisma/client';
import { compareSiblings } from './positions';

/**
 * A site's structure as a tree: the root level holds sections and section groups in order,
 * each group its own sections and groups. Built in memory from the site's sections and groups
 * (two queries): a site's structure is small (at most MAX_SECTION_GROUPS groups).
 */
export type StructureNode = { kind: 'section'; section: SiteSection } | { kind: 'group'; group: SiteSectionGroup; children: StructureNode[] };

/** The most section groups one site has (checked when one is added, inside its transaction). */
export const MAX_SECTION_GROUPS = 100;

type Positioned = { id: string; position: string };
const itemOf = (node: StructureNode): Positioned => (node.kind === 'section' ? node.section : node.group);

/**
 * The tree of `sections` and `groups` (all of one site). A section whose group is not among
 * `groups` sits at the root; a group unreachable from the root (a loop of parents, which the
 * moves refuse) is left out.
 */
export function structureTree(sections: SiteSection[], groups: SiteSectionGroup[]): StructureNode[] {
  const groupIds = new Set(groups.map((group) => group.id));
  const byParent = new Map<string | null, StructureNode[]>();
  const add = (parentId: string | null, node: StructureNode) => {
    const level = byParent.get(parentId);
    if (level) level.push(node);
    else byParent.set(parentId, [node]);
  };
  for (const section of sections) add(section.sectionGroupId && groupIds.has(section.sectionGroupId) ? section.sectionGroupId : null, { kind: 'section', section });
  const groupNodes = groups.map((group): StructureNode & { kind: 'group' } => ({ kind: 'group', group, children: [] }));
  for (const node of groupNodes) add(node.group.parentId && groupIds.has(node.group.parentId) ? node.group.parentId : null, node);
  for (const level of byParent.values()) level.sort((a, b) => compareSiblings(itemOf(a), itemOf(b)));
  // Iterative, from the root: only reachable groups get their children.
  const seen = new Set<string>();
  const stack: (StructureNode & { kind: 'group' })[] = [];
  const root = byParent.get(null) ?? [];
  const visit = (level: StructureNode[]) => {
    for (const node of level) if (node.kind === 'group' && !seen.has(node.group.id)) {
      seen.add(node.group.id);
      stack.push(node);
    }
  };
  visit(root);
  while (stack.length > 0) {
    const node = stack.pop()!;
    node.children = (byParent.get(node.group.id) ?? []).filter((child) => child.kind === 'section' || !seen.has(child.group.id));
    visit(node.children);
  }
  return root;
}

/** A group of the tree with the (position, id) pairs of its ancestors and itself: its place in structure order. */
export type PlacedGroup = { node: StructureNode & { kind: 'group' }; key: [string, string][] };

/** Every group of the tree in structure order (depth first: a group, then what it holds). */
export function groupsInOrder(tree: StructureNode[]): PlacedGroup[] {
  const placed: PlacedGroup[] = [];
  const walk = (level: StructureNode[], prefix: [string, string][]) => {
    for (const node of level) {
      if (node.kind !== 'group') continue;
      const key: [string, string][] = [...prefix, [node.group.position, node.group.id]];
      placed.push({ node, key });
      walk(node.children, key);
    }
  };
  walk(tree, []);
  return placed;
}

/** A section of the tree with the (position, id) pairs of its ancestors and itself. */
export type PlacedSection = { section: SiteSection; key: [string, string][] };

/** Every section of the tree in structure order (depth first), with its place. */
export function sectionsInOrder(tree: StructureNode[]): PlacedSection[] {
  const placed: PlacedSection[] = [];
  const walk = (level: StructureNode[], prefix: [string, string][]) => {
    for (const node of level) {
      if (node.kind === 'section') placed.push({ section: node.section, key: [...prefix, [node.section.position, node.section.id]] });
      else walk(node.children, [...prefix, [node.group.position, node.group.id]]);
    }
  };
  walk(tree, []);
  return placed;
}

/**
 * A place in structure order as a cursor string, "position:id/position:id" (positions are
 * fractional-indexing keys and ids URL-safe characters: neither holds ':' or '/').
 */
export const STRUCTURE_KEY_PATTERN = /^[A-Za-z0-9]+:[A-Za-z0-9_-]+(\/[A-Za-z0-9]+:[A-Za-z0-9_-]+)*$/;
export const writeStructureKey = (key: [string, string][]): string => key.map(([position, id]) => `${position}:${id}`).join('/');
export const readStructureKey = (text: string): [string, string][] => text.split('/').map((pair) => pair.split(':') as [string, string]);

/** Structure order of two places: pair by pair (byte-wise), a group before what it holds. */
export function compareStructureKeys(a: [string, string][], b: [string, string][]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const order = compareSiblings({ position: a[i][0], id: a[i][1] }, { position: b[i][0], id: b[i][1] });
    if (order !== 0) return order;
  }
  return a.length - b.length;
}

/** Every section under `nodes`, at any depth, in structure order. */
export function sectionsUnder(nodes: StructureNode[]): SiteSection[] {
  const found: SiteSection[] = [];
  const walk = (level: StructureNode[]) => {
    for (const node of level) {
      if (node.kind === 'section') found.push(node.section);
      else walk(node.children);
    }
  };
  walk(nodes);
  return found;
}

/** The group `groupId` and the ids of every group nested in it, at any depth. */
export function groupAndDescendants(groups: { id: string; parentId: string | null }[], groupId: string): Set<string> {
  const ids = new Set([groupId]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const group of groups) {
      if (group.parentId && ids.has(group.parentId) && !ids.has(group.id)) {
        ids.add(group.id);
        grew = true;
      }
    }
  }
  return ids;
}
