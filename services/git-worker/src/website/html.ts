import { parseHTML } from 'linkedom';
import { checkHtmlLimits } from './html-limits';
import { httpUrl, importFileHref, importPageHref, pageKeyOf } from './urls';

/** What the crawler needs of one HTML page. */
export type ExtractedPage = {
  title?: string;
  description?: string;
  /** `<link rel="canonical">`, absolute. */
  canonical?: URL;
  /** `<meta name="robots">` (or `quireimporter`) says noindex / nofollow. */
  noindex: boolean;
  nofollow: boolean;
  /** Links of the whole page (navigation included) in document order, without `rel="nofollow"` ones. */
  links: URL[];
  /** The main content, ready for turndown: page links and images replaced by `quire-import:` hrefs. */
  contentHtml: string;
  /** The images the content shows, by key (their URL), in order; each once. */
  images: { key: string; url: URL }[];
};

type Document = ReturnType<typeof parseHTML>['document'];
type Element = ReturnType<Document['createElement']>;

/** Never content: scripts, styles, embedded objects, form controls (checkboxes stay: task lists). */
const NEVER_CONTENT = 'script, style, noscript, template, iframe, object, embed, svg, canvas, link, meta, button, select, textarea, input:not([type="checkbox"]), [hidden], [aria-hidden="true"]';

/** Page furniture a main-content element may still hold. */
const FURNITURE = 'nav, aside, footer, [role="navigation"], [role="banner"], [role="contentinfo"], [role="complementary"], [role="search"]';

/** Class or id words that name navigation blocks on documentation sites. */
const FURNITURE_WORDS = new Set(['breadcrumb', 'breadcrumbs', 'sidebar', 'navbar', 'toc', 'table-of-contents', 'pagination', 'skip-link', 'skip-to-content']);

