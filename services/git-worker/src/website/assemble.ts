import { contentV1 } from '@quire/proto';
import type { SourcePage, SourceResult } from './source';
import { importFileHref, importPageHref, treePathOf } from './urls';

export type AssembledImport = {
  /** Parents before their children, siblings in crawl order (WriteRevision's order). */
  pages: contentV1.ImportedPage[];
  /** The images the written pages show. */
  files: contentV1.ImportedFile[];
};

/**
 * Levels of imported pages, the first being 1: content nests pages at most 20 deep, and the
 * page imported under may itself be deep.
 */
export const MAX_IMPORT_DEPTH = 10;

const IMPORT_HREF = /quire-import:(page|file)\/([A-Za-z0-9%._~-]+)(#[^\s)"]*)?/g;

function decodeKey(encoded: string): string | undefined {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return undefined;
  }
}

/**
 * The page tree of a website import, from URL paths: the start page (the crawl's first) is
 * the first top-level page; every other page goes under the page whose tree path (urls.ts
 * treePathOf) is the longest proper prefix of its own, the start page excepted (a crawl
 * started at a site's root does not put the whole site under its home page); pages without
 * such an ancestor are top-level, and pages deeper than MAX_IMPORT_DEPTH go under their
 * ancestor at the last level allowed. File imports are flat.
 */
function parentsOf(pages: readonly SourcePage[]): Map<string, string> {
  const parents = new Map<string, string>();
  const byTreePath = new Map<string, string>();
  for (const page of pages) {
    if (!page.url || page.start) continue;
    const path = treePathOf(page.url).join('/');
    if (!byTreePath.has(path)) byTreePath.set(path, page.key);
  }
  // Shorter paths first: a page's parent is placed (and its depth known) before the page.
  const byPathLength = pages.filter((page) => page.url && !page.start).sort((a, b) => treePathOf(a.url!).length - treePathOf(b.url!).length);
  const depths = new Map<string, number>();
  for (const page of byPathLength) {
    const segments = treePathOf(page.url!);
    for (let length = segments.length - 1; length >= 0; length--) {
      let parent = byTreePath.get(segments.slice(0, length).join('/'));
      if (parent === undefined || parent === page.key) continue;
      // Deeper than MAX_IMPORT_DEPTH: under the ancestor one level above the limit.
      while (parent !== undefined && (depths.get(parent) ?? 1) >= MAX_IMPORT_DEPTH) parent = parents.get(parent);
      if (parent !== undefined) {
        parents.set(page.key, parent);
        depths.set(page.key, (depths.get(parent) ?? 1) + 1);
      }
      break;
    }
  }
  return parents;
}

/** Pages in tree order: each page, then its children, depth first; siblings keep their order. */
function inTreeOrder(pages: readonly SourcePage[], parents: ReadonlyMap<string, string>): SourcePage[] {
  const children = new Map<string | undefined, SourcePage[]>();
  for (const page of pages) {
    const parent = parents.get(page.key);
    children.set(parent, [...(children.get(parent) ?? []), page]);
  }
  const ordered: SourcePage[] = [];
  const visit = (parent: string | undefined) => {
    for (const child of children.get(parent) ?? []) {
      ordered.push(child);
      visit(child.key);
    }
  };
  visit(undefined);
  return ordered;
}

/**
 * What WriteRevision writes for a source: the pages in tree order, their links resolved
 * (a `quire-import:page/` href names the key of a written page, following redirects and
 * canonical URLs, or becomes the original URL again; an image href names a stored image or
 * becomes its URL again), and the stored images they show. `fallbackHref` gives the href a
 * key that is not written goes back to.
 */
export function assembleImport(source: SourceResult, fallbackHref: (key: string) => string = (key) => key): AssembledImport {
  const written = new Set(source.pages.map((page) => page.key));
  const resolveAlias = (key: string): string => {
    let current = key;
    // Aliases point forward (a URL to where it led); the bound only guards against a cycle.
    for (let hops = 0; hops < 10 && !written.has(current); hops++) {
      const next = source.aliases.get(current);
      if (next === undefined) break;
      current = next;
    }
    return current;
  };
  // As turndown writes link destinations: parentheses escaped.
  const fallback = (key: string) => fallbackHref(key).replace(/([()])/g, '\\$1');
  const shownImages = new Set<string>();
  const rewrite = (markdown: string) =>
    markdown.replace(IMPORT_HREF, (match, kind: string, encoded: string, fragment: string | undefined) => {
      const key = decodeKey(encoded);
      if (key === undefined) return match;
      if (kind === 'page') {
        const target = resolveAlias(key);
        return written.has(target) ? importPageHref(target, fragment ?? '') : `${fallback(key)}${fragment ?? ''}`;
      }
      if (source.images.has(key)) {
        shownImages.add(key);
        return importFileHref(key);
      }
      return `${fallback(key)}${fragment ?? ''}`;
    });

  const parents = parentsOf(source.pages);
  const pages = inTreeOrder(source.pages, parents).map(
    (page): contentV1.ImportedPage => ({
      key: page.key,
      parentKey: parents.get(page.key) ?? '',
      type: contentV1.PageType.PAGE_TYPE_DOCUMENT,
      title: page.title,
      description: page.description ?? '',
      slug: page.slug,
      markdown: rewrite(page.markdown),
      href: '',
      git: undefined,
    }),
  );
  const files = [...shownImages].map((key): contentV1.ImportedFile => {
    const image = source.images.get(key)!;
    return { key, name: image.name, contentType: image.contentType, sha256: image.sha256, size: image.size, git: undefined };
  });
  return { pages, files };
}
