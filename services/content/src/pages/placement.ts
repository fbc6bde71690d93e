import { invalidArgument } from '@quire/shared';
import { generateKeyBetween, generateNKeysBetween } from 'fractional-indexing';
import type { PageEntry, PageKind } from '../content-tree/entries';
import { compareSiblings, wouldCreateCycle } from '../content-tree/outline';
import type { PagePositionInput } from './schemas';

/**
 * The tree rules for putting a page of `kind` under `parentId` (null: top level): groups
 * are top-level only (so no page, document or group, has a group child), link pages have no
 * children, and a page never goes under itself or one of its descendants.
 */
export function checkParent(pages: ReadonlyMap<string, PageEntry>, page: { id?: string; kind: PageKind }, parentId: string | null): void {
  if (parentId === null) return;
  if (page.kind === 'group') throw invalidArgument('parent: a group can only be at the top level');
  const parent = pages.get(parentId);
  if (!parent) throw invalidArgument(`parent: there is no page ${parentId} in this content`);
  if (parent.kind === 'link') throw invalidArgument('parent: a link page cannot have child pages');
  if (page.id !== undefined && wouldCreateCycle({ pages, files: new Map() }, page.id, parentId)) {
    throw invalidArgument('parent: a page cannot be moved under itself or one of its descendants');
  }
}

export type Placement = {
  /** The page's new position key. */
  position: string;
  /** Siblings whose keys had to change (only when equal keys left no room between two of them). */
  rekeyed: PageEntry[];
};

function insertionIndex(siblings: readonly PageEntry[], position: PagePositionInput | undefined): number {
  const indexOf = (id: string, field: 'before' | 'after') => {
    const index = siblings.findIndex((page) => page.id === id);
    if (index < 0) throw invalidArgument(`position.${field}: page ${id} is not a sibling at the destination`);
    return index;
  };
  const { before, after } = position ?? {};
  if (before !== undefined && after !== undefined) {
    const afterIndex = indexOf(after, 'after');
    if (indexOf(before, 'before') !== afterIndex + 1) throw invalidArgument('position: "after" and "before" must be adjacent siblings, in that order');
    return afterIndex + 1;
  }
  if (before !== undefined) return indexOf(before, 'before');
  if (after !== undefined) return indexOf(after, 'after') + 1;
  return siblings.length;
}

/**
 * Where a page goes among the children of `parentId` (the page itself left out when it
 * moves): before/after a sibling, or at the end. A fractional-indexing key between its two
 * neighbours, so only the page changes; when two neighbours share a key (concurrent edits
 * merged), the siblings are given fresh keys in their current order.
 */
export function placePage(
  pages: ReadonlyMap<string, PageEntry>,
  parentId: string | null,
  movingId: string | undefined,
  position: PagePositionInput | undefined,
): Placement {
  const siblings = [...pages.values()].filter((page) => page.parentId === parentId && page.id !== movingId).sort(compareSiblings);
  const index = insertionIndex(siblings, position);
  const lower = siblings[index - 1]?.position ?? null;
  const upper = siblings[index]?.position ?? null;
  if (lower === null || upper === null || lower < upper) {
    try {
      return { position: generateKeyBetween(lower, upper), rekeyed: [] };
    } catch {
      // A key that is not a fractional-indexing key: re-key below.
    }
  }
  const keys = generateNKeysBetween(null, null, siblings.length + 1);
  const rekeyed: PageEntry[] = [];
  siblings.forEach((page, i) => {
    const key = keys[i < index ? i : i + 1];
    if (page.position !== key) rekeyed.push({ ...page, position: key });
  });
  return { position: keys[index], rekeyed };
}
