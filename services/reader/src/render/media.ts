import type {
  ContentRefFile,
  ContentRefURL,
  DocumentBlockDrawing,
  DocumentBlockEmbed,
  DocumentBlockFile,
  DocumentBlockImage,
  DocumentBlockImages,
  DocumentInlineImage,
  Length,
} from '@gitbook/api';
import type { Element, ElementContent } from 'hast';
import { h } from 'hastscript';
import type { RenderContext } from './context';
import { icon } from './icons';
import { blocksText } from './text';
import { safeHref, safeImageSrc, urlHost } from './urls';

type ImageSource = { src: string; width?: number; height?: number; external: boolean };

/** An image ref (a file of the space, or a URL) to what `<img>` needs; undefined when it has no safe source. */
export function imageSource(ref: ContentRefFile | ContentRefURL | undefined, ctx: RenderContext): ImageSource | undefined {
  if (!ref || typeof ref !== 'object') return undefined;
  if (ref.kind === 'file' && typeof ref.file === 'string') {
    const file = ctx.resources.file(ref.file);
    const src = file ? safeImageSrc(file.url) : undefined;
    return src ? { src, width: positive(file?.width), height: positive(file?.height), external: false } : undefined;
  }
  if (ref.kind === 'url' && typeof ref.url === 'string') {
    const src = safeImageSrc(ref.url);
    return src ? { src, external: /^https?:/i.test(src) || src.startsWith('//') } : undefined;
  }
  return undefined;
}

function positive(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value) : undefined;
}

/** A length in pixels (a number, or `{ unit: 'px', value }`); other units give no attribute. */
function pixels(length: Length | undefined): number | undefined {
  if (typeof length === 'number') return positive(length);
  if (length && typeof length === 'object' && (length.unit === 'px' || length.unit === '')) return positive(length.value);
  return undefined;
}

/**
 * Width and height attributes: the block's size when it has one (the other side in proportion
 * to the file's), else the file's own, so the browser reserves the space before loading.
 */
function dimensions(source: ImageSource, width?: Length, height?: Length): { width?: number; height?: number } {
  const w = pixels(width);
  const hh = pixels(height);
  if (w && hh) return { width: w, height: hh };
  if (w && source.width && source.height) return { width: w, height: Math.round((w * source.height) / source.width) };
  if (hh && source.width && source.height) return { width: Math.round((hh * source.width) / source.height), height: hh };
  if (w || hh) return { width: w, height: hh };
  return { width: source.width, height: source.height };
}

/**
 * `<img>`, lazy and decoded off the main thread; with a dark variant, a `<picture>` whose
 * `<source data-q-dark>` follows `prefers-color-scheme` (the client script switches its
 * `media` when the visitor picks a theme with the toggle).
 */
function picture(source: ImageSource, alt: string, className: string[], size: { width?: number; height?: number }, dark?: ImageSource): Element {
  const img = h('img', {
    className: dark ? undefined : className,
    src: source.src,
    alt,
    width: size.width,
    height: size.height,
    loading: 'lazy',
    decoding: 'async',
    referrerPolicy: source.external ? 'no-referrer' : undefined,
  });
  if (!dark) return img;
  return h('picture', { className }, [h('source', { srcSet: [dark.src], media: '(prefers-color-scheme: dark)', dataQDark: true }), img]);
}

/** An image as a figure with its caption. */
export function image(block: DocumentBlockImage, ctx: RenderContext): ElementContent[] {
  const data = block.data ?? ({} as DocumentBlockImage['data']);
  const captionNodes = (Array.isArray(block.fragments) ? block.fragments : []).filter((f) => f?.fragment === 'caption').flatMap((f) => f.nodes ?? []);
  const caption = captionNodes.length > 0 ? ctx.withToc(false, () => ctx.blocks(captionNodes)) : [];
  const alt = typeof data.alt === 'string' && data.alt.trim() !== '' ? data.alt : blocksText(captionNodes);
  const source = imageSource(data.ref, ctx);
  const body = source
    ? picture(source, alt, ['q-image-media'], dimensions(source, data.width, data.height), imageSource(data.refDark, ctx))
    : h('span', { className: ['q-image-missing'] }, alt || ctx.t('image'));
  return [h('figure', { className: ['q-image'] }, [body, ...(caption.length > 0 ? [h('figcaption', caption)] : [])])];
}

