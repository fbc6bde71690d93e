import { validate } from '@readme/openapi-parser';
import { LineCounter, parseDocument } from 'yaml';
import { redactSecrets } from '../egress/redact';
import { MAX_YAML_FLOW_DEPTH, yamlFlowDepth } from '../lib/yaml-limits';
import { expandedSize, MAX_EXPANDED_NODES } from './complexity';
import { decodePointer, encodePointer, jsonErrorOffset, locateInSource, pointerAtOffset, positionOf, resolveLoosePath, sourceMapOf, type SourceMap } from './locations';

/**
 * Parsing and validation of an OpenAPI source (docs/outside-sources.md, "OpenAPI
 * specifications"): YAML or JSON text → an OpenAPI 3.0 or 3.1 document, validated with
 * @readme/openapi-parser, or the problems found, each with its place in the source.
 *
 * References: only internal ones (`#/...`) are resolved. External `$ref`s (other files, URLs)
 * are reported as problems and never followed: the parser's resolution of external
 * references is turned off, so validating a document can neither read the worker's files nor
 * open a connection around the egress guard.
 */

/** A problem of a source; `line`/`column` are 1-based, 0 when unknown; `pointer` '' when not at one place. */
export type SpecProblem = { message: string; code: SpecProblemCode; pointer: string; line: number; column: number };

export type SpecProblemCode =
  | 'syntax'
  | 'not-openapi'
  | 'unsupported-version'
  | 'external-reference'
  | 'reference'
  | 'schema'
  | 'rule'
  | 'too-large'
  | 'too-complex'
  | 'validation';

export type ParseOutcome =
  | { ok: true; document: string; openapiVersion: string }
  | { ok: false; problems: SpecProblem[] };

export type ParseOptions = {
  /** Largest document kept, as JSON (what content accepts). */
  maxDocumentBytes?: number;
  /** Time the parser may spend resolving references. */
  timeoutMs?: number;
};

/** Content's MAX_DOCUMENT_BYTES and MAX_RECORDED_ERRORS. */
export const MAX_DOCUMENT_BYTES = 16 * 1024 * 1024;
export const MAX_PROBLEMS = 100;
const MAX_MESSAGE_LENGTH = 2000;
/** YAML aliases one document may expand: enough for real specs, not for a billion laughs. */
const MAX_ALIASES = 1000;

const problem = (code: SpecProblemCode, message: string, place: Partial<Pick<SpecProblem, 'pointer' | 'line' | 'column'>> = {}): SpecProblem => ({
  message: message.length > MAX_MESSAGE_LENGTH ? `${message.slice(0, MAX_MESSAGE_LENGTH - 1)}…` : message,
  code,
  pointer: place.pointer ?? '',
  line: place.line ?? 0,
  column: place.column ?? 0,
});

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The source as a JSON value, or its syntax errors. A text starting with `{` or `[` is JSON
 * (JSON.parse, fast on large documents; YAML would read a broken JSON document as something
 * else); anything else is YAML 1.2.
 */
function readSource(text: string): { value: unknown; map?: SourceMap } | { problems: SpecProblem[] } {
  if (!/^\s*[{[]/.test(text)) return readYaml(text);
  try {
    return { value: JSON.parse(text) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const offset = jsonErrorOffset(text);
    const at = offset >= 0 ? positionOf(text, offset) : { line: 0, column: 0 };
    // V8's message quotes the text around the error; the place says where it is.
    const reason = offset >= text.length ? 'the document ends too early' : offset >= 0 ? `unexpected ${JSON.stringify(text[offset])}` : message.split('\n')[0];
    return { problems: [problem('syntax', `invalid JSON: ${reason}`, at)] };
  }
}

function readYaml(text: string): { value: unknown; map: SourceMap } | { problems: SpecProblem[] } {
  const depth = yamlFlowDepth(text);
  if (depth > MAX_YAML_FLOW_DEPTH) {
    return { problems: [problem('too-complex', `brackets ([, {) are nested ${depth} deep; at most ${MAX_YAML_FLOW_DEPTH} levels are read`)] };
  }
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true, merge: true });
  if (document.errors.length > 0) {
    return {
      problems: document.errors.slice(0, 10).map((error) => {
        const { line, col } = lineCounter.linePos(error.pos[0]);
        return problem('syntax', `invalid YAML: ${error.message}`, { line, column: col });
      }),
    };
  }
  try {
    return { value: document.toJS({ maxAliasCount: MAX_ALIASES }), map: { document, lineCounter } };
  } catch (error) {
    return { problems: [problem('syntax', `invalid YAML: ${error instanceof Error ? error.message : String(error)}`)] };
  }
}

/** `$ref`s that leave the document, with their pointers. Iterative: a deep document must not overflow the stack. */
function externalRefs(document: unknown): { pointer: string; ref: string }[] {
  const found: { pointer: string; ref: string }[] = [];
  const stack: { value: unknown; path: string[] }[] = [{ value: document, path: [] }];
  while (stack.length > 0 && found.length < MAX_PROBLEMS) {
    const { value, path } = stack.pop()!;
    if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index -= 1) stack.push({ value: value[index], path: [...path, String(index)] });
    } else if (isObject(value)) {
      const ref = value.$ref;
      if (typeof ref === 'string' && !ref.startsWith('#')) found.push({ pointer: encodePointer([...path, '$ref']), ref });
      const entries = Object.entries(value);
      for (let index = entries.length - 1; index >= 0; index -= 1) stack.push({ value: entries[index][1], path: [...path, entries[index][0]] });
    }
  }
  return found;
}

