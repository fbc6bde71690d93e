import type { JSONDocument } from '@gitbook/api';

/**
 * The text of every leaf of a document, one line per block that holds text (paragraphs,
 * headings, code lines, table cells, captions, titles), in document order; table column
 * titles come first for each table. Never throws.
 */
export function documentPlainText(document: JSONDocument): string {
  const lines: string[] = [];
  const nodes = (document as { nodes?: unknown })?.nodes;
  if (Array.isArray(nodes)) for (const node of nodes) collect(node, lines);
  return lines.join('\n');
}

type Node = { object?: unknown; type?: unknown; nodes?: unknown; fragments?: unknown; leaves?: unknown; data?: unknown };

function collect(value: unknown, lines: string[]): void {
  if (!value || typeof value !== 'object') return;
  const node = value as Node;
  const children = Array.isArray(node.nodes) ? node.nodes : [];
  if (node.type === 'table') lines.push(...tableTitles(node));
  const holdsBlocks = children.some((child) => (child as Node)?.object === 'block');
  if (node.object === 'block' && children.length > 0 && !holdsBlocks) {
    const line = inlineText(children);
    if (line.trim() !== '') lines.push(line);
  } else {
    for (const child of children) collect(child, lines);
  }
  if (Array.isArray(node.fragments)) for (const fragment of node.fragments) collect(fragment, lines);
}

function tableTitles(node: Node): string[] {
  const definition = (node.data as { definition?: Record<string, { title?: unknown }> } | undefined)?.definition;
  if (!definition || typeof definition !== 'object') return [];
  const titles = Object.values(definition)
    .map((column) => (column && typeof column.title === 'string' ? column.title : ''))
    .filter((title) => title !== '');
  return titles.length > 0 ? [titles.join(' ')] : [];
}

function inlineText(nodes: unknown[]): string {
  let text = '';
  for (const value of nodes) {
    if (!value || typeof value !== 'object') continue;
    const node = value as Node;
    if (node.object === 'text' && Array.isArray(node.leaves)) {
      for (const leaf of node.leaves) if (leaf && typeof (leaf as { text?: unknown }).text === 'string') text += (leaf as { text: string }).text;
    } else if (Array.isArray(node.nodes)) {
      text += inlineText(node.nodes);
    }
  }
  return text;
}
