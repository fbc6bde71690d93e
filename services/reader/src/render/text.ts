import type {
  DocumentBlockHeading,
  DocumentBlockParagraph,
  DocumentInlineAnnotation,
  DocumentInlineButton,
  DocumentInlineEmoji,
  DocumentInlineExpression,
  DocumentInlineIcon,
  DocumentInlineLink,
  DocumentInlineMention,
  DocumentText,
  DocumentTextMark,
} from '@gitbook/api';
import type { ElementContent } from 'hast';
import { h } from 'hastscript';
import type { RenderContext } from './context';
import { resolveRef, type SafeLink } from './urls';

/** Colour names of `DocumentTextColor`: `$primary` is class `q-color-primary`. */
const COLORS = new Set(['green', 'blue', 'red', 'orange', 'yellow', 'purple', '$primary', '$info', '$success', '$warning', '$danger']);

export function colorName(value: unknown): string | undefined {
  return typeof value === 'string' && COLORS.has(value) ? value.replace(/^\$/, '') : undefined;
}

/** Marks from the outside in: a bold code span is `<strong><code>`. */
const MARK_ORDER: Array<DocumentTextMark['type']> = ['color', 'bold', 'italic', 'strikethrough', 'superscript', 'subscript', 'keyboard', 'code'];
const MARK_TAGS: Record<Exclude<DocumentTextMark['type'], 'color'>, string> = {
  bold: 'strong',
  italic: 'em',
  strikethrough: 's',
  superscript: 'sup',
  subscript: 'sub',
  keyboard: 'kbd',
  code: 'code',
};

/** Text with its line breaks (`\n` in a leaf is a `<br>`). */
function textWithBreaks(value: string): ElementContent[] {
  if (!value.includes('\n')) return [{ type: 'text', value }];
  const out: ElementContent[] = [];
  value.split('\n').forEach((part, index) => {
    if (index > 0) out.push(h('br'));
    if (part !== '') out.push({ type: 'text', value: part });
  });
  return out;
}

function applyMark(mark: DocumentTextMark, children: ElementContent[]): ElementContent[] {
  if (mark.type === 'color') {
    const text = colorName(mark.data?.text);
    const background = colorName(mark.data?.background);
    if (!text && !background) return children;
    return [h('span', { className: [text && `q-color-${text}`, background && `q-bg-${background}`].filter((c): c is string => !!c) }, children)];
  }
  const tag = Object.hasOwn(MARK_TAGS, mark.type) ? MARK_TAGS[mark.type as keyof typeof MARK_TAGS] : undefined;
  return tag ? [h(tag, children)] : children;
}

/** A text node: each leaf's text inside the elements of its marks. */
export function renderText(node: DocumentText): ElementContent[] {
  const out: ElementContent[] = [];
  for (const leaf of Array.isArray(node.leaves) ? node.leaves : []) {
    if (!leaf || typeof leaf.text !== 'string' || leaf.text === '') continue;
    const marks = Array.isArray(leaf.marks) ? leaf.marks.filter((m) => m && typeof m === 'object') : [];
    let content = textWithBreaks(leaf.text);
    const sorted = [...new Map(marks.map((m) => [m.type, m])).values()].sort((a, b) => MARK_ORDER.indexOf(b.type) - MARK_ORDER.indexOf(a.type));
    for (const mark of sorted) content = applyMark(mark, content);
    out.push(...content);
  }
  return out;
}

/** The plain text of inline content (headings for the table of contents, labels). */
export function plainText(nodes: unknown, depth = 0): string {
  if (!Array.isArray(nodes) || depth > 8) return '';
  let text = '';
  for (const node of nodes) {
    if (!node || typeof node !== 'object') continue;
    const value = node as { object?: string; type?: string; leaves?: Array<{ text?: unknown }>; nodes?: unknown; data?: Record<string, unknown> };
    if (value.object === 'text' && Array.isArray(value.leaves)) {
      for (const leaf of value.leaves) if (leaf && typeof leaf.text === 'string') text += leaf.text;
    } else if (value.type === 'inline-math' && typeof value.data?.formula === 'string') {
      text += value.data.formula;
    } else if (value.type === 'emoji') {
      text += emojiText(value.data?.code) ?? '';
    } else if (value.type === 'button' && typeof value.data?.label === 'string') {
      text += value.data.label;
    } else if (Array.isArray(value.nodes)) {
      text += plainText(value.nodes, depth + 1);
    }
  }
  return text.replace(/\s+/g, ' ');
}

