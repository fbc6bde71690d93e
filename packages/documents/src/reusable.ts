import type { JSONDocument } from '@gitbook/api';

type Node = { object?: string; type?: string; data?: { ref?: { reusableContent?: unknown } }; nodes?: unknown[]; fragments?: unknown[] };

/** How deep reusable contents are included in one another where the including stops (the reader's RENDER_LIMITS.maxReusableDepth). */
export const MAX_REUSABLE_DEPTH = 3;

/** The ids of the reusable contents a document's `reusable-content` blocks include (fragments and every `if` branch too). */
export function reusableContentIdsOf(document: JSONDocument): string[] {
  const ids = new Set<string>();
  const stack: unknown[] = [document];
  while (stack.length > 0) {
    const node = stack.pop() as Node | undefined;
    if (!node || typeof node !== 'object') continue;
    if (node.type === 'reusable-content' && typeof node.data?.ref?.reusableContent === 'string') ids.add(node.data.ref.reusableContent);
    if (Array.isArray(node.nodes)) stack.push(...node.nodes);
    if (Array.isArray(node.fragments)) stack.push(...node.fragments);
  }
  return [...ids];
}

/**
 * The document with each `reusable-content` block replaced by the blocks of the reusable content
 * it names (for outputs that have no include: Markdown, PDF), nested ones too down to
 * `maxDepth`. A reusable content `lookup` does not give, a cycle, or one deeper than that is
 * left out. Answers the document itself when there is nothing to replace.
 */
export function inlineReusableContents(document: JSONDocument, lookup: (id: string) => JSONDocument | undefined, maxDepth = MAX_REUSABLE_DEPTH): JSONDocument {
  let changed = false;
  const expand = (nodes: unknown[], within: string[]): unknown[] =>
    nodes.flatMap((value) => {
      const node = value as Node;
      if (!node || typeof node !== 'object' || node.object !== 'block') return [value];
      if (node.type === 'reusable-content') {
        changed = true;
        const id = node.data?.ref?.reusableContent;
        const included = typeof id === 'string' && !within.includes(id) && within.length < maxDepth ? lookup(id) : undefined;
        return included && typeof id === 'string' ? expand((included.nodes ?? []) as unknown[], [...within, id]) : [];
      }
      const fragments = Array.isArray(node.fragments) ? { fragments: node.fragments.map((fragment) => expandFragment(fragment, within)) } : {};
      return [Array.isArray(node.nodes) ? { ...node, nodes: expand(node.nodes, within), ...fragments } : { ...node, ...fragments }];
    });
  const expandFragment = (fragment: unknown, within: string[]): unknown => {
    const node = fragment as Node;
    return node && typeof node === 'object' && Array.isArray(node.nodes) ? { ...node, nodes: expand(node.nodes, within) } : fragment;
  };
  const nodes = expand((document.nodes ?? []) as unknown[], []);
  return changed ? ({ ...document, nodes } as JSONDocument) : document;
}
