import type {
  ContentRef,
  DocumentBlock,
  DocumentBlockCode,
  DocumentBlockExpandable,
  DocumentBlockHeading,
  DocumentBlockImage,
  DocumentBlockListItem,
  DocumentBlockTable,
  DocumentFragment,
  DocumentInline,
  DocumentInlineAnnotation,
  DocumentInlineLink,
  DocumentTableDefinition,
  DocumentTableRecord,
  DocumentText,
  DocumentTextBackgroundColor,
  DocumentTextColor,
  DocumentTextMark,
  JSONDocument,
} from '@gitbook/api';
import type { Definition, Heading, List, PhrasingContent, Root, RootContent, Table } from 'mdast';
import { decodeEntities, htmlAttributes, htmlText } from './markdown/attributes';
import { imageFromHtml } from './markdown/gitbook-blocks';
import { parseMarkdown } from './markdown/processor';
import { fit, type Container } from './document/containers';
import { decodeComment } from './document/comments';
import {
  BOLD,
  CODE,
  emptyParagraph,
  hasContent,
  inlineImage,
  inlineNodes,
  ITALIC,
  KEYBOARD,
  leaf,
  paragraph,
  STRIKETHROUGH,
  SUBSCRIPT,
  SUPERSCRIPT,
  textNode,
  textParagraph,
  withMark,
  type InlineItem,
} from './document/nodes';
import { imageRef, type RefCodec } from './document/refs';
import { orderKey } from './document/order';

type Block = DocumentBlock;
type ExpandableBody = Extract<DocumentBlockExpandable['fragments'][number], { type: 'expandable-body' }>['nodes'];

const HEADING_ID = /^[-a-z0-9.+_]+$/;
const COLORS = new Set<string>(['default', 'green', 'blue', 'red', 'orange', 'yellow', 'purple', '$primary', '$info', '$success', '$warning', '$danger']);

/** mdast (from `parseMarkdown`) to a GitBook JSON document. */
export function treeToDocument(tree: Root, refs: RefCodec): JSONDocument {
  const converter = new TreeConverter(tree, refs);
  return { object: 'document', data: {}, nodes: converter.blocks(tree.children, 'top') as JSONDocument['nodes'] };
}

export function convertMarkdown(markdown: string, refs: RefCodec): JSONDocument {
  return treeToDocument(parseMarkdown(markdown), refs);
}

class TreeConverter {
  private readonly definitions = new Map<string, Definition>();

  constructor(
    tree: Root,
    private readonly refs: RefCodec,
  ) {
    collectDefinitions(tree.children, this.definitions);
  }

  blocks(children: RootContent[], container: Container): Block[] {
    const out: Block[] = [];
    for (const child of children) out.push(...this.block(child));
    return fit(out, container, this.refs);
  }