/** Where a place of the document is in the source; the pointer alone when positions are not known. */
function place(map: SourceMap | undefined, segments: readonly string[]): Pick<SpecProblem, 'pointer' | 'line' | 'column'> {
  const located = map ? locateInSource(map, segments) : undefined;
  if (!located) return { pointer: encodePointer(segments), line: 0, column: 0 };
  return { pointer: located.pointer, line: located.position.line, column: located.position.column };
}

/**
 * The place an error message of the validator names: a schema error's code frame points into
 * the dereferenced document as JSON.stringify(document, null, 2) wrote it (`> 12 |` and the
 * caret under the column); a rule's message names a path in backquotes.
 */
function segmentsOfMessage(message: string, frameJson: () => string, original: unknown): string[] | undefined {
  const marker = /^>\s*(\d+)\s*\|/m.exec(message);
  if (marker) {
    const lines = message.split('\n');
    const markerIndex = lines.findIndex((line) => /^>\s*\d+\s*\|/.test(line));
    const caretLine = lines[markerIndex + 1] ?? '';
    const pipe = caretLine.indexOf('|');
    const caret = caretLine.indexOf('^');
    const column = pipe !== -1 && caret > pipe ? caret - pipe - 2 : 0;
    const json = frameJson();
    let offset = 0;
    for (let line = 1; line < Number(marker[1]); line += 1) offset = json.indexOf('\n', offset) + 1;
    return decodePointer(pointerAtOffset(json, offset + Math.max(column, 0)));
  }
  const path = /`(\/[^`]*)`/.exec(message);
  return path ? resolveLoosePath(original, path[1]) : undefined;
}

/** "TYPE must be string\n\n  18 | ..." → "must be string": the code frame shows the validator's copy of the document, not the source. */
function schemaMessage(message: string): string {
  const text = message.split(/\n\s*\n/)[0].trim();
  return text.replace(/^(?:[A-Z]+ )+/, '');
}

async function validateDocument(document: Json, map: () => SourceMap | undefined, timeoutMs: number): Promise<SpecProblem[]> {
  // The parser dereferences the object it is given in place; the original stays as written.
  const working = structuredClone(document);
  let result: Awaited<ReturnType<typeof validate>>;
  try {
    result = await validate(working as never, { resolve: { external: false, file: false }, timeoutMs, validate: { errors: { colorize: false } } });
  } catch (error) {
    return [problem('validation', `the document could not be validated: ${redactSecrets(error instanceof Error ? error.message : String(error))}`)];
  }
  if (result.valid) return [];
  let frameJson: string | undefined;
  const problems: SpecProblem[] = [];
  const seen = new Set<string>();
  for (const error of result.errors) {
    const missing = /^Missing \$ref pointer "([^"]*)"/.exec(error.message);
    let found: SpecProblem;
    if (missing) {
      const use = findRef(document, missing[1]);
      found = problem('reference', `$ref "${missing[1]}" points at nothing in the document`, use ? place(map(), use) : {});
    } else if (error.message === 'Supplied schema is not a valid API definition.') {
      found = problem('not-openapi', 'the document is not an OpenAPI definition');
    } else {
      const isSchemaError = /^>\s*\d+\s*\|/m.test(error.message);
      const segments = segmentsOfMessage(error.message, () => (frameJson ??= JSON.stringify(working, null, 2)), document);
      found = problem(isSchemaError ? 'schema' : 'rule', isSchemaError ? schemaMessage(error.message) : error.message, segments ? place(map(), segments) : {});
    }
    // A referenced schema's error is reported at every place that uses it; the source has it once.
    const key = `${found.message}\u0000${found.pointer}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push(found);
  }
  if (result.additionalErrors > 0) problems.push(problem('schema', `and ${result.additionalErrors} more errors`));
  return problems;
}

