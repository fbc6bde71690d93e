import { checkMarkdownLimits, parseMarkdown } from '@quire/documents';
import type { List, ListItem, PhrasingContent, RootContent } from 'mdast';
import { type GitbookConfig, readGitbookConfig } from './gitbook-config';
import { basename, dirname, extension, isExternalHref, isUnder, joinPath, normalizePath, safeDecode } from './paths';
import { blobText, isRegularFile, type RepositoryTree } from './tree';

/** Pages, groups and links the layout may hold; the rest of a table of contents is dropped with a warning. */
export const MAX_PAGES = 5000;
/** Deeper entries (nested lists, folders) are attached at this depth. */
export const MAX_DEPTH = 12;
/** A larger SUMMARY.md is ignored (the tree then comes from the folders). */
export const MAX_SUMMARY_BYTES = 1024 * 1024;
/**
 * Overrides of the structural limits of Markdown for a SUMMARY.md: two links per page imported
 * at most, and lists nested deeper than a page's (what is deeper than MAX_DEPTH is attached at
 * that depth, so a few levels past it are read rather than refused).
 */
export const SUMMARY_LIMITS = { maxLinks: 2 * MAX_PAGES, maxNestingDepth: 64 } as const;
/** Content's limit on an imported page's or file's key (its path) and on a link's href. */
export const MAX_KEY_LENGTH = 2048;

/**
 * The page tree a repository describes, before any page is read: which markdown file is which
 * page, in which order, under which parent. Both directions use it: import turns it into
 * pages, export uses it to know which files of the existing tree the layout owns.
 */
export type PlanNode =
  /** A markdown file. `summaryTitle`: its SUMMARY.md link text, the title when the file has no heading. */
  | { kind: 'document'; path: string; summaryTitle?: string; children: PlanNode[] }
  /** A folder without a README.md (no SUMMARY.md): a page holding the folder's pages. */
  | { kind: 'folder'; path: string; children: PlanNode[] }
  /** A `## ` heading of SUMMARY.md, or a top-level folder without a README.md. */
  | { kind: 'group'; title: string; path?: string; children: PlanNode[] }
  /** A SUMMARY.md entry to a URL, or a second entry to an already listed file (`targetPath`). */
  | { kind: 'link'; title: string; href: string; targetPath?: string; anchor?: string };

export type LayoutPlan = {
  config: GitbookConfig;
  /** The SUMMARY.md the tree comes from; undefined when it comes from the folders. */
  summaryPath?: string;
  nodes: PlanNode[];
};

const isMarkdownPath = (path: string) => extension(path) === 'md';
const isReadme = (path: string) => basename(path).toLowerCase() === 'readme.md';
/** Dot-folders (`.gitbook/`, `.github/`) and dependency folders never hold pages. */
const isIgnoredFolderPath = (path: string) => path.split('/').some((segment) => segment.startsWith('.') || segment === 'node_modules');

/** Reads `.gitbook.yaml` and SUMMARY.md (or the folders) into the page tree. */
export function planLayout(tree: RepositoryTree, projectDirectory: string, warnings: string[]): LayoutPlan {
  const readText = (path: string) => {
    const entry = tree.get(path);
    return entry && isRegularFile(entry) ? blobText(entry) : undefined;
  };
  const config = readGitbookConfig(readText, projectDirectory, warnings);
  const budget = { left: MAX_PAGES, warned: false };
  const summaryText = readText(config.summary);
  if (summaryText !== undefined) {
    // Parsed on this process's event loop: only within the structural limits of Markdown (a
    // table of contents has a link per page, hence more links than a page may have).
    const tooComplex = summaryText.length <= MAX_SUMMARY_BYTES ? checkMarkdownLimits(summaryText, SUMMARY_LIMITS) : undefined;
    if (summaryText.length <= MAX_SUMMARY_BYTES && !tooComplex) {
      return { config, summaryPath: config.summary, nodes: planFromSummary(tree, config, summaryText, budget, warnings) };
    }
    warnings.push(
      tooComplex
        ? `${config.summary}: ${tooComplex.message}, ignored; the pages come from the folders`
        : `${config.summary}: larger than ${MAX_SUMMARY_BYTES} bytes, ignored; the pages come from the folders`,
    );
  }
  return { config, nodes: planFromFolders(tree, config, budget, warnings) };
}

