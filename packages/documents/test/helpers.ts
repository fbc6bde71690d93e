import type { JSONDocument } from '@gitbook/api';
import { documentToMarkdown, markdownToDocument, validateDocument } from '../src';

/** A document without keys, with text nodes and leaves in canonical form, for comparisons. */
export function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    if (key === 'key' || child === undefined) continue;
    out[key] = key === 'nodes' && Array.isArray(child) ? canonicalNodes(child) : canonical(child);
  }
  return out;
}

type Leaf = { object: 'leaf'; text: string; marks: Array<{ type: string }> };

/** Merges neighbouring text nodes and same-mark leaves, drops empty leaves, keeps text between inlines. */
function canonicalNodes(nodes: unknown[]): unknown[] {
  if (!nodes.some((n) => (n as { object?: string })?.object === 'text' || (n as { object?: string })?.object === 'inline')) return nodes.map(canonical);
  const out: unknown[] = [];
  let leaves: Leaf[] = [];
  const flush = () => {
    out.push({ object: 'text', leaves: leaves.length ? leaves : [{ object: 'leaf', text: '', marks: [] }] });
    leaves = [];
  };
  for (const node of nodes as Array<{ object: string; leaves?: Leaf[] }>) {
    if (node.object === 'text') {
      for (const leaf of node.leaves ?? []) {
        if (leaf.text === '') continue;
        const marks = [...(leaf.marks ?? [])].map((m) => canonical(m) as { type: string }).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
        const last = leaves[leaves.length - 1];
        if (last && JSON.stringify(last.marks) === JSON.stringify(marks)) last.text += leaf.text;
        else leaves.push({ object: 'leaf', text: leaf.text, marks });
      }
    } else {
      flush();
      out.push(canonical(node));
    }
  }
  flush();
  return out;
}

export function expectValid(document: unknown): asserts document is JSONDocument {
  const result = validateDocument(document);
  if (!result.ok) throw new Error(`invalid document at ${result.path}: ${result.message}\n${JSON.stringify(document, null, 1).slice(0, 4000)}`);
}

/** markdown → document → markdown → document: both documents valid and equal, the second markdown a fixed point. */
export function roundTrip(markdown: string): { document: JSONDocument; markdown: string } {
  const document = markdownToDocument(markdown);
  expectValid(document);
  const written = documentToMarkdown(document);
  const again = markdownToDocument(written);
  expectValid(again);
  expect(canonical(again)).toEqual(canonical(document));
  expect(documentToMarkdown(again)).toBe(written);
  return { document, markdown: written };
}

/** The blocks of a document without keys, for `toMatchObject`. */
export function blocks(markdown: string): unknown[] {
  return (canonical(roundTrip(markdown).document) as JSONDocument).nodes;
}

export function text(value: string, marks: string[] = []) {
  return { object: 'text', leaves: [{ object: 'leaf', text: value, marks: marks.map((type) => ({ object: 'mark', type })) }] };
}