/** The plain text of the blocks under a node (a table cell, an expandable's title). */
export function blocksText(nodes: unknown, limit = 200): string {
  const parts: string[] = [];
  const visit = (value: unknown, depth: number) => {
    if (!Array.isArray(value) || depth > 8 || parts.join(' ').length > limit) return;
    for (const node of value) {
      if (!node || typeof node !== 'object') continue;
      const block = node as { object?: string; nodes?: unknown };
      if (block.object === 'block' && Array.isArray(block.nodes) && block.nodes.some((n) => (n as { object?: string })?.object !== 'block')) parts.push(plainText(block.nodes));
      else visit(block.nodes, depth + 1);
    }
  };
  visit(nodes, 0);
  return parts.join(' ').trim().slice(0, limit);
}

const ALIGN: Record<string, string> = { center: 'q-align-center', end: 'q-align-end' };

export function paragraph(block: DocumentBlockParagraph, ctx: RenderContext): ElementContent[] {
  const align = block.data?.align ? ALIGN[block.data.align] : undefined;
  return [h('p', { className: align ? [align] : undefined }, ctx.inlines(block.nodes))];
}

const HEADING_DEPTH = { 'heading-1': 1, 'heading-2': 2, 'heading-3': 3 } as const;

/**
 * A heading, one level below the page title (`heading-1` is an `<h2>`: the shell's `<h1>` is
 * the page's title), with an id and, beside it, a link to itself. The link sits next to the
 * heading rather than inside it so the heading's accessible name stays its text.
 */
export function heading(block: DocumentBlockHeading, ctx: RenderContext): ElementContent[] {
  const depth = HEADING_DEPTH[block.type];
  const content = ctx.inlines(block.nodes);
  const title = plainText(block.nodes).trim();
  const id = ctx.ids.heading([block.data?.id, block.meta?.id], title);
  if (ctx.toc && title !== '') ctx.headings.push({ id, title, depth });
  const align = block.data?.align ? ALIGN[block.data.align] : undefined;
  return [
    h('div', { className: ['q-heading', `q-heading-${depth}`, ...(align ? [align] : [])] }, [
      h(`h${depth + 1}`, { id }, content),
      h('a', { className: ['q-anchor'], href: `#${encodeURIComponent(id)}`, ariaLabel: `${ctx.t('anchor_link')}: ${title}` }, '#'),
    ]),
  ];
}

/** An `<a>` to a resolved link (external ones with `rel="noopener noreferrer"`), or a `<span>` when the target has no URL here. */
export function linkElement(link: SafeLink | undefined, className: string[], children: ElementContent[], extra: Record<string, string> = {}): ElementContent {
  if (!link) return h('span', { className: [...className, 'q-unlinked'] }, children);
  return h('a', { className, href: link.href, rel: link.external ? ['noopener', 'noreferrer'] : undefined, ...extra }, children);
}

export function link(node: DocumentInlineLink, ctx: RenderContext): ElementContent[] {
  return [linkElement(resolveRef(node.data?.ref, ctx.resources), ['q-link'], ctx.inlines(node.nodes))];
}

/** An emoji's code points (`1f600`, `1f468-200d-1f4bb`) as text. */
export function emojiText(code: unknown): string | undefined {
  if (typeof code !== 'string' || code.length > 64) return undefined;
  if (/^[0-9a-f]{2,6}(?:-[0-9a-f]{2,6})*$/i.test(code)) {
    const points = code.split('-').map((hex) => parseInt(hex, 16));
    return points.every((point) => point <= 0x10ffff) ? String.fromCodePoint(...points) : undefined;
  }
  // Some documents hold the emoji itself.
  return /^\p{Extended_Pictographic}/u.test(code) ? code : undefined;
}

