import type { JSONDocument } from '@gitbook/api';
import type { default as Ajv, ErrorObject, ValidateFunction } from 'ajv';
import { readFileSync } from 'node:fs';

export type ValidationResult = { ok: true; document: JSONDocument } | { ok: false; path: string; message: string };

const SPEC_ID = 'https://quire.invalid/gitbook-openapi.json';

let ajv: Ajv | undefined;
const validators = new Map<string, ValidateFunction>();

/**
 * The reference schema's components, compiled on first use (about a second's work, once
 * per process): `$ref`s stay `#/components/schemas/...` inside one schema resource.
 */
function validator(component: string): ValidateFunction {
  let validate = validators.get(component);
  if (validate) return validate;
  if (!ajv) {
    const spec = JSON.parse(readFileSync(require.resolve('@gitbook/api/spec/openapi.json'), 'utf8')) as {
      components: { schemas: Record<string, unknown> };
    };
    // Loaded here rather than with the package: ajv and ajv-formats cost about 8 MB of RSS in
    // every process that loads @quire/documents, most of which never validate a document
    // (content's idle memory, docs/performance.md). A synchronous load, hence require.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { default: AjvClass } = require('ajv') as typeof import('ajv');
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { default: addFormats } = require('ajv-formats') as typeof import('ajv-formats');
    // strict: false because OpenAPI 3.0 schemas carry keywords JSON Schema does not
    // (`example`, `nullable` is understood by ajv itself); formats come from ajv-formats.
    ajv = new AjvClass({ strict: false, allErrors: false, discriminator: true, validateFormats: true });
    addFormats(ajv);
    // GitBook's own format for icon names (`gear`); any name up to the schema's maxLength.
    ajv.addFormat('icon', true);
    ajv.addSchema({ $id: SPEC_ID, components: { schemas: spec.components.schemas } });
  }
  validate = ajv.getSchema(`${SPEC_ID}#/components/schemas/${component}`);
  if (!validate) throw new Error(`@gitbook/api's spec has no component ${component}`);
  validators.set(component, validate);
  return validate;
}

export function isValidComponent(component: string, value: unknown): boolean {
  return validator(component)(value) === true;
}

/** Validates a value against the reference schema's `JSONDocument` component. */
export function validateDocument(value: unknown): ValidationResult {
  const validate = validator('JSONDocument');
  if (validate(value)) return { ok: true, document: value as JSONDocument };
  return { ok: false, ...(locate(value, '', 'JSONDocument') ?? describe(value, '', validate.errors ?? [])) };
}

const BLOCKS: Record<string, string> = {
  paragraph: 'DocumentBlockParagraph',
  'heading-1': 'DocumentBlockHeading',
  'heading-2': 'DocumentBlockHeading',
  'heading-3': 'DocumentBlockHeading',
  'list-ordered': 'DocumentBlockListOrdered',
  'list-unordered': 'DocumentBlockListUnordered',
  'list-tasks': 'DocumentBlockListTasks',
  'list-item': 'DocumentBlockListItem',
  divider: 'DocumentBlockDivider',
  blockquote: 'DocumentBlockQuote',
  hint: 'DocumentBlockHint',
  if: 'DocumentBlockIf',
  images: 'DocumentBlockImages',
  image: 'DocumentBlockImage',
  file: 'DocumentBlockFile',
  drawing: 'DocumentBlockDrawing',
  embed: 'DocumentBlockEmbed',
  code: 'DocumentBlockCode',
  'code-line': 'DocumentBlockCodeLine',
  math: 'DocumentBlockMath',
  expandable: 'DocumentBlockExpandable',
  tabs: 'DocumentBlockTabs',
  'tabs-item': 'DocumentBlockTabsItem',
  table: 'DocumentBlockTable',
  swagger: 'DocumentBlockOpenAPI',
  'openapi-operation': 'DocumentBlockOpenAPIOperation',
  'openapi-schemas': 'DocumentBlockOpenAPISchemas',
  'openapi-webhook': 'DocumentBlockOpenAPIWebhook',
  'content-ref': 'DocumentBlockContentRef',
  integration: 'DocumentBlockIntegration',
  'reusable-content': 'DocumentBlockReusableContent',
  stepper: 'DocumentBlockStepper',
  'stepper-step': 'DocumentBlockStepperStep',
  columns: 'DocumentBlockColumns',
  column: 'DocumentBlockColumn',
};
const INLINES: Record<string, string> = {
  link: 'DocumentInlineLink',
  emoji: 'DocumentInlineEmoji',
  icon: 'DocumentInlineIcon',
  expression: 'DocumentInlineExpression',
  'inline-math': 'DocumentInlineMath',
  'inline-image': 'DocumentInlineImage',
  annotation: 'DocumentInlineAnnotation',
  mention: 'DocumentInlineMention',
  button: 'DocumentInlineButton',
};
const MARKS: Record<string, string> = {
  bold: 'DocumentMarkBold',
  italic: 'DocumentMarkItalic',
  code: 'DocumentMarkCode',
  keyboard: 'DocumentMarkKeyboard',
  strikethrough: 'DocumentMarkStrikethrough',
  color: 'DocumentMarkColor',
  superscript: 'DocumentMarkSuperscript',
  subscript: 'DocumentMarkSubscript',
};

