import type { DocumentBlock, DocumentBlockTable, DocumentInline, DocumentText, DocumentTextMark } from '@gitbook/api';
import { BOLD, CODE, emptyParagraph, inlineImage, inlineNodes, paragraph, textParagraph, type InlineItem } from './nodes';
import type { RefCodec } from './refs';

/** Where blocks sit; each place takes its own set of block types in the reference schema. */
export type Container = 'top' | 'hint' | 'quote' | 'listItem' | 'expandable' | 'tab' | 'step' | 'cell';

const ESSENTIALS = ['paragraph', 'heading-1', 'heading-2', 'heading-3', 'list-ordered', 'list-unordered', 'list-tasks', 'divider'];
const TAB_LIKE = [...ESSENTIALS, 'content-ref', 'code', 'embed', 'file', 'images', 'drawing', 'hint', 'blockquote', 'math', 'integration'];

/** Straight from the schema: DocumentBlocksTopLevels, DocumentBlockHint.nodes, ... */
export const ALLOWED: Record<Container, ReadonlySet<string>> = {
  top: new Set([
    ...ESSENTIALS,
    'blockquote',
    'hint',
    'images',
    'file',
    'drawing',
    'embed',
    'code',
    'math',
    'expandable',
    'tabs',
    'table',
    'swagger',
    'openapi-operation',
    'openapi-schemas',
    'openapi-webhook',
    'content-ref',
    'integration',
    'reusable-content',
    'stepper',
  ]),
  hint: new Set(ESSENTIALS),
  quote: new Set([...ESSENTIALS, 'blockquote']),
  listItem: new Set([...ESSENTIALS, 'code', 'hint', 'blockquote', 'math', 'table']),
  expandable: new Set([...ESSENTIALS, 'images', 'code', 'table', 'hint', 'blockquote', 'reusable-content']),
  tab: new Set(TAB_LIKE),
  step: new Set(TAB_LIKE),
  cell: new Set([
    ...ESSENTIALS,
    'list-item',
    'blockquote',
    'hint',
    'if',
    'images',
    'image',
    'file',
    'drawing',
    'embed',
    'code',
    'code-line',
    'math',
    'expandable',
    'tabs',
    'tabs-item',
    'table',
    'swagger',
    'openapi-operation',
    'openapi-schemas',
    'openapi-webhook',
    'content-ref',
    'integration',
    'reusable-content',
    'stepper',
    'stepper-step',
    'columns',
    'column',
  ]),
};

/**
 * Keeps the blocks a container takes; turns the others into what it does take, keeping
 * their text: a code block becomes one code-marked paragraph per line, math an inline
 * formula, images inline images, a table one paragraph per row, an embed/file/content-ref
 * a link, and hints, quotes, tabs, steppers and expandables are replaced by their content
 * (titles as bold paragraphs). Blocks with no text of their own (drawings, OpenAPI and
 * integration blocks...) are left out.
 */
export function fit(blocks: DocumentBlock[], container: Container, refs: RefCodec): DocumentBlock[] {
  const allowed = ALLOWED[container];
  if (blocks.every((block) => allowed.has(block.type))) return blocks;
  const out: DocumentBlock[] = [];
  for (const block of blocks) {
    if (allowed.has(block.type)) out.push(block);
    else out.push(...fit(coerce(block, refs), container, refs));
  }
  return out;
}

function coerce(block: DocumentBlock, refs: RefCodec): DocumentBlock[] {
  switch (block.type) {
    case 'code':
      return block.nodes
        .map((line) => line.nodes.map((node) => (node.object === 'text' ? node.leaves.map((l) => l.text).join('') : '')).join(''))
        .filter((line) => line.trim() !== '')
        .map((line) => textParagraph(line, [CODE]));
    case 'math':
      return [paragraph(inlineNodes([{ kind: 'inline', node: { object: 'inline', type: 'inline-math', isVoid: true, data: { formula: block.data.formula } } }]))];
    case 'images': {
      const items: InlineItem[] = [];
      for (const image of block.nodes) {
        if (items.length > 0) items.push({ kind: 'leaf', text: ' ', marks: [] });
        const caption = image.fragments.find((f) => f.fragment === 'caption');
        const captionText = caption ? caption.nodes.map((p) => blockText(p)).join(' ') : '';
        items.push({
          kind: 'inline',
          node: inlineImage({
            ref: image.data.ref,
            ...(image.data.alt ? { alt: image.data.alt } : {}),
            ...(captionText ? { caption: captionText } : {}),
          }),
        });
      }
      return [paragraph(inlineNodes(items))];
    }
    case 'table':
      return tableRows(block);
    case 'hint':
    case 'blockquote':
    case 'stepper':
    case 'stepper-step':
      return block.nodes as DocumentBlock[];
    case 'tabs':
      return block.nodes.flatMap((tab) => [...(tab.data.title ? [textParagraph(tab.data.title, [BOLD])] : []), ...(tab.nodes as DocumentBlock[])]);
    case 'expandable': {
      const title = block.fragments.find((f) => f.fragment === 'expandable-title');
      const body = block.fragments.find((f) => f.fragment === 'expandable-body');
      const titleText = title ? title.nodes.map((p) => blockText(p)).join(' ') : '';
      return [...(titleText ? [textParagraph(titleText, [BOLD])] : []), ...((body?.nodes ?? []) as DocumentBlock[])];
    }
    case 'embed':
      return [linkParagraph({ kind: 'url', url: block.data.url }, block.data.url)];
    case 'file':
    case 'content-ref': {
      const ref = block.data.ref;
      return ref ? [linkParagraph(ref, refs.toHref(ref))] : [];
    }
    default:
      return [];
  }
}

