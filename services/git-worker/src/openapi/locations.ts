import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node as YamlNode } from 'yaml';

/**
 * Where a problem of an OpenAPI document is: JSON pointers (RFC 6901) into the document, and
 * their line and column in the source text the user wrote (YAML or JSON).
 */

export type SourcePosition = { line: number; column: number };

export const encodePointer = (segments: readonly string[]): string =>
  segments.map((segment) => `/${segment.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');

export function decodePointer(pointer: string): string[] {
  if (pointer === '' || pointer === '#') return [];
  const body = pointer.startsWith('#') ? decodeURIComponentSafe(pointer.slice(1)) : pointer;
  if (!body.startsWith('/')) return [];
  return body
    .slice(1)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** 1-based line and column of a character offset of `text`. */
export function positionOf(text: string, offset: number): SourcePosition {
  let line = 1;
  let lineStart = 0;
  for (let index = text.indexOf('\n'); index !== -1 && index < offset; index = text.indexOf('\n', index + 1)) {
    line += 1;
    lineStart = index + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

/**
 * The pointer of the key or value that starts at `offset` in a JSON text (as
 * JSON.stringify writes it); when none starts exactly there, the last one starting before it.
 * A key gives the pointer of its member.
 */
export function pointerAtOffset(json: string, offset: number): string {
  type Frame = { kind: 'object' | 'array'; segments: string[]; index: number; key: string | null };
  const stack: Frame[] = [];
  let best = '';
  let position = 0;
  const valuePath = (): string[] => {
    const top = stack[stack.length - 1];
    if (!top) return [];
    return top.kind === 'array' ? [...top.segments, String(top.index)] : [...top.segments, top.key ?? ''];
  };
  const startsAt = (start: number, segments: string[]): boolean => {
    if (start > offset) return true;
    best = encodePointer(segments);
    return start === offset;
  };
  const readString = (): string => {
    const start = position;
    position += 1;
    while (position < json.length && json[position] !== '"') position += json[position] === '\\' ? 2 : 1;
    position += 1;
    return JSON.parse(json.slice(start, position)) as string;
  };
  while (position < json.length) {
    const char = json[position];
    if (char === ' ' || char === '\n' || char === '\r' || char === '\t' || char === ':' || char === ',') {
      if (char === ',') {
        const top = stack[stack.length - 1];
        if (top?.kind === 'array') top.index += 1;
        else if (top) top.key = null;
      }
      position += 1;
      continue;
    }
    const top = stack[stack.length - 1];
    if (top?.kind === 'object' && top.key === null && char === '"') {
      const start = position;
      top.key = readString();
      if (startsAt(start, [...top.segments, top.key])) return best;
      continue;
    }
    if (char === '}' || char === ']') {
      stack.pop();
      position += 1;
      continue;
    }
    const segments = valuePath();
    if (startsAt(position, segments)) return best;
    if (char === '{' || char === '[') {
      stack.push({ kind: char === '{' ? 'object' : 'array', segments, index: 0, key: null });
      position += 1;
    } else if (char === '"') readString();
    else while (position < json.length && !/[\s,\]}]/.test(json[position])) position += 1;
  }
  return best;
}

/**
 * A source parsed for positions: its YAML (or JSON, which YAML reads too) syntax tree. Built
 * only when a problem needs a position.
 */
export type SourceMap = { document: Document.Parsed; lineCounter: LineCounter };

export function sourceMapOf(text: string): SourceMap | undefined {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: false, merge: true });
  return document.errors.length === 0 ? { document, lineCounter } : undefined;
}

function childOf(node: unknown, segment: string): { value: unknown; keyNode?: YamlNode } | undefined {
  if (isMap(node)) {
    for (const item of node.items) {
      if (isPair(item) && isScalar(item.key) && String(item.key.value) === segment) return { value: item.value, keyNode: item.key };
    }
    return undefined;
  }
  if (isSeq(node) && /^\d+$/.test(segment)) {
    const value = node.items[Number(segment)];
    return value === undefined ? undefined : { value };
  }
  return undefined;
}

/** The internal `$ref` a mapping is, if it is one (`{ $ref: '#/...' }`). */
function internalRefOf(node: unknown): string | undefined {
  const ref = childOf(node, '$ref')?.value;
  return isScalar(ref) && typeof ref.value === 'string' && ref.value.startsWith('#') ? ref.value : undefined;
}

/**
 * Where `segments` lead in the source, following internal `$ref`s on the way (a validator
 * reports problems in the dereferenced document, where a referenced schema appears at every
 * place that uses it; the source has it once). Answers the pointer of the place in the
 * source and its position: the member's key for a member, else the value.
 */
export function locateInSource(map: SourceMap, segments: readonly string[]): { pointer: string; position: SourcePosition } | undefined {
  const root = map.document.contents;
  let node: unknown = root;
  let path: string[] = [];
  let anchor: YamlNode | undefined = isScalar(root) || isMap(root) || isSeq(root) ? root : undefined;
  let hops = 0;
  for (let index = 0; index < segments.length; index += 1) {
    const segment = segments[index];
    const ref = segment === '$ref' ? undefined : internalRefOf(node);
    if (ref !== undefined && childOf(node, segment) === undefined) {
      // Bounded: a reference cycle must not loop forever.
      if ((hops += 1) > 64) return undefined;
      path = decodePointer(ref);
      node = root;
      for (const part of path) node = childOf(node, part)?.value;
      index -= 1;
      continue;
    }
    const child = childOf(node, segment);
    if (!child) break;
    path = [...path, segment];
    node = child.value;
    anchor = child.keyNode ?? (child.value as YamlNode | undefined) ?? anchor;
  }
  const start = anchor?.range?.[0];
  if (start === undefined) return undefined;
  const { line, col } = map.lineCounter.linePos(start);
  return { pointer: encodePointer(path), position: { line, column: col } };
}

/**
 * A path as the validator's rules write it (`/paths/pets/{id}/get`: the path template's own
 * slashes are not escaped) matched against a document: at each level, the longest key that
 * the rest of the path starts with. Undefined when it names nothing.
 */
export function resolveLoosePath(documentValue: unknown, path: string): string[] | undefined {
  const segments: string[] = [];
  let node = documentValue;
  let rest = path;
  while (rest !== '' && rest !== '/') {
    if (!rest.startsWith('/') || typeof node !== 'object' || node === null) return undefined;
    // Path templates keep their own leading slash (`/paths` + `/pets/{id}`).
    const written = (key: string) => (key.startsWith('/') ? key : `/${key}`);
    const candidates = Object.keys(node as object).filter((key) => rest === written(key) || rest.startsWith(`${written(key)}/`));
    if (candidates.length === 0) return undefined;
    const key = candidates.reduce((longest, candidate) => (written(candidate).length > written(longest).length ? candidate : longest));
    segments.push(key);
    node = (node as Record<string, unknown>)[key];
    rest = rest.slice(written(key).length);
  }
  return segments;
}

/**
 * The offset of the first syntax error of a JSON text (for the place of a JSON.parse failure,
 * whose message does not always say), or -1 when it has none. An iterative scanner of the
 * JSON grammar: nesting depth cannot overflow the stack.
 */
export function jsonErrorOffset(text: string): number {
  let position = 0;
  const stack: ('object' | 'array')[] = [];
  const skipSpace = () => {
    while (position < text.length && (text[position] === ' ' || text[position] === '\t' || text[position] === '\n' || text[position] === '\r')) position += 1;
  };
  /** Reads one scalar at `position`; false when it is not one. */
  const scalar = (): boolean => {
    const rest = text.slice(position, position + 5);
    if (text[position] === '"') {
      position += 1;
      while (position < text.length && text[position] !== '"') {
        const code = text.charCodeAt(position);
        if (code < 0x20) return false;
        if (text[position] === '\\') {
          const escape = text[position + 1];
          if (escape === 'u') {
            if (!/^[0-9a-fA-F]{4}$/.test(text.slice(position + 2, position + 6))) return false;
            position += 6;
          } else if (escape !== undefined && '"\\/bfnrt'.includes(escape)) position += 2;
          else return false;
        } else position += 1;
      }
      if (position >= text.length) return false;
      position += 1;
      return true;
    }
    for (const literal of ['true', 'false', 'null']) {
      if (rest.startsWith(literal)) {
        position += literal.length;
        return true;
      }
    }
    const number = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(text.slice(position, position + 400));
    if (!number) return false;
    position += number[0].length;
    return true;
  };
  // After a value: `,` or the container's end; at the top level, only space.
  const afterValue = (): number | undefined => {
    for (;;) {
      skipSpace();
      const top = stack[stack.length - 1];
      if (top === undefined) return position === text.length ? -1 : position;
      const char = text[position];
      if (char === ',') {
        position += 1;
        return undefined;
      }
      if ((top === 'object' && char === '}') || (top === 'array' && char === ']')) {
        stack.pop();
        position += 1;
        continue;
      }
      return position;
    }
  };
  const member = (): boolean => {
    skipSpace();
    if (text[position] !== '"' || !scalar()) return false;
    skipSpace();
    if (text[position] !== ':') return false;
    position += 1;
    return true;
  };
  for (;;) {
    skipSpace();
    const char = text[position];
    if (char === '{' || char === '[') {
      stack.push(char === '{' ? 'object' : 'array');
      position += 1;
      skipSpace();
      const close = char === '{' ? '}' : ']';
      if (text[position] === close) {
        stack.pop();
        position += 1;
        const end = afterValue();
        if (end !== undefined) return end;
        if (stack[stack.length - 1] === 'object' && !member()) return position;
        continue;
      }
      if (char === '{' && !member()) return position;
      continue;
    }
    if (!scalar()) return position;
    const end = afterValue();
    if (end !== undefined) return end;
    if (stack[stack.length - 1] === 'object' && !member()) return position;
  }
}
