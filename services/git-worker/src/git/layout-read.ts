import { assetContentType, mediaContentType } from './content-types';
import { splitFrontMatter } from './front-matter';
import type { GitbookConfig } from './gitbook-config';
import { type LayoutPlan, MAX_KEY_LENGTH, type PlanNode, planLayout } from './layout-plan';
import { importIncludes, includeDirectoryOf } from './includes';
import { rewriteHrefs, takeTitle } from './markdown-text';
import {
  basename,
  dirname,
  encodePathSegment,
  extension,
  isExternalHref,
  isUnder,
  joinPath,
  normalizePath,
  safeDecode,
  titleFromName,
} from './paths';
import { slugify } from '../lib/slug';
import { blobText, isRegularFile, type RepositoryTree } from './tree';

/** Content's limit on a page's markdown; a larger file becomes a page without a body (and a warning). */
export const MAX_PAGE_MARKDOWN_BYTES = 1024 * 1024;
/** PutFileBlob's limit: a larger file is not imported (and a warning says so). */
export const MAX_FILE_BYTES = 25 * 1024 * 1024;
export const MAX_FILES = 5000;
/** All the files of one import together. */
export const MAX_TOTAL_FILE_BYTES = 512 * 1024 * 1024;

const MAX_TITLE = 100;
const MAX_DESCRIPTION = 1000;
const MAX_SLUG = 100;

export type LayoutPageType = 'document' | 'group' | 'link';

/** A page as WriteRevision takes it (ImportedPage), with `quire-import:` hrefs. */
export type LayoutPage = {
  key: string;
  /** '' at the top level. */
  parentKey: string;
  type: LayoutPageType;
  title: string;
  description: string;
  /** '' lets content derive it from the title. */
  slug: string;
  markdown: string;
  /** Link pages only. */
  href: string;
  /** GitBook "GitSyncBlob" of the page's markdown file. */
  git?: { oid: string; path: string };
};

export type LayoutFile = {
  /** Its repository path. */
  key: string;
  name: string;
  contentType: string;
  bytes: Uint8Array;
  git: { oid: string; path: string };
};

/** A reusable content from `.gitbook/includes/<slug>.md` (ImportedReusableContent). */
export type LayoutReusableContent = {
  /** Its repository path. */
  key: string;
  title: string;
  markdown: string;
  git: { oid: string; path: string };
};

/** A `.gitbook.yaml` redirect: the space-relative URL path and the page it leads to. */
export type LayoutRedirect = { from: string; pageKey: string };

export type ReadLayoutResult = {
  config: GitbookConfig;
  /** Flat, parents before their children, siblings in order. */
  pages: LayoutPage[];
  files: LayoutFile[];
  redirects: LayoutRedirect[];
  /** Sorted by path. */
  reusableContents: LayoutReusableContent[];
  /** What was skipped or fell back, for the job's log (never fatal). */
  warnings: string[];
};

export type ReadLayoutOptions = {
  /** `repoProjectDirectory`: the repository folder holding the project ('' for the root). */
  projectDirectory?: string;
  /** `repoTreeURL`: links to repository files that are not pages or space files are made absolute with it. */
  repoTreeUrl?: string;
};

/**
 * The blobs an import reads: under the project directory, the configuration, markdown and
 * the files that may become space files. Everything else is only listed.
 */
export function layoutWantsBlob(path: string, projectDirectory: string): boolean {
  if (!isUnder(path, projectDirectory)) return false;
  return extension(path) === 'md' || basename(path) === '.gitbook.yaml' || mediaContentType(path) !== undefined || path.includes('.gitbook/assets/');
}

export const importPageHref = (key: string, anchor?: string) => `quire-import:page/${encodePathSegment(key)}${anchor !== undefined ? `#${anchor}` : ''}`;
export const importFileHref = (key: string) => `quire-import:file/${encodePathSegment(key)}`;

/** At most `max` UTF-16 units (content's limits count them), never half of a surrogate pair. */
const truncate = (text: string, max: number) => {
  if (text.length <= max) return text;
  const cut = /[\uD800-\uDBFF]/.test(text[max - 1]) ? max - 1 : max;
  return text.slice(0, cut).trimEnd();
};

/** A file name content accepts: no slashes or control characters, at most 255 characters. */
const fileName = (path: string) => {
  // Control characters cannot be in a file name.
  const name = truncate(basename(path).replace(/[\\\u0000-\u001f\u007f]/g, '_'), 255);
  return name === '.' || name === '..' || name === '' ? 'file' : name;
};

/**
 * A repository tree in GitBook's Git Sync layout → pages, files and redirects. Pure: the
 * same tree and options always give the same result; bad input (missing SUMMARY.md targets,
 * a file listed twice, oversized files) is skipped with a warning, never thrown.
 */