type Budget = { left: number; warned: boolean };

function take(budget: Budget, warnings: string[]): boolean {
  if (budget.left > 0) {
    budget.left--;
    return true;
  }
  if (!budget.warned) {
    warnings.push(`more than ${MAX_PAGES} pages: the rest are not imported`);
    budget.warned = true;
  }
  return false;
}

function plainText(nodes: readonly PhrasingContent[]): string {
  let text = '';
  for (const node of nodes) {
    if (node.type === 'text' || node.type === 'inlineCode') text += node.value;
    else if ('children' in node) text += plainText(node.children as PhrasingContent[]);
  }
  return text;
}

function headingText(node: RootContent): string {
  return 'children' in node ? plainText(node.children as PhrasingContent[]).trim() : '';
}

function firstLink(nodes: readonly PhrasingContent[]): { url: string; text: string } | undefined {
  for (const node of nodes) {
    if (node.type === 'link') return { url: node.url, text: plainText(node.children).trim() };
    if ('children' in node) {
      const found = firstLink(node.children as PhrasingContent[]);
      if (found) return found;
    }
  }
  return undefined;
}

function planFromSummary(tree: RepositoryTree, config: GitbookConfig, text: string, budget: Budget, warnings: string[]): PlanNode[] {
  const summaryPath = config.summary;
  const summaryDirectory = dirname(summaryPath);
  const used = new Set<string>();
  const top: PlanNode[] = [];
  let container = top;

  /** An entry's target: a markdown file of the tree (a folder means its README.md). */
  const resolveTarget = (url: string): { path: string; anchor?: string } | undefined => {
    const hash = url.indexOf('#');
    const anchor = hash >= 0 ? url.slice(hash + 1) : undefined;
    const raw = safeDecode((hash >= 0 ? url.slice(0, hash) : url).replace(/\?.*$/, ''));
    if (raw === '') return undefined;
    const path = raw.startsWith('/') ? normalizePath(joinPath(config.root, raw)) : normalizePath(joinPath(summaryDirectory, raw));
    if (path === undefined) return undefined;
    if (path.length > MAX_KEY_LENGTH) return undefined;
    if (isMarkdownPath(path) && tree.has(path)) return { path, anchor: anchor || undefined };
    const readme = ['README.md', 'readme.md', 'Readme.md'].map((name) => joinPath(path, name)).find((candidate) => tree.has(candidate));
    return readme ? { path: readme, anchor: anchor || undefined } : undefined;
  };

  const addItems = (list: List, into: PlanNode[], depth: number) => {
    for (const item of list.children) addItem(item, into, depth);
  };

  const addItem = (item: ListItem, into: PlanNode[], depth: number) => {
    const paragraph = item.children.find((child) => child.type === 'paragraph');
    const link = paragraph && paragraph.type === 'paragraph' ? firstLink(paragraph.children) : undefined;
    const nested = item.children.filter((child): child is List => child.type === 'list');
    // Children of an entry that cannot hold them (none, a link) go where the entry was.
    const lift = () => nested.forEach((list) => addItems(list, into, depth));

    if (!link) {
      const label = paragraph && paragraph.type === 'paragraph' ? plainText(paragraph.children).trim() : '';
      warnings.push(`${summaryPath}: entry "${label.slice(0, 80)}" has no link, skipped`);
      return lift();
    }
    const title = link.text;
    if (isExternalHref(link.url)) {
      const href = link.url.startsWith('//') ? `https:${link.url}` : link.url;
      if (href.length > MAX_KEY_LENGTH) warnings.push(`${summaryPath}: a link longer than ${MAX_KEY_LENGTH} characters, skipped`);
      else if (take(budget, warnings)) into.push({ kind: 'link', title: title || href, href });
      return lift();
    }
    const target = resolveTarget(link.url);
    if (!target) {
      warnings.push(`${summaryPath}: "${link.url.slice(0, 200)}" is not a markdown file of the repository, skipped`);
      return lift();
    }
    if (used.has(target.path)) {
      // A file listed twice would be one page at two places: the second entry links to the first.
      if (take(budget, warnings)) into.push({ kind: 'link', title: title || basename(target.path), href: link.url, targetPath: target.path, anchor: target.anchor });
      return lift();
    }
    if (!take(budget, warnings)) return;
    used.add(target.path);
    const node: PlanNode = { kind: 'document', path: target.path, summaryTitle: title || undefined, children: [] };
    into.push(node);
    const childrenInto = depth + 1 >= MAX_DEPTH ? into : node.children;
    nested.forEach((list) => addItems(list, childrenInto, depth + 1));
  };

  for (const node of parseMarkdown(text).children) {
    if (node.type === 'heading' && node.depth >= 2) {
      const title = headingText(node) || 'Untitled';
      if (!take(budget, warnings)) continue;
      const group: PlanNode = { kind: 'group', title, children: [] };
      top.push(group);
      container = group.children;
    } else if (node.type === 'thematicBreak') {
      // Ends the group: what follows is at the top level again.
      container = top;
    } else if (node.type === 'list') {
      addItems(node, container, container === top ? 0 : 1);
    }
  }

  // The readme is the first page even when SUMMARY.md forgets it.
  if (!used.has(config.readme) && tree.has(config.readme) && take(budget, warnings)) {
    top.unshift({ kind: 'document', path: config.readme, children: [] });
  }
  return top;
}

