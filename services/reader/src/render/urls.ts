import type { ContentRef } from '@gitbook/api';
import { RENDER_LIMITS } from './limits';
import type { RenderResources } from './types';

/** A link target the page may carry: `external` ones leave the site (`rel="noopener noreferrer"`). */
export type SafeLink = { href: string; external: boolean };

const SCHEME = /^([a-zA-Z][a-zA-Z0-9+.-]*):/;
/** Browsers drop tabs and newlines anywhere in a URL (`java\tscript:` is `javascript:`) and trim C0 controls and spaces. */
const STRIPPED = /[\t\n\r]/g;
const CONTROL = /[\u0000-\u001f\u007f]/;
const MAX_URL_LENGTH = 8192;
const DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp|avif);base64,[a-z0-9+/]+=*$/i;

function clean(url: string): string | undefined {
  if (typeof url !== 'string') return undefined;
  const value = url.replace(STRIPPED, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  if (value === '' || CONTROL.test(value)) return undefined;
  return value;
}

/**
 * A URL a link may point to: `http(s):` and `mailto:` URLs, and relative ones (`/x`, `x`,
 * `#x`, `?x`). Anything else (`javascript:`, `data:`, `vbscript:`, unknown schemes) is
 * refused: the caller shows the link's text without a link.
 */
export function safeHref(url: string): SafeLink | undefined {
  const value = clean(url);
  if (value === undefined || value.length > MAX_URL_LENGTH) return undefined;
  const scheme = SCHEME.exec(value)?.[1]?.toLowerCase();
  if (scheme === undefined) {
    // `//host/x` (and `\\host`, which browsers read the same) leaves the site.
    return { href: value, external: /^[/\\]{2}/.test(value) };
  }
  if (scheme === 'http' || scheme === 'https') {
    if (!URL.canParse(value)) return undefined;
    return { href: value, external: true };
  }
  if (scheme === 'mailto') return { href: value, external: false };
  return undefined;
}

/** An image source: what `safeHref` accepts but `mailto:`, and `data:` URLs of raster images, up to a size. */
export function safeImageSrc(url: string): string | undefined {
  const value = clean(url);
  if (value === undefined) return undefined;
  if (/^data:/i.test(value)) return value.length <= RENDER_LIMITS.maxDataUrlLength && DATA_IMAGE.test(value) ? value : undefined;
  const link = safeHref(value);
  if (!link || /^mailto:/i.test(link.href)) return undefined;
  return link.href;
}

/** A URL the caller gave (a page, file or space URL of this site): checked like any other, but never "external". */
function internal(url: string | undefined): SafeLink | undefined {
  if (url === undefined) return undefined;
  const link = safeHref(url);
  return link && { href: link.href, external: false };
}

/**
 * A ContentRef to the URL it has on this site, or undefined when it has none there (an
 * unpublished page or space, a collection, a user...): the caller then shows plain text.
 */
export function resolveRef(ref: ContentRef | undefined, resources: RenderResources): SafeLink | undefined {
  if (!ref || typeof ref !== 'object') return undefined;
  switch (ref.kind) {
    case 'url':
      return safeHref(ref.url);
    case 'page':
      return typeof ref.page === 'string' ? internal(resources.pageHref({ spaceId: ref.space, pageId: ref.page })) : undefined;
    case 'anchor': {
      if (typeof ref.anchor !== 'string' || ref.anchor === '') return undefined;
      if (typeof ref.page === 'string') return internal(resources.pageHref({ spaceId: ref.space, pageId: ref.page, anchor: ref.anchor }));
      const fragment = `#${encodeURIComponent(ref.anchor)}`;
      if (typeof ref.space === 'string') {
        const space = resources.spaceHref(ref.space);
        return space === undefined ? undefined : internal(`${space}${fragment}`);
      }
      return { href: fragment, external: false };
    }
    case 'file':
      return typeof ref.file === 'string' ? internal(resources.file(ref.file)?.url) : undefined;
    case 'space':
      return typeof ref.space === 'string' ? internal(resources.spaceHref(ref.space)) : undefined;
    // Collections, users, reusable contents and OpenAPI specs have no page of their own on a site.
    default:
      return undefined;
  }
}

/** The host of an http(s) URL, for cards. */
export function urlHost(url: string): string | undefined {
  try {
    return new URL(url).host || undefined;
  } catch {
    return undefined;
  }
}