function linkParagraph(ref: Parameters<RefCodec['toHref']>[0], text: string): DocumentBlock {
  return paragraph(
    inlineNodes([{ kind: 'inline', node: { object: 'inline', type: 'link', data: { ref }, nodes: [{ object: 'text', leaves: [{ object: 'leaf', text, marks: [] }] }] } }]),
  );
}

/** A table as paragraphs: the header row (unless hidden), then one per record, cells joined by ` | `. */
function tableRows(table: DocumentBlockTable): DocumentBlock[] {
  const { view, definition, records } = table.data;
  const columns = view.columns.filter((id) => definition[id]);
  const rows: DocumentBlock[] = [];
  if (!('hideHeader' in view && view.hideHeader)) {
    rows.push(textParagraph(columns.map((id) => definition[id].title).join(' | '), [BOLD]));
  }
  const ordered = Object.values(records).sort((a, b) => (a.orderIndex < b.orderIndex ? -1 : a.orderIndex > b.orderIndex ? 1 : 0));
  for (const record of ordered) {
    const items: Array<DocumentText | DocumentInline> = [];
    columns.forEach((id, index) => {
      if (index > 0) items.push({ object: 'text', leaves: [{ object: 'leaf', text: ' | ', marks: [] }] });
      const value = record.values[id];
      const fragment = typeof value === 'string' ? table.fragments.find((f) => f.fragment === value) : undefined;
      if (fragment) {
        fragment.nodes.forEach((node, n) => {
          if (n > 0) items.push({ object: 'text', leaves: [{ object: 'leaf', text: ' ', marks: [] }] });
          if (node.type === 'paragraph' || node.type === 'heading-1' || node.type === 'heading-2' || node.type === 'heading-3') items.push(...node.nodes);
          else items.push({ object: 'text', leaves: [{ object: 'leaf', text: blockText(node), marks: [] }] });
        });
      } else if (value !== undefined && value !== null && typeof value !== 'object') {
        items.push({ object: 'text', leaves: [{ object: 'leaf', text: String(value), marks: [] }] });
      }
    });
    rows.push(paragraph(inlineNodes(items.map(toItem).flat())));
  }
  return rows.length > 0 ? rows : [emptyParagraph()];
}

function toItem(node: DocumentText | DocumentInline): InlineItem[] {
  if (node.object === 'text') return node.leaves.map((l) => ({ kind: 'leaf' as const, text: l.text, marks: l.marks ?? ([] as DocumentTextMark[]) }));
  return [{ kind: 'inline', node }];
}

/** The text of the leaves under a node, its blocks separated by newlines. */
export function blockText(node: unknown): string {
  const lines: string[] = [];
  collectText(node, lines);
  return lines.join('\n');
}

function collectText(node: unknown, lines: string[]): void {
  if (!node || typeof node !== 'object') return;
  const value = node as { object?: string; nodes?: unknown[]; fragments?: unknown[]; leaves?: Array<{ text?: unknown }> };
  const children = Array.isArray(value.nodes) ? value.nodes : [];
  const fragments = Array.isArray(value.fragments) ? value.fragments : [];
  const holdsBlocks = children.some((child) => (child as { object?: string })?.object === 'block') || (children.length === 0 && fragments.length > 0);
  if (value.object === 'block' && !holdsBlocks) {
    const line = inlineText(children);
    if (line !== '') lines.push(line);
  } else {
    for (const child of children) collectText(child, lines);
  }
  for (const fragment of fragments) collectText(fragment, lines);
}

function inlineText(nodes: unknown[]): string {
  let text = '';
  for (const node of nodes) {
    if (!node || typeof node !== 'object') continue;
    const value = node as { object?: string; leaves?: Array<{ text?: unknown }>; nodes?: unknown[] };
    if (value.object === 'text' && Array.isArray(value.leaves)) {
      for (const l of value.leaves) if (l && typeof l.text === 'string') text += l.text;
    } else if (Array.isArray(value.nodes)) {
      text += inlineText(value.nodes);
    }
  }
  return text;
}
