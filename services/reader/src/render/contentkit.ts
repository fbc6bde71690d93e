import { markdownToDocument } from '@quire/documents';
import type { ElementContent } from 'hast';
import { h } from 'hastscript';
import type { RenderContext } from './context';
import { RENDER_LIMITS } from './limits';
import type { IntegrationBlockOutput } from './types';

/**
 * An integration block's ContentKit output (what its script rendered, docs/reader.md
 * "Integration blocks") as static HTML: one function per element kind, every value turned into
 * text nodes or checked attributes, the tree then sanitized with the rest of the page. Nothing
 * of the integration runs in the page: buttons are inert, inputs are left out, and a webframe
 * is an `<iframe>` sandboxed without same-origin access, only for https URLs and the
 * integration's own public endpoint. Markdown goes through the reader's own pipeline
 * (`markdownToDocument`, then the document handlers).
 */
type Element = Record<string, unknown> & { type?: unknown };

type Walk = { ctx: RenderContext; output: IntegrationBlockOutput; state: Record<string, unknown>; depth: number; elements: number; frames: Set<string> };

const MAX_ELEMENTS = 2000;
const MAX_TEXT = 20_000;

const isRecord = (value: unknown): value is Element => !!value && typeof value === 'object' && !Array.isArray(value);

/** A string, or a dynamic binding (`{ $state: key }`) to a string of the output's state. */
function textOf(value: unknown, walk: Walk): string {
  if (typeof value === 'string') return value.slice(0, MAX_TEXT);
  if (isRecord(value) && typeof value.$state === 'string') {
    const bound = walk.state[value.$state];
    return typeof bound === 'string' ? bound.slice(0, MAX_TEXT) : '';
  }
  return '';
}

/** http(s) URLs only, parsed; anything else is not a link. */
function httpUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2048) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Where a webframe may point: https, or the integration's own public endpoint (same scheme as it). */
function frameUrl(value: unknown, publicEndpoint: string | undefined): string | undefined {
  const url = httpUrl(value);
  if (!url) return undefined;
  if (url.startsWith('https:')) return url;
  return publicEndpoint && (url === publicEndpoint || url.startsWith(`${publicEndpoint}/`) || url.startsWith(`${publicEndpoint}?`)) ? url : undefined;
}

function children(value: unknown, walk: Walk): ElementContent[] {
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  if (walk.depth >= RENDER_LIMITS.maxDepth) return [];
  walk.depth++;
  try {
    return list.flatMap((child) => element(child, walk));
  } finally {
    walk.depth--;
  }
}

const TEXT_STYLES: Record<string, string> = { bold: 'strong', italic: 'em', code: 'code', strikethrough: 's' };

function inline(value: unknown, walk: Walk): ElementContent[] {
  if (typeof value === 'string') return [{ type: 'text', value: value.slice(0, MAX_TEXT) }];
  return element(value, walk);
}