/** Heading anchors ("#", "¶", "🔗") that documentation generators put in headings. */
const HEADING_ANCHOR_TEXT = /^(?:#|¶|§|🔗|link)?$/i;

const textOf = (element: Element | null | undefined): string => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

function hasFurnitureName(element: Element): boolean {
  const names = `${element.getAttribute('class') ?? ''} ${element.getAttribute('id') ?? ''}`.toLowerCase().split(/\s+/);
  return names.some((name) => FURNITURE_WORDS.has(name));
}

/**
 * The main-content heuristic (docs/outside-sources.md "Website imports"): the first `<main>`,
 * else the first `[role="main"]`, else the `<article>` with the most text, else `<body>`.
 * Inside it, navigation, asides, footers, ARIA landmarks other than main, blocks named like
 * navigation (breadcrumbs, sidebar, toc, pagination...) and headers go; a `<header>` that
 * holds the page's `<h1>` stays (articles put their title there).
 */
function mainContentOf(document: Document): Element {
  const articles = [...document.querySelectorAll('article')] as Element[];
  const longestArticle = articles.sort((a, b) => textOf(b).length - textOf(a).length)[0];
  const main = (document.querySelector('main') ?? document.querySelector('[role="main"]') ?? longestArticle ?? document.body) as Element;
  for (const element of [...main.querySelectorAll(FURNITURE)] as Element[]) element.remove();
  for (const element of [...main.querySelectorAll('[class], [id]')] as Element[]) if (hasFurnitureName(element)) element.remove();
  for (const header of [...main.querySelectorAll('header, [role="banner"]')] as Element[]) if (!header.querySelector('h1')) header.remove();
  return main;
}

function metaContent(document: Document, name: string): string | undefined {
  for (const meta of [...document.querySelectorAll('meta[name]')] as Element[]) {
    if (meta.getAttribute('name')?.toLowerCase() === name) return meta.getAttribute('content') ?? undefined;
  }
  return undefined;
}

/** "Install | Acme Docs" → "Install": the part of a `<title>` before a site-name separator. */
function titleFromTitleElement(title: string): string | undefined {
  const first = title.split(/\s+[|–—]\s+/)[0]?.trim();
  return first || undefined;
}

/** A table whose first row is not a header gets one: GFM tables need it, and turndown would otherwise keep the HTML. */
function giveHeaderRow(document: Document, table: Element): void {
  const rows = [...table.querySelectorAll('tr')].filter((row) => (row as Element).closest('table') === table) as Element[];
  const first = rows[0];
  if (!first) return;
  for (const row of rows) for (const child of [...row.childNodes]) if (child.nodeType === 3 && !(child.textContent ?? '').trim()) child.remove();
  if (first.parentElement?.tagName === 'THEAD') return;
  for (const cell of [...first.children] as Element[]) {
    if (cell.tagName !== 'TD') continue;
    const header = document.createElement('th');
    header.innerHTML = cell.innerHTML;
    cell.replaceWith(header);
  }
}

/** `<pre>` without `<code>`, or with the language on `<pre>`: one `<pre><code class="language-x">`, as turndown's fenced rule reads it. */
function normalizeCodeBlock(document: Document, pre: Element): void {
  const languageOf = (element: Element | null) =>
    element?.getAttribute('data-lang') ?? element?.getAttribute('data-language') ?? /\b(?:language|lang)-([\w+#.-]+)/.exec(element?.getAttribute('class') ?? '')?.[1];
  let code = pre.querySelector('code') as Element | null;
  if (!code || pre.children.length !== 1) {
    const text = pre.textContent ?? '';
    code = document.createElement('code');
    code.textContent = text;
    pre.replaceChildren(code);
  }
  const language = languageOf(code) ?? languageOf(pre) ?? languageOf(pre.parentElement as Element | null);
  code.setAttribute('class', language ? `language-${language}` : '');
}

/** The URL an `<img>` shows: `src`, or a lazy-loading attribute when `src` is a placeholder, or the first `srcset` candidate. */
function imageSourceOf(image: Element): string | undefined {
  const src = image.getAttribute('src');
  if (src && !src.trim().startsWith('data:')) return src;
  for (const attribute of ['data-src', 'data-original', 'data-lazy-src']) {
    const value = image.getAttribute(attribute);
    if (value) return value;
  }
  const srcset = image.getAttribute('srcset') ?? image.getAttribute('data-srcset');
  return srcset?.split(',')[0]?.trim().split(/\s+/)[0] || undefined;
}

/**
 * Reads one HTML page: its metadata, the links to follow (from the whole page), and its main
 * content with links to pages of the source (`isPage`) written
 * `quire-import:page/<url>#anchor`, other links absolute, and images
 * `quire-import:file/<url>`; the first `<h1>` becomes the title and leaves the content.
 */
export function extractPage(html: string, pageUrl: URL, isPage: (url: URL) => boolean): ExtractedPage {
  // Throws HtmlLimitError for a page whose parse and conversion would take too long.
  checkHtmlLimits(html);
  const { document } = parseHTML(html);
  const baseHref = document.querySelector('base[href]')?.getAttribute('href');
  const base = (baseHref && httpUrl(baseHref, pageUrl)) || pageUrl;

  const robots = `${metaContent(document, 'robots') ?? ''},${metaContent(document, 'quireimporter') ?? ''}`.toLowerCase();
  const canonicalHref = ([...document.querySelectorAll('link[rel][href]')] as Element[])
    .find((link) => (link.getAttribute('rel') ?? '').toLowerCase().split(/\s+/).includes('canonical'))
    ?.getAttribute('href');
  const documentTitle = textOf(document.querySelector('title'));
  const description = metaContent(document, 'description')?.replace(/\s+/g, ' ').trim();

  const links: URL[] = [];
  for (const anchor of [...document.querySelectorAll('a[href]')] as Element[]) {
    if ((anchor.getAttribute('rel') ?? '').toLowerCase().split(/\s+/).includes('nofollow')) continue;
    const url = httpUrl(anchor.getAttribute('href') ?? '', base);
    if (url) links.push(url);
  }

  for (const element of [...document.querySelectorAll(NEVER_CONTENT)] as Element[]) element.remove();
  const main = mainContentOf(document);

  const heading = main.querySelector('h1') as Element | null;
  const title = textOf(heading) || titleFromTitleElement(documentTitle);
  heading?.remove();

  for (const anchor of [...main.querySelectorAll('h1 a[href^="#"], h2 a[href^="#"], h3 a[href^="#"], h4 a[href^="#"], h5 a[href^="#"], h6 a[href^="#"]')] as Element[]) {
    if (HEADING_ANCHOR_TEXT.test(textOf(anchor))) anchor.remove();
  }
  for (const anchor of [...main.querySelectorAll('a[href]')] as Element[]) {
    const href = (anchor.getAttribute('href') ?? '').trim();
    if (href.startsWith('#')) continue;
    if (/^javascript:/i.test(href)) {
      anchor.replaceWith(...anchor.childNodes);
      continue;
    }
    const url = httpUrl(href, base);
    if (!url) continue;
    anchor.setAttribute('href', isPage(url) ? importPageHref(pageKeyOf(url), url.hash) : url.href);
  }

  const images = new Map<string, URL>();
  for (const source of [...main.querySelectorAll('picture source')] as Element[]) source.remove();
  for (const image of [...main.querySelectorAll('img')] as Element[]) {
    const raw = imageSourceOf(image);
    const url = raw ? httpUrl(raw, base) : undefined;
    // Inline (data:) images and unreadable sources are not imported.
    if (!url) {
      image.remove();
      continue;
    }
    const key = pageKeyOf(url);
    images.set(key, url);
    image.setAttribute('src', importFileHref(key));
    for (const attribute of ['srcset', 'sizes', 'data-src', 'data-srcset', 'data-original', 'data-lazy-src', 'loading', 'width', 'height']) image.removeAttribute(attribute);
  }
  for (const table of [...main.querySelectorAll('table')] as Element[]) giveHeaderRow(document, table);
  for (const pre of [...main.querySelectorAll('pre')] as Element[]) normalizeCodeBlock(document, pre);

  const canonical = canonicalHref ? httpUrl(canonicalHref, base) : undefined;
  return {
    title: title || undefined,
    description: description || undefined,
    canonical,
    noindex: /\b(?:noindex|none)\b/.test(robots),
    nofollow: /\b(?:nofollow|none)\b/.test(robots),
    links,
    contentHtml: main.innerHTML,
    images: [...images].map(([key, url]) => ({ key, url })),
  };
}
