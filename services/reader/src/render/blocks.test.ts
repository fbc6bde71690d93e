import type { DocumentBlock, DocumentBlockTable, JSONDocument } from '@gitbook/api';
import { markdownToDocument } from '@quire/documents';
import type { Element } from 'hast';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { all, byClass, byTag, codeBlock, doc, heading, link, mark, p, parse, resources, text, textOf } from '../../test/render/builders';
import { BLOCK_HANDLERS } from './handlers';
import { codeTheme } from './highlighter';
import { renderDocument } from './index';

const FILES = {
  'file-1': { url: '/files/guide.pdf', name: 'guide.pdf', contentType: 'application/pdf', size: 123_456 },
  'img-1': { url: '/files/img.png', name: 'img.png', contentType: 'image/png', width: 800, height: 600 },
  'img-dark': { url: '/files/img-dark.png', name: 'img-dark.png', contentType: 'image/png', width: 800, height: 600 },
  'drawing-1': { url: '/files/drawing.svg', name: 'drawing.svg', contentType: 'image/svg+xml' },
};
const PAGES = { 'page-2': { href: '/docs/page-2', title: 'Page Two' } };

async function render(document: JSONDocument, options: Parameters<typeof resources>[0] = {}) {
  const result = await renderDocument(document, resources({ files: FILES, pages: PAGES, ...options }));
  return { ...result, tree: parse(result.html) };
}

const cls = (element: Element) => (element.properties.className as string[] | undefined) ?? [];