export function readLayout(tree: RepositoryTree, options: ReadLayoutOptions = {}): ReadLayoutResult {
  const projectDirectory = normalizePath(options.projectDirectory ?? '') ?? '';
  const warnings: string[] = [];
  const plan = planLayout(tree, projectDirectory, warnings);
  const { root } = plan.config;

  // Page keys by markdown path, for links; and every directory of the tree, for folder links.
  const pageByPath = new Map<string, string>();
  const collect = (nodes: PlanNode[]) => {
    for (const node of nodes) {
      if (node.kind === 'document') pageByPath.set(node.path, node.path);
      if (node.kind !== 'link') collect(node.children);
    }
  };
  collect(plan.nodes);
  const directories = new Set<string>();
  for (const path of tree.keys()) for (let dir = dirname(path); dir !== '' && !directories.has(dir); dir = dirname(dir)) directories.add(dir);

  const assetsDirectory = joinPath(root, '.gitbook/assets');
  const fileCandidate = (path: string): boolean => {
    const entry = tree.get(path);
    if (!entry?.bytes || !isRegularFile(entry) || extension(path) === 'md' || path.length > MAX_KEY_LENGTH) return false;
    if (!isUnder(path, assetsDirectory) && mediaContentType(path) === undefined) return false;
    return entry.bytes.byteLength <= MAX_FILE_BYTES;
  };
  const referencedFiles = new Set<string>();

  const treeUrl = (path: string) =>
    options.repoTreeUrl ? `${options.repoTreeUrl.replace(/\/+$/, '')}/${path.split('/').map(encodePathSegment).join('/')}` : undefined;

  /** A relative href of a page in `fromDirectory` → a `quire-import:` href, a repository URL, or unchanged. */
  const importHref = (href: string, fromDirectory: string): string | undefined => {
    if (href === '' || href.startsWith('#') || isExternalHref(href)) return undefined;
    const hash = href.indexOf('#');
    const anchor = hash >= 0 && hash < href.length - 1 ? href.slice(hash + 1) : undefined;
    const rawPath = safeDecode((hash >= 0 ? href.slice(0, hash) : href).replace(/\?.*$/, ''));
    if (rawPath === '') return undefined;
    const path = rawPath.startsWith('/') ? normalizePath(joinPath(root, rawPath)) : normalizePath(joinPath(fromDirectory, rawPath));
    if (path === undefined) return undefined;
    const pageKey = pageByPath.get(path) ?? ['README.md', 'readme.md', 'Readme.md'].map((name) => pageByPath.get(joinPath(path, name))).find(Boolean);
    if (pageKey !== undefined) return importPageHref(pageKey, anchor);
    if (fileCandidate(path)) {
      referencedFiles.add(path);
      return importFileHref(path);
    }
    const url = tree.has(path) || directories.has(path) ? treeUrl(path) : undefined;
    return url !== undefined && anchor !== undefined ? `${url}#${anchor}` : url;
  };

  // Reusable contents: the include files (GitBook's `.gitbook/includes/`), pages include them.
  const includesDirectory = includeDirectoryOf(root);
  const includeKeys = new Set(
    [...tree.keys()].filter((path) => isUnder(path, includesDirectory) && extension(path) === 'md' && path.length <= MAX_KEY_LENGTH && isRegularFile(tree.get(path)!)).sort(),
  );

  const convert = (path: string, { keepTitle = false } = {}): { title?: string; description: string; markdown: string } => {
    const entry = tree.get(path)!;
    if (!entry.bytes || entry.bytes.byteLength > MAX_PAGE_MARKDOWN_BYTES) {
      warnings.push(`${path}: larger than ${MAX_PAGE_MARKDOWN_BYTES} bytes, imported without its content`);
      return { description: '', markdown: '' };
    }
    const { frontMatter, body } = splitFrontMatter(blobText(entry)!, () => warnings.push(`${path}: front matter is not a YAML mapping, ignored`));
    // An include file's title is in its front matter; its first heading is part of its body.
    const { title, body: withoutTitle } = keepTitle ? { title: frontMatter.title, body: body.replace(/^(?:[ \t]*\r?\n)+/, '') } : takeTitle(body);
    const directory = dirname(path);
    const markdown = importIncludes(rewriteHrefs(withoutTitle, (href) => importHref(href, directory)), directory, root, includeKeys);
    if (Buffer.byteLength(markdown, 'utf8') > MAX_PAGE_MARKDOWN_BYTES) {
      warnings.push(`${path}: more than ${MAX_PAGE_MARKDOWN_BYTES} bytes of markdown, imported without its content`);
      return { title, description: frontMatter.description ?? '', markdown: '' };
    }
    return { title, description: frontMatter.description ?? '', markdown };
  };

  const pages: LayoutPage[] = [];
  const keys = new Set<string>();
  const uniqueKey = (base: string) => {
    let key = base;
    for (let n = 2; keys.has(key); n++) key = `${base}~${n}`;
    keys.add(key);
    return key;
  };

  const emit = (nodes: PlanNode[], parentKey: string) => {
    const slugs = new Set<string>();
    const uniqueSlug = (base: string) => {
      if (base === '') return '';
      let slug = base;
      for (let n = 2; slugs.has(slug); n++) slug = `${base.slice(0, MAX_SLUG - String(n).length - 1)}-${n}`;
      slugs.add(slug);
      return slug;
    };
    for (const node of nodes) {
      switch (node.kind) {
        case 'document': {
          const { title, description, markdown } = convert(node.path);
          const isRootReadme = node.path === plan.config.readme;
          const name = basename(node.path).toLowerCase() === 'readme.md' ? basename(dirname(node.path)) : basename(node.path);
          const key = uniqueKey(node.path);
          pages.push({
            key,
            parentKey,
            type: 'document',
            title: truncate(title ?? node.summaryTitle ?? (isRootReadme ? 'Introduction' : titleFromName(name || 'Untitled')), MAX_TITLE),
            description: truncate(description, MAX_DESCRIPTION),
            slug: uniqueSlug(isRootReadme ? '' : slugify(name.replace(/\.md$/i, ''))),
            markdown,
            href: '',
            git: { oid: tree.get(node.path)!.oid, path: node.path },
          });
          emit(node.children, key);
          break;
        }
        case 'folder':
        case 'group': {
          const title = node.kind === 'group' && node.path === undefined ? node.title : titleFromName(basename(node.path!));
          const key = uniqueKey(node.path !== undefined ? `${node.path}/` : `${plan.summaryPath}#${slugify(title) || 'group'}`);
          pages.push({
            key,
            parentKey,
            type: node.kind === 'group' ? 'group' : 'document',
            title: truncate(title, MAX_TITLE),
            description: '',
            slug: uniqueSlug(slugify(node.path !== undefined ? basename(node.path) : title)),
            markdown: '',
            href: '',
          });
          emit(node.children, key);
          break;
        }
        case 'link':
          pages.push({
            key: uniqueKey(`${plan.summaryPath}#${(node.targetPath ?? node.href).slice(0, MAX_KEY_LENGTH - 200)}`),
            parentKey,
            type: 'link',
            title: truncate(node.title, MAX_TITLE),
            description: '',
            slug: '',
            markdown: '',
            href: node.targetPath !== undefined ? importPageHref(pageByPath.get(node.targetPath)!, node.anchor) : node.href,
          });
          break;
      }
    }
  };
  emit(plan.nodes, '');

  const reusableContents = [...includeKeys].map((path): LayoutReusableContent => {
    const { title, markdown } = convert(path, { keepTitle: true });
    return { key: path, title: truncate(title || titleFromName(basename(path)), MAX_TITLE), markdown, git: { oid: tree.get(path)!.oid, path } };
  });
  const files = selectFiles(tree, assetsDirectory, referencedFiles, fileCandidate, warnings);
  const redirects = readRedirects(plan, pageByPath, warnings);
  return { config: plan.config, pages, files, redirects, reusableContents, warnings };
}

