import { decodePointer } from './locations';

/**
 * How large a document becomes once its internal `$ref`s are followed, the way the validator
 * dereferences and walks it. References make a DAG that validating (and any error's code
 * frame) walks as a tree: 20 schemas each referring to the previous one twice are a 4 KB
 * document that expands to 2^20 nodes and took 25 s to validate (83 s with an error to
 * report). Counting first is linear in the document: each object is counted once, the count of
 * a target reused for every reference to it.
 */

/** Nodes a document may expand to (a large real API, such as a cloud provider's, expands to some hundred thousands). */
export const MAX_EXPANDED_NODES = 1_000_000;

type Json = Record<string, unknown>;
const isContainer = (value: unknown): value is Json | unknown[] => typeof value === 'object' && value !== null;

function resolve(document: unknown, ref: string): unknown {
  let value = document;
  for (const segment of decodePointer(ref)) {
    if (!isContainer(value)) return undefined;
    value = Array.isArray(value) ? value[Number(segment)] : value[segment];
  }
  return value;
}

/** The children a node expands to: an internal `$ref` stands for its target. */
function childrenOf(document: unknown, node: Json | unknown[]): unknown[] {
  if (Array.isArray(node)) return node;
  const ref = node.$ref;
  const values = Object.values(node);
  if (typeof ref !== 'string' || !ref.startsWith('#')) return values;
  const target = resolve(document, ref);
  return target === undefined ? values : [...values, target];
}

/**
 * The number of nodes `document` expands to, or `undefined` once it passes `limit`. Iterative,
 * so that a deeply nested document cannot overflow the stack; a reference cycle counts once.
 */
export function expandedSize(document: unknown, limit = MAX_EXPANDED_NODES): number | undefined {
  if (!isContainer(document)) return 1;
  const sizes = new Map<object, number>();
  type Frame = { node: Json | unknown[]; children: unknown[]; next: number; size: number };
  const open = new Set<object>();
  const stack: Frame[] = [{ node: document, children: childrenOf(document, document), next: 0, size: 1 }];
  open.add(document);
  while (stack.length > 0) {
    const frame = stack[stack.length - 1];
    if (frame.next < frame.children.length) {
      const child = frame.children[frame.next++];
      if (!isContainer(child)) frame.size += 1;
      else if (sizes.has(child)) frame.size += sizes.get(child)!;
      // A cycle: the validator stops there too.
      else if (open.has(child)) frame.size += 1;
      else {
        open.add(child);
        stack.push({ node: child, children: childrenOf(document, child), next: 0, size: 1 });
      }
      if (frame.size > limit) return undefined;
      continue;
    }
    stack.pop();
    open.delete(frame.node);
    sizes.set(frame.node, frame.size);
    const parent = stack[stack.length - 1];
    if (parent) {
      parent.size += frame.size;
      if (parent.size > limit) return undefined;
    }
  }
  return sizes.get(document);
}
