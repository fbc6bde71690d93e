import type { JSONDocument } from '@gitbook/api';
import { RENDER_LIMITS } from './limits';
import { specRef } from './openapi/blocks';
import type { DocumentReferences, IntegrationBlockRef, OpenAPISpecRef, PageRef } from './types';

type Collector = {
  pages: Map<string, PageRef>;
  files: Set<string>;
  spaces: Set<string>;
  reusableContents: Set<string>;
  specs: Map<string, OpenAPISpecRef>;
  integrationBlocks: Map<string, IntegrationBlockRef>;
};

/** The key of an integration block: the same integration, component and props render the same. */
export const integrationBlockKey = (ref: IntegrationBlockRef): string => JSON.stringify([ref.integration, ref.block, ref.props]);

/** An integration block's ref, when its data names an integration and a component. */
export function integrationBlockRef(data: Record<string, unknown> | undefined): IntegrationBlockRef | undefined {
  if (!data || typeof data.integration !== 'string' || typeof data.block !== 'string') return undefined;
  if (data.integration.length > 100 || data.block.length > 256) return undefined;
  return { integration: data.integration, block: data.block, props: isRecord(data.props) ? data.props : {} };
}

const OPENAPI_BLOCKS = new Set(['swagger', 'openapi-operation', 'openapi-schemas', 'openapi-webhook']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

/** What a ContentRef needs loaded to render as a link, an image or a card. */
function addRef(ref: unknown, into: Collector): void {
  if (!isRecord(ref)) return;
  const space = typeof ref.space === 'string' ? ref.space : undefined;
  switch (ref.kind) {
    case 'page':
      if (typeof ref.page === 'string') into.pages.set(`${space ?? ''}/${ref.page}`, { spaceId: space, pageId: ref.page });
      break;
    case 'anchor':
      if (typeof ref.page === 'string') into.pages.set(`${space ?? ''}/${ref.page}`, { spaceId: space, pageId: ref.page });
      else if (space) into.spaces.add(space);
      break;
    case 'space':
      if (space) into.spaces.add(space);
      break;
    case 'file':
      if (typeof ref.file === 'string') into.files.add(ref.file);
      break;
  }
}

/** Refs inside a table's records: files, images, content refs, per the type of their column. */
function addTable(data: Record<string, unknown>, into: Collector): void {
  const definition = isRecord(data.definition) ? data.definition : {};
  const records = isRecord(data.records) ? Object.values(data.records) : [];
  for (const record of records.slice(0, RENDER_LIMITS.maxTableCells)) {
    const values = isRecord(record) && isRecord(record.values) ? record.values : {};
    for (const [column, value] of Object.entries(values)) {
      const type = isRecord(definition[column]) ? definition[column].type : undefined;
      if (type === 'files' && Array.isArray(value)) for (const id of value) if (typeof id === 'string') into.files.add(id);
      if (type === 'image') addRef(isRecord(value) && 'ref' in value ? value.ref : value, into);
      if (type === 'content-ref') addRef(value, into);
    }
  }
}

/**
 * Everything a document points to, so the caller loads it in one batch before rendering:
 * pages (for links, cards and mentions), files (images, downloads, drawings), spaces,
 * reusable contents and OpenAPI specifications. Blocks of every `if` branch are included:
 * visibility is decided while rendering. A reusable content's own references are those of
 * its document: collect them once it is loaded.
 */
export function collectReferences(document: JSONDocument): DocumentReferences {
  const into: Collector = { pages: new Map(), files: new Set(), spaces: new Set(), reusableContents: new Set(), specs: new Map(), integrationBlocks: new Map() };
  const stack: unknown[] = [document];
  // The walk is iterative (no recursion to overflow on a deep document) and bounded.
  for (let visited = 0; stack.length > 0 && visited < RENDER_LIMITS.maxNodes * 4; visited++) {
    const node = stack.pop();
    if (!isRecord(node)) continue;
    const data = isRecord(node.data) ? node.data : undefined;
    if (data) {
      if (typeof node.type === 'string' && OPENAPI_BLOCKS.has(node.type)) {
        const spec = specRef(data.ref);
        if (spec) into.specs.set(JSON.stringify([spec.spec, spec.url, spec.file]), spec);
      } else if (node.type === 'integration') {
        const ref = integrationBlockRef(data);
        if (ref) into.integrationBlocks.set(integrationBlockKey(ref), ref);
      } else if (node.type === 'reusable-content') {
        if (isRecord(data.ref) && typeof data.ref.reusableContent === 'string') into.reusableContents.add(data.ref.reusableContent);
      } else {
        addRef(data.ref, into);
        addRef(data.refDark, into);
      }
      if (node.type === 'table') addTable(data, into);
    }
    for (const key of ['nodes', 'fragments'] as const) {
      const children = node[key];
      if (Array.isArray(children)) for (let index = children.length - 1; index >= 0; index--) stack.push(children[index]);
    }
  }
  return {
    pages: [...into.pages.values()],
    files: [...into.files],
    spaces: [...into.spaces],
    reusableContents: [...into.reusableContents],
    openAPISpecs: [...into.specs.values()],
    integrationBlocks: [...into.integrationBlocks.values()],
  };
}

/**
 * The languages of a document's code blocks, and of the reusable contents it includes (the
 * renderer loads those it does not have yet before rendering, see `prepareLanguages`).
 */
export function codeSyntaxes(document: JSONDocument, reusableContent: (id: string) => JSONDocument | undefined): Set<string> {
  const syntaxes = new Set<string>();
  const included = new Set<string>();
  const stack: unknown[] = [document];
  for (let visited = 0; stack.length > 0 && visited < RENDER_LIMITS.maxNodes * 4; visited++) {
    const node = stack.pop();
    if (!isRecord(node)) continue;
    const data = isRecord(node.data) ? node.data : undefined;
    if (node.type === 'code' && typeof data?.syntax === 'string') syntaxes.add(data.syntax);
    if (node.type === 'reusable-content' && isRecord(data?.ref) && typeof data.ref.reusableContent === 'string') {
      const id = data.ref.reusableContent;
      if (!included.has(id) && included.size < 20) {
        included.add(id);
        const nested = reusableContent(id);
        if (nested) stack.push(nested);
      }
    }
    // Only blocks hold code blocks: texts and inlines are not walked.
    if (node.object === 'text' || node.object === 'inline') continue;
    for (const key of ['nodes', 'fragments'] as const) {
      const children = node[key];
      if (Array.isArray(children)) for (let index = children.length - 1; index >= 0; index--) stack.push(children[index]);
    }
  }
  return syntaxes;
}
