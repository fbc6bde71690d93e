import { markdownToDocument } from '@quire/documents';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { all, codeBlock, doc, p, parse, resources } from '../../test/render/builders';
import { codeTheme } from './highlighter';
import { renderDocument } from './index';

const CSS_FILE = join(__dirname, '../../assets/blocks.css');
const START = '/* code-theme:start */\n';
const END = '/* code-theme:end */';

/** Every class the renderer can emit, from a page using every block kind, mark, colour and state. */
async function emittedClasses(): Promise<Set<string>> {
  const files = {
    f: { url: '/f.pdf', name: 'f.pdf', contentType: 'application/pdf', size: 10 },
    i: { url: '/i.png', name: 'i.png', contentType: 'image/png', width: 10, height: 10 },
  };
  const colors = ['green', 'blue', 'red', 'orange', 'yellow', 'purple', '$primary', '$info', '$success', '$warning', '$danger'];
  const spec = {
    openapi: '3.1.0',
    servers: [{ url: 'https://x' }],
    security: [{ k: [] }],
    components: { securitySchemes: { k: { type: 'apiKey', in: 'header', name: 'K' } }, schemas: { A: { type: 'object', required: ['a'], properties: { a: { type: 'string', enum: ['x'], default: 'x', minLength: 1, deprecated: true }, self: { $ref: '#/components/schemas/A' }, o: { oneOf: [{ type: 'string' }] }, n: { anyOf: [{ type: 'number' }] } }, additionalProperties: { type: 'string' } } } },
    paths: Object.fromEntries(
      ['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'trace'].map((method) => [
        `/${method}`,
        { [method]: { deprecated: true, summary: 's', description: 'd', parameters: [{ in: 'query', name: 'q', schema: { type: 'string' } }], requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/A' } } } }, responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/A' } } } }, '301': { description: 'r' }, '404': { description: 'n' }, '500': { description: 'e' }, default: { description: 'x' } } } },
      ]),
    ),
    webhooks: { w: { post: { requestBody: { content: { 'application/json': { schema: { type: 'string' } } } }, responses: {} } } },
  };
  const wide = Object.fromEntries(Array.from({ length: 700 }, (_, i) => [`p${i}`, { type: 'string' }]));
  (spec.components.schemas as Record<string, unknown>).Wide = { type: 'object', properties: wide };
  const markdown = readFileSync(join(__dirname, '../../test/render/kitchen-sink.md'), 'utf8');
  const blocks: unknown[] = [
    ...markdownToDocument(markdown).nodes,
    p(...colors.map((c) => ({ object: 'text' as const, leaves: [{ object: 'leaf' as const, text: c, marks: [{ object: 'mark', type: 'color', data: { text: c, background: c } }] as never }] }))),
    { object: 'block', type: 'paragraph', data: { align: 'center' }, nodes: [{ object: 'text', leaves: [{ object: 'leaf', text: 'c', marks: [] }] }] },
    { object: 'block', type: 'paragraph', data: { align: 'end' }, nodes: [{ object: 'text', leaves: [{ object: 'leaf', text: 'e', marks: [] }] }] },
    p(
      { object: 'inline', type: 'emoji', isVoid: true, data: { code: '1f600' } },
      { object: 'inline', type: 'icon', isVoid: true, data: { icon: 'gear', color: 'red' as never } },
      { object: 'inline', type: 'expression', isVoid: true, data: { expression: 'x' } },
      { object: 'inline', type: 'button', isVoid: true, data: { label: 'a', kind: 'primary', ref: { kind: 'url', url: 'https://x' } } },
      { object: 'inline', type: 'button', isVoid: true, data: { label: 'b', kind: 'secondary', ref: { kind: 'page', page: 'nope' } } },
      { object: 'inline', type: 'mention', isVoid: true, data: { ref: { kind: 'user', user: 'u' } } },
      { object: 'inline', type: 'mention', isVoid: true, data: { ref: { kind: 'url', url: 'https://x' } } },
      { object: 'inline', type: 'inline-image', isVoid: true, data: { ref: { kind: 'file', file: 'i' }, size: 'line' } },
      { object: 'inline', type: 'inline-image', isVoid: true, data: { ref: { kind: 'file', file: 'missing' }, alt: 'gone' } },
      { object: 'inline', type: 'inline-math', isVoid: true, data: { formula: 'x'.repeat(6000) } },
      { object: 'inline', type: 'annotation', isVoid: false, nodes: [{ object: 'text', leaves: [{ object: 'leaf', text: 'a', marks: [] }] }], fragments: [{ object: 'fragment', type: 'annotation-body', nodes: [p('n')] }] } as never,
      { object: 'inline', type: 'link', data: { ref: { kind: 'page', page: 'nope' } }, nodes: [{ object: 'text', leaves: [{ object: 'leaf', text: 'l', marks: [] }] }] },
    ),
    codeBlock('const a = 1; // x\n/** @param {string} b */\n<div class="x">\n- removed\n+ added', 'tsx', { overflow: 'wrap', lineNumbers: true, fullWidth: true }),
    codeBlock('- a\n+ b\n! c', 'diff'),
    codeBlock('# Title\n*italic* **bold** ~~strike~~ [link](x)', 'markdown'),
    codeBlock(Array.from({ length: 5_001 }, () => 'x').join('\n'), 'javascript'),
    { object: 'block', type: 'code', data: {}, nodes: [{ object: 'block', type: 'code-line', data: { highlighted: true }, nodes: [{ object: 'text', leaves: [{ object: 'leaf', text: 'x', marks: [] }] }, { object: 'inline', type: 'annotation', isVoid: false, nodes: [{ object: 'text', leaves: [{ object: 'leaf', text: 'y', marks: [] }] }], fragments: [{ object: 'fragment', type: 'annotation-body', nodes: [p('note')] }] }] }] },
    { object: 'block', type: 'math', isVoid: true, data: { formula: 'y'.repeat(6000) } },
    ...(['left', 'right'] as const).map((align) => ({ object: 'block', type: 'images', isVoid: false, data: { align, withFrame: true, fullWidth: true }, nodes: [{ object: 'block', type: 'image', isVoid: true, data: { ref: { kind: 'file', file: 'missing' } }, fragments: [] }] })),
    { object: 'block', type: 'drawing', isVoid: true, data: { ref: { kind: 'file', file: 'i' } } },
    { object: 'block', type: 'file', isVoid: true, data: { ref: { kind: 'file', file: 'missing' } } },
    { object: 'block', type: 'embed', isVoid: true, data: { url: 'javascript:x' } },
    ...(['info', 'success', 'danger'] as const).map((style) => ({ object: 'block', type: 'hint', data: { style }, nodes: [p(style)] })),
    { object: 'block', type: 'tabs', data: { fullWidth: true }, nodes: [{ object: 'block', type: 'tabs-item', data: {}, nodes: [p('x')] }] },
    { object: 'block', type: 'columns', isVoid: false, data: { fullWidth: true }, nodes: [5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70, 75, 80, 85, 90, 95].map((w, i) => ({ object: 'block', type: 'column', data: { width: { unit: '%', value: w }, verticalAlignment: i % 2 ? 'middle' : 'bottom' }, nodes: [p('c')] })) },
    { object: 'block', type: 'reusable-content', isVoid: true, data: { ref: { kind: 'reusable-content', reusableContent: 'r' } } },
    { object: 'block', type: 'integration', isVoid: true, data: { integration: 'x', block: 'y', props: {}, url: 'https://x' } },
    { object: 'block', type: 'content-ref', isVoid: true, data: { ref: { kind: 'file', file: 'f' } } },
    { object: 'block', type: 'content-ref', isVoid: true, data: { ref: { kind: 'url', url: 'javascript:x' } } },
    {
      object: 'block',
      type: 'table',
      isVoid: true,
      data: {
        fullWidth: true,
        view: { type: 'grid', columns: ['t', 'n', 'c', 'f', 'u', 'r', 's', 'ref', 'img'], hideHeader: false },
        definition: {
          t: { id: 't', title: 'T', type: 'text', textAlignment: 'right', verticalAlignment: 'bottom' },
          n: { id: 'n', title: 'N', type: 'number' },
          c: { id: 'c', title: 'C', type: 'checkbox' },
          f: { id: 'f', title: 'F', type: 'files' },
          u: { id: 'u', title: 'U', type: 'users', multiple: true },
          r: { id: 'r', title: 'R', type: 'rating', max: 5 },
          s: { id: 's', title: 'S', type: 'select', multiple: true, options: colors.map((c) => ({ value: c, label: c, color: c.replace('$', '') })) },
          ref: { id: 'ref', title: 'Ref', type: 'content-ref' },
          img: { id: 'img', title: 'Img', type: 'image' },
        },
        records: { r: { orderIndex: 'a', values: { t: 'x', n: 1, c: true, f: ['f'], u: ['u'], r: 3, s: colors, ref: { kind: 'url', url: 'https://x' }, img: { kind: 'file', file: 'i' } } } },
      },
      fragments: [],
    },
    {
      object: 'block',
      type: 'table',
      isVoid: true,
      data: {
        view: { type: 'cards', cardSize: 'medium', columns: ['t', 'ref', 'img'], targetDefinition: 'ref', coverDefinition: 'img' },
        definition: { t: { id: 't', title: 'T', type: 'text', textAlignment: 'left' }, ref: { id: 'ref', title: 'Ref', type: 'content-ref' }, img: { id: 'img', title: 'Img', type: 'image' } },
        records: { r: { orderIndex: 'a', values: { t: 'x', ref: { kind: 'url', url: 'https://x' }, img: { kind: 'file', file: 'i' } } } },
      },
      fragments: [],
    },
    {
      object: 'block',
      type: 'table',
      isVoid: true,
      data: { view: { type: 'grid', columns: ['a'], hideHeader: false }, definition: { a: { id: 'a', title: 'A', type: 'number' } }, records: Object.fromEntries(Array.from({ length: 10_001 }, (_, i) => [`r${i}`, { orderIndex: String(i), values: { a: i } }])) },
      fragments: [],
    },
    ...Object.keys(spec.paths).map((path) => ({ object: 'block', type: 'openapi-operation', isVoid: true, data: { ref: { kind: 'openapi', spec: 's' }, path, method: path.slice(1) } })),
    { object: 'block', type: 'openapi-webhook', isVoid: true, data: { ref: { kind: 'openapi', spec: 's' }, name: 'w', method: 'post' } },
    { object: 'block', type: 'openapi-schemas', isVoid: true, data: { ref: { kind: 'openapi', spec: 's' }, schemas: ['A', 'Wide', 'Missing'] } },
    { object: 'block', type: 'openapi-schemas', isVoid: true, data: { ref: { kind: 'openapi', spec: 's' }, schemas: ['A'], grouped: false } },
    { object: 'block', type: 'unknown-kind', data: {} },
  ];
  const res = resources({ files, specs: { s: spec }, reusable: { r: doc(p('shared')) }, pages: { 'page-2': { href: '/p2', title: 'P2' } } });
  const { html } = await renderDocument(doc(...blocks), res);
  const classes = new Set<string>();
  for (const element of all(parse(html), (e) => Array.isArray(e.properties.className))) {
    for (const name of element.properties.className as string[]) if (name.startsWith('q-')) classes.add(name);
  }
  return classes;
}