function selectFiles(
  tree: RepositoryTree,
  assetsDirectory: string,
  referenced: ReadonlySet<string>,
  fileCandidate: (path: string) => boolean,
  warnings: string[],
): LayoutFile[] {
  const paths = new Set<string>();
  for (const [path, entry] of tree) {
    if (!isUnder(path, assetsDirectory) || path === assetsDirectory) continue;
    if (fileCandidate(path)) paths.add(path);
    else if (entry.bytes && entry.bytes.byteLength > MAX_FILE_BYTES) warnings.push(`${path}: larger than ${MAX_FILE_BYTES} bytes, not imported`);
  }
  for (const path of referenced) paths.add(path);

  const files: LayoutFile[] = [];
  let total = 0;
  for (const path of [...paths].sort()) {
    const entry = tree.get(path)!;
    const size = entry.bytes!.byteLength;
    if (files.length >= MAX_FILES || total + size > MAX_TOTAL_FILE_BYTES) {
      warnings.push(`more than ${MAX_FILES} files or ${MAX_TOTAL_FILE_BYTES} bytes of files: ${path} and the files after it are not imported`);
      break;
    }
    total += size;
    const contentType = isUnder(path, assetsDirectory) ? assetContentType(path) : mediaContentType(path)!;
    files.push({ key: path, name: fileName(path), contentType, bytes: entry.bytes!, git: { oid: entry.oid, path } });
  }
  return files;
}

function readRedirects(plan: LayoutPlan, pageByPath: ReadonlyMap<string, string>, warnings: string[]): LayoutRedirect[] {
  const redirects: LayoutRedirect[] = [];
  for (const { from, to } of plan.config.redirects) {
    const pageKey = pageByPath.get(to);
    if (pageKey === undefined) warnings.push(`${plan.config.configPath}: redirect "${from}" leads to ${to}, which is not a page, ignored`);
    else redirects.push({ from, pageKey });
  }
  return redirects;
}