  /** Blocks for one mdast node, as they would be at the top of a page; `fit` adapts them. */
  private block(node: RootContent): Block[] {
    switch (node.type) {
      case 'paragraph':
        return this.paragraph(this.phrasing(node.children, []));
      case 'heading':
        return [this.heading(node)];
      case 'thematicBreak':
        return [{ object: 'block', type: 'divider', isVoid: true, data: {} }];
      case 'blockquote':
        return [{ object: 'block', type: 'blockquote', nodes: this.blocksOrEmpty(node.children, 'quote') as Extract<Block, { type: 'blockquote' }>['nodes'] }];
      case 'list':
        return [this.list(node)];
      case 'code':
        return [codeBlock(node.value, node.lang ?? undefined, node.data as Record<string, unknown> | undefined)];
      case 'math':
        return [{ object: 'block', type: 'math', isVoid: true, data: { formula: node.value } }];
      case 'table':
        return [this.table(node)];
      case 'html':
        return this.htmlBlock(node.value);
      case 'footnoteDefinition': {
        const blocks = this.blocks(node.children, 'top');
        const first = blocks[0];
        const label = `[^${node.label ?? node.identifier}]: `;
        const head = first?.type === 'paragraph' ? first.nodes[0] : undefined;
        if (head?.object === 'text') {
          const start = head.leaves[0];
          if (start && start.marks.length === 0) start.text = label + start.text;
          else head.leaves.unshift(leaf(label));
        } else if (!head) {
          blocks.unshift(textParagraph(label.trim()));
        }
        return blocks;
      }
      case 'liquidTag':
        return [textParagraph(node.value)];
      case 'hint':
        return [{ object: 'block', type: 'hint', data: { style: node.style }, nodes: this.blocksOrEmpty(node.children, 'hint') as Extract<Block, { type: 'hint' }>['nodes'] }];
      case 'tabs':
        if (node.children.length === 0) return [];
        return [
          {
            object: 'block',
            type: 'tabs',
            nodes: node.children.map((tab) => ({
              object: 'block' as const,
              type: 'tabs-item' as const,
              data: { title: tab.title },
              nodes: this.blocksOrEmpty(tab.children, 'tab') as Extract<Block, { type: 'tabs-item' }>['nodes'],
            })),
          },
        ];
      case 'tab':
        return this.block({ type: 'tabs', children: [node] });
      case 'stepper':
        if (node.children.length === 0) return [];
        return [
          {
            object: 'block',
            type: 'stepper',
            nodes: node.children.map((step) => ({
              object: 'block' as const,
              type: 'stepper-step' as const,
              data: {},
              nodes: this.blocksOrEmpty(step.children, 'step') as Extract<Block, { type: 'stepper-step' }>['nodes'],
            })),
          },
        ];
      case 'step':
        return this.block({ type: 'stepper', children: [node] });
      case 'expandable':
        return [
          {
            object: 'block',
            type: 'expandable',
            isVoid: true,
            data: {},
            fragments: [
              { object: 'fragment', fragment: 'expandable-title', type: 'expandable-title', nodes: [textParagraph(node.title)] },
              {
                object: 'fragment',
                fragment: 'expandable-body',
                type: 'expandable-body',
                // `fit` keeps only what an expandable body takes.
                nodes: this.blocksOrEmpty(node.children, 'expandable') as ExpandableBody,
              },
            ],
          },
        ];
      case 'embed':
        return [{ object: 'block', type: 'embed', isVoid: true, data: { url: node.url, ...(node.fullWidth !== undefined ? { fullWidth: node.fullWidth } : {}) } }];
      case 'file': {
        const ref = this.refs.toRef(node.src);
        if (ref.kind === 'file') return [{ object: 'block', type: 'file', isVoid: true, data: { ref } }];
        return [paragraph(inlineNodes([{ kind: 'inline', node: link(ref, [{ kind: 'leaf', text: node.src, marks: [] }]) }]))];
      }
      case 'contentRef':
        return [{ object: 'block', type: 'content-ref', isVoid: true, data: { ref: this.refs.toRef(node.url) } }];
      default:
        // definition, yaml and other nodes carry nothing a document shows.
        return [];
    }
  }

  private blocksOrEmpty(children: RootContent[], container: Container): Block[] {
    const blocks = this.blocks(children, container);
    return blocks.length > 0 ? blocks : [emptyParagraph()];
  }

  /** A paragraph holding only images (and spaces) is an `images` block. */
  private paragraph(items: InlineItem[]): Block[] {
    const images: DocumentBlockImage[] = [];
    let onlyImages = true;
    for (const item of items) {
      if (item.kind === 'leaf') {
        if (item.text.trim() !== '') onlyImages = false;
      } else if (item.node.type === 'inline-image') {
        const { ref, alt, caption } = item.node.data;
        images.push({
          object: 'block',
          type: 'image',
          isVoid: true,
          data: { ref, ...(alt ? { alt } : {}) },
          fragments: caption ? [{ object: 'fragment', fragment: 'caption', nodes: [textParagraph(caption)] }] : [],
        });
      } else {
        onlyImages = false;
      }
      if (!onlyImages) break;
    }
    if (onlyImages && images.length > 0) return [{ object: 'block', type: 'images', isVoid: false, data: {}, nodes: images }];
    const nodes = inlineNodes(items);
    return hasContent(nodes) ? [paragraph(nodes)] : [];
  }

  private heading(node: Heading): DocumentBlockHeading {
    let id: string | undefined;
    const children: PhrasingContent[] = [];
    // GitBook writes a heading's own anchor as `<a href="#id" id="id"></a>` at its end.
    for (let index = 0; index < node.children.length; index++) {
      const child = node.children[index];
      const next = node.children[index + 1];
      if (child.type === 'html' && /^<a\s[^>]*\bid\s*=/i.test(child.value) && next?.type === 'html' && /^<\/a\s*>$/i.test(next.value)) {
        const anchor = htmlAttributes(child.value).id;
        if (anchor && HEADING_ID.test(anchor)) id = anchor;
        index++;
        continue;
      }
      children.push(child);
    }
    const last = children[children.length - 1];
    if (last?.type === 'text') last.value = last.value.replace(/\s+$/, '');
    const level = Math.min(Math.max(node.depth, 1), 3) as 1 | 2 | 3;
    return {
      object: 'block',
      type: `heading-${level}`,
      data: id ? { id } : {},
      nodes: inlineNodes(this.phrasing(children, [])),
    };
  }

