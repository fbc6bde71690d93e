import type { JSONDocument } from '@gitbook/api';
import type { Element, Root } from 'hast';
import { all, codeBlock, doc, heading, link, p, parse, resources, text, textOf } from '../../test/render/builders';
import { renderDocument } from './index';

const SCRIPT = '<script>alert(1)</script>';
const IMG = '<img src=x onerror=alert(1)>';
const JS = 'javascript:alert(1)';

/** Elements that run or load code, or frame other documents: never in a rendered document. */
const FORBIDDEN_TAGS = new Set(['script', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'base', 'link', 'meta', 'style', 'form', 'input-hidden', 'template', 'noscript', 'foreignobject', 'animate', 'set', 'use', 'textarea', 'select', 'option']);
const URL_ATTRIBUTES = ['href', 'src', 'srcSet', 'action', 'formAction', 'poster', 'cite', 'background', 'xlinkHref', 'data', 'ping'];

/** Inside these, KaTeX's trees may carry `style` (see sanitize.ts); nowhere else. */
function inTrustedTree(path: Element[]): boolean {
  const classes = (e: Element) => (Array.isArray(e.properties.className) ? (e.properties.className as string[]) : []);
  return path.some((e) => classes(e).includes('q-math') || classes(e).includes('q-math-inline'));
}

/**
 * Everything that could run script in the rendered HTML: forbidden elements, event handler
 * attributes, URLs other than http(s), mailto and relative (data: only for raster images),
 * `style` outside the trusted trees, and `<input>`s that are not disabled checkboxes.
 */
