import type { JSONDocument } from '@gitbook/api';
import type { RenderResources } from './types';

const text = (value: string) => ({ object: 'text', leaves: [{ object: 'leaf', text: value, marks: [] }] });
const paragraph = (value: string) => ({ object: 'block', type: 'paragraph', nodes: [text(value)] });
const code = (syntax: string, source: string) => ({ object: 'block', type: 'code', data: { syntax, title: 'example', lineNumbers: true }, nodes: source.split('\n').map((line) => ({ object: 'block', type: 'code-line', data: {}, nodes: [text(line)] })) });

const SPEC = {
  openapi: '3.0.3',
  servers: [{ url: 'https://api.example.com' }],
  paths: {
    '/items/{id}': {
      post: {
        summary: 'Update an item',
        description: 'Updates **an item**.',
        parameters: [{ in: 'path', name: 'id', required: true, schema: { type: 'string' } }],
        requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { name: { type: 'string' }, tags: { type: 'array', items: { type: 'string' } } } } } } },
        responses: { '200': { description: 'The item', content: { 'application/json': { schema: { type: 'object', properties: { id: { type: 'string' } } } } } } },
      },
    },
  },
};

/**
 * A document with a block of most kinds, rendered once by `warmRenderer` so that the first
 * page a visitor asks for does not pay for compiling the renderer's code paths and the code
 * grammars' rules (a first render is several times slower than the next).
 */
export const WARM_DOCUMENT = {
  object: 'document',
  data: {},
  nodes: [
    { object: 'block', type: 'heading-1', data: {}, nodes: [text('Warm')] },
    { object: 'block', type: 'paragraph', nodes: [{ object: 'text', leaves: [{ object: 'leaf', text: 'bold', marks: [{ object: 'mark', type: 'bold' }] }, { object: 'leaf', text: ' code', marks: [{ object: 'mark', type: 'code' }] }] }, { object: 'inline', type: 'link', data: { ref: { kind: 'url', url: 'https://example.com' } }, nodes: [text('link')] }, { object: 'inline', type: 'inline-math', isVoid: true, data: { formula: 'x^2' } }, text('')] },
    { object: 'block', type: 'list-unordered', nodes: [{ object: 'block', type: 'list-item', nodes: [paragraph('item')] }] },
    { object: 'block', type: 'list-tasks', nodes: [{ object: 'block', type: 'list-item', data: { checked: true }, nodes: [paragraph('done')] }] },
    code('javascript', "import { a } from 'b';\nexport async function f(x) {\n  // comment\n  return `t${x}` + [1, 2].map((v) => v * 2).join(',');\n}"),
    code('typescript', 'type A = { id: string };\ninterface B extends A { n?: number }\nexport const c: B = { id: "x" } as const;'),
    code('python', 'import os\n\n@decorator\ndef f(x: int) -> str:\n    """doc"""\n    return f"{x}" if x else None'),
    code('bash', 'curl -X POST "https://example.com/x" \\\n  -H "Authorization: Bearer $TOKEN" | jq .id\nfor f in *.md; do echo "$f"; done'),
    code('json', '{\n  "a": 1,\n  "b": [true, null, "x"],\n  "c": { "d": 2.5 }\n}'),
    code('yaml', 'key: value\nlist:\n  - a\n  - b: 1 # comment\nanchor: &x { y: z }'),
    code('html', '<!doctype html>\n<div class="a" id="b"><script>let x = 1;</script><style>.a { color: red; }</style></div>'),
    code('go', 'package main\n\nimport "fmt"\n\nfunc main() {\n\tfmt.Println("hi", 1)\n}'),
    { object: 'block', type: 'math', isVoid: true, data: { formula: '\\sum_{i=0}^{n} \\frac{a_i}{\\sqrt{b}}' } },
    { object: 'block', type: 'hint', data: { style: 'info' }, nodes: [paragraph('hint')] },
    { object: 'block', type: 'tabs', nodes: [{ object: 'block', type: 'tabs-item', data: { title: 'A' }, nodes: [paragraph('a')] }] },
    { object: 'block', type: 'expandable', isVoid: true, data: {}, fragments: [{ object: 'fragment', fragment: 'expandable-title', type: 'expandable-title', nodes: [paragraph('t')] }, { object: 'fragment', fragment: 'expandable-body', type: 'expandable-body', nodes: [paragraph('b')] }] },
    { object: 'block', type: 'images', isVoid: false, data: {}, nodes: [{ object: 'block', type: 'image', isVoid: true, data: { ref: { kind: 'url', url: 'https://example.com/a.png' }, alt: 'a' }, fragments: [] }] },
    { object: 'block', type: 'table', isVoid: true, data: { view: { type: 'grid', columns: ['a'], hideHeader: false }, definition: { a: { id: 'a', title: 'A', type: 'text', textAlignment: 'left' } }, records: { r: { orderIndex: 'a', values: { a: 'f' } } } }, fragments: [{ object: 'fragment', fragment: 'f', nodes: [paragraph('cell')] }] },
    { object: 'block', type: 'openapi-operation', isVoid: true, data: { ref: { kind: 'openapi', spec: 'warm' }, path: '/items/{id}', method: 'post' } },
  ],
} as unknown as JSONDocument;

export const WARM_RESOURCES: RenderResources = {
  pageHref: () => undefined,
  file: () => undefined,
  spaceHref: () => undefined,
  reusableContent: () => undefined,
  openAPISpec: (ref) => (ref.spec === 'warm' ? SPEC : undefined),
  visible: () => false,
  t: (key) => key,
};