export function emoji(node: DocumentInlineEmoji): ElementContent[] {
  const value = emojiText(node.data?.code);
  return value ? [h('span', { className: ['q-emoji'] }, value)] : [];
}

/** An icon by name: a hook for the theme's icon set; decorative, so hidden from assistive technology. */
export function inlineIcon(node: DocumentInlineIcon): ElementContent[] {
  const name = node.data?.icon;
  if (typeof name !== 'string' || !/^[a-z0-9-]{1,64}$/.test(name)) return [];
  const color = colorName(node.data?.color);
  return [h('span', { className: ['q-icon', ...(color ? [`q-color-${color}`] : [])], dataQIcon: name, ariaHidden: 'true' })];
}

/** `{{ expression }}`: its value for this visitor when the caller evaluates it, else the expression itself. */
export function expression(node: DocumentInlineExpression, ctx: RenderContext): ElementContent[] {
  const source = typeof node.data?.expression === 'string' ? node.data.expression : '';
  const value = ctx.resources.expression?.(source);
  if (typeof value === 'string') return [{ type: 'text', value }];
  return [h('code', { className: ['q-expression'] }, source)];
}

/**
 * An annotation: its text marked in place, with a numbered reference to a note at the end of
 * the document holding its body (readable without JavaScript, and linked both ways).
 */
export function annotation(node: DocumentInlineAnnotation, ctx: RenderContext): ElementContent[] {
  const text = ctx.inlines(node.nodes);
  const body = (Array.isArray(node.fragments) ? node.fragments : []).flatMap((fragment) => ctx.withToc(false, () => ctx.blocks(fragment?.nodes)));
  if (body.length === 0) return text;
  const number = ctx.notes.length + 1;
  const id = ctx.ids.claim(`q-note-${number}`);
  const refId = ctx.ids.claim(`q-note-ref-${number}`);
  ctx.notes.push({ id, refId, body });
  return [
    h('span', { className: ['q-annotation'] }, text),
    h('sup', { className: ['q-note-ref'] }, [h('a', { href: `#${id}`, id: refId, ariaLabel: `${ctx.t('footnotes')} ${number}` }, String(number))]),
  ];
}

/** The label of a page or space a ref points to, when the caller gives titles; else undefined. */
export function refTitle(ref: unknown, ctx: RenderContext): string | undefined {
  if (!ref || typeof ref !== 'object') return undefined;
  const value = ref as { kind?: string; page?: unknown; space?: unknown; file?: unknown };
  if ((value.kind === 'page' || value.kind === 'anchor') && typeof value.page === 'string') {
    return ctx.resources.pageTitle?.({ spaceId: typeof value.space === 'string' ? value.space : undefined, pageId: value.page });
  }
  if (value.kind === 'space' && typeof value.space === 'string') return ctx.resources.spaceTitle?.(value.space);
  if (value.kind === 'file' && typeof value.file === 'string') return ctx.resources.file(value.file)?.name;
  return undefined;
}

/** A mention of a page, space or file: its title, linked; a user (whose name the reader does not show) or anything unpublished: plain text. */
export function mention(node: DocumentInlineMention, ctx: RenderContext): ElementContent[] {
  const ref = node.data?.ref;
  const target = resolveRef(ref, ctx.resources);
  if (ref?.kind === 'user') return [h('span', { className: ['q-mention', 'q-unlinked'] }, `@${ctx.t('user')}`)];
  // An unpublished page's title is not shown either.
  if (!target) return [];
  const label = refTitle(ref, ctx) ?? (ref.kind === 'url' ? ref.url : target.href);
  return [linkElement(target, ['q-mention'], [{ type: 'text', value: label }])];
}

export function button(node: DocumentInlineButton, ctx: RenderContext): ElementContent[] {
  const label = typeof node.data?.label === 'string' ? node.data.label : '';
  const kind = node.data?.kind === 'secondary' ? 'secondary' : 'primary';
  return [linkElement(resolveRef(node.data?.ref, ctx.resources), ['q-button', `q-button-${kind}`], [{ type: 'text', value: label }])];
}