function executable(html: string): string[] {
  const problems: string[] = [];
  // A `<` inside a quoted attribute value is text (hast-util-to-html escapes quotes there); anywhere else it would open a tag.
  if (/<script/i.test(html.replace(/="[^"]*"/g, '=""'))) problems.push('raw <script');
  const tree: Root = parse(html);
  const visit = (node: Root | Element, path: Element[]) => {
    for (const child of node.children) {
      if (child.type === 'comment') problems.push('comment');
      if (child.type !== 'element') continue;
      const here = [...path, child];
      const tag = child.tagName.toLowerCase();
      if (FORBIDDEN_TAGS.has(tag)) problems.push(`<${tag}>`);
      if (tag === 'input' && (child.properties.type !== 'checkbox' || child.properties.disabled !== true)) problems.push('enabled input');
      for (const [name, value] of Object.entries(child.properties)) {
        if (/^on/i.test(name)) problems.push(`${tag}[${name}]`);
        if (name === 'style' && !inTrustedTree(here)) problems.push(`${tag}[style] outside shiki/KaTeX`);
        if (name === 'style' && /\(|url|expression|@import|\\/i.test(String(value))) problems.push(`${tag}[style=${String(value)}]`);
        if (URL_ATTRIBUTES.includes(name)) {
          for (const url of (Array.isArray(value) ? value : [value]).map(String)) {
            const trimmed = url.trim();
            const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed)?.[1]?.toLowerCase();
            const rasterData = /^data:image\/(?:png|jpeg|gif|webp|avif);base64,[a-z0-9+/=]+$/i.test(trimmed) && (tag === 'img' || tag === 'source');
            if (scheme !== undefined && !['http', 'https', 'mailto'].includes(scheme) && !rasterData) problems.push(`${tag}[${name}=${url}]`);
          }
        }
      }
      visit(child, here);
    }
  };
  visit(tree, []);
  return problems;
}

const hostileSpec = {
  openapi: '3.0.0',
  servers: [{ url: `${JS}//` }],
  paths: {
    '/x/{id}': {
      get: {
        summary: `${SCRIPT} summary ${IMG}`,
        description: `Markdown with [a link](${JS}) and ${SCRIPT} and <iframe src="https://evil.example"></iframe> and ![img](${JS})`,
        parameters: [{ in: 'path', name: `${IMG}`, required: true, schema: { type: 'string', enum: [SCRIPT], default: IMG, pattern: SCRIPT }, description: SCRIPT }],
        responses: {
          [`200${SCRIPT}`]: {
            description: `ok ${IMG}`,
            content: { 'application/json': { schema: { type: 'object', properties: { [SCRIPT]: { type: 'string', description: `[x](${JS})`, example: SCRIPT } } } } },
          },
        },
      },
    },
  },
};

/** Hostile documents: each tries one way to get script into the page. */
const CORPUS: Record<string, JSONDocument> = {
  'script and img tags in text, headings, marks': doc(heading(1, SCRIPT), heading(2, IMG, '"><script>alert(1)</script>'), p(SCRIPT, text(IMG, [{ object: 'mark', type: 'bold' }]), text('x', [{ object: 'mark', type: 'color', data: { text: '"><script>', background: 'red" onclick="alert(1)' } } as never]))),
  'javascript: and data: links': doc(
    p(
      link({ kind: 'url', url: JS }, 'a'),
      link({ kind: 'url', url: ' JaVaScRiPt:alert(1)' }, 'b'),
      link({ kind: 'url', url: 'java\tscript:alert(1)' }, 'c'),
      link({ kind: 'url', url: 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==' }, 'd'),
      link({ kind: 'url', url: 'vbscript:msgbox(1)' }, 'e'),
      link({ kind: 'url', url: `https://example.com/"onmouseover="alert(1)` }, 'f'),
      link({ kind: 'anchor', anchor: '"><script>alert(1)</script>' }, 'g'),
    ),
  ),
  'script in code blocks, highlighted and not': doc(
    codeBlock(`</code></pre>${SCRIPT}\n${IMG}`, 'javascript', { title: SCRIPT }),
    codeBlock(`</code></pre>${SCRIPT}`, '"><script>alert(1)</script>'),
    codeBlock(`${SCRIPT}`, 'html'),
    codeBlock(`<svg onload=alert(1)>`, 'markdown'),
  ),
  'math that tries to link, include or inject': doc(
    { object: 'block', type: 'math', isVoid: true, data: { formula: `\\href{${JS}}{x} \\url{${JS}} \\includegraphics{${JS}} \\htmlClass{x}{y} \\htmlStyle{color:red}{z} \\htmlData{onload=alert(1)}{w}` } },
    { object: 'block', type: 'math', isVoid: true, data: { formula: `</span>${SCRIPT}\\text{${IMG}}` } },
    p({ object: 'inline', type: 'inline-math', isVoid: true, data: { formula: `\\color{red;background:url(${JS})}{x} \\textcolor{expression(alert(1))}{y}` } }),
  ),
  'images with hostile sources': doc(
    {
      object: 'block',
      type: 'images',
      isVoid: false,
      data: {},
      nodes: [
        { object: 'block', type: 'image', isVoid: true, data: { ref: { kind: 'url', url: JS }, alt: `${IMG}` }, fragments: [] },
        { object: 'block', type: 'image', isVoid: true, data: { ref: { kind: 'url', url: 'data:image/svg+xml,<svg onload=alert(1)>' }, refDark: { kind: 'url', url: 'data:text/html,x' } }, fragments: [] },
        { object: 'block', type: 'image', isVoid: true, data: { ref: { kind: 'url', url: 'data:image/png;base64,iVBORw0KGgo=' }, refDark: { kind: 'url', url: JS } }, fragments: [{ object: 'fragment', fragment: 'caption', nodes: [p(SCRIPT)] }] },
        { object: 'block', type: 'image', isVoid: true, data: { ref: { kind: 'file', file: 'evil' } }, fragments: [] },
      ],
    },
    p({ object: 'inline', type: 'inline-image', isVoid: true, data: { ref: { kind: 'url', url: `x" onerror="alert(1)` }, alt: IMG } }),
  ),
  'embeds, content refs, integrations and files with hostile URLs and names': doc(
    { object: 'block', type: 'embed', isVoid: true, data: { url: JS } },
    { object: 'block', type: 'embed', isVoid: true, data: { url: 'https://evil.example/<iframe>' } },
    { object: 'block', type: 'content-ref', isVoid: true, data: { ref: { kind: 'url', url: 'data:text/html,<script>alert(1)</script>' } } },
    { object: 'block', type: 'integration', isVoid: true, data: { integration: SCRIPT, block: 'x', props: { html: SCRIPT }, url: JS } },
    { object: 'block', type: 'file', isVoid: true, data: { ref: { kind: 'file', file: 'evil' } } },
    { object: 'block', type: 'drawing', isVoid: true, data: { ref: { kind: 'file', file: 'evil' } } },
  ),
  'containers with hostile titles and styles': doc(
    { object: 'block', type: 'tabs', nodes: [{ object: 'block', type: 'tabs-item', data: { title: SCRIPT }, nodes: [p(IMG)] }] },
    { object: 'block', type: 'hint', data: { style: 'info" onmouseover="alert(1)' }, nodes: [p(SCRIPT)] },
    {
      object: 'block',
      type: 'expandable',
      isVoid: true,
      data: {},
      fragments: [
        { object: 'fragment', fragment: 'expandable-title', type: 'expandable-title', nodes: [p(SCRIPT)] },
        { object: 'fragment', fragment: 'expandable-body', type: 'expandable-body', nodes: [p(IMG)] },
      ],
    },
    { object: 'block', type: 'columns', isVoid: false, data: {}, nodes: [{ object: 'block', type: 'column', data: { width: { unit: '%;background:url(x)', value: 50 } }, nodes: [p('c')] }] },
    { object: 'block', type: `<script>alert(1)</script>`, data: {} },
    { object: 'block', type: 'list-ordered', data: { start: '1" onclick="alert(1)' }, nodes: [{ object: 'block', type: 'list-item', data: { checked: true }, nodes: [p(SCRIPT)] }] },
  ),
  'inlines with hostile data': doc(
    p(
      { object: 'inline', type: 'emoji', isVoid: true, data: { code: SCRIPT } },
      { object: 'inline', type: 'icon', isVoid: true, data: { icon: '"><script>alert(1)</script>', color: 'red" onclick="x' as never } },
      { object: 'inline', type: 'expression', isVoid: true, data: { expression: SCRIPT } },
      { object: 'inline', type: 'button', isVoid: true, data: { label: SCRIPT, kind: 'primary" onclick="x' as never, ref: { kind: 'url', url: JS } } },
      { object: 'inline', type: 'mention', isVoid: true, data: { ref: { kind: 'url', url: JS } } },
      { object: 'inline', type: 'annotation', isVoid: false, nodes: [text(SCRIPT)], fragments: [{ object: 'fragment', type: 'annotation-body', nodes: [p(IMG, link({ kind: 'url', url: JS }, 'x'))] } as never] },
    ),
  ),
  'tables with hostile cells': doc({
    object: 'block',
    type: 'table',
    isVoid: true,
    data: {
      view: { type: 'grid', columns: ['a', 'b', 'c', 'd'], hideHeader: false },
      definition: {
        a: { id: 'a', title: SCRIPT, type: 'text', textAlignment: 'left' },
        b: { id: 'b', title: 'b', type: 'select', multiple: true, options: [{ value: 'x', label: SCRIPT, color: 'red" onclick="x' }] },
        c: { id: 'c', title: 'c', type: 'content-ref' },
        d: { id: 'd', title: 'd', type: 'image' },
      },
      records: { r: { orderIndex: 'a', values: { a: SCRIPT, b: ['x'], c: { kind: 'url', url: JS }, d: { kind: 'url', url: JS } } } },
    },
    fragments: [],
  }),
  'OpenAPI blocks from a hostile specification': doc({ object: 'block', type: 'openapi-operation', isVoid: true, data: { ref: { kind: 'openapi', spec: 'evil' }, path: '/x/{id}', method: 'get' } }, { object: 'block', type: 'openapi-operation', isVoid: true, data: { ref: { kind: 'openapi', spec: 'evil' }, path: SCRIPT, method: SCRIPT } }),
  'reusable content that is hostile': doc({ object: 'block', type: 'reusable-content', isVoid: true, data: { ref: { kind: 'reusable-content', reusableContent: 'evil' } } }),
};

function hostileResources() {
  const res = resources({
    files: { evil: { url: JS, name: `${IMG}.pdf`, contentType: `text/html"><script>`, size: -1, width: Number.NaN } },
    specs: { evil: hostileSpec },
    reusable: { evil: doc(p(SCRIPT), link({ kind: 'url', url: JS }, 'x') as never) },
    visible: () => true,
  });
  res.expression = () => SCRIPT;
  res.pageHref = () => JS;
  res.spaceHref = () => 'data:text/html,x';
  res.t = (key) => `${key}${SCRIPT}`;
  return res;
}

describe('XSS corpus: nothing executable survives rendering', () => {
  it.each(Object.entries(CORPUS))('%s', async (_name, document) => {
    const { html } = await renderDocument(document, hostileResources());
    expect(executable(html)).toEqual([]);
    // The hostile text is still there, as text: nothing is silently dropped.
    expect(html.length).toBeGreaterThan(0);
  });

  it('hostile text is shown as text', async () => {
    const { html } = await renderDocument(doc(p(SCRIPT)), resources());
    expect(html).toBe('<p>&#x3C;script>alert(1)&#x3C;/script></p>');
    expect(textOf(parse(html))).toBe(SCRIPT);
  });

  it('the checker itself finds what it is meant to find', () => {
    expect(executable('<p onclick="x">a</p>')).toEqual(['p[onClick]']);
    expect(executable('<a href="javascript:x">a</a>')).toEqual(['a[href=javascript:x]']);
    expect(executable('<img src="data:text/html,x">')).toEqual(['img[src=data:text/html,x]']);
    expect(executable('<div style="color:red">a</div>')).toEqual(['div[style] outside shiki/KaTeX']);
    expect(executable('<iframe></iframe>')).toEqual(['<iframe>']);
    expect(executable('<script>x</script>')).toContain('<script>');
  });

  it('a document that is not a document renders as nothing, without throwing', async () => {
    for (const value of [null, undefined, 42, 'text', { nodes: 'x' }, { nodes: [null, 1, 'x', [], { object: 'block' }] }]) {
      const { html } = await renderDocument(value as unknown as JSONDocument, resources());
      expect(executable(html)).toEqual([]);
    }
  });

  it('keeps every id unique and every internal reference pointing at one (no clobbering of the page)', async () => {
    const { html } = await renderDocument(CORPUS['containers with hostile titles and styles'], hostileResources());
    const tree = parse(html);
    const ids = all(tree, (e) => typeof e.properties.id === 'string').map((e) => e.properties.id as string);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