  private list(node: List): Block {
    const tasks = node.children.some((item) => typeof item.checked === 'boolean');
    const items: DocumentBlockListItem[] = node.children.map((item) => ({
      object: 'block',
      type: 'list-item',
      nodes: this.blocksOrEmpty(item.children, 'listItem') as DocumentBlockListItem['nodes'],
      ...(tasks ? { data: { checked: item.checked === true } } : {}),
    }));
    if (tasks) return { object: 'block', type: 'list-tasks', data: {}, nodes: items };
    if (node.ordered) return { object: 'block', type: 'list-ordered', data: typeof node.start === 'number' && node.start !== 1 ? { start: node.start } : {}, nodes: items };
    return { object: 'block', type: 'list-unordered', data: {}, nodes: items };
  }

  /**
   * A GFM table is a grid view of text columns: one definition per column (its header
   * text as title, its alignment), one record per row, each cell's content in a fragment
   * named by the record's value for that column.
   */
  private table(node: Table): DocumentBlockTable {
    const [head, ...rows] = node.children;
    const width = Math.max(...node.children.map((row) => row.children.length), 0);
    const columns = Array.from({ length: width }, (_, index) => `c${index}`);
    const definition: Record<string, DocumentTableDefinition> = {};
    columns.forEach((id, index) => {
      const cell = head?.children[index];
      const align = node.align?.[index];
      definition[id] = {
        id,
        title: cell ? phrasingText(cell.children) : '',
        type: 'text',
        textAlignment: align === 'center' ? 'center' : align === 'right' ? 'right' : 'left',
      };
    });
    const hideHeader = columns.every((id) => definition[id].title === '');
    const records: Record<string, DocumentTableRecord> = {};
    const fragments: DocumentFragment[] = [];
    rows.forEach((row, rowIndex) => {
      const recordId = `r${rowIndex}`;
      const values: DocumentTableRecord['values'] = {};
      columns.forEach((id, index) => {
        const name = `${recordId}-${id}`;
        const cell = row.children[index];
        values[id] = name;
        fragments.push({ object: 'fragment', fragment: name, nodes: [paragraph(inlineNodes(cell ? this.phrasing(cell.children, []) : []))] });
      });
      records[recordId] = { orderIndex: orderKey(rowIndex), values };
    });
    return {
      object: 'block',
      type: 'table',
      isVoid: true,
      data: { view: { type: 'grid', columns, hideHeader }, records, definition },
      fragments,
    };
  }

  /** HTML blocks: our own comments come back as the blocks they hold; others become their text. */
  private htmlBlock(value: string): Block[] {
    const trimmed = value.trim();
    if (trimmed.startsWith('<!--')) {
      const decoded = decodeComment(trimmed, 'block');
      return decoded ? [decoded as Block] : [];
    }
    const text = htmlText(trimmed.replace(/<!--[\s\S]*?-->/g, ''));
    return text
      .split(/\n\s*\n/)
      .map((part) => part.replace(/\s+/g, ' ').trim())
      .filter((part) => part !== '')
      .map((part) => textParagraph(part));
  }