describe('renderDocument: every block kind', () => {
  it('renders every block kind @quire/documents produces from Markdown, with no notice', async () => {
    const markdown = readFileSync(join(__dirname, '../../test/render/kitchen-sink.md'), 'utf8');
    const document = markdownToDocument(markdown);
    const kinds = new Set<string>();
    const visit = (nodes: unknown) => {
      for (const node of Array.isArray(nodes) ? nodes : []) {
        kinds.add((node as DocumentBlock).type);
        visit((node as { nodes?: unknown }).nodes);
        for (const fragment of (node as { fragments?: Array<{ nodes: unknown }> }).fragments ?? []) visit(fragment.nodes);
      }
    };
    visit(document.nodes);
    // The kitchen sink covers the block kinds Markdown can express.
    for (const kind of ['heading-1', 'heading-2', 'heading-3', 'paragraph', 'list-unordered', 'list-ordered', 'list-tasks', 'list-item', 'blockquote', 'code', 'code-line', 'math', 'table', 'hint', 'tabs', 'tabs-item', 'expandable', 'stepper', 'stepper-step', 'embed', 'file', 'content-ref', 'images', 'image', 'divider']) {
      expect(kinds).toContain(kind);
    }
    const { tree, headings } = await render(document);
    expect(byClass(tree, 'q-notice')).toHaveLength(0);
    expect(byTag(tree, 'h2').map(textOf)).toEqual(['Getting started']);
    expect(byTag(tree, 'h3').map(textOf)).toEqual(['Lists']);
    expect(headings).toEqual([
      { id: 'start', title: 'Getting started', depth: 1 },
      { id: 'lists', title: 'Lists', depth: 2 },
      { id: 'install', title: 'Install', depth: 3 },
      { id: 'use', title: 'Use', depth: 3 },
    ]);
    for (const name of ['q-code', 'q-math', 'q-table', 'q-hint', 'q-tabs', 'q-expandable', 'q-stepper', 'q-embed', 'q-file', 'q-content-ref', 'q-images', 'q-divider', 'q-tasks', 'q-quote']) {
      expect(byClass(tree, name).length).toBeGreaterThan(0);
    }
  });

  it('has a handler for every block kind of the contract, and none renders as unsupported', async () => {
    // A minimal block of each kind; `BLOCK_HANDLERS` is typed to have every `DocumentBlock['type']`.
    const minimal: Record<string, unknown> = {
      paragraph: p('x'),
      'heading-1': heading(1, 'x'),
      'heading-2': heading(2, 'x'),
      'heading-3': heading(3, 'x'),
      'list-ordered': { object: 'block', type: 'list-ordered', data: {}, nodes: [{ object: 'block', type: 'list-item', nodes: [p('x')] }] },
      'list-unordered': { object: 'block', type: 'list-unordered', nodes: [{ object: 'block', type: 'list-item', nodes: [p('x')] }] },
      'list-tasks': { object: 'block', type: 'list-tasks', nodes: [{ object: 'block', type: 'list-item', data: { checked: true }, nodes: [p('x')] }] },
      'list-item': { object: 'block', type: 'list-item', nodes: [p('x')] },
      divider: { object: 'block', type: 'divider', isVoid: true, data: {} },
      blockquote: { object: 'block', type: 'blockquote', nodes: [p('x')] },
      hint: { object: 'block', type: 'hint', data: { style: 'info' }, nodes: [p('x')] },
      if: { object: 'block', type: 'if', data: { expression: 'true' }, nodes: [p('x')] },
      images: { object: 'block', type: 'images', isVoid: false, data: {}, nodes: [{ object: 'block', type: 'image', isVoid: true, data: { ref: { kind: 'file', file: 'img-1' } }, fragments: [] }] },
      image: { object: 'block', type: 'image', isVoid: true, data: { ref: { kind: 'file', file: 'img-1' } }, fragments: [] },
      file: { object: 'block', type: 'file', isVoid: true, data: { ref: { kind: 'file', file: 'file-1' } } },
      drawing: { object: 'block', type: 'drawing', isVoid: true, data: { ref: { kind: 'file', file: 'drawing-1' } } },
      embed: { object: 'block', type: 'embed', isVoid: true, data: { url: 'https://example.com/v' } },
      code: codeBlock('x'),
      'code-line': { object: 'block', type: 'code-line', data: {}, nodes: [text('x')] },
      math: { object: 'block', type: 'math', isVoid: true, data: { formula: 'x' } },
      expandable: {
        object: 'block',
        type: 'expandable',
        isVoid: true,
        data: {},
        fragments: [
          { object: 'fragment', fragment: 'expandable-title', type: 'expandable-title', nodes: [p('T')] },
          { object: 'fragment', fragment: 'expandable-body', type: 'expandable-body', nodes: [p('B')] },
        ],
      },
      tabs: { object: 'block', type: 'tabs', nodes: [{ object: 'block', type: 'tabs-item', data: { title: 'A' }, nodes: [p('x')] }] },
      'tabs-item': { object: 'block', type: 'tabs-item', data: { title: 'A' }, nodes: [p('x')] },
      table: gridTable(),
      swagger: { object: 'block', type: 'swagger', isVoid: true, data: { ref: { kind: 'url', url: 'https://x/spec.json' }, path: '/x', method: 'get' } },
      'openapi-operation': { object: 'block', type: 'openapi-operation', isVoid: true, data: { ref: { kind: 'openapi', spec: 's' }, path: '/x', method: 'get' } },
      'openapi-schemas': { object: 'block', type: 'openapi-schemas', isVoid: true, data: { ref: { kind: 'openapi', spec: 's' }, schemas: ['A'] } },
      'openapi-webhook': { object: 'block', type: 'openapi-webhook', isVoid: true, data: { ref: { kind: 'openapi', spec: 's' }, name: 'w', method: 'post' } },
      'content-ref': { object: 'block', type: 'content-ref', isVoid: true, data: { ref: { kind: 'page', page: 'page-2' } } },
      integration: { object: 'block', type: 'integration', isVoid: true, data: { integration: 'mermaid', block: 'diagram', props: {} } },
      'reusable-content': { object: 'block', type: 'reusable-content', isVoid: true, data: { ref: { kind: 'reusable-content', reusableContent: 'rc' } } },
      stepper: { object: 'block', type: 'stepper', nodes: [{ object: 'block', type: 'stepper-step', data: {}, nodes: [p('x')] }] },
      'stepper-step': { object: 'block', type: 'stepper-step', data: {}, nodes: [p('x')] },
      columns: { object: 'block', type: 'columns', isVoid: false, data: {}, nodes: [{ object: 'block', type: 'column', data: {}, nodes: [p('x')] }] },
      column: { object: 'block', type: 'column', data: {}, nodes: [p('x')] },
    };
    expect(Object.keys(minimal).sort()).toEqual(Object.keys(BLOCK_HANDLERS).sort());
    for (const [kind, block] of Object.entries(minimal)) {
      const { html } = await renderDocument(doc(block), resources({ files: FILES, pages: PAGES, visible: () => true, reusable: { rc: doc(p('shared')) }, specs: { s: { openapi: '3.1.0', paths: {}, components: { schemas: { A: { type: 'object' } } }, webhooks: { w: { post: {} } } } } }));
      expect({ kind, unsupported: html.includes('cannot be displayed.'), failed: html.includes('could not be displayed') }).toEqual({ kind, unsupported: false, failed: false });
      expect(html.length).toBeGreaterThan(0);
    }
  });

  it('an unknown block kind is a visible notice, not a crash, and the rest still renders', async () => {
    const { tree } = await render(doc({ object: 'block', type: 'hologram', data: {} }, p('after')));
    const notices = byClass(tree, 'q-notice');
    expect(notices).toHaveLength(1);
    expect(notices[0].properties.role).toBe('note');
    expect(textOf(notices[0])).toContain('hologram');
    expect(textOf(tree)).toContain('after');
  });

  it('a malformed block of a known kind is a notice for that block only', async () => {
    const { tree } = await render(doc({ object: 'block', type: 'table', isVoid: true, data: null, fragments: 7 }, { object: 'block', type: 'tabs', nodes: 'x' }, p('after')));
    expect(textOf(tree)).toContain('after');
  });
});