type Located = { path: string; message: string };
type Shape = { object?: unknown; type?: unknown; nodes?: unknown; fragments?: unknown; leaves?: unknown; marks?: unknown };

/** The schema component a node claims to be, from its `object` and `type`. */
function componentOf(node: Shape): string | undefined {
  const type = typeof node.type === 'string' ? node.type : '';
  switch (node.object) {
    case 'block':
      return BLOCKS[type];
    case 'inline':
      return INLINES[type];
    case 'mark':
      return MARKS[type];
    case 'text':
      return 'DocumentText';
    case 'leaf':
      return 'DocumentTextLeaf';
    case 'fragment':
      return 'DocumentFragment';
    default:
      return undefined;
  }
}

/**
 * Finds the first invalid node, depth first in document order: each node is checked
 * against the component its `object` and `type` name, and a node that fails while all
 * its children pass on their own is the one reported (a child may still be misplaced:
 * a code block in a hint is valid as a code block, but not where it stands).
 */
function locate(value: unknown, path: string, component: string | undefined): Located | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const node = value as Shape;
  if (!component) {
    const what = typeof node.object === 'string' ? node.object : 'node';
    return { path, message: node.object === undefined ? 'not a document node (no "object")' : `unknown ${what} type ${JSON.stringify(node.type)}` };
  }
  const validate = validator(component);
  if (validate(value)) return undefined;
  const errors = [...(validate.errors ?? [])];
  for (const key of ['nodes', 'fragments', 'leaves', 'marks'] as const) {
    const children = node[key];
    if (!Array.isArray(children)) continue;
    for (let index = 0; index < children.length; index++) {
      const child = children[index];
      if (!child || typeof child !== 'object' || Array.isArray(child)) continue;
      const found = locate(child, `${path}/${key}/${index}`, componentOf(child as Shape));
      if (found) return found;
    }
  }
  return describe(value, path, errors);
}

/**
 * ajv stops at the first failure of each `oneOf` branch, so the errors of the branch with
 * the right `type` go deepest: the longest instance path is the most precise one. A
 * failure on the `type` or `object` of an item means that item is not allowed there.
 */
function describe(value: unknown, base: string, errors: ErrorObject[]): Located {
  if (errors.length === 0) return { path: base, message: 'invalid document' };
  let best = errors[0];
  for (const error of errors) if (depth(error.instancePath) > depth(best.instancePath)) best = error;
  const segments = best.instancePath === '' ? [] : best.instancePath.slice(1).split('/').map(unescapePointer);
  const last = segments[segments.length - 1];
  if (segments.length >= 3 && (last === 'type' || last === 'object') && (best.keyword === 'enum' || best.keyword === 'const')) {
    const item = at(value, segments.slice(0, -1)) as Shape | undefined;
    const label = item && typeof item.object === 'string' ? item.object : 'node';
    return {
      path: base + pointer(segments.slice(0, -1)),
      message: `${label} ${last === 'type' ? `type ${JSON.stringify(item?.type)}` : JSON.stringify(item?.object)} is not allowed here`,
    };
  }
  return { path: base, message: message(best, segments.join('.')) };
}

function at(value: unknown, segments: string[]): unknown {
  let current = value;
  for (const segment of segments) {
    if (!current || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

function pointer(segments: string[]): string {
  return segments.map((segment) => `/${segment.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

function message(error: ErrorObject, field: string): string {
  const where = field ? `${field} ` : '';
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `${where ? `${field}: ` : ''}missing required property "${String(params.missingProperty)}"`;
    case 'additionalProperties':
      return `${where ? `${field}: ` : ''}unknown property "${String(params.additionalProperty)}"`;
    case 'enum':
      if (field === 'type' || field === 'object') return `${field} is not one allowed here (${(params.allowedValues as unknown[]).map(String).join(', ')})`;
      return `${where}must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'oneOf':
      return Array.isArray(params.passingSchemas) ? `${where}matches more than one allowed shape` : `${where}matches no allowed node type here`;
    default:
      return `${where}${error.message ?? 'is invalid'}`;
  }
}

function depth(pointer: string): number {
  return pointer === '' ? 0 : pointer.split('/').length - 1;
}

function unescapePointer(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}