/** Images side by side (or one), aligned, framed or full width as the block says. */
export function images(block: DocumentBlockImages, ctx: RenderContext): ElementContent[] {
  const data = block.data ?? {};
  const align = data.align === 'left' || data.align === 'right' ? data.align : 'center';
  const classes = ['q-images', `q-images-${align}`, ...(data.withFrame ? ['q-images-frame'] : []), ...(data.fullWidth ? ['q-full-width'] : [])];
  return [h('div', { className: classes }, ctx.blocks(block.nodes))];
}

export function inlineImage(node: DocumentInlineImage, ctx: RenderContext): ElementContent[] {
  const data = node.data ?? ({} as DocumentInlineImage['data']);
  const alt = typeof data.alt === 'string' ? data.alt : typeof data.caption === 'string' ? data.caption : '';
  const source = imageSource(data.ref, ctx);
  if (!source) return alt ? [h('span', { className: ['q-image-missing'] }, alt)] : [];
  const className = ['q-inline-image', ...(data.size === 'line' ? ['q-inline-image-line'] : [])];
  return [picture(source, alt, className, { width: source.width, height: source.height }, imageSource(data.refDark, ctx))];
}

/** A size in bytes for people: `340 B`, `12.5 KB`, `3.2 MB`. */
export function formatSize(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${unit === 0 ? value : value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

/** A short type for a file: its extension, else its content type's subtype. */
function fileType(name: string, contentType: string): string {
  const extension = /\.([a-z0-9]{1,8})$/i.exec(name)?.[1];
  if (extension) return extension.toUpperCase();
  const subtype = /^[a-z]+\/([a-z0-9.+-]{1,30})/i.exec(contentType)?.[1];
  return subtype ? subtype.toUpperCase() : '';
}

/** A file as a download card: its name, type and size. */
export function file(block: DocumentBlockFile, ctx: RenderContext): ElementContent[] {
  const ref = block.data?.ref;
  const found = ref?.kind === 'file' && typeof ref.file === 'string' ? ctx.resources.file(ref.file) : undefined;
  const href = found ? safeHref(found.url) : undefined;
  if (!found || !href) return [h('div', { className: ['q-file', 'q-file-missing'] }, [icon('file'), h('span', { className: ['q-file-name'] }, ctx.t('file'))])];
  const meta = [fileType(found.name, found.contentType), typeof found.size === 'number' && found.size >= 0 ? formatSize(found.size) : ''].filter((part) => part !== '').join(' · ');
  return [
    h('a', { className: ['q-file'], href: href.href, download: found.name }, [
      icon('file'),
      h('span', { className: ['q-file-text'] }, [h('span', { className: ['q-file-name'] }, found.name), ...(meta ? [h('span', { className: ['q-file-meta'] }, meta)] : [])]),
      h('span', { className: ['q-file-action'] }, ctx.t('download')),
    ]),
  ];
}

/** A drawing: the image file the editor stored for it. */
export function drawing(block: DocumentBlockDrawing, ctx: RenderContext): ElementContent[] {
  const source = imageSource(block.data?.ref, ctx);
  const body = source
    ? picture(source, ctx.t('drawing'), ['q-image-media'], { width: source.width, height: source.height })
    : h('span', { className: ['q-image-missing'] }, ctx.t('drawing'));
  return [h('figure', { className: ['q-image', 'q-drawing'] }, [body])];
}

/**
 * An embed as a link card: nothing is fetched while rendering (no title or preview from the
 * other site), so the card shows the host and the URL, and the visitor follows it.
 */
export function embed(block: DocumentBlockEmbed, ctx: RenderContext): ElementContent[] {
  const url = typeof block.data?.url === 'string' ? block.data.url : '';
  return [linkCard(safeHref(url), urlHost(url) ?? ctx.t('embed'), url, 'external', ['q-embed'])];
}

/** A card linking somewhere (embeds, content refs, integrations with a URL); without a safe link, the same card as plain text. */
export function linkCard(link: { href: string; external: boolean } | undefined, title: string, detail: string, glyph: 'external' | 'page' | 'file' | 'link', className: string[] = []): Element {
  const children = [
    icon(glyph),
    h('span', { className: ['q-card-text'] }, [h('span', { className: ['q-card-title'] }, title), ...(detail && detail !== title ? [h('span', { className: ['q-card-detail'] }, detail)] : [])]),
  ];
  if (!link) return h('div', { className: ['q-card', 'q-link-card', ...className, 'q-unlinked'] }, children);
  return h('a', { className: ['q-card', 'q-link-card', ...className], href: link.href, rel: link.external ? ['noopener', 'noreferrer'] : undefined }, children);
}