describe('text and marks', () => {
  it('renders every mark as its element, nested in a fixed order', async () => {
    const marks = ['bold', 'italic', 'code', 'keyboard', 'strikethrough', 'superscript', 'subscript'] as const;
    const { tree } = await render(doc(p(...marks.map((m) => text(m, [mark(m)])), text('all', marks.map(mark)))));
    const paragraph = byTag(tree, 'p')[0];
    for (const [m, tag] of [['bold', 'strong'], ['italic', 'em'], ['code', 'code'], ['keyboard', 'kbd'], ['strikethrough', 's'], ['superscript', 'sup'], ['subscript', 'sub']]) {
      expect(byTag(paragraph, tag).some((e) => textOf(e) === m)).toBe(true);
    }
    const strong = byTag(paragraph, 'strong').find((e) => textOf(e) === 'all')!;
    expect(byTag(strong, 'em')).toHaveLength(1);
    expect(byTag(strong, 'code')).toHaveLength(1);
  });

  it('colours are classes from the palette, never styles; unknown colours are dropped', async () => {
    const { html, tree } = await render(
      doc(
        p(
          text('red', [{ object: 'mark', type: 'color', data: { text: 'red', background: 'default' } } as never]),
          text('both', [{ object: 'mark', type: 'color', data: { text: '$primary', background: '$warning' } } as never]),
          text('bad', [{ object: 'mark', type: 'color', data: { text: 'red;background:url(x)', background: 'expression(1)' } } as never]),
        ),
      ),
    );
    expect(cls(all(tree, (e) => textOf(e) === 'red' && e.tagName === 'span')[0])).toEqual(['q-color-red']);
    expect(cls(all(tree, (e) => textOf(e) === 'both' && e.tagName === 'span')[0])).toEqual(['q-color-primary', 'q-bg-warning']);
    expect(html).not.toMatch(/style=/);
    expect(html).toContain('<p><span class="q-color-red">red</span><span class="q-color-primary q-bg-warning">both</span>bad</p>');
  });

  it('line breaks in text are <br>, paragraphs keep their alignment', async () => {
    const { html } = await render(doc({ object: 'block', type: 'paragraph', data: { align: 'center' }, nodes: [text('a\nb')] }));
    expect(html).toBe('<p class="q-align-center">a<br>b</p>');
  });

  it('emoji, icons, expressions, buttons and mentions', async () => {
    const { tree } = await render(
      doc(
        p(
          { object: 'inline', type: 'emoji', isVoid: true, data: { code: '1f600' } },
          { object: 'inline', type: 'icon', isVoid: true, data: { icon: 'gear' } },
          { object: 'inline', type: 'expression', isVoid: true, data: { expression: 'visitor.claims.name' } },
          { object: 'inline', type: 'button', isVoid: true, data: { label: 'Go', kind: 'primary', ref: { kind: 'page', page: 'page-2' } } },
          { object: 'inline', type: 'mention', isVoid: true, data: { ref: { kind: 'page', page: 'page-2' } } },
          { object: 'inline', type: 'mention', isVoid: true, data: { ref: { kind: 'user', user: 'u1' } } },
        ),
      ),
    );
    expect(textOf(byClass(tree, 'q-emoji')[0])).toBe('😀');
    expect(byClass(tree, 'q-icon')[0].properties).toMatchObject({ dataQIcon: 'gear', ariaHidden: 'true' });
    expect(textOf(byClass(tree, 'q-expression')[0])).toBe('visitor.claims.name');
    expect(byClass(tree, 'q-button')[0]).toMatchObject({ tagName: 'a', properties: { href: '/docs/page-2' } });
    const mentions = byClass(tree, 'q-mention');
    expect(mentions.map((m) => [m.tagName, textOf(m)])).toEqual([
      ['a', 'Page Two'],
      ['span', '@User'],
    ]);
  });

  it('an expression shows its value when the caller evaluates it', async () => {
    const res = resources();
    res.expression = (source) => (source === 'visitor.claims.name' ? 'Ada' : undefined);
    const { html } = await renderDocument(doc(p({ object: 'inline', type: 'expression', isVoid: true, data: { expression: 'visitor.claims.name' } })), res);
    expect(html).toBe('<p>Ada</p>');
  });

  it('annotations become numbered notes at the end, linked both ways', async () => {
    const { tree } = await render(
      doc(
        p('See ', {
          object: 'inline',
          type: 'annotation',
          isVoid: false,
          nodes: [text('this')],
          fragments: [{ object: 'fragment', type: 'annotation-body', nodes: [p('the note')] } as never],
        }),
      ),
    );
    const ref = byClass(tree, 'q-note-ref')[0];
    const anchor = byTag(ref, 'a')[0];
    const notes = byClass(tree, 'q-notes')[0];
    const item = byTag(notes, 'li')[0];
    expect(anchor.properties.href).toBe(`#${item.properties.id as string}`);
    expect(byClass(item, 'q-note-back')[0].properties.href).toBe(`#${anchor.properties.id as string}`);
    expect(textOf(item)).toContain('the note');
    expect(textOf(byClass(tree, 'q-annotation')[0])).toBe('this');
  });
});

