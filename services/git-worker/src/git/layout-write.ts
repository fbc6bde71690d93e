import { contentV1 } from '@quire/proto';
import { formatFrontMatter } from './front-matter';
import { GITBOOK_CONFIG_FILE, MAX_CONFIG_BYTES, withRedirects, type GitbookConfig } from './gitbook-config';
import { planLayout, planPaths } from './layout-plan';
import { exportIncludes, formatIncludeFile, includeDirectoryOf } from './includes';
import { escapeInline, rewriteHrefs } from './markdown-text';
import { slugify } from '../lib/slug';
import { basename, dirname, extension, isUnder, joinPath, normalizePath, relativeHref, relativeTo, safeDecode } from './paths';
import { blobText, type RepositoryTree } from './tree';

/** A page of the revision to export (content's ExportedPage). */
export type ExportPage = Pick<contentV1.ExportedPage, 'id' | 'parentId' | 'type' | 'title' | 'description' | 'slug' | 'markdown' | 'href' | 'git'>;
/** A file of the revision to export, with its bytes (content's ExportedFile + GetFileBlob). */
export type ExportFile = Pick<contentV1.ExportedFile, 'id' | 'name' | 'git'> & { bytes: Uint8Array };
/** A redirect of the revision (content's ExportedRedirect): an old path and the page it leads to. */
export type ExportRedirect = Pick<contentV1.ExportedRedirect, 'source' | 'pageId'>;
/** A reusable content of the revision (content's ExportedReusableContent). */
export type ExportReusableContent = Pick<contentV1.ExportedReusableContent, 'id' | 'title' | 'markdown' | 'git'>;

export type WriteLayoutOptions = {
  /** `repoProjectDirectory` ('' for the root). */
  projectDirectory?: string;
  /**
   * The branch's current tree, when it has one: its `.gitbook.yaml` is honoured, and the
   * files its layout made pages or assets are replaced; every other file is kept.
   */
  existing?: RepositoryTree;
  /** Written as `.gitbook.yaml` `redirects` (to the pages' files). */
  redirects?: readonly ExportRedirect[];
  /** Written as `.gitbook.yaml`'s root `.gitbook/includes/<slug>.md`, included where pages have their blocks. */
  reusableContents?: readonly ExportReusableContent[];
};

export type WriteLayoutResult = {
  config: GitbookConfig;
  /** Repository path → new content. */
  writes: Map<string, Uint8Array>;
  /** Paths of `existing` to remove (layout files the revision no longer has). */
  deletes: Set<string>;
  /** Where each document page and file was written. */
  pagePaths: Map<string, string>;
  filePaths: Map<string, string>;
  /** Where each reusable content was written. */
  reusablePaths: Map<string, string>;
  warnings: string[];
};

const utf8 = new TextEncoder();

/**
 * Paths already taken, compared case-insensitively (a checkout on macOS or Windows would
 * otherwise merge two of them): files, the folders holding them, and the folders the layout
 * gives to pages with children and to groups.
 */
class PathClaims {
  private readonly files = new Set<string>();
  private readonly folders = new Set<string>();
  private readonly ownedFolders = new Set<string>();

  private ancestorsAreFree(path: string): boolean {
    for (let dir = dirname(path); dir !== ''; dir = dirname(dir)) if (this.files.has(dir.toLowerCase())) return false;
    return true;
  }

  claimFile(path: string): boolean {
    const key = path.toLowerCase();
    if (this.files.has(key) || this.folders.has(key) || !this.ancestorsAreFree(path)) return false;
    this.files.add(key);
    for (let dir = dirname(path); dir !== ''; dir = dirname(dir)) this.folders.add(dir.toLowerCase());
    return true;
  }

  /** A folder for one page's or group's children, not shared with another. */
  claimFolder(path: string): boolean {
    const key = path.toLowerCase();
    if (path === '' || this.files.has(key) || this.ownedFolders.has(key) || !this.ancestorsAreFree(path)) return false;
    this.ownedFolders.add(key);
    for (let dir = path; dir !== ''; dir = dirname(dir)) this.folders.add(dir.toLowerCase());
    return true;
  }
}

/** The path a page or file had from the last sync (`git.path`), when it is a clean repository path. */
function previousPath(git: { [key: string]: unknown } | undefined): string | undefined {
  const path = typeof git?.path === 'string' ? normalizePath(git.path) : undefined;
  return path !== undefined && path !== '' && path === git!.path ? path : undefined;
}