  /** Inline content with the marks in force; inline HTML tags pair up among siblings. */
  phrasing(nodes: PhrasingContent[], marks: DocumentTextMark[]): InlineItem[] {
    const items: InlineItem[] = [];
    for (let index = 0; index < nodes.length; index++) {
      const node = nodes[index];
      switch (node.type) {
        case 'text':
          items.push({ kind: 'leaf', text: node.value.replace(/[ \t]*\r?\n[ \t]*/g, ' '), marks });
          break;
        case 'strong':
          items.push(...this.phrasing(node.children, withMark(marks, BOLD)));
          break;
        case 'emphasis':
          items.push(...this.phrasing(node.children, withMark(marks, ITALIC)));
          break;
        case 'delete':
          items.push(...this.phrasing(node.children, withMark(marks, STRIKETHROUGH)));
          break;
        case 'inlineCode':
          items.push({ kind: 'leaf', text: node.value, marks: withMark(marks, CODE) });
          break;
        case 'break':
          items.push({ kind: 'leaf', text: '\n', marks });
          break;
        case 'link':
          items.push({ kind: 'inline', node: link(this.refs.toRef(node.url), this.phrasing(node.children, marks)) });
          break;
        case 'linkReference': {
          const definition = this.definitions.get(node.identifier);
          if (definition) {
            items.push({ kind: 'inline', node: link(this.refs.toRef(definition.url), this.phrasing(node.children, marks)) });
          } else {
            items.push({ kind: 'leaf', text: '[', marks }, ...this.phrasing(node.children, marks), { kind: 'leaf', text: ']', marks });
          }
          break;
        }
        case 'image':
          items.push({ kind: 'inline', node: this.image(node.url, node.alt, node.data?.caption) });
          break;
        case 'imageReference': {
          const definition = this.definitions.get(node.identifier);
          if (definition) items.push({ kind: 'inline', node: this.image(definition.url, node.alt) });
          else items.push({ kind: 'leaf', text: `![${node.alt ?? ''}]`, marks });
          break;
        }
        case 'footnoteReference':
          items.push({ kind: 'leaf', text: `[^${node.label ?? node.identifier}]`, marks });
          break;
        case 'inlineMath':
          items.push({ kind: 'inline', node: { object: 'inline', type: 'inline-math', isVoid: true, data: { formula: node.value } } });
          break;
        case 'html':
          index = this.inlineHtml(nodes, index, marks, items);
          break;
        default:
          break;
      }
    }
    return items;
  }

  private image(url: string, alt?: string | null, caption?: string) {
    return inlineImage({ ref: imageRef(this.refs.toRef(url), url), ...(alt ? { alt } : {}), ...(caption ? { caption } : {}) });
  }