describe('headings', () => {
  it('have unique ids from their text (or their own id), an anchor link beside them, and depths 1 to 3', async () => {
    const { tree, headings } = await render(doc(heading(1, 'Install'), heading(2, 'Install'), heading(3, 'Déjà vu: ¿Qué?'), heading(2, 'Custom', 'my-id'), heading(2, '!!!'), heading(1, 'Install')));
    expect(headings).toEqual([
      { id: 'install', title: 'Install', depth: 1 },
      { id: 'install-1', title: 'Install', depth: 2 },
      { id: 'déjà-vu-qué', title: 'Déjà vu: ¿Qué?', depth: 3 },
      { id: 'my-id', title: 'Custom', depth: 2 },
      { id: 'section', title: '!!!', depth: 2 },
      { id: 'install-2', title: 'Install', depth: 1 },
    ]);
    expect(byTag(tree, 'h2').map((e) => e.properties.id)).toEqual(['install', 'install-2']);
    expect(byTag(tree, 'h4')[0].properties.id).toBe('déjà-vu-qué');
    const anchors = byClass(tree, 'q-anchor');
    expect(anchors).toHaveLength(6);
    expect(anchors[1].properties).toMatchObject({ href: '#install-1', ariaLabel: 'Link to this section: Install' });
    // The anchor sits beside the heading, so the heading's name stays its text.
    expect(byTag(byTag(tree, 'h2')[0], 'a')).toHaveLength(0);
  });

  it('headings inside tabs, hints and expandables get ids but stay out of the table of contents', async () => {
    const { headings, tree } = await render(
      doc(heading(1, 'Top'), { object: 'block', type: 'tabs', nodes: [{ object: 'block', type: 'tabs-item', data: { title: 'A' }, nodes: [heading(2, 'In tab')] }] }, { object: 'block', type: 'hint', data: { style: 'info' }, nodes: [heading(2, 'In hint')] }),
    );
    expect(headings.map((h) => h.title)).toEqual(['Top']);
    expect(byTag(tree, 'h3').map((e) => e.properties.id)).toEqual(['in-tab', 'in-hint']);
  });
});

describe('lists', () => {
  it('ordered (with start), unordered and task lists with read-only, labelled checkboxes', async () => {
    const item = (value: string, checked?: boolean) => ({ object: 'block', type: 'list-item', ...(checked === undefined ? {} : { data: { checked } }), nodes: [p(value)] });
    const { tree } = await render(
      doc(
        { object: 'block', type: 'list-ordered', data: { start: 3 }, nodes: [item('a'), item('b')] },
        { object: 'block', type: 'list-unordered', nodes: [item('c')] },
        { object: 'block', type: 'list-tasks', nodes: [item('done', true), item('todo', false)] },
      ),
    );
    expect(byTag(tree, 'ol')[0].properties.start).toBe(3);
    expect(byTag(byTag(tree, 'ol')[0], 'li').map(textOf)).toEqual(['a', 'b']);
    const inputs = byTag(tree, 'input');
    expect(inputs.map((i) => [i.properties.type, i.properties.checked, i.properties.disabled])).toEqual([
      ['checkbox', true, true],
      ['checkbox', undefined, true],
    ]);
    for (const input of inputs) {
      const label = all(tree, (e) => e.properties.id === (input.properties.ariaLabelledBy as string[])[0])[0];
      expect(['done', 'todo']).toContain(textOf(label));
    }
  });
});

describe('code', () => {
  it('highlights for both themes through classes, with title, line numbers, highlighted lines and a hidden copy button', async () => {
    const block = codeBlock('const a = 1; // comment\nlet b = 2;', 'javascript', { title: 'app.js', lineNumbers: true });
    (block as { nodes: Array<{ data: { highlighted?: boolean } }> }).nodes[1].data.highlighted = true;
    const { tree, html } = await render(doc(block));
    const container = byClass(tree, 'q-code')[0];
    expect(cls(container)).toEqual(expect.arrayContaining(['q-code-numbers', 'q-code-scroll']));
    expect(textOf(byClass(container, 'q-code-title')[0])).toBe('app.js');
    const copy = byClass(container, 'q-copy')[0];
    expect(copy.properties).toMatchObject({ type: 'button', dataQCopy: '', hidden: true });
    const lines = byClass(container, 'q-line');
    expect(lines.map(textOf)).toEqual(['const a = 1; // comment', 'let b = 2;']);
    expect(cls(lines[1])).toContain('q-line-highlight');
    expect(textOf(byTag(container, 'code')[0])).toBe('const a = 1; // comment\nlet b = 2;');
    // Tokens are classes of the code theme (both themes' colours in blocks.css), never styles.
    expect(html).not.toMatch(/style=/);
    const tokenClass = (value: string) => all(container, (e) => e.tagName === 'span' && textOf(e) === value)[0]?.properties.className;
    const { css } = await codeTheme();
    const colours = (name: string) => [...css.matchAll(new RegExp(`--${name}: (#[0-9a-f]+);`, 'g'))].map((m) => m[1]);
    // The keyword in GitHub's red, the comment in its grey, in both themes (not the colour of the token before it).
    expect(colours((tokenClass('const') as string[])[0])).toEqual(['#cf222e', '#ff7b72', '#ff7b72']);
    expect(colours((tokenClass('// comment') as string[])[0])).toEqual(['#6e7781', '#8b949e', '#8b949e']);
  });

  it('loads a language the first time a document uses it, in reusable content too, with the right colours from the first page', async () => {
    const reusable = { shared: doc(codeBlock('def greet\n  puts "hi" # say it\nend', 'rb')) };
    const { tree } = await render(doc(codeBlock('fn main() { // entry\n    let x = 1;\n}', 'rust'), { object: 'block', type: 'reusable-content', isVoid: true, data: { ref: { kind: 'reusable-content', reusableContent: 'shared' } } }), { reusable });
    const [rust, ruby] = byClass(tree, 'q-code');
    const { css } = await codeTheme();
    const lightColour = (element: Element | undefined) => {
      const name = ((element?.properties.className as string[] | undefined) ?? [])[0];
      return new RegExp(`--${name}: (#[0-9a-f]+);`).exec(css)?.[1];
    };
    const comment = (block: Element, value: string) => all(block, (e) => e.tagName === 'span' && textOf(e) === value)[0];
    expect(lightColour(comment(rust, '// entry'))).toBe('#6e7781');
    expect(lightColour(comment(rust, 'fn'))).toBe('#cf222e');
    expect(lightColour(comment(ruby, '# say it'))).toBe('#6e7781');
    expect(byTag(rust, 'pre')[0].properties.dataQLang).toBe('rust');
    expect(byTag(ruby, 'pre')[0].properties.dataQLang).toBe('ruby');
  });

  it('an unknown language, or none, is plain text without styles', async () => {
    const { tree, html } = await render(doc(codeBlock('<b>x</b>', 'klingon'), codeBlock('plain')));
    expect(byClass(tree, 'q-line').map(textOf)).toEqual(['<b>x</b>', 'plain']);
    expect(html).not.toMatch(/style=/);
    expect(html).toContain('&#x3C;b>x&#x3C;/b>');
  });

  it('wraps when asked', async () => {
    const { tree } = await render(doc(codeBlock('x', 'js', { overflow: 'wrap' })));
    expect(cls(byClass(tree, 'q-code')[0])).toContain('q-code-wrap');
  });
});

