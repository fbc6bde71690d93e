import { parseHTML } from 'linkedom';
import { checkHtmlLimits } from '../website/html-limits';

/** What a page says about itself in its head: OpenGraph, Twitter cards, HTML. */
export type PageMetadata = {
  title?: string;
  siteName?: string;
  /** Absolute http(s) URL. */
  icon?: string;
  /** The JSON oEmbed endpoint the page announces (absolute http(s) URL). */
  oembedUrl?: string;
};

/** What an oEmbed provider answers (oembed.com, section 2.3.4), the fields Quire reads. */
export type OEmbedDocument = {
  type?: string;
  title?: string;
  providerName?: string;
  html?: string;
  /** The image of a `photo`. */
  url?: string;
  width?: number;
  height?: number;
};

/** Longest title and site name kept (a page's `<title>` can be anything). */
const MAX_TEXT_LENGTH = 500;

const clean = (value: string | null | undefined): string | undefined => {
  const text = value?.replace(/\s+/g, ' ').trim();
  if (!text) return undefined;
  return text.length > MAX_TEXT_LENGTH ? `${text.slice(0, MAX_TEXT_LENGTH - 1)}…` : text;
};

function absoluteHttpUrl(href: string | null | undefined, base: URL): string | undefined {
  if (!href) return undefined;
  try {
    const url = new URL(href.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Only the head says anything an embed needs: the page is cut after `</head>` (when it has
 * one) before it is parsed, so a large body costs a search, not a tree. What is parsed stays
 * within the importer's structural limits (website/html-limits.ts); a page beyond them throws.
 */
function headOf(html: string): string {
  const end = html.search(/<\/head\s*>/i);
  return end === -1 ? html : `${html.slice(0, end)}</head><body></body></html>`;
}

/** Reads the page's metadata with linkedom (the HTML parser the website importer uses). */
export function readPageMetadata(html: string, pageUrl: URL): PageMetadata {
  const head = headOf(html);
  checkHtmlLimits(head);
  const { document } = parseHTML(head);
  const baseHref = absoluteHttpUrl(document.querySelector('base[href]')?.getAttribute('href'), pageUrl);
  const base = baseHref ? new URL(baseHref) : pageUrl;

  const meta = new Map<string, string>();
  for (const element of document.querySelectorAll('meta[content]')) {
    const key = (element.getAttribute('property') ?? element.getAttribute('name') ?? '').trim().toLowerCase();
    const content = element.getAttribute('content');
    // The first of several wins, as OpenGraph readers do.
    if (key && content && !meta.has(key)) meta.set(key, content);
  }

  let oembedUrl: string | undefined;
  let icon: string | undefined;
  let touchIcon: string | undefined;
  for (const link of document.querySelectorAll('link[rel][href]')) {
    const rel = (link.getAttribute('rel') ?? '').toLowerCase().split(/\s+/);
    const href = link.getAttribute('href');
    const type = (link.getAttribute('type') ?? '').trim().toLowerCase();
    if (!oembedUrl && rel.includes('alternate') && type === 'application/json+oembed') oembedUrl = absoluteHttpUrl(href, base);
    if (!icon && rel.includes('icon')) icon = absoluteHttpUrl(href, base);
    if (!touchIcon && (rel.includes('apple-touch-icon') || rel.includes('apple-touch-icon-precomposed'))) touchIcon = absoluteHttpUrl(href, base);
  }

  return {
    title: clean(meta.get('og:title')) ?? clean(meta.get('twitter:title')) ?? clean(document.querySelector('title')?.textContent),
    siteName: clean(meta.get('og:site_name')) ?? clean(meta.get('application-name')),
    icon: icon ?? touchIcon,
    oembedUrl,
  };
}

/** Reads an oEmbed JSON document; undefined when it is not one (not JSON, not an object, no known type). */
export function readOEmbed(text: string): OEmbedDocument | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
  const record = parsed as Record<string, unknown>;
  const text_ = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined);
  const type = text_(record.type);
  if (type !== 'photo' && type !== 'video' && type !== 'link' && type !== 'rich') return undefined;
  return {
    type,
    title: clean(text_(record.title)),
    providerName: clean(text_(record.provider_name)),
    html: text_(record.html),
    url: text_(record.url),
    width: number(record.width),
    height: number(record.height),
  };
}

/**
 * The HTML of an oEmbed `photo`: one `<img>`, built as a DOM element and serialized by
 * linkedom (never by concatenating strings), so the title and URL cannot break out of it.
 */
export function photoHtml(src: string, alt: string, width?: number, height?: number): string {
  const { document } = parseHTML('<!doctype html><html><body></body></html>');
  const image = document.createElement('img');
  image.setAttribute('src', src);
  image.setAttribute('alt', alt);
  if (width) image.setAttribute('width', String(Math.round(width)));
  if (height) image.setAttribute('height', String(Math.round(height)));
  return image.outerHTML;
}
