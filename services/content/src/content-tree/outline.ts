import type { PageEntry, Snapshot } from './entries';

/**
 * One page of the table of contents.
 *
 * `path` is the page's complete path in the revision (GitBook's `RevisionPage*.path`): the
 * parent's path, a slash, the page's de-duplicated slug. Groups contribute their slug like
 * documents do: GitBook serves a page "Site structure" inside the group "Publishing
 * documentation" at `publishing-documentation/site-structure`. Link pages have no path in
 * GitBook (`RevisionPageLink` has neither `slug` nor `path`): their `path` is '' and they do
 * not take part in slug de-duplication or in `pageByPath`.
 */
export type OutlineNode = {
  entry: PageEntry;
  path: string;
  children: OutlineNode[];
};

const MAX_SLUG_LENGTH = 100;

/** Letters NFKD does not decompose into an ASCII base letter. */
const FOLDS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ħ: 'h',
  ı: 'i',
  ł: 'l',
  þ: 'th',
  ŧ: 't',
};

/**
 * A URL slug for a title: lowercase, diacritics folded to ASCII, every run of other characters
 * turned into one '-', no leading or trailing '-', at most 100 characters, never empty ('page').
 */
export const slugify = (title: string): string => {
  const folded = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[ßæœøđðħıłþŧ]/g, (ch) => FOLDS[ch]);
  const slug = folded
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, '');
  return slug === '' ? 'page' : slug;
};

/** Table-of-contents order among siblings: `position` byte-wise, ties by id. */
export const compareSiblings = (a: PageEntry, b: PageEntry): number =>
  a.position < b.position ? -1 : a.position > b.position ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/** Pages by parent id (null for the top level), each list in table-of-contents order. */
export const childrenIndex = (snapshot: Snapshot): Map<string | null, PageEntry[]> => {
  const index = new Map<string | null, PageEntry[]>();
  for (const page of snapshot.pages.values()) {
    const siblings = index.get(page.parentId);
    if (siblings) siblings.push(page);
    else index.set(page.parentId, [page]);
  }
  for (const siblings of index.values()) siblings.sort(compareSiblings);
  return index;
};

/**
 * Slugs for one list of siblings, in order: the first page with a slug keeps it, later ones get
 * `-2`, `-3`... skipping any suffix another sibling already uses as its own slug.
 */
const dedupeSlugs = (siblings: readonly PageEntry[]): string[] => {
  const wanted = siblings.map((page) => (page.kind === 'link' ? '' : page.slug || slugify(page.title)));
  const preferred = new Set(wanted);
  const taken = new Set<string>();
  return wanted.map((slug) => {
    if (slug === '') return '';
    if (!taken.has(slug)) {
      taken.add(slug);
      return slug;
    }
    let n = 2;
    while (taken.has(`${slug}-${n}`) || preferred.has(`${slug}-${n}`)) n++;
    const unique = `${slug}-${n}`;
    taken.add(unique);
    return unique;
  });
};

/**
 * The page tree in table-of-contents order. Pages that cannot be reached from the top level
 * (an absent parent, or a loop of parents) are left out: a stored revision never has them,
 * and a merge that would produce them reports a conflict instead.
 */
export const outlineOf = (snapshot: Snapshot): OutlineNode[] => {
  const index = childrenIndex(snapshot);
  const roots: OutlineNode[] = [];
  // Iterative, so that a very deep tree cannot overflow the call stack.
  const stack: Array<{ parentId: string | null; parentPath: string; into: OutlineNode[] }> = [
    { parentId: null, parentPath: '', into: roots },
  ];
  while (stack.length > 0) {
    const { parentId, parentPath, into } = stack.pop() as (typeof stack)[number];
    const siblings = index.get(parentId) ?? [];
    const slugs = dedupeSlugs(siblings);
    siblings.forEach((entry, i) => {
      const path = slugs[i] === '' ? '' : parentPath === '' ? slugs[i] : `${parentPath}/${slugs[i]}`;
      const node: OutlineNode = { entry, path, children: [] };
      into.push(node);
      // A link page never has children; the tree rules keep it that way.
      if (entry.kind !== 'link') stack.push({ parentId: entry.id, parentPath: path, into: node.children });
    });
  }
  return roots;
};

/** Calls `visit` on every node in table-of-contents order (parents before children). */
export const walkOutline = (nodes: readonly OutlineNode[], visit: (node: OutlineNode) => void): void => {
  const stack = [...nodes].reverse();
  while (stack.length > 0) {
    const node = stack.pop() as OutlineNode;
    visit(node);
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
  }
};

/** The document or group page at `path` (leading and trailing slashes ignored). */
export const pageByPath = (snapshot: Snapshot, path: string): OutlineNode | undefined => nodeByPath(outlineOf(snapshot), path);

/** `pageByPath` in an outline already built. */
export const nodeByPath = (outline: readonly OutlineNode[], path: string): OutlineNode | undefined => {
  const wanted = path.replace(/^\/+|\/+$/g, '');
  if (wanted === '') return undefined;
  // Only the branch whose path is a prefix of the wanted one is descended into.
  let level: readonly OutlineNode[] = outline;
  for (;;) {
    const next: OutlineNode | undefined = level.find(
      (node) => node.path !== '' && (node.path === wanted || wanted.startsWith(`${node.path}/`)),
    );
    if (!next) return undefined;
    if (next.path === wanted) return next;
    level = next.children;
  }
};

/** Ids of every page below `pageId`, in table-of-contents order (the page itself excluded). */
export const descendantsOf = (snapshot: Snapshot, pageId: string): string[] => {
  const index = childrenIndex(snapshot);
  const out: string[] = [];
  const seen = new Set<string>([pageId]);
  const stack = [...(index.get(pageId) ?? [])].reverse();
  while (stack.length > 0) {
    const page = stack.pop() as PageEntry;
    // Guard against a corrupt loop of parents.
    if (seen.has(page.id)) continue;
    seen.add(page.id);
    out.push(page.id);
    const children = index.get(page.id) ?? [];
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
  return out;
};

/**
 * Whether making `newParentId` the parent of `pageId` would put the page on a loop: the new
 * parent is the page itself or one of its descendants. Also true when the new parent's own
 * chain of parents already loops (the page could then never be reached from the top level).
 */
export const wouldCreateCycle = (snapshot: Snapshot, pageId: string, newParentId: string | null): boolean => {
  const seen = new Set<string>();
  let current = newParentId;
  while (current !== null) {
    if (current === pageId || seen.has(current)) return true;
    seen.add(current);
    const entry = snapshot.pages.get(current);
    if (!entry) return false;
    current = entry.parentId;
  }
  return false;
};