describe('math', () => {
  it('renders block and inline formulas with KaTeX as HTML and MathML', async () => {
    const { tree } = await render(doc({ object: 'block', type: 'math', isVoid: true, data: { formula: '\\frac{a}{b}' } }, p('inline ', { object: 'inline', type: 'inline-math', isVoid: true, data: { formula: 'x^2' } })));
    const block = byClass(tree, 'q-math')[0];
    expect(byTag(block, 'math')[0].properties.display).toBe('block');
    expect(byTag(block, 'mfrac')).toHaveLength(1);
    expect(byClass(block, 'katex-html')[0].properties.ariaHidden).toBe('true');
    const inline = byClass(tree, 'q-math-inline')[0];
    expect(byTag(inline, 'msup')).toHaveLength(1);
  });

  it('shows a formula KaTeX cannot parse as its source, in red, without failing', async () => {
    const { tree } = await render(doc({ object: 'block', type: 'math', isVoid: true, data: { formula: '\\frac{' } }));
    const error = byClass(tree, 'katex-error')[0];
    expect(textOf(error)).toBe('\\frac{');
  });
});

describe('media', () => {
  it('images from files: dimensions, lazy loading, alt, caption, and a dark variant in <picture>', async () => {
    const { tree } = await render(
      doc({
        object: 'block',
        type: 'images',
        isVoid: false,
        data: { align: 'left', withFrame: true },
        nodes: [
          { object: 'block', type: 'image', isVoid: true, data: { ref: { kind: 'file', file: 'img-1' }, refDark: { kind: 'file', file: 'img-dark' }, alt: 'Diagram', width: 400 }, fragments: [{ object: 'fragment', fragment: 'caption', nodes: [p('The caption')] }] },
          { object: 'block', type: 'image', isVoid: true, data: { ref: { kind: 'url', url: 'https://cdn.example.com/x.png' } }, fragments: [] },
        ],
      }),
    );
    expect(cls(byClass(tree, 'q-images')[0])).toEqual(['q-images', 'q-images-left', 'q-images-frame']);
    const [first, second] = byTag(tree, 'figure');
    const img = byTag(first, 'img')[0];
    expect(img.properties).toMatchObject({ src: '/files/img.png', alt: 'Diagram', width: 400, height: 300, loading: 'lazy', decoding: 'async' });
    const source = byTag(first, 'source')[0];
    expect(source.properties).toMatchObject({ srcSet: '/files/img-dark.png', media: '(prefers-color-scheme: dark)', dataQDark: '' });
    expect(textOf(byTag(first, 'figcaption')[0])).toBe('The caption');
    expect(byTag(second, 'img')[0].properties).toMatchObject({ src: 'https://cdn.example.com/x.png', referrerPolicy: 'no-referrer', alt: '' });
  });

  it('an image whose file is missing shows its alt text', async () => {
    const { tree } = await render(doc({ object: 'block', type: 'image', isVoid: true, data: { ref: { kind: 'file', file: 'nope' }, alt: 'Lost' }, fragments: [] }));
    expect(byTag(tree, 'img')).toHaveLength(0);
    expect(textOf(byClass(tree, 'q-image-missing')[0])).toBe('Lost');
  });

  it('inline images', async () => {
    const { tree } = await render(doc(p('a ', { object: 'inline', type: 'inline-image', isVoid: true, data: { ref: { kind: 'file', file: 'img-1' }, alt: 'icon', size: 'line' } })));
    expect(byTag(tree, 'img')[0].properties).toMatchObject({ src: '/files/img.png', alt: 'icon', className: ['q-inline-image', 'q-inline-image-line'] });
  });

  it('files as download cards with name, type and size', async () => {
    const { tree } = await render(doc({ object: 'block', type: 'file', isVoid: true, data: { ref: { kind: 'file', file: 'file-1' } } }));
    const card = byClass(tree, 'q-file')[0];
    expect(card.properties).toMatchObject({ href: '/files/guide.pdf', download: 'guide.pdf' });
    expect(textOf(byClass(card, 'q-file-name')[0])).toBe('guide.pdf');
    expect(textOf(byClass(card, 'q-file-meta')[0])).toBe('PDF · 121 KB');
    expect(textOf(byClass(card, 'q-file-action')[0])).toBe('Download');
  });

  it('drawings as their stored image; embeds as link cards (nothing fetched)', async () => {
    const { tree } = await render(doc({ object: 'block', type: 'drawing', isVoid: true, data: { ref: { kind: 'file', file: 'drawing-1' } } }, { object: 'block', type: 'embed', isVoid: true, data: { url: 'https://www.youtube.com/watch?v=abc' } }));
    expect(byTag(byClass(tree, 'q-drawing')[0], 'img')[0].properties).toMatchObject({ src: '/files/drawing.svg', alt: 'Drawing' });
    const embed = byClass(tree, 'q-embed')[0];
    expect(embed.properties).toMatchObject({ href: 'https://www.youtube.com/watch?v=abc', rel: ['noopener', 'noreferrer'] });
    expect(textOf(byClass(embed, 'q-card-title')[0])).toBe('www.youtube.com');
    expect(byTag(tree, 'iframe')).toHaveLength(0);
  });
});

