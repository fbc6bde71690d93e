import { documentToMarkdown, markdownToDocument } from '../src';
import { blocks, roundTrip, text } from './helpers';

const leaf = (value: string, marks: string[] = []) => ({ object: 'leaf', text: value, marks: marks.map((type) => ({ object: 'mark', type })) });

describe('markdownToDocument and back, construct by construct', () => {
  it('paragraphs, with soft breaks read as spaces and hard breaks as newlines', () => {
    expect(blocks('One\ntwo\\\nthree\n\nFour')).toEqual([
      { object: 'block', type: 'paragraph', nodes: [text('One two\nthree')] },
      { object: 'block', type: 'paragraph', nodes: [text('Four')] },
    ]);
    expect(roundTrip('One\ntwo\\\nthree').markdown).toBe('One two\\\nthree\n');
  });

  it('headings 1 to 3; 4 to 6 become heading-3', () => {
    expect(blocks('# A\n\n## B\n\n### C\n\n#### D\n\n###### F')).toMatchObject([
      { type: 'heading-1', data: {}, nodes: [text('A')] },
      { type: 'heading-2', nodes: [text('B')] },
      { type: 'heading-3', nodes: [text('C')] },
      { type: 'heading-3', nodes: [text('D')] },
      { type: 'heading-3', nodes: [text('F')] },
    ]);
  });

  it("a heading's GitBook anchor becomes its id", () => {
    const { document, markdown } = roundTrip('## Install <a href="#setup" id="setup"></a>');
    expect(document.nodes[0]).toMatchObject({ type: 'heading-2', data: { id: 'setup' }, nodes: [text('Install')] });
    expect(markdown).toBe('## Install <a href="#setup" id="setup"></a>\n');
  });

  it('bold, italic, strikethrough and code marks, nested', () => {
    expect(blocks('**b *bi* b** ~~s~~ `c` ***x***')).toEqual([
      {
        object: 'block',
        type: 'paragraph',
        nodes: [
          {
            object: 'text',
            leaves: [
              leaf('b ', ['bold']),
              leaf('bi', ['bold', 'italic']),
              leaf(' b', ['bold']),
              leaf(' '),
              leaf('s', ['strikethrough']),
              leaf(' '),
              leaf('c', ['code']),
              leaf(' '),
              leaf('x', ['bold', 'italic']),
            ],
          },
        ],
      },
    ]);
  });

  it('keyboard, superscript, subscript and color marks from inline HTML', () => {
    const { document, markdown } = roundTrip('<kbd>Ctrl</kbd> x<sup>2</sup> H<sub>2</sub>O <mark style="color:red;">red</mark>');
    expect(document.nodes[0]).toMatchObject({
      nodes: [
        {
          leaves: [
            leaf('Ctrl', ['keyboard']),
            leaf(' x'),
            leaf('2', ['superscript']),
            leaf(' H'),
            leaf('2', ['subscript']),
            leaf('O '),
            { text: 'red', marks: [{ object: 'mark', type: 'color', data: { text: 'red', background: 'default' } }] },
          ],
        },
      ],
    });
    expect(markdown).toBe('<kbd>Ctrl</kbd> x<sup>2</sup> H<sub>2</sub>O <mark style="color:red;">red</mark>\n');
  });

  it('links: URLs, relative page paths, anchors, and quire: references', () => {
    const nodes = (blocks('[a](https://x.test/p) [b](../guide/intro.md) [c](#usage) [d](quire:page/p1) [e](quire:page/p1#top) [f](quire:space/s1)')[0] as { nodes: unknown[] }).nodes;
    expect(nodes.filter((n) => (n as { object: string }).object === 'inline')).toEqual([
      { object: 'inline', type: 'link', data: { ref: { kind: 'url', url: 'https://x.test/p' } }, nodes: [text('a')] },
      { object: 'inline', type: 'link', data: { ref: { kind: 'url', url: '../guide/intro.md' } }, nodes: [text('b')] },
      { object: 'inline', type: 'link', data: { ref: { kind: 'anchor', anchor: 'usage' } }, nodes: [text('c')] },
      { object: 'inline', type: 'link', data: { ref: { kind: 'page', page: 'p1' } }, nodes: [text('d')] },
      { object: 'inline', type: 'link', data: { ref: { kind: 'anchor', anchor: 'top', page: 'p1' } }, nodes: [text('e')] },
      { object: 'inline', type: 'link', data: { ref: { kind: 'space', space: 's1' } }, nodes: [text('f')] },
    ]);
  });

  it('links with marks inside and around, autolinks and reference links', () => {
    roundTrip('**[bold link](https://x.test)** and [*part* of it](https://y.test) and <https://z.test>.');
    const { markdown } = roundTrip('[ref][r] text\n\n[r]: https://x.test/ref');
    expect(markdown).toBe('[ref](https://x.test/ref) text\n');
  });

  it('resolves and writes hrefs through the options when given', () => {
    const document = markdownToDocument('[Intro](intro.md) ![x](.gitbook/assets/x.png)', {
      resolveHref: (href) => (href === 'intro.md' ? { kind: 'page', page: 'page-1' } : href.startsWith('.gitbook/assets/') ? { kind: 'file', file: 'file-1' } : undefined),
    });
    const [paragraph] = document.nodes as Array<{ nodes: Array<{ type?: string; data?: unknown }> }>;
    expect(paragraph.nodes[1]).toMatchObject({ type: 'link', data: { ref: { kind: 'page', page: 'page-1' } } });
    expect(paragraph.nodes[3]).toMatchObject({ type: 'inline-image', data: { ref: { kind: 'file', file: 'file-1' } } });
    const markdown = documentToMarkdown(document, { refToHref: (ref) => (ref.kind === 'page' ? 'intro.md' : undefined) });
    expect(markdown).toBe('[Intro](intro.md) ![x](quire:file/file-1)\n');
  });

  it('images: a paragraph of images is an images block; figures carry captions', () => {
    expect(blocks('![Alt](https://x.test/a.png) ![](quire:file/f1)')).toEqual([
      {
        object: 'block',
        type: 'images',
        isVoid: false,
        data: {},
        nodes: [
          { object: 'block', type: 'image', isVoid: true, data: { ref: { kind: 'url', url: 'https://x.test/a.png' }, alt: 'Alt' }, fragments: [] },
          { object: 'block', type: 'image', isVoid: true, data: { ref: { kind: 'file', file: 'f1' } }, fragments: [] },
        ],
      },
    ]);
    const { document, markdown } = roundTrip('<figure><img src="https://x.test/a.png" alt="A"><figcaption><p>The caption</p></figcaption></figure>');
    expect(document.nodes[0]).toMatchObject({
      type: 'images',
      nodes: [{ type: 'image', fragments: [{ object: 'fragment', fragment: 'caption', nodes: [{ type: 'paragraph', nodes: [text('The caption')] }] }] }],
    });
    expect(markdown).toBe('<figure><img src="https://x.test/a.png" alt="A"><figcaption><p>The caption</p></figcaption></figure>\n');
  });

  it('images among text are inline images', () => {
    const [paragraph] = blocks('See ![icon](https://x.test/i.png) here') as Array<{ type: string; nodes: unknown[] }>;
    expect(paragraph.type).toBe('paragraph');
    expect(paragraph.nodes[1]).toEqual({ object: 'inline', type: 'inline-image', isVoid: true, data: { ref: { kind: 'url', url: 'https://x.test/i.png' }, alt: 'icon' } });
  });

  it('unordered, ordered (with start) and task lists, nested', () => {
    expect(blocks('* a\n  * b\n* c\n\n3. x\n4. y\n\n- [ ] open\n- [x] done\n  1. sub')).toMatchObject([
      {
        type: 'list-unordered',
        nodes: [
          { type: 'list-item', nodes: [{ type: 'paragraph' }, { type: 'list-unordered', nodes: [{ type: 'list-item', nodes: [{ type: 'paragraph', nodes: [text('b')] }] }] }] },
          { type: 'list-item', nodes: [{ type: 'paragraph', nodes: [text('c')] }] },
        ],
      },
      { type: 'list-ordered', data: { start: 3 }, nodes: [{ type: 'list-item' }, { type: 'list-item' }] },
      {
        type: 'list-tasks',
        nodes: [
          { type: 'list-item', data: { checked: false } },
          { type: 'list-item', data: { checked: true }, nodes: [{ type: 'paragraph' }, { type: 'list-ordered', data: {} }] },
        ],
      },
    ]);
  });

  it('blockquotes, nested', () => {
    expect(blocks('> a\n>\n> > b')).toMatchObject([
      { type: 'blockquote', nodes: [{ type: 'paragraph', nodes: [text('a')] }, { type: 'blockquote', nodes: [{ type: 'paragraph', nodes: [text('b')] }] }] },
    ]);
  });

  it('fenced code with a language, one code-line per line', () => {
    expect(blocks('```ts\nconst a = 1;\n\nlog(a);\n```')).toEqual([
      {
        object: 'block',
        type: 'code',
        data: { syntax: 'ts' },
        nodes: [
          { object: 'block', type: 'code-line', data: {}, nodes: [text('const a = 1;')] },
          { object: 'block', type: 'code-line', data: {}, nodes: [text('')] },
          { object: 'block', type: 'code-line', data: {}, nodes: [text('log(a);')] },
        ],
      },
    ]);
  });

  it('{% code %} around a fence sets title, line numbers, overflow and full width', () => {
    const { document, markdown } = roundTrip('{% code title="app.js" lineNumbers="true" overflow="wrap" fullWidth="false" %}\n```js\nx()\n```\n{% endcode %}');
    expect(document.nodes[0]).toMatchObject({ type: 'code', data: { syntax: 'js', title: 'app.js', lineNumbers: true, overflow: 'wrap', fullWidth: false } });
    expect(markdown).toBe('{% code title="app.js" overflow="wrap" lineNumbers="true" fullWidth="false" %}\n```js\nx()\n```\n{% endcode %}\n');
  });

  it('GFM tables: a grid view of text columns, one fragment per cell', () => {
    const [table] = blocks('| Name | Qty |\n| :-: | --: |\n| **a** | 1 |\n| b<br>c | `2` |') as Array<Record<string, any>>;
    expect(table).toEqual({
      object: 'block',
      type: 'table',
      isVoid: true,
      data: {
        view: { type: 'grid', columns: ['c0', 'c1'], hideHeader: false },
        definition: {
          c0: { id: 'c0', title: 'Name', type: 'text', textAlignment: 'center' },
          c1: { id: 'c1', title: 'Qty', type: 'text', textAlignment: 'right' },
        },
        records: {
          r0: { orderIndex: 'a0', values: { c0: 'r0-c0', c1: 'r0-c1' } },
          r1: { orderIndex: 'a1', values: { c0: 'r1-c0', c1: 'r1-c1' } },
        },
      },
      fragments: [
        { object: 'fragment', fragment: 'r0-c0', nodes: [{ object: 'block', type: 'paragraph', nodes: [text('a', ['bold'])] }] },
        { object: 'fragment', fragment: 'r0-c1', nodes: [{ object: 'block', type: 'paragraph', nodes: [text('1')] }] },
        { object: 'fragment', fragment: 'r1-c0', nodes: [{ object: 'block', type: 'paragraph', nodes: [text('b\nc')] }] },
        { object: 'fragment', fragment: 'r1-c1', nodes: [{ object: 'block', type: 'paragraph', nodes: [text('2', ['code'])] }] },
      ],
    });
    expect(roundTrip('| A | B |\n| --- | :-: |\n| x<br>y | z |').markdown).toBe('| A | B |\n| - | :-: |\n| x<br>y | z |\n');
  });

  it("GitBook's HTML tables read as tables of text, links and marks", () => {
    const html =
      '<table><thead><tr><th>Name</th><th align="center">Value</th><th data-hidden></th></tr></thead><tbody>' +
      '<tr><td>a</td><td><p>one <strong>bold</strong></p><p>two</p></td><td>hidden</td></tr>' +
      '<tr><td><a href="setup.md">Setup</a></td><td><code>x</code></td><td></td></tr></tbody></table>';
    const { document, markdown } = roundTrip(html);
    expect(document.nodes[0]).toMatchObject({ type: 'table', data: { view: { columns: ['c0', 'c1'] }, definition: { c1: { title: 'Value', textAlignment: 'center' } } } });
    expect(markdown).toBe('| Name | Value |\n| - | :-: |\n| a | one **bold**<br>two |\n| [Setup](setup.md) | `x` |\n');
  });

  it('a table with an empty header row hides its header', () => {
    const [table] = blocks('|  |  |\n| - | - |\n| a | b |') as Array<Record<string, any>>;
    expect(table.data.view.hideHeader).toBe(true);
  });

  it('horizontal rules are dividers', () => {
    expect(blocks('a\n\n---\n\nb')[1]).toEqual({ object: 'block', type: 'divider', isVoid: true, data: {} });
  });

  it('math blocks and inline math ($ and $$); a lone $ stays text', () => {
    expect(blocks('$$\nE = mc^2\n$$\n\nInline $x$ and $$y$$, costs \\$5.')).toMatchObject([
      { type: 'math', isVoid: true, data: { formula: 'E = mc^2' } },
      {
        type: 'paragraph',
        nodes: [
          text('Inline '),
          { object: 'inline', type: 'inline-math', isVoid: true, data: { formula: 'x' } },
          text(' and '),
          { object: 'inline', type: 'inline-math', data: { formula: 'y' } },
          text(', costs $5.'),
        ],
      },
    ]);
    expect(roundTrip('Inline $x$, costs \\$5 and \\$6.').markdown).toBe('Inline $$x$$, costs \\$5 and \\$6.\n');
  });

  it('{% hint %} in its four styles', () => {
    for (const style of ['info', 'warning', 'danger', 'success']) {
      expect(blocks(`{% hint style="${style}" %}\nCareful.\n\n* one\n{% endhint %}`)).toMatchObject([
        { type: 'hint', data: { style }, nodes: [{ type: 'paragraph', nodes: [text('Careful.')] }, { type: 'list-unordered' }] },
      ]);
    }
    expect(roundTrip('{% hint style="warning" %}\nCareful.\n{% endhint %}').markdown).toBe('{% hint style="warning" %}\nCareful.\n{% endhint %}\n');
  });

  it('{% tabs %} with titled tabs', () => {
    const md = '{% tabs %}\n{% tab title="JS" %}\n```js\nx()\n```\n{% endtab %}\n\n{% tab title="Py" %}\nprint()\n{% endtab %}\n{% endtabs %}';
    expect(blocks(md)).toMatchObject([
      {
        type: 'tabs',
        nodes: [
          { type: 'tabs-item', data: { title: 'JS' }, nodes: [{ type: 'code', data: { syntax: 'js' } }] },
          { type: 'tabs-item', data: { title: 'Py' }, nodes: [{ type: 'paragraph', nodes: [text('print()')] }] },
        ],
      },
    ]);
    expect(roundTrip(md).markdown).toBe(`${md}\n`);
  });

  it('<details><summary> is an expandable', () => {
    const md = '<details>\n\n<summary>More</summary>\n\nHidden **text**.\n\n</details>';
    expect(blocks(md)).toEqual([
      {
        object: 'block',
        type: 'expandable',
        isVoid: true,
        data: {},
        fragments: [
          { object: 'fragment', fragment: 'expandable-title', type: 'expandable-title', nodes: [{ object: 'block', type: 'paragraph', nodes: [text('More')] }] },
          {
            object: 'fragment',
            fragment: 'expandable-body',
            type: 'expandable-body',
            nodes: [{ object: 'block', type: 'paragraph', nodes: [{ object: 'text', leaves: [leaf('Hidden '), leaf('text', ['bold']), leaf('.')] }] }],
          },
        ],
      },
    ]);
    expect(roundTrip(md).markdown).toBe(`${md}\n`);
    expect(blocks('<details><summary>Compact</summary>Body</details>')).toMatchObject([{ type: 'expandable', fragments: [{ nodes: [{ nodes: [text('Compact')] }] }, { nodes: [{ nodes: [text('Body')] }] }] }]);
  });

  it('{% embed %}, {% file %} and {% content-ref %}', () => {
    expect(blocks('{% embed url="https://youtu.be/x" %}\n\n{% file src="quire:file/f1" %}\n\n{% content-ref url="quire:page/p1" %}\n[Intro](quire:page/p1)\n{% endcontent-ref %}')).toEqual([
      { object: 'block', type: 'embed', isVoid: true, data: { url: 'https://youtu.be/x' } },
      { object: 'block', type: 'file', isVoid: true, data: { ref: { kind: 'file', file: 'f1' } } },
      { object: 'block', type: 'content-ref', isVoid: true, data: { ref: { kind: 'page', page: 'p1' } } },
    ]);
    expect(roundTrip('{% content-ref url="setup.md" %}\n[setup.md](setup.md)\n{% endcontent-ref %}').markdown).toBe(
      '{% content-ref url="setup.md" %}\n[setup.md](setup.md)\n{% endcontent-ref %}\n',
    );
  });

  it('{% file %} whose src is not a file reference stays a link', () => {
    expect(blocks('{% file src="https://x.test/a.pdf" %}')).toMatchObject([{ type: 'paragraph', nodes: [text(''), { type: 'link', data: { ref: { kind: 'url', url: 'https://x.test/a.pdf' } } }, text('')] }]);
  });

  it('{% stepper %} with steps', () => {
    const md = '{% stepper %}\n{% step %}\n### One\n\nDo this.\n{% endstep %}\n\n{% step %}\n### Two\n{% endstep %}\n{% endstepper %}';
    expect(blocks(md)).toMatchObject([
      {
        type: 'stepper',
        nodes: [
          { type: 'stepper-step', data: {}, nodes: [{ type: 'heading-3' }, { type: 'paragraph' }] },
          { type: 'stepper-step', nodes: [{ type: 'heading-3' }] },
        ],
      },
    ]);
  });

  it('GitBook blocks inside list items and nested containers', () => {
    const { document } = roundTrip('* item\n  {% hint style="danger" %}\n  Inside\n  {% endhint %}\n* next\n\n{% tabs %}\n{% tab title="A" %}\n{% hint style="info" %}\nHint in tab\n{% endhint %}\n{% endtab %}\n{% endtabs %}');
    expect(document.nodes).toMatchObject([
      { type: 'list-unordered', nodes: [{ nodes: [{ type: 'paragraph' }, { type: 'hint', data: { style: 'danger' } }] }, {}] },
      { type: 'tabs', nodes: [{ nodes: [{ type: 'hint' }] }] },
    ]);
  });

  it('blocks a container does not take are turned into ones it does, keeping their text', () => {
    const document = markdownToDocument('{% hint style="info" %}\n```\nline 1\nline 2\n```\n\n> quoted\n\n$$\nx\n$$\n{% endhint %}\n\n> ```\n> code\n> ```');
    expect(canonicalBlocks(document)).toMatchObject([
      {
        type: 'hint',
        nodes: [
          { type: 'paragraph', nodes: [text('line 1', ['code'])] },
          { type: 'paragraph', nodes: [text('line 2', ['code'])] },
          { type: 'paragraph', nodes: [text('quoted')] },
          { type: 'paragraph', nodes: [text(''), { type: 'inline-math', data: { formula: 'x' } }, text('')] },
        ],
      },
      { type: 'blockquote', nodes: [{ type: 'paragraph', nodes: [text('code', ['code'])] }] },
    ]);
    roundTrip('{% tabs %}\n{% tab title="T" %}\n| a | b |\n| - | - |\n| 1 | 2 |\n{% endtab %}\n{% endtabs %}');
  });

  it('unknown or unpaired liquid tags stay text', () => {
    const { document, markdown } = roundTrip('{% include "x.md" %}\n\n{% endhint %}');
    expect(document.nodes).toMatchObject([{ type: 'paragraph', nodes: [text('{% include "x.md" %}')] }, { type: 'paragraph', nodes: [text('{% endhint %}')] }]);
    expect(markdown).toBe('\\{% include "x.md" %}\n\n\\{% endhint %}\n');
    expect(blocks('{% hint style="info" %}\nnever closed')).toMatchObject([
      { type: 'paragraph', nodes: [text('{% hint style="info" %}')] },
      { type: 'paragraph', nodes: [text('never closed')] },
    ]);
  });

  it('other HTML blocks keep their text; plain comments vanish', () => {
    expect(blocks('<div align="center">\n<b>Hi</b> there\n</div>\n\n<!-- a note -->\n\nafter')).toMatchObject([
      { type: 'paragraph', nodes: [text('Hi there')] },
      { type: 'paragraph', nodes: [text('after')] },
    ]);
  });

  it('expressions written as GitBook does', () => {
    const { document } = roundTrip('Hello <code class="expression">space.vars.name</code>!');
    expect(document.nodes[0]).toMatchObject({ nodes: [text('Hello '), { type: 'expression', isVoid: true, data: { expression: 'space.vars.name' } }, text('!')] });
    const tricky = { object: 'document', data: {}, nodes: [{ object: 'block', type: 'paragraph', nodes: [text(''), { object: 'inline', type: 'expression', isVoid: true, data: { expression: 'a_*b* < `c` | $d' } }, text('')] }] };
    const markdown = documentToMarkdown(tricky as never);
    expect(markdown).toBe('<code class="expression">a&#x5F;&#x2A;b&#x2A; &#x3C; &#x60;c&#x60; &#x7C; &#x24;d</code>\n');
    expect(markdownToDocument(markdown)).toEqual(tricky);
  });

  it('footnotes keep their text', () => {
    expect(blocks('Text[^1].\n\n[^1]: The note.')).toMatchObject([
      { type: 'paragraph', nodes: [text('Text[^1].')] },
      { type: 'paragraph', nodes: [text('[^1]: The note.')] },
    ]);
  });

  it('returns a fresh document on every call, cached or not', () => {
    const first = markdownToDocument('# Cached\n\nText');
    (first.nodes as unknown[]).push({ mutated: true });
    const second = markdownToDocument('# Cached\n\nText');
    expect(second).not.toBe(first);
    expect(second.nodes).toHaveLength(2);
  });

  it('an empty page is an empty document', () => {
    expect(markdownToDocument('')).toEqual({ object: 'document', data: {}, nodes: [] });
    expect(documentToMarkdown({ object: 'document', data: {}, nodes: [] })).toBe('');
  });
});

function canonicalBlocks(document: { nodes: unknown[] }) {
  return JSON.parse(JSON.stringify(document.nodes));
}
