import { MAX_URL_LENGTH } from './settings';
import { slugify } from '../lib/slug';

/** An absolute http(s) URL, resolved against `base`; undefined for anything else. */
export function httpUrl(raw: string, base?: string | URL): URL | undefined {
  let url: URL;
  try {
    url = new URL(raw.trim(), base);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  return url;
}

/** A page's key in the run: its URL without the fragment (and without credentials, which are never sent). */
export function pageKeyOf(url: URL): string {
  const key = new URL(url.href);
  key.hash = '';
  key.username = '';
  key.password = '';
  return key.href;
}

/** Files linked from pages that are not HTML pages: not fetched as pages (the link stays a link). */
const NOT_A_PAGE = /\.(?:pdf|zip|gz|tgz|bz2|xz|7z|rar|tar|dmg|exe|msi|deb|rpm|apk|iso|png|jpe?g|gif|webp|avif|svg|ico|bmp|tiff?|css|js|mjs|map|json|xml|rss|atom|txt|csv|md|yaml|yml|woff2?|ttf|otf|eot|mp3|mp4|m4a|ogg|wav|webm|mov|avi|docx?|xlsx?|pptx?|odt|epub)$/i;

/** Whether a link is worth fetching as a page of the crawl: same origin, not a download, not too long. */
export function isPageCandidate(url: URL, origin: string): boolean {
  return url.origin === origin && !NOT_A_PAGE.test(url.pathname) && url.href.length <= MAX_URL_LENGTH;
}

/** Percent-encodes a key for a `quire-import:` href: encodeURIComponent, and the characters Markdown link syntax treats specially. */
export const encodeImportKey = (key: string): string => encodeURIComponent(key).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export const importPageHref = (key: string, fragment = ''): string => `quire-import:page/${encodeImportKey(key)}${fragment}`;
export const importFileHref = (key: string): string => `quire-import:file/${encodeImportKey(key)}`;

/**
 * The path segments that place a page in the imported tree: `/guide/install/` and
 * `/guide/install/index.html` are both `guide/install`, and `/guide.html` is `guide` (the
 * parent of `/guide/intro.html`).
 */
export function treePathOf(url: URL): string[] {
  const segments = url.pathname.split('/').filter((segment) => segment !== '');
  if (segments.length > 0 && /^index\.(?:html?|php|aspx?)$/i.test(segments[segments.length - 1])) segments.pop();
  if (segments.length > 0) segments[segments.length - 1] = segments[segments.length - 1].replace(/\.(?:html?|php|aspx?)$/i, '');
  return segments.map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  });
}

/** A slug (content's pattern: letters, digits, single "-", "_" or "." between them) from the last tree segment; "" when none fits. */
export function slugOf(url: URL): string {
  return slugify(treePathOf(url).pop() ?? '');
}

/** A title from the URL when the page has none: its last segment in words, or the host. */
export function titleFromUrl(url: URL): string {
  const last = treePathOf(url).pop();
  if (!last) return url.hostname;
  const words = last.replace(/[-_]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : url.hostname;
}