function gridTable(view: Partial<DocumentBlockTable['data']['view']> = {}): DocumentBlockTable {
  return {
    object: 'block',
    type: 'table',
    isVoid: true,
    data: {
      view: { type: 'grid', columns: ['name', 'count', 'ok', 'stars', 'tags', 'doc', 'page', 'cover'], hideHeader: false, ...view } as DocumentBlockTable['data']['view'],
      definition: {
        name: { id: 'name', title: 'Name', type: 'text', textAlignment: 'center' },
        count: { id: 'count', title: 'Count', type: 'number' },
        ok: { id: 'ok', title: 'OK', type: 'checkbox' },
        stars: { id: 'stars', title: 'Stars', type: 'rating', max: 5 },
        tags: { id: 'tags', title: 'Tags', type: 'select', multiple: true, options: [{ value: 'a', label: 'Alpha', color: 'green' }, { value: 'b', label: 'Beta', color: '#123456' }] },
        doc: { id: 'doc', title: 'Doc', type: 'files' },
        page: { id: 'page', title: 'Page', type: 'content-ref' },
        cover: { id: 'cover', title: 'Cover', type: 'image' },
      },
      records: {
        r2: { orderIndex: 'b', values: { name: 'f2', count: 2, ok: false, stars: 1, tags: ['b'], doc: [], cover: { kind: 'file', file: 'img-1' } } },
        r1: { orderIndex: 'a', values: { name: 'f1', count: 1, ok: true, stars: 3, tags: ['a', 'b'], doc: ['file-1'], page: { kind: 'page', page: 'page-2' } } },
      },
    },
    fragments: [
      { object: 'fragment', fragment: 'f1', nodes: [p(text('First', [mark('bold')]))] },
      { object: 'fragment', fragment: 'f2', nodes: [p('Second')] },
    ],
  };
}