  /**
   * One inline HTML node (and, for an opening tag, everything up to its closing tag).
   * Returns the index of the last node used.
   */
  private inlineHtml(nodes: PhrasingContent[], index: number, marks: DocumentTextMark[], items: InlineItem[]): number {
    const value = (nodes[index] as { value: string }).value;
    if (value.startsWith('<!--')) {
      if (/^<!--\s*quire:annotation\s/.test(value)) {
        const end = findHtml(nodes, index, (v) => /^<!--\s*\/quire:annotation\s*-->$/.test(v));
        const annotation = decodeComment(value, 'annotation') as Pick<DocumentInlineAnnotation, 'fragments'> | undefined;
        if (end !== -1 && annotation) {
          const inner = this.phrasing(nodes.slice(index + 1, end), marks).map((item) =>
            item.kind === 'leaf' ? item : ({ kind: 'leaf', text: inlineItemText(item), marks } as InlineItem),
          );
          const texts = inlineNodes(inner).filter((n): n is DocumentText => n.object === 'text');
          items.push({ kind: 'inline', node: { object: 'inline', type: 'annotation', isVoid: false, data: {}, fragments: annotation.fragments, nodes: texts } });
          return end;
        }
        return index;
      }
      const decoded = decodeComment(value, 'inline') as DocumentInline | undefined;
      if (decoded) items.push({ kind: 'inline', node: decoded });
      return index;
    }
    if (/^<br\s*\/?>$/i.test(value)) {
      items.push({ kind: 'leaf', text: '\n', marks });
      return index;
    }
    if (/^<img\b/i.test(value)) {
      const image = imageFromHtml(value, false);
      if (image) {
        items.push({ kind: 'inline', node: this.image(image.url, image.alt) });
        return index;
      }
    }
    const open = /^<(sup|sub|kbd|mark|code|u|a)(\s[^>]*)?>$/i.exec(value);
    if (open) {
      const name = open[1].toLowerCase();
      const end = findClosing(nodes, index, name);
      if (end !== -1) {
        const inner = nodes.slice(index + 1, end);
        if (name === 'code' && /class\s*=\s*["']?expression/i.test(open[2] ?? '')) {
          items.push({ kind: 'inline', node: { object: 'inline', type: 'expression', isVoid: true, data: { expression: phrasingText(inner) } } });
        } else if (name === 'a') {
          // An empty anchor (`<a id="x"></a>`) shows nothing; `<a href>` is a link.
          const href = htmlAttributes(value).href;
          if (inner.length > 0 && href) items.push({ kind: 'inline', node: link(this.refs.toRef(href), this.phrasing(inner, marks)) });
          else if (inner.length > 0) items.push(...this.phrasing(inner, marks));
        } else {
          const mark = htmlMark(name, open[2] ?? '');
          items.push(...this.phrasing(inner, mark ? withMark(marks, mark) : marks));
        }
        return end;
      }
    }
    items.push({ kind: 'leaf', text: value, marks });
    return index;
  }
}

function link(ref: ContentRef, items: InlineItem[]): DocumentInlineLink {
  // A link holds text and inline images only; other inlines keep their text.
  const inner = items.map((item) => (item.kind === 'inline' && item.node.type !== 'inline-image' ? ({ kind: 'leaf', text: inlineItemText(item), marks: [] } as InlineItem) : item));
  return { object: 'inline', type: 'link', data: { ref }, nodes: inlineNodes(inner) as DocumentInlineLink['nodes'] };
}

function inlineItemText(item: InlineItem): string {
  if (item.kind === 'leaf') return item.text;
  const node = item.node;
  switch (node.type) {
    case 'inline-math':
      return node.data.formula;
    case 'expression':
      return node.data.expression;
    case 'link':
    case 'annotation':
      return node.nodes.map((n) => (n.object === 'text' ? n.leaves.map((l) => l.text).join('') : '')).join('');
    default:
      return '';
  }
}

function htmlMark(name: string, attributes: string): DocumentTextMark | undefined {
  switch (name) {
    case 'sup':
      return SUPERSCRIPT;
    case 'sub':
      return SUBSCRIPT;
    case 'kbd':
      return KEYBOARD;
    case 'code':
      return CODE;
    case 'mark': {
      const style = htmlAttributes(`<mark ${attributes}>`).style ?? '';
      const text = /(?:^|;)\s*color\s*:\s*([^;]+)/i.exec(style)?.[1]?.trim();
      const background = /(?:^|;)\s*background(?:-color)?\s*:\s*([^;]+)/i.exec(style)?.[1]?.trim();
      const data = {
        text: (text && COLORS.has(text) ? text : 'default') as DocumentTextColor,
        background: (background && COLORS.has(background) ? background : 'default') as unknown as DocumentTextBackgroundColor,
      };
      if ((data.text as string) === 'default' && (data.background as string) === 'default') return undefined;
      return { object: 'mark', type: 'color', data };
    }
    default:
      return undefined;
  }
}

function findClosing(nodes: PhrasingContent[], index: number, name: string): number {
  const open = new RegExp(`^<${name}(\\s[^>]*)?>$`, 'i');
  const close = new RegExp(`^</${name}\\s*>$`, 'i');
  let depth = 0;
  for (let at = index + 1; at < nodes.length; at++) {
    const node = nodes[at];
    if (node.type !== 'html') continue;
    if (open.test(node.value)) depth++;
    else if (close.test(node.value)) {
      if (depth === 0) return at;
      depth--;
    }
  }
  return -1;
}

function findHtml(nodes: PhrasingContent[], index: number, test: (value: string) => boolean): number {
  for (let at = index + 1; at < nodes.length; at++) {
    const node = nodes[at];
    if (node.type === 'html' && test(node.value)) return at;
  }
  return -1;
}

/** Plain text of inline mdast content (for titles and expressions). */
export function phrasingText(nodes: PhrasingContent[]): string {
  let text = '';
  for (const node of nodes) {
    if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'inlineMath') text += node.value;
    else if (node.type === 'break') text += ' ';
    else if (node.type === 'html') text += /^<br\s*\/?>$/i.test(node.value) ? ' ' : node.value.startsWith('<') ? '' : decodeEntities(node.value);
    else if ('children' in node) text += phrasingText(node.children as PhrasingContent[]);
  }
  return text;
}

export function codeBlock(value: string, syntax: string | undefined, data: Record<string, unknown> | undefined): DocumentBlockCode {
  const codeData: DocumentBlockCode['data'] = {};
  if (syntax) codeData.syntax = syntax;
  if (typeof data?.title === 'string') codeData.title = data.title;
  if (typeof data?.lineNumbers === 'boolean') codeData.lineNumbers = data.lineNumbers;
  if (data?.overflow === 'wrap' || data?.overflow === 'scroll') codeData.overflow = data.overflow;
  if (typeof data?.fullWidth === 'boolean') codeData.fullWidth = data.fullWidth;
  return {
    object: 'block',
    type: 'code',
    data: codeData,
    nodes: value.split(/\r?\n/).map((line) => ({ object: 'block', type: 'code-line', data: {}, nodes: [textNode(line === '' ? [] : [leaf(line)])] })),
  };
}

function collectDefinitions(nodes: RootContent[], into: Map<string, Definition>): void {
  for (const node of nodes) {
    if (node.type === 'definition') {
      if (!into.has(node.identifier)) into.set(node.identifier, node);
    } else if ('children' in node && Array.isArray(node.children)) {
      collectDefinitions(node.children as RootContent[], into);
    }
  }
}