function planFromFolders(tree: RepositoryTree, config: GitbookConfig, budget: Budget, warnings: string[]): PlanNode[] {
  const root = config.root;
  // Folder → its markdown files and sub-folders, for every markdown file under the root.
  const files = new Map<string, string[]>();
  const folders = new Map<string, Set<string>>();
  const addFolder = (folder: string) => {
    if (files.has(folder)) return;
    files.set(folder, []);
    folders.set(folder, new Set());
    if (folder !== root) {
      const parent = dirname(folder);
      addFolder(parent);
      folders.get(parent)!.add(folder);
    }
  };
  addFolder(root);
  for (const [path, entry] of tree) {
    if (!isMarkdownPath(path) || !isRegularFile(entry) || !isUnder(path, root) || path === root) continue;
    if (path.length > MAX_KEY_LENGTH) {
      warnings.push(`a path longer than ${MAX_KEY_LENGTH} characters is not imported: ${path.slice(0, 100)}…`);
      continue;
    }
    if (path === config.summary || path === config.readme) continue;
    if (isIgnoredFolderPath(path.slice(root === '' ? 0 : root.length + 1))) continue;
    const folder = dirname(path);
    addFolder(folder);
    files.get(folder)!.push(path);
  }

  const compareNames = (a: string, b: string) =>
    basename(a).replace(/\.md$/i, '').localeCompare(basename(b).replace(/\.md$/i, ''), 'en', { numeric: true, sensitivity: 'base' }) ||
    (a < b ? -1 : a > b ? 1 : 0);

  /** Every markdown file under `folder`, for a folder deeper than MAX_DEPTH. */
  const flatten = (folder: string): string[] => [...files.get(folder)!, ...[...folders.get(folder)!].sort(compareNames).flatMap(flatten)];

  const children = (folder: string, depth: number, skipReadme: boolean): PlanNode[] => {
    if (depth >= MAX_DEPTH) {
      return flatten(folder)
        .filter(() => take(budget, warnings))
        .map((path) => ({ kind: 'document', path, children: [] }));
    }
    const entries = [...files.get(folder)!.filter((path) => !(skipReadme && isReadme(path))), ...folders.get(folder)!].sort(compareNames);
    const nodes: PlanNode[] = [];
    for (const path of entries) {
      if (!take(budget, warnings)) break;
      if (files.has(path)) {
        const readme = files.get(path)!.find(isReadme);
        const node: PlanNode = readme
          ? { kind: 'document', path: readme, children: [] }
          : depth === 0
            ? { kind: 'group', title: basename(path), path, children: [] }
            : { kind: 'folder', path, children: [] };
        node.children = children(path, depth + 1, true);
        nodes.push(node);
      } else {
        nodes.push({ kind: 'document', path, children: [] });
      }
    }
    return nodes;
  };

  const top = children(root, 0, false);
  if (tree.has(config.readme) && take(budget, warnings)) top.unshift({ kind: 'document', path: config.readme, children: [] });
  return top;
}

/** Every markdown file the plan makes a page (what an export may rewrite or delete). */
export function planPaths(nodes: readonly PlanNode[], into = new Set<string>()): Set<string> {
  for (const node of nodes) {
    if (node.kind === 'document') into.add(node.path);
    if (node.kind !== 'link') planPaths(node.children, into);
  }
  return into;
}