describe('tables', () => {
  it('grid views as <table> with headers, records in order and cells by column type', async () => {
    const { tree } = await render(doc(gridTable()));
    const table = byTag(tree, 'table')[0];
    expect(byTag(table, 'th').map(textOf)).toEqual(['Name', 'Count', 'OK', 'Stars', 'Tags', 'Doc', 'Page', 'Cover']);
    expect(byTag(table, 'th').every((th) => th.properties.scope === 'col')).toBe(true);
    const rows = byTag(byTag(table, 'tbody')[0], 'tr');
    expect(rows).toHaveLength(2);
    const cells = byTag(rows[0], 'td');
    expect(textOf(cells[0])).toBe('First');
    expect(byTag(cells[0], 'strong')).toHaveLength(1);
    expect(cls(cells[0])).toContain('q-align-center');
    expect(textOf(cells[1])).toBe('1');
    expect(byTag(cells[2], 'input')[0].properties).toMatchObject({ type: 'checkbox', checked: true, disabled: true, ariaLabel: 'OK: Yes' });
    expect(byClass(cells[3], 'q-rating')[0].properties).toMatchObject({ role: 'img', ariaLabel: '3 out of 5' });
    expect(byClass(cells[4], 'q-chip').map((c) => [textOf(c), cls(c)])).toEqual([
      ['Alpha', ['q-chip', 'q-chip-green']],
      ['Beta', ['q-chip']],
    ]);
    expect(byTag(cells[5], 'a')[0].properties.href).toBe('/files/guide.pdf');
    expect(byTag(cells[6], 'a')[0].properties.href).toBe('/docs/page-2');
    expect(textOf(byTag(cells[6], 'a')[0])).toBe('Page Two');
    expect(byTag(byTag(rows[1], 'td')[7], 'img')[0].properties.src).toBe('/files/img.png');
  });

  it('a hidden header leaves the head out', async () => {
    const { tree } = await render(doc(gridTable({ hideHeader: true })));
    expect(byTag(tree, 'thead')).toHaveLength(0);
  });

  it('card views as a grid of cards with cover, fields and a target link', async () => {
    const table = gridTable();
    table.data.view = { type: 'cards', cardSize: 'large', columns: ['name', 'count', 'page', 'cover'], targetDefinition: 'page', coverDefinition: 'cover' };
    const { tree } = await render(doc(table));
    const grid = byClass(tree, 'q-cards')[0];
    expect(cls(grid)).toContain('q-cards-large');
    const cards = byClass(grid, 'q-card');
    expect(cards).toHaveLength(2);
    expect(byClass(cards[0], 'q-card-target')[0].properties.href).toBe('/docs/page-2');
    expect(textOf(byClass(cards[0], 'q-card-target')[0])).toBe('First');
    expect(byClass(cards[1], 'q-card-cover')[0].properties.src).toBe('/files/img.png');
    expect(byClass(cards[1], 'q-card-target')).toHaveLength(0);
    expect(byClass(cards[0], 'q-card-field-title').map(textOf)).toEqual(['Name', 'Count']);
  });
});