describe('blocks.css', () => {
  const css = readFileSync(CSS_FILE, 'utf8');

  it('imports KaTeX’s stylesheet', () => {
    expect(css).toContain("@import 'katex/dist/katex.min.css';");
  });

  it('holds the code theme made from shiki’s GitHub themes (QUIRE_WRITE_CODE_THEME=1 rewrites it)', async () => {
    const generated = (await codeTheme()).css;
    const start = css.indexOf(START);
    const end = css.indexOf(END);
    if (process.env.QUIRE_WRITE_CODE_THEME === '1') writeFileSync(CSS_FILE, `${css.slice(0, start + START.length)}${generated}\n${css.slice(end)}`);
    expect(start).toBeGreaterThan(-1);
    expect(css.slice(start + START.length, end)).toBe(`${generated}\n`);
  });

  it('styles every class the renderer emits', async () => {
    const classes = await emittedClasses();
    // The page really uses the kinds this test means to cover.
    for (const expected of ['q-openapi-webhook', 'q-method-trace', 'q-status-3xx', 'q-w-95', 'q-chip-danger', 'q-t1', 'q-line-highlight', 'q-cards-medium', 'q-math-source', 'q-code-notes', 'q-notes']) {
      expect(classes).toContain(expected);
    }
    const missing = [...classes].filter((name) => !new RegExp(`\\.${name}(?![\\w-])`).test(css));
    expect(missing).toEqual([]);
  });
});