/** The first `$ref` equal to `ref`, as pointer segments of the `$ref` member. */
function findRef(document: unknown, ref: string): string[] | undefined {
  const stack: { value: unknown; path: string[] }[] = [{ value: document, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (Array.isArray(value)) value.forEach((item, index) => stack.push({ value: item, path: [...path, String(index)] }));
    else if (isObject(value)) {
      if (value.$ref === ref) return [...path, '$ref'];
      for (const [key, item] of Object.entries(value)) stack.push({ value: item, path: [...path, key] });
    }
  }
  return undefined;
}

const SUPPORTED_VERSION = /^3\.[01]\.\d+(-[0-9A-Za-z.-]+)?$/;

/** Parses and validates an OpenAPI source (YAML or JSON text). Never throws for what the text holds. */
export async function parseOpenAPISource(source: string, { maxDocumentBytes = MAX_DOCUMENT_BYTES, timeoutMs = 20_000 }: ParseOptions = {}): Promise<ParseOutcome> {
  const text = source.replace(/^\uFEFF/, '');
  if (text.trim() === '') return { ok: false, problems: [problem('syntax', 'the document is empty')] };
  const read = readSource(text);
  if ('problems' in read) return { ok: false, problems: read.problems };
  let cachedMap = read.map;
  const map = () => (cachedMap ??= sourceMapOf(text));

  const document = read.value;
  if (!isObject(document)) return { ok: false, problems: [problem('not-openapi', 'the document is not an object', { line: 1, column: 1 })] };
  if (document.swagger !== undefined && document.openapi === undefined) {
    return { ok: false, problems: [problem('unsupported-version', 'Swagger 2.0 documents are not supported: convert it to OpenAPI 3.0 or 3.1', place(map(), ['swagger']))] };
  }
  if (typeof document.openapi !== 'string' || !SUPPORTED_VERSION.test(document.openapi)) {
    const message =
      document.openapi === undefined
        ? 'the document has no "openapi" version: it is not an OpenAPI 3.0 or 3.1 document'
        : `OpenAPI ${String(document.openapi).slice(0, 20)} is not supported: only 3.0 and 3.1 are`;
    return { ok: false, problems: [problem('unsupported-version', message, document.openapi === undefined ? {} : place(map(), ['openapi']))] };
  }

  const problems = externalRefs(document).map(({ pointer, ref }) =>
    problem('external-reference', `external $ref "${redactSecrets(ref)}" is not followed: the document must be self-contained (only "#/..." references)`, place(map(), decodePointer(pointer))),
  );
  // Validation walks the document with its references followed: refuse what that would blow up.
  if (problems.length === 0 && expandedSize(document) === undefined) {
    const message = `the document's $ref references expand it to more than ${MAX_EXPANDED_NODES} nodes, too many to validate: refer to shared schemas less deeply`;
    return { ok: false, problems: [problem('too-complex', message)] };
  }
  problems.push(...(await validateDocument(document, map, timeoutMs)));
  if (problems.length > 0) return { ok: false, problems: problems.slice(0, MAX_PROBLEMS) };

  // A JSON source is kept as written; YAML becomes JSON (integer-like keys such as status codes then come first, as JavaScript orders them).
  const json = read.map === undefined ? text : JSON.stringify(document);
  if (Buffer.byteLength(json, 'utf8') > maxDocumentBytes) {
    return { ok: false, problems: [problem('too-large', `the document is larger than ${maxDocumentBytes} bytes as JSON`)] };
  }
  return { ok: true, document: json, openapiVersion: document.openapi };
}
