import type { ContentRef, DocumentTextMark } from '@gitbook/api';
import type { Html, ListItem, PhrasingContent, Root, RootContent, TableCell, TableRow } from 'mdast';
import { escapeAttribute, escapeHtmlText, escapeInlineHtmlText, liquidTag } from './markdown/attributes';
import { stringifyMarkdown } from './markdown/processor';
import type { LiquidTag } from './markdown/types';
import { blockText } from './document/containers';
import { ANNOTATION_END, encodeComment } from './document/comments';
import { markKey } from './document/nodes';
import type { RefCodec } from './document/refs';

/**
 * Documents are read defensively: whatever the input, this never throws. Nodes that
 * markdown cannot express are written as `<!-- quire:block {...} -->` comments.
 */
type Node = Record<string, unknown> & { object?: unknown; type?: unknown; data?: Record<string, unknown>; nodes?: unknown; fragments?: unknown };

export function documentToTree(document: unknown, refs: RefCodec): Root {
  const converter = new DocumentConverter(refs);
  const nodes = isNode(document) && Array.isArray(document.nodes) ? document.nodes : [];
  return { type: 'root', children: converter.blocks(nodes) };
}

export function convertDocument(document: unknown, refs: RefCodec): string {
  return stringifyMarkdown(documentToTree(document, refs));
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function children(node: Node): Node[] {
  return Array.isArray(node.nodes) ? node.nodes.filter(isNode) : [];
}

function fragments(node: Node): Node[] {
  return Array.isArray(node.fragments) ? node.fragments.filter(isNode) : [];
}

function data(node: Node): Record<string, unknown> {
  return isNode(node.data) ? node.data : {};
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function liquid(name: string, attributes?: Record<string, string | undefined>): LiquidTag {
  return { type: 'liquidTag', value: liquidTag(name, attributes) };
}

function html(value: string): Html {
  return { type: 'html', value };
}

function comment(kind: 'block' | 'inline', node: unknown): Html[] {
  try {
    return [html(encodeComment(kind, node))];
  } catch {
    return [];
  }
}

type Segment = { marks: DocumentTextMark[]; text?: string; code?: boolean; inline?: Node };

class DocumentConverter {
  /** Inside a GFM table cell, line breaks are written `<br>`. */
  private inCell = false;

  constructor(private readonly refs: RefCodec) {}

  private href(ref: unknown): string {
    if (!isNode(ref) || typeof ref.kind !== 'string') return '';
    try {
      return this.refs.toHref(ref as unknown as ContentRef);
    } catch {
      return '';
    }
  }

  blocks(nodes: unknown[]): RootContent[] {
    const out: RootContent[] = [];
    for (const node of nodes) {
      if (!isNode(node)) continue;
      for (const block of this.block(node)) {
        // An empty paragraph is only a blank line in markdown: it is left out.
        if (block.type !== 'paragraph' || block.children.length > 0) out.push(block);
      }
    }
    return out;
  }

  private block(node: Node): RootContent[] {
    if (node.object !== 'block') return comment('block', node);
    const d = data(node);
    switch (node.type) {
      case 'paragraph':
        return [{ type: 'paragraph', children: this.phrasing(children(node)) }];
      case 'heading-1':
      case 'heading-2':
      case 'heading-3': {
        const content = this.phrasing(children(node));
        const id = str(d.id);
        if (id) content.push({ type: 'text', value: ' ' }, html(`<a href="#${escapeAttribute(id)}" id="${escapeAttribute(id)}"></a>`));
        return [{ type: 'heading', depth: Number(node.type.slice(-1)) as 1 | 2 | 3, children: content }];
      }
      case 'list-ordered':
      case 'list-unordered':
      case 'list-tasks': {
        const tasks = node.type === 'list-tasks';
        const start = typeof d.start === 'number' && Number.isInteger(d.start) && d.start >= 0 ? d.start : 1;
        return [
          {
            type: 'list',
            ordered: node.type === 'list-ordered',
            ...(node.type === 'list-ordered' ? { start } : {}),
            spread: false,
            children: children(node).map((item) => this.listItem(item, tasks)),
          },
        ];
      }
      case 'list-item':
        return comment('block', node);
      case 'divider':
        return [{ type: 'thematicBreak' }];
      case 'blockquote':
        return [{ type: 'blockquote', children: this.blocks(children(node)) as Extract<RootContent, { type: 'blockquote' }>['children'] }];
      case 'hint': {
        const style = str(d.style) ?? 'info';
        return [liquid('hint', { style }), ...this.blocks(children(node)), liquid('endhint')];
      }
      case 'code':
        return this.code(node);
      case 'math':
        return [{ type: 'math', value: str(d.formula) ?? '', meta: null }];
      case 'images':
        return this.images(children(node));
      case 'file': {
        const ref = isNode(d.ref) ? d.ref : undefined;
        return ref ? [liquid('file', { src: this.href(ref) })] : comment('block', node);
      }
      case 'embed': {
        const url = str(d.url);
        if (url === undefined) return comment('block', node);
        return [liquid('embed', { url, fullWidth: typeof d.fullWidth === 'boolean' ? String(d.fullWidth) : undefined })];
      }
      case 'content-ref': {
        const href = this.href(d.ref);
        return [
          liquid('content-ref', { url: href }),
          { type: 'paragraph', children: [{ type: 'link', url: href, title: null, children: [{ type: 'text', value: href }] }] },
          liquid('endcontent-ref'),
        ];
      }
      case 'expandable': {
        const all = fragments(node);
        const title = all.find((f) => f.fragment === 'expandable-title');
        const body = all.find((f) => f.fragment === 'expandable-body');
        const titleText = title ? blockText(title).replace(/\s+/g, ' ').trim() : '';
        return [html('<details>'), html(`<summary>${escapeHtmlText(titleText)}</summary>`), ...(body ? this.blocks(children(body)) : []), html('</details>')];
      }
      case 'tabs': {
        const out: RootContent[] = [liquid('tabs')];
        for (const tab of children(node)) {
          out.push(liquid('tab', { title: str(data(tab).title) ?? '' }), ...this.blocks(children(tab)), liquid('endtab'));
        }
        out.push(liquid('endtabs'));
        return out;
      }
      case 'stepper': {
        const out: RootContent[] = [liquid('stepper')];
        for (const step of children(node)) out.push(liquid('step'), ...this.blocks(children(step)), liquid('endstep'));
        out.push(liquid('endstepper'));
        return out;
      }
      case 'table':
        return this.table(node);
      default:
        // drawing, swagger, openapi-*, integration, reusable-content, columns, if, ...
        return comment('block', node);
    }
  }

  private listItem(item: Node, tasks: boolean): ListItem {
    return {
      type: 'listItem',
      spread: false,
      checked: tasks ? data(item).checked === true : null,
      children: this.blocks(children(item)) as ListItem['children'],
    };
  }

  private code(node: Node): RootContent[] {
    const d = data(node);
    const lines = children(node).map((line) => inlineText(children(line)));
    const code: RootContent = { type: 'code', lang: str(d.syntax) || null, meta: null, value: lines.join('\n') };
    const attributes: Record<string, string | undefined> = {
      title: str(d.title) || undefined,
      overflow: d.overflow === 'wrap' ? 'wrap' : undefined,
      lineNumbers: typeof d.lineNumbers === 'boolean' ? String(d.lineNumbers) : undefined,
      fullWidth: typeof d.fullWidth === 'boolean' ? String(d.fullWidth) : undefined,
    };
    if (Object.values(attributes).every((value) => value === undefined)) return [code];
    return [liquid('code', attributes), code, liquid('endcode')];
  }

  /** Images: markdown images, or GitBook's `<figure>` when one has a caption. */
  private images(images: Node[]): RootContent[] {
    const items = images.map((image) => {
      const d = data(image);
      const caption = fragments(image).find((f) => f.fragment === 'caption');
      return { href: this.href(d.ref), alt: str(d.alt) ?? '', caption: caption ? blockText(caption).replace(/\s+/g, ' ').trim() : '' };
    });
    if (items.length === 0) return [];
    if (items.some((item) => item.caption !== '')) {
      const figures = items.map(
        (item) =>
          `<figure><img src="${escapeAttribute(item.href)}" alt="${escapeAttribute(item.alt)}"><figcaption>${item.caption ? `<p>${escapeHtmlText(item.caption)}</p>` : ''}</figcaption></figure>`,
      );
      return [html(figures.join('\n'))];
    }
    const content: PhrasingContent[] = [];
    for (const item of items) {
      if (content.length > 0) content.push({ type: 'text', value: ' ' });
      content.push({ type: 'image', url: item.href, alt: item.alt, title: null });
    }
    return [{ type: 'paragraph', children: content }];
  }

  /** Any table view becomes a GFM table of its columns; cells hold inline content only. */
  private table(node: Node): RootContent[] {
    const d = data(node);
    const view = isNode(d.view) ? d.view : {};
    const definitions = isNode(d.definition) ? d.definition : {};
    const columns = (Array.isArray(view.columns) ? view.columns : Object.keys(definitions)).filter(
      (id): id is string => typeof id === 'string' && isNode(definitions[id]),
    );
    if (columns.length === 0) return comment('block', node);
    const records = isNode(d.records) ? Object.values(d.records).filter(isNode) : [];
    records.sort((a, b) => {
      const x = String(a.orderIndex ?? '');
      const y = String(b.orderIndex ?? '');
      return x < y ? -1 : x > y ? 1 : 0;
    });
    const byName = new Map<string, Node>();
    for (const fragment of fragments(node)) if (typeof fragment.fragment === 'string') byName.set(fragment.fragment, fragment);
    const hideHeader = view.hideHeader === true;
    const head: TableRow = {
      type: 'tableRow',
      children: columns.map((id) => ({ type: 'tableCell', children: hideHeader ? [] : textContent(str((definitions[id] as Node).title) ?? '') })),
    };
    this.inCell = true;
    try {
      const rows: TableRow[] = records.map((record) => ({
        type: 'tableRow',
        children: columns.map((id) => this.cell(definitions[id] as Node, isNode(record.values) ? record.values[id] : undefined, byName)),
      }));
      const align = columns.map((id) => {
        const alignment = (definitions[id] as Node).textAlignment;
        return alignment === 'center' || alignment === 'right' ? alignment : null;
      });
      return [{ type: 'table', align, children: [head, ...rows] }];
    } finally {
      this.inCell = false;
    }
  }

  private cell(definition: Node, value: unknown, byName: Map<string, Node>): TableCell {
    const content: PhrasingContent[] = [];
    const separate = () => {
      if (content.length > 0) content.push(html('<br>'));
    };
    switch (definition.type) {
      case 'text': {
        const fragment = typeof value === 'string' ? byName.get(value) : undefined;
        for (const block of fragment ? children(fragment) : []) {
          separate();
          if (block.type === 'paragraph' || block.type === 'heading-1' || block.type === 'heading-2' || block.type === 'heading-3') content.push(...this.phrasing(children(block)));
          else content.push(...textContent(blockText(block)));
        }
        break;
      }
      case 'select': {
        const options = Array.isArray(definition.options) ? definition.options.filter(isNode) : [];
        const labels = (Array.isArray(value) ? value : []).map((v) => str(options.find((o) => o.value === v)?.label) ?? String(v));
        content.push(...textContent(labels.join(', ')));
        break;
      }
      case 'files':
      case 'users':
        for (const id of Array.isArray(value) ? value : []) {
          if (typeof id !== 'string') continue;
          if (content.length > 0) content.push({ type: 'text', value: ', ' });
          const href = this.href(definition.type === 'files' ? { kind: 'file', file: id } : { kind: 'user', user: id });
          content.push({ type: 'link', url: href, title: null, children: [{ type: 'text', value: id }] });
        }
        break;
      case 'content-ref':
        if (isNode(value)) {
          const href = this.href(value);
          content.push({ type: 'link', url: href, title: null, children: [{ type: 'text', value: href }] });
        }
        break;
      case 'image': {
        const ref = isNode(value) && isNode(value.ref) ? value.ref : value;
        if (isNode(ref)) content.push({ type: 'image', url: this.href(ref), alt: isNode(value) ? (str(value.alt) ?? '') : '', title: null });
        break;
      }
      case 'rating':
        if (typeof value === 'number' && value > 0) content.push({ type: 'text', value: '★'.repeat(Math.min(Math.round(value), 100)) });
        break;
      default:
        if (value !== undefined && value !== null && typeof value !== 'object') content.push(...textContent(String(value)));
    }
    return { type: 'tableCell', children: content };
  }

  /** Inline nodes to mdast, nesting marks so that the longest runs open first. */
  phrasing(nodes: Node[]): PhrasingContent[] {
    const segments = this.phraseSegments(nodes, true);
    return this.nest(segments, 0, segments.length, new Set());
  }

  private nest(segments: Segment[], from: number, to: number, active: Set<string>): PhrasingContent[] {
    const out: PhrasingContent[] = [];
    let index = from;
    while (index < to) {
      const segment = segments[index];
      const open = segment.marks.filter((mark) => !active.has(markKey(mark)));
      if (open.length === 0) {
        out.push(...this.segment(segment, active));
        index++;
        continue;
      }
      let best = open[0];
      let bestEnd = index;
      for (const mark of open) {
        const key = markKey(mark);
        let end = index;
        while (end < to && segments[end].marks.some((m) => markKey(m) === key)) end++;
        if (end > bestEnd) {
          best = mark;
          bestEnd = end;
        }
      }
      const inner = this.nest(segments, index, bestEnd, new Set([...active, markKey(best)]));
      out.push(...wrap(best, inner));
      index = bestEnd;
    }
    return out;
  }

  private segment(segment: Segment, active: Set<string>): PhrasingContent[] {
    if (segment.text !== undefined) {
      if (segment.code) return [{ type: 'inlineCode', value: segment.text.replace(/\r?\n/g, ' ') }];
      const out: PhrasingContent[] = [];
      segment.text.split('\n').forEach((part, index) => {
        if (index > 0) out.push(this.inCell ? html('<br>') : { type: 'break' });
        if (part) out.push({ type: 'text', value: part });
      });
      return out;
    }
    const node = segment.inline!;
    const d = data(node);
    switch (node.type) {
      case 'link': {
        const inner = this.phraseSegments(children(node));
        return [{ type: 'link', url: this.href(d.ref), title: null, children: this.nest(inner, 0, inner.length, active) }];
      }
      case 'inline-image':
        return [{ type: 'image', url: this.href(d.ref), alt: str(d.alt) ?? '', title: null }];
      case 'inline-math':
        return [{ type: 'inlineMath', value: str(d.formula) ?? '' }];
      case 'expression':
        return [html(`<code class="expression">${escapeInlineHtmlText(str(d.expression) ?? '')}</code>`)];
      case 'emoji': {
        const emoji = emojiText(str(d.code));
        return emoji ? [{ type: 'text', value: emoji }] : comment('inline', node);
      }
      case 'annotation': {
        const inner = this.phraseSegments(children(node));
        try {
          return [html(encodeComment('annotation', { fragments: node.fragments ?? [] })), ...this.nest(inner, 0, inner.length, active), html(ANNOTATION_END)];
        } catch {
          return this.nest(inner, 0, inner.length, active);
        }
      }
      default:
        return comment('inline', node);
    }
  }

  /** Text leaves and inlines as segments; a link carries the marks all its text shares. */
  private phraseSegments(nodes: Node[], linkMarks = false): Segment[] {
    const segments: Segment[] = [];
    for (const node of nodes) {
      if (node.object === 'text') {
        for (const l of Array.isArray(node.leaves) ? node.leaves.filter(isNode) : []) {
          const text = str(l.text);
          if (!text) continue;
          const marks = (Array.isArray(l.marks) ? l.marks.filter(isNode) : []) as unknown as DocumentTextMark[];
          segments.push({ text, code: marks.some((m) => m.type === 'code'), marks: writtenMarks(marks) });
        }
      } else if (node.object === 'inline') {
        segments.push({ inline: node, marks: linkMarks && node.type === 'link' ? commonMarks(children(node)) : [] });
      }
    }
    return segments;
  }
}

const WRITTEN_MARKS = ['bold', 'italic', 'strikethrough', 'keyboard', 'superscript', 'subscript', 'color'];

/** The marks written around text (code is written on the text itself), in one fixed order. */
function writtenMarks(marks: DocumentTextMark[]): DocumentTextMark[] {
  return marks.filter((m) => WRITTEN_MARKS.includes(m.type)).sort((a, b) => WRITTEN_MARKS.indexOf(a.type) - WRITTEN_MARKS.indexOf(b.type));
}

/** The marks every text leaf of a link shares: written around the link, not inside it. */
function commonMarks(nodes: Node[]): DocumentTextMark[] {
  let common: DocumentTextMark[] | undefined;
  for (const node of nodes) {
    if (node.object !== 'text') return [];
    for (const l of Array.isArray(node.leaves) ? node.leaves.filter(isNode) : []) {
      if (!str(l.text)) continue;
      const marks = (Array.isArray(l.marks) ? l.marks.filter(isNode) : []) as unknown as DocumentTextMark[];
      const keys = new Set(marks.map(markKey));
      common = (common ?? writtenMarks(marks)).filter((m) => keys.has(markKey(m)));
    }
  }
  return common ?? [];
}

function wrap(mark: DocumentTextMark, content: PhrasingContent[]): PhrasingContent[] {
  switch (mark.type) {
    case 'bold':
      return [{ type: 'strong', children: content }];
    case 'italic':
      return [{ type: 'emphasis', children: content }];
    case 'strikethrough':
      return [{ type: 'delete', children: content }];
    case 'keyboard':
      return [html('<kbd>'), ...content, html('</kbd>')];
    case 'superscript':
      return [html('<sup>'), ...content, html('</sup>')];
    case 'subscript':
      return [html('<sub>'), ...content, html('</sub>')];
    case 'color': {
      const text = str(mark.data?.text);
      const background = str(mark.data?.background);
      const style = `${text && text !== 'default' ? `color:${text};` : ''}${background && background !== 'default' ? `background-color:${background};` : ''}`;
      return style ? [html(`<mark style="${escapeAttribute(style)}">`), ...content, html('</mark>')] : content;
    }
    default:
      return content;
  }
}

function textContent(text: string): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  text.split('\n').forEach((part, index) => {
    if (index > 0) out.push(html('<br>'));
    if (part) out.push({ type: 'text', value: part });
  });
  return out;
}

function inlineText(nodes: Node[]): string {
  let text = '';
  for (const node of nodes) {
    if (node.object === 'text') {
      for (const l of Array.isArray(node.leaves) ? node.leaves.filter(isNode) : []) text += str(l.text) ?? '';
    } else if (node.type === 'expression') {
      text += str(data(node).expression) ?? '';
    } else {
      text += inlineText(children(node));
    }
  }
  return text;
}

/** GitBook's emoji code is the hex code point(s), dash-separated (`1f44d`, `1f1eb-1f1f7`). */
function emojiText(code: string | undefined): string | undefined {
  if (!code || !/^[0-9a-f]{2,6}(?:-[0-9a-f]{2,6})*$/i.test(code)) return undefined;
  try {
    return String.fromCodePoint(...code.split('-').map((part) => parseInt(part, 16)));
  } catch {
    return undefined;
  }
}