/** `quire:page/<id>[?space=<id>][#anchor]`, `quire:file/<id>`: Quire's hrefs to pages and files. */
const QUIRE_HREF = /^quire:(page|file)\/([^?#]+)(\?[^#]*)?(?:#(.*))?$/;
const QUIRE_PAGE_HREF = /^quire:page\/([^?#]+)(?:#(.*))?$/;

type Node = { page: ExportPage; children: Node[] };

/**
 * A revision → GitBook's Git Sync layout: README.md for the first page, `<slug>.md` for a
 * page, `<slug>/README.md` for a page with children, a folder per group, SUMMARY.md for the
 * tree (groups as `## ` headings), `.gitbook/assets/<name>` for files, front matter for
 * descriptions, relative links between them, and the redirects in `.gitbook.yaml`. Paths a
 * page or file had from the last sync (`git.path`) are kept, so a round trip through Quire
 * does not move the author's files.
 */
export function writeLayout(pages: readonly ExportPage[], files: readonly ExportFile[], options: WriteLayoutOptions = {}): WriteLayoutResult {
  const projectDirectory = normalizePath(options.projectDirectory ?? '') ?? '';
  const existing: RepositoryTree = options.existing ?? new Map();
  const warnings: string[] = [];
  const plan = planLayout(existing, projectDirectory, warnings);
  const { config } = plan;
  const assetsDirectory = joinPath(config.root, '.gitbook/assets');

  // The existing layout's files are replaced; every other file stays and keeps its path.
  const owned = planPaths(plan.nodes);
  if (existing.has(config.summary)) owned.add(config.summary);
  for (const path of existing.keys()) if (isUnder(path, assetsDirectory) && path !== assetsDirectory) owned.add(path);
  // Include files are the revision's reusable contents: those it no longer has go.
  const includesDirectory = includeDirectoryOf(config.root);
  for (const path of existing.keys()) if (isUnder(path, includesDirectory) && extension(path) === 'md') owned.add(path);
  const reusableContents = options.reusableContents ?? [];
  // So are the files the last sync wrote for these pages and files, wherever they are.
  for (const item of [...pages, ...files]) {
    const path = previousPath(item.git);
    if (path !== undefined && existing.has(path) && isUnder(path, config.root)) owned.add(path);
  }
  const claims = new PathClaims();
  for (const path of existing.keys()) if (!owned.has(path)) claims.claimFile(path);
  claims.claimFile(config.summary);

  const byId = new Map(pages.map((page) => [page.id, { page, children: [] as Node[] }]));
  // A page whose parent is missing, or which is its own ancestor, goes to the top level.
  const parentOf = (node: Node): Node | undefined => {
    const parent = node.page.parentId ? byId.get(node.page.parentId) : undefined;
    const seen = new Set<Node>();
    for (let ancestor = parent; ancestor && !seen.has(ancestor); ancestor = ancestor.page.parentId ? byId.get(ancestor.page.parentId) : undefined) {
      if (ancestor === node) return undefined;
      seen.add(ancestor);
    }
    return parent;
  };
  const top: Node[] = [];
  for (const node of byId.values()) (parentOf(node)?.children ?? top).push(node);
  const isDocument = (page: ExportPage) => page.type === contentV1.PageType.PAGE_TYPE_DOCUMENT;
  const firstDocument = (nodes: Node[]): Node | undefined => {
    for (const node of nodes) {
      if (isDocument(node.page)) return node;
      const found = firstDocument(node.children);
      if (found) return found;
    }
    return undefined;
  };
  const readme = firstDocument(top);
  if (readme) claims.claimFile(config.readme);

  const pagePaths = new Map<string, string>();
  const filePaths = new Map<string, string>();
  const uniqueFolder = (base: string) => {
    for (let n = 1; ; n++) {
      const folder = n === 1 ? base : `${base}-${n}`;
      if (claims.claimFolder(folder)) return folder;
    }
  };
  const slugOf = (page: ExportPage) => slugify(page.slug) || slugify(page.title) || 'page';

  // Paths, parents first: a page's children go in the folder of their parent.
  const childFolders = new Map<string, string>();
  const place = (nodes: Node[], folder: string) => {
    for (const { page, children } of nodes) {
      const slug = slugOf(page);
      if (page.type === contentV1.PageType.PAGE_TYPE_GROUP) {
        childFolders.set(page.id, uniqueFolder(joinPath(folder, slug)));
      } else if (isDocument(page)) {
        const path = page === readme?.page ? config.readme : (keptPath(page) ?? newPagePath(page, children.length > 0, folder, slug));
        pagePaths.set(page.id, path);
        if (children.length > 0 && !childFolders.has(page.id)) {
          // A kept `<folder>/README.md` keeps its folder; any other page gets one named after it.
          const own = path !== config.readme && basename(path).toLowerCase() === 'readme.md' ? dirname(path) : undefined;
          childFolders.set(page.id, own !== undefined && claims.claimFolder(own) ? own : uniqueFolder(joinPath(dirname(path), slug)));
        }
      }
      place(children, childFolders.get(page.id) ?? folder);
    }
  };
  const keptPath = (page: ExportPage): string | undefined => {
    const previous = previousPath(page.git);
    const usable = previous && extension(previous) === 'md' && isUnder(previous, config.root) && previous !== config.readme;
    return usable && claims.claimFile(previous) ? previous : undefined;
  };
  const newPagePath = (page: ExportPage, hasChildren: boolean, folder: string, slug: string): string => {
    for (let n = 1; ; n++) {
      const name = n === 1 ? slug : `${slug}-${n}`;
      if (!hasChildren) {
        if (claims.claimFile(joinPath(folder, `${name}.md`))) return joinPath(folder, `${name}.md`);
        continue;
      }
      const candidate = joinPath(folder, name);
      if (claims.claimFolder(candidate)) {
        childFolders.set(page.id, candidate);
        claims.claimFile(joinPath(candidate, 'README.md'));
        return joinPath(candidate, 'README.md');
      }
    }
  };
  place(top, config.root);

  // Files: their previous path, else `.gitbook/assets/<name>` made unique.
  for (const file of files) {
    const previous = previousPath(file.git);
    let path: string | undefined;
    if (previous && extension(previous) !== 'md' && isUnder(previous, config.root) && claims.claimFile(previous)) path = previous;
    const name = safeFileName(file.name);
    const dot = name.lastIndexOf('.');
    const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    for (let n = 0; path === undefined; n++) {
      const candidate = joinPath(assetsDirectory, n === 0 ? name : `${stem} (${n})${ext}`);
      if (claims.claimFile(candidate)) path = candidate;
    }
    filePaths.set(file.id, path);
  }

  // Reusable contents: their previous include file, else `.gitbook/includes/<slug>.md` made unique.
  const reusablePaths = new Map<string, string>();
  for (const reusable of reusableContents) {
    const previous = previousPath(reusable.git);
    let path = previous && extension(previous) === 'md' && isUnder(previous, includesDirectory) && claims.claimFile(previous) ? previous : undefined;
    const slug = slugify(reusable.title) || 'reusable-content';
    for (let n = 1; path === undefined; n++) {
      const candidate = joinPath(includesDirectory, `${n === 1 ? slug : `${slug}-${n}`}.md`);
      if (claims.claimFile(candidate)) path = candidate;
    }
    reusablePaths.set(reusable.id, path);
  }

  const exportHrefFrom = (directory: string, href: string): string | undefined => {
    const match = QUIRE_HREF.exec(href);
    // A page of another space stays a Quire link.
    if (!match || (match[3] !== undefined && new URLSearchParams(match[3]).has('space'))) return undefined;
    const [, kind, encodedId, , anchor] = match;
    const target = (kind === 'page' ? pagePaths : filePaths).get(safeDecode(encodedId));
    if (target === undefined) return undefined;
    return relativeHref(directory, target) + (kind === 'page' && anchor !== undefined ? `#${anchor}` : '');
  };
  const writes = new Map<string, Uint8Array>();
  for (const reusable of reusableContents) {
    const path = reusablePaths.get(reusable.id)!;
    const directory = dirname(path);
    const body = exportIncludes(rewriteHrefs(reusable.markdown, (href) => exportHrefFrom(directory, href)), directory, reusablePaths);
    writes.set(path, utf8.encode(formatIncludeFile(reusable.title, body)));
  }
  for (const { page } of byId.values()) {
    const path = pagePaths.get(page.id);
    if (path === undefined) continue;
    const directory = dirname(path);
    const body = exportIncludes(
      rewriteHrefs(page.markdown.replace(/^(?:[ \t]*\r?\n)+/, ''), (href) => exportHrefFrom(directory, href)),
      directory,
      reusablePaths,
    );
    const markdown = `${formatFrontMatter({ description: page.description })}# ${escapeInline(page.title)}\n${body === '' ? '' : `\n${body}`}`;
    writes.set(path, utf8.encode(markdown));
  }
  for (const file of files) writes.set(filePaths.get(file.id)!, file.bytes);
  writes.set(config.summary, utf8.encode(summaryMarkdown(top, config.summary, pagePaths)));
  writeRedirects(options.redirects ?? [], { config, existing, projectDirectory, pagePaths, writes, warnings });

  const deletes = new Set([...owned].filter((path) => !writes.has(path)));
  return { config, writes, deletes, pagePaths, filePaths, reusablePaths, warnings };
}

/**
 * The revision's redirects into `.gitbook.yaml` (old path → the page's file, relative to the
 * root), the file's other keys kept. It is rewritten only when its redirects differ from the
 * revision's: an export that changes none leaves the author's file byte for byte.
 */
function writeRedirects(
  redirects: readonly ExportRedirect[],
  layout: { config: GitbookConfig; existing: RepositoryTree; projectDirectory: string; pagePaths: ReadonlyMap<string, string>; writes: Map<string, Uint8Array>; warnings: string[] },
): void {
  const { config, existing, pagePaths, warnings } = layout;
  const configPath = config.configPath ?? joinPath(layout.projectDirectory, GITBOOK_CONFIG_FILE);
  const wanted = new Map<string, string>();
  for (const { source, pageId } of redirects) {
    const path = pagePaths.get(pageId);
    if (path === undefined) warnings.push(`redirect "${source}": its page has no file of its own (a group), not written`);
    else wanted.set(source, relativeTo(path, config.root));
  }
  // A target outside the root can never be one of ours: marked so that it differs.
  const current = new Map(config.redirects.map(({ from, to }) => [from, isUnder(to, config.root) ? relativeTo(to, config.root) : `/${to}`]));
  if (current.size === wanted.size && [...wanted].every(([source, target]) => current.get(source) === target)) return;

  const entry = existing.get(configPath);
  const existingText = entry ? blobText(entry) : undefined;
  if (entry && (existingText === undefined || existingText.length > MAX_CONFIG_BYTES)) {
    warnings.push(`${configPath}: unreadable or larger than ${MAX_CONFIG_BYTES} bytes, its redirects are not updated`);
    return;
  }
  const text = withRedirects(existingText, wanted);
  if (text === undefined) warnings.push(`${configPath}: not a YAML mapping, its redirects are not updated`);
  else if (text !== existingText) layout.writes.set(configPath, utf8.encode(text));
}

function summaryMarkdown(top: Node[], summaryPath: string, pagePaths: ReadonlyMap<string, string>): string {
  const summaryDirectory = dirname(summaryPath);
  const lines: string[] = ['# Table of contents', ''];
  const linkHref = (page: ExportPage) => {
    const match = QUIRE_PAGE_HREF.exec(page.href);
    const target = match ? pagePaths.get(safeDecode(match[1])) : undefined;
    if (target === undefined) return page.href;
    return relativeHref(summaryDirectory, target) + (match![2] !== undefined ? `#${match![2]}` : '');
  };
  const entries = (nodes: Node[], depth: number) => {
    for (const { page, children } of nodes) {
      const path = pagePaths.get(page.id);
      const href = path !== undefined ? relativeHref(summaryDirectory, path) : page.type === contentV1.PageType.PAGE_TYPE_LINK ? linkHref(page) : undefined;
      if (href === undefined || href === '') continue;
      lines.push(`${'  '.repeat(depth)}* [${escapeInline(page.title)}](${formatDestination(href)})`);
      entries(children, depth + 1);
    }
  };
  let inGroup = false;
  let pending: Node[] = [];
  const flush = () => {
    if (pending.length === 0) return;
    entries(pending, 0);
    lines.push('');
    pending = [];
  };
  for (const node of top) {
    if (node.page.type === contentV1.PageType.PAGE_TYPE_GROUP) {
      flush();
      lines.push(`## ${escapeInline(node.page.title)}`, '');
      entries(node.children, 0);
      if (node.children.length > 0) lines.push('');
      inGroup = true;
    } else {
      if (inGroup && pending.length === 0) {
        // A rule ends the group: the pages after it are at the top level again.
        lines.push('***', '');
        inGroup = false;
      }
      pending.push(node);
    }
  }
  flush();
  return `${lines.join('\n').trimEnd()}\n`;
}

/** A link destination that stays one token: angle brackets when it has spaces or parentheses left. */
function formatDestination(href: string): string {
  return /[\s()<>]/.test(href) ? `<${href.replace(/[<>]/g, encodeURIComponent)}>` : href;
}

/** A file name usable in `.gitbook/assets/`: no folders, no control characters, not hidden. */
function safeFileName(name: string): string {
  const cleaned = basename(name.replace(/\\/g, '/'))
    // Control characters cannot be in a file name.
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .replace(/^\.+/, '')
    .trim()
    .slice(0, 200);
  return cleaned === '' ? 'file' : cleaned;
}
