import type {
  DocumentBlock,
  DocumentBlockParagraph,
  DocumentInline,
  DocumentInlineImage,
  DocumentText,
  DocumentTextLeaf,
  DocumentTextMark,
} from '@gitbook/api';

/** One piece of inline content on its way into a document: a run of text, or an inline. */
export type InlineItem = { kind: 'leaf'; text: string; marks: DocumentTextMark[] } | { kind: 'inline'; node: DocumentInline };

const MARK_ORDER = ['bold', 'italic', 'strikethrough', 'code', 'keyboard', 'superscript', 'subscript', 'color'];

export function markKey(mark: DocumentTextMark): string {
  return mark.type === 'color' ? `color:${mark.data?.text}:${mark.data?.background}` : mark.type;
}

/** Adds a mark (a color mark replaces an outer one); the list stays in one fixed order. */
export function withMark(marks: DocumentTextMark[], mark: DocumentTextMark): DocumentTextMark[] {
  const rest = marks.filter((m) => m.type !== mark.type);
  rest.push(mark);
  return rest.sort((a, b) => MARK_ORDER.indexOf(a.type) - MARK_ORDER.indexOf(b.type));
}

export function sameMarks(a: DocumentTextMark[], b: DocumentTextMark[]): boolean {
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index++) if (markKey(a[index]) !== markKey(b[index])) return false;
  return true;
}

export function leaf(text: string, marks: DocumentTextMark[] = []): DocumentTextLeaf {
  return { object: 'leaf', text, marks };
}

export function textNode(leaves: DocumentTextLeaf[]): DocumentText {
  return { object: 'text', leaves: leaves.length > 0 ? leaves : [leaf('')] };
}

/**
 * Items to the `nodes` of a block or link, in the shape the GitBook editor keeps: text
 * nodes at both ends and between any two inlines, no empty leaves unless a text node
 * would otherwise have none, neighbouring leaves with the same marks merged.
 */
export function inlineNodes(items: InlineItem[]): Array<DocumentText | DocumentInline> {
  const nodes: Array<DocumentText | DocumentInline> = [];
  let leaves: DocumentTextLeaf[] = [];
  for (const item of items) {
    if (item.kind === 'leaf') {
      if (item.text === '') continue;
      const last = leaves[leaves.length - 1];
      if (last && sameMarks(last.marks, item.marks)) last.text += item.text;
      else leaves.push(leaf(item.text, item.marks));
    } else {
      nodes.push(textNode(leaves), item.node);
      leaves = [];
    }
  }
  nodes.push(textNode(leaves));
  return nodes;
}

export function paragraph(nodes: Array<DocumentText | DocumentInline>): DocumentBlockParagraph {
  return { object: 'block', type: 'paragraph', nodes };
}

export function textParagraph(text: string, marks: DocumentTextMark[] = []): DocumentBlockParagraph {
  return paragraph([textNode(text === '' ? [] : [leaf(text, marks)])]);
}

export function emptyParagraph(): DocumentBlockParagraph {
  return paragraph([textNode([])]);
}

export function hasContent(nodes: Array<DocumentText | DocumentInline>): boolean {
  return nodes.some((node) => node.object !== 'text' || node.leaves.some((l) => l.text !== ''));
}

export function inlineImage(data: DocumentInlineImage['data']): DocumentInlineImage {
  return { object: 'inline', type: 'inline-image', isVoid: true, data };
}

export const BOLD: DocumentTextMark = { object: 'mark', type: 'bold' };
export const ITALIC: DocumentTextMark = { object: 'mark', type: 'italic' };
export const STRIKETHROUGH: DocumentTextMark = { object: 'mark', type: 'strikethrough' };
export const CODE: DocumentTextMark = { object: 'mark', type: 'code' };
export const KEYBOARD: DocumentTextMark = { object: 'mark', type: 'keyboard' };
export const SUPERSCRIPT: DocumentTextMark = { object: 'mark', type: 'superscript' };
export const SUBSCRIPT: DocumentTextMark = { object: 'mark', type: 'subscript' };

/** Any node of a document: blocks, inlines, texts, fragments. */
export type AnyNode = DocumentBlock | DocumentInline | DocumentText | { object: 'fragment'; nodes: DocumentBlock[] };