function element(value: unknown, walk: Walk): ElementContent[] {
  if (typeof value === 'string') return [{ type: 'text', value: value.slice(0, MAX_TEXT) }];
  if (!isRecord(value) || ++walk.elements > MAX_ELEMENTS) return [];
  const { ctx } = walk;
  switch (value.type) {
    case 'block':
    case 'vstack':
      return [h('div', { className: ['q-ck-vstack'] }, children(value.children, walk))];
    case 'hstack':
      return [h('div', { className: ['q-ck-hstack'] }, children(value.children, walk))];
    case 'box':
      return [h('div', { className: ['q-ck-box'] }, children(value.children, walk))];
    case 'divider':
      return [h('hr', { className: ['q-ck-divider'] })];
    case 'text': {
      const content = Array.isArray(value.children) ? value.children.flatMap((child) => inline(child, walk)) : inline(value.children, walk);
      const tag = typeof value.style === 'string' && Object.hasOwn(TEXT_STYLES, value.style) ? TEXT_STYLES[value.style] : 'span';
      return [h(tag, content)];
    }
    case 'link': {
      const label = (Array.isArray(value.children) ? value.children : [value.children]).filter((part) => typeof part === 'string').join('').slice(0, 500);
      const href = httpUrl(isRecord(value.target) ? value.target.url : undefined);
      if (!href) return [{ type: 'text', value: label }];
      return [h('a', { href, rel: ['noopener', 'noreferrer'] }, label || href)];
    }
    case 'markdown': {
      const document = markdownToDocument(textOf(value.content, walk));
      return [h('div', { className: ['q-ck-markdown'] }, ctx.withToc(false, () => ctx.blocks(document.nodes)))];
    }
    case 'codeblock': {
      const syntax = typeof value.syntax === 'string' && /^[a-z0-9#+._-]{1,40}$/i.test(value.syntax) ? value.syntax.toLowerCase() : undefined;
      return [h('pre', { className: ['q-ck-code'], tabIndex: 0, ...(syntax && { dataQLang: syntax }) }, [h('code', textOf(value.content, walk))])];
    }
    case 'hint':
      return [h('aside', { className: ['q-hint', 'q-hint-info'], role: 'note', ariaLabel: ctx.t('hint_info') }, [h('div', { className: ['q-hint-body'] }, [h('p', children(value.children, walk))])])];
    case 'card': {
      const title = typeof value.title === 'string' ? value.title.slice(0, 500) : undefined;
      const hint = typeof value.hint === 'string' ? [{ type: 'text' as const, value: value.hint.slice(0, 2000) }] : children(value.hint, walk);
      return [
        h('div', { className: ['q-ck-card'], role: 'group', ...(title && { ariaLabel: title }) }, [
          ...(title ? [h('p', { className: ['q-ck-card-title'] }, [h('strong', title)])] : []),
          ...(hint.length > 0 ? [h('p', { className: ['q-ck-card-hint'] }, hint)] : []),
          ...children(value.children, walk),
        ]),
      ];
    }
    case 'image': {
      const src = httpUrl(isRecord(value.source) ? value.source.url : undefined);
      if (!src || !src.startsWith('https:')) return [];
      // ContentKit images carry no text alternative: decorative.
      return [h('img', { src, alt: '', loading: 'lazy', decoding: 'async', referrerPolicy: 'no-referrer', className: ['q-ck-image'] })];
    }
    case 'button': {
      const label = typeof value.label === 'string' ? value.label.slice(0, 200) : typeof value.tooltip === 'string' ? value.tooltip.slice(0, 200) : '';
      // Inert: the page runs nothing of the integration. A disabled native button is announced as unavailable.
      return label ? [h('button', { type: 'button', disabled: true, className: ['q-ck-button'] }, label)] : [];
    }
    case 'webframe': {
      const src = frameUrl(isRecord(value.source) ? value.source.url : undefined, walk.output.publicEndpoint);
      if (!src) return [];
      walk.frames.add(new URL(src).origin);
      // What the frame is sent when it says it is ready (the reader's client script): its data, bindings resolved.
      const data = isRecord(value.data) ? Object.fromEntries(Object.entries(value.data).map(([key, bound]) => [key, textOf(bound, walk)])) : {};
      const frame = h('iframe', {
        dataQFrameState: JSON.stringify(data),
        src,
        title: walk.ctx.t('integration_frame').replace('{name}', walk.output.integration),
        sandbox: 'allow-scripts allow-popups',
        loading: 'lazy',
        referrerPolicy: 'no-referrer',
        className: ['q-ck-webframe'],
      });
      // Built here from a checked URL and fixed attributes; the user schema has no iframe at all.
      return [h('div', { className: ['q-ck-frame'] }, [ctx.slotBuilt([frame])])];
    }
    default:
      // Inputs, selects, switches, checkboxes, radios, steps and modals need the editor.
      return [];
  }
}

/**
 * The block's output as HTML, and the origins its webframes load from (the page's
 * Content-Security-Policy lets exactly those be framed). A `complete` output shows nothing.
 */
export function contentKitBlock(output: IntegrationBlockOutput, ctx: RenderContext): { nodes: ElementContent[]; frames: string[] } {
  const rendered = output.output as { element?: unknown; state?: unknown } | undefined;
  const walk: Walk = { ctx, output, state: isRecord(rendered?.state) ? rendered.state : {}, depth: 0, elements: 0, frames: new Set() };
  const root = isRecord(rendered?.element) ? rendered.element : undefined;
  const nodes = root ? children(root.children, walk) : [];
  return { nodes: [h('div', { className: ['q-integration-block'] }, nodes)], frames: [...walk.frames] };
}