describe('containers', () => {
  it('hints in their four styles as notes with an icon and a label', async () => {
    const { tree } = await render(doc(...(['info', 'success', 'warning', 'danger'] as const).map((style) => ({ object: 'block', type: 'hint', data: { style }, nodes: [p(style)] }))));
    const hints = byTag(tree, 'aside');
    expect(hints.map((h) => [cls(h), h.properties.role, h.properties.ariaLabel])).toEqual([
      [['q-hint', 'q-hint-info'], 'note', 'Info'],
      [['q-hint', 'q-hint-success'], 'note', 'Success'],
      [['q-hint', 'q-hint-warning'], 'note', 'Warning'],
      [['q-hint', 'q-hint-danger'], 'note', 'Danger'],
    ]);
    expect(hints.every((h) => byTag(h, 'svg')[0]?.properties.ariaHidden === 'true')).toBe(true);
  });

  it('tabs as the ARIA tabs pattern, every panel in the page', async () => {
    const tabs = (titles: string[]) => ({ object: 'block', type: 'tabs', nodes: titles.map((title, i) => ({ object: 'block', type: 'tabs-item', data: { title }, nodes: [p(`content ${i}`)] })) });
    const { tree } = await render(doc(tabs(['One', 'Two', '']), tabs(['Other'])));
    const [first, second] = byClass(tree, 'q-tabs');
    expect(first.properties.dataQTabs).toBe('');
    const tablist = all(first, (e) => e.properties.role === 'tablist');
    expect(tablist).toHaveLength(1);
    const buttons = all(tablist[0], (e) => e.properties.role === 'tab');
    expect(buttons.map((b) => [b.tagName, b.properties.type, b.properties.ariaSelected, b.properties.tabIndex, textOf(b)])).toEqual([
      ['button', 'button', 'true', 0, 'One'],
      ['button', 'button', 'false', -1, 'Two'],
      ['button', 'button', 'false', -1, 'Tab 3'],
    ]);
    const panels = all(first, (e) => e.properties.role === 'tabpanel');
    expect(panels).toHaveLength(3);
    panels.forEach((panel, i) => {
      const button = buttons[i];
      expect(button.properties.ariaControls).toEqual([panel.properties.id]);
      expect(panel.properties.ariaLabelledBy).toEqual([button.properties.id]);
      expect(panel.properties.tabIndex).toBe(0);
      expect(panel.properties.hidden).toBeUndefined();
      expect(textOf(panel)).toContain(`content ${i}`);
    });
    // Ids are unique across the page.
    const ids = all(tree, (e) => e.properties.id !== undefined).map((e) => e.properties.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(all(second, (e) => e.properties.role === 'tab')[0].properties.id).not.toBe(buttons[0].properties.id);
  });

  it('expandables as <details> with a <summary>', async () => {
    const { tree } = await render(
      doc({
        object: 'block',
        type: 'expandable',
        isVoid: true,
        data: {},
        fragments: [
          { object: 'fragment', fragment: 'expandable-title', type: 'expandable-title', nodes: [p(text('Title', [mark('bold')]))] },
          { object: 'fragment', fragment: 'expandable-body', type: 'expandable-body', nodes: [p('Body')] },
        ],
      }),
    );
    const details = byTag(tree, 'details')[0];
    expect(details.properties.open).toBeUndefined();
    const summary = byTag(details, 'summary')[0];
    expect(textOf(summary)).toBe('Title');
    expect(byTag(summary, 'strong')).toHaveLength(1);
    expect(textOf(details)).toContain('Body');
  });

  it('steppers as an ordered list of steps; quotes; columns; dividers', async () => {
    const { tree } = await render(
      doc(
        { object: 'block', type: 'stepper', nodes: [1, 2].map((n) => ({ object: 'block', type: 'stepper-step', data: {}, nodes: [p(`step ${n}`)] })) },
        { object: 'block', type: 'blockquote', nodes: [p('quoted')] },
        { object: 'block', type: 'columns', isVoid: false, data: {}, nodes: [{ object: 'block', type: 'column', data: { width: { unit: '%', value: 33.3 } }, nodes: [p('left')] }, { object: 'block', type: 'column', data: { width: 0.66, verticalAlignment: 'middle' }, nodes: [p('right')] }] },
        { object: 'block', type: 'divider', isVoid: true, data: {} },
      ),
    );
    const stepper = byTag(tree, 'ol')[0];
    expect(cls(stepper)).toEqual(['q-stepper']);
    expect(byTag(stepper, 'li').map(textOf)).toEqual(['step 1', 'step 2']);
    expect(textOf(byTag(tree, 'blockquote')[0])).toBe('quoted');
    expect(byClass(tree, 'q-column').map(cls)).toEqual([
      ['q-column', 'q-w-35'],
      ['q-column', 'q-w-65', 'q-valign-middle'],
    ]);
    expect(byTag(tree, 'hr')).toHaveLength(1);
  });

  it('content refs as link cards titled with the page; unpublished targets leave nothing', async () => {
    const { tree } = await render(
      doc(
        { object: 'block', type: 'content-ref', isVoid: true, data: { ref: { kind: 'page', page: 'page-2' } } },
        { object: 'block', type: 'content-ref', isVoid: true, data: { ref: { kind: 'page', page: 'secret-page' } } },
        { object: 'block', type: 'content-ref', isVoid: true, data: { ref: { kind: 'url', url: 'https://example.com/docs' } } },
      ),
    );
    const cards = byClass(tree, 'q-content-ref');
    expect(cards).toHaveLength(2);
    expect(cards[0].properties.href).toBe('/docs/page-2');
    expect(textOf(byClass(cards[0], 'q-card-title')[0])).toBe('Page Two');
    expect(cards[1].properties).toMatchObject({ href: 'https://example.com/docs', rel: ['noopener', 'noreferrer'] });
  });

  it('integration blocks are a visible notice naming the integration, with a link when they have a URL', async () => {
    const { tree } = await render(doc({ object: 'block', type: 'integration', isVoid: true, data: { integration: 'github', block: 'file', props: {}, url: 'https://github.com/a/b' } }));
    const notice = byClass(tree, 'q-notice')[0];
    expect(notice.properties.role).toBe('note');
    expect(textOf(notice)).toContain('The integration “github” cannot be displayed here yet.');
    expect(byTag(notice, 'a')[0].properties.href).toBe('https://github.com/a/b');
  });
});

describe('adaptive content and reusable content', () => {
  it('`if` blocks show their content only when the visitor satisfies the expression', async () => {
    const document = doc(p('always'), { object: 'block', type: 'if', data: { expression: 'visitor.claims.plan == "pro"' }, nodes: [heading(1, 'Pro only')] });
    const hidden = await render(document, { visible: () => false });
    expect(hidden.html).toBe('<p>always</p>');
    expect(hidden.headings).toEqual([]);
    const shown = await render(document, { visible: (e) => e === 'visitor.claims.plan == "pro"' });
    expect(textOf(shown.tree)).toContain('Pro only');
    expect(shown.headings.map((h) => h.title)).toEqual(['Pro only']);
  });

  it('an expression that throws hides the content', async () => {
    const res = resources();
    res.visible = () => {
      throw new Error('bad expression');
    };
    const { html } = await renderDocument(doc({ object: 'block', type: 'if', data: { expression: '(' }, nodes: [p('x')] }, p('y')), res);
    expect(html).toBe('<p>y</p>');
  });

  it('renders reusable content inline; cycles and missing ones are notices', async () => {
    const ref = (id: string) => ({ object: 'block', type: 'reusable-content', isVoid: true, data: { ref: { kind: 'reusable-content', reusableContent: id } } });
    const reusable = { a: doc(p('from a'), ref('b')), b: doc(p('from b'), ref('a')) };
    const { tree } = await render(doc(ref('a'), ref('missing')), { reusable });
    const text = textOf(tree);
    expect(text).toContain('from a');
    expect(text).toContain('from b');
    expect(text).toContain('This reusable content includes itself and is not shown again.');
    expect(text).toContain('This reusable content is not available.');
  });
});

describe('links', () => {
  it('an external link gets rel=noopener noreferrer; internal ones do not', async () => {
    const { tree } = await render(doc(p(link({ kind: 'url', url: 'https://example.com' }, 'ext'), link({ kind: 'page', page: 'page-2' }, 'int'))));
    const [external, internal] = byTag(tree, 'a');
    expect(external.properties.rel).toEqual(['noopener', 'noreferrer']);
    expect(internal.properties.rel).toBeUndefined();
  });
});
