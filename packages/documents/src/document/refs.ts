import type { ContentRef, ContentRefFile, ContentRefURL } from '@gitbook/api';

/**
 * Links in markdown are hrefs; in a document they are `ContentRef`s. By default:
 *
 * | href                                   | ContentRef                                   |
 * | -------------------------------------- | -------------------------------------------- |
 * | `https://…`, `other-page.md`, anything | `{ kind: 'url', url }`                       |
 * | `#anchor`                              | `{ kind: 'anchor', anchor }` (this page)     |
 * | `quire:page/<id>[?space=<id>]`         | `{ kind: 'page', page[, space] }`            |
 * | `quire:page/<id>#<anchor>`             | `{ kind: 'anchor', page, anchor[, space] }`  |
 * | `quire:file/<id>`                      | `{ kind: 'file', file }`                     |
 * | `quire:space/<id>`, `quire:collection/<id>`, `quire:user/<id>`, `quire:reusable-content/<id>`, `quire:openapi/<slug>` | the matching kind |
 *
 * A caller that knows the revision's pages and files (relative `.md` paths,
 * `.gitbook/assets/...`) passes `resolveHref`/`refToHref` to map them itself.
 */
export type ResolveHref = (href: string) => ContentRef | undefined;
export type RefToHref = (ref: ContentRef) => string | undefined;

const QUIRE_HREF = /^quire:([a-z-]+)\/([^?#]*)(?:\?([^#]*))?(?:#(.*))?$/;

export function defaultHrefToRef(href: string): ContentRef {
  if (href.length > 1 && href.startsWith('#')) return { kind: 'anchor', anchor: href.slice(1) };
  const match = QUIRE_HREF.exec(href);
  if (match) {
    const [, kind, rawId, query, anchor] = match;
    const id = safeDecode(rawId);
    const space = query ? (new URLSearchParams(query).get('space') ?? undefined) : undefined;
    const withSpace = space !== undefined ? { space } : {};
    if (id !== '') {
      switch (kind) {
        case 'page':
          return anchor !== undefined ? { kind: 'anchor', anchor, page: id, ...withSpace } : { kind: 'page', page: id, ...withSpace };
        case 'space':
          return anchor !== undefined ? { kind: 'anchor', anchor, space: id } : { kind: 'space', space: id };
        case 'file':
          return { kind: 'file', file: id };
        case 'collection':
          return { kind: 'collection', collection: id };
        case 'user':
          return { kind: 'user', user: id };
        case 'reusable-content':
          return { kind: 'reusable-content', reusableContent: id, ...withSpace };
        case 'openapi':
          return { kind: 'openapi', spec: id };
      }
    }
  }
  return { kind: 'url', url: href };
}

export function defaultRefToHref(ref: ContentRef): string {
  const space = 'space' in ref && typeof ref.space === 'string' ? `?space=${encodeURIComponent(ref.space)}` : '';
  switch (ref.kind) {
    case 'url':
      return ref.url;
    case 'file':
      return `quire:file/${encodeURIComponent(ref.file)}`;
    case 'page':
      return `quire:page/${encodeURIComponent(ref.page)}${space}`;
    case 'anchor':
      if (ref.page !== undefined) return `quire:page/${encodeURIComponent(ref.page)}${space}#${ref.anchor}`;
      if (ref.space !== undefined) return `quire:space/${encodeURIComponent(ref.space)}#${ref.anchor}`;
      return `#${ref.anchor}`;
    case 'space':
      return `quire:space/${encodeURIComponent(ref.space)}`;
    case 'collection':
      return `quire:collection/${encodeURIComponent(ref.collection)}`;
    case 'user':
      return `quire:user/${encodeURIComponent(ref.user)}`;
    case 'reusable-content':
      return `quire:reusable-content/${encodeURIComponent(ref.reusableContent)}${space}`;
    case 'openapi':
      return `quire:openapi/${encodeURIComponent(ref.spec)}`;
    default:
      return '#';
  }
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export type RefCodec = { toRef: (href: string) => ContentRef; toHref: (ref: ContentRef) => string };

export function refCodec(resolveHref?: ResolveHref, refToHref?: RefToHref): RefCodec {
  return {
    toRef: resolveHref ? (href) => resolveHref(href) ?? defaultHrefToRef(href) : defaultHrefToRef,
    toHref: refToHref ? (ref) => refToHref(ref) ?? defaultRefToHref(ref) : defaultRefToHref,
  };
}

/** Images and files only take file or URL refs: anything else is kept as its URL. */
export function imageRef(ref: ContentRef, href: string): ContentRefFile | ContentRefURL {
  return ref.kind === 'file' || ref.kind === 'url' ? ref : { kind: 'url', url: href };
}
