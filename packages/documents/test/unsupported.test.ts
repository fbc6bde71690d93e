import type { JSONDocument } from '@gitbook/api';
import fc from 'fast-check';
import { documentPlainText, documentToMarkdown, markdownToDocument } from '../src';
import { canonical, expectValid, text } from './helpers';

const paragraph = (...nodes: unknown[]) => ({ object: 'block', type: 'paragraph', nodes });
const doc = (...nodes: unknown[]) => ({ object: 'document', data: {}, nodes }) as unknown as JSONDocument;

/** One valid example of each top-level block markdown has no syntax for. */
const UNSUPPORTED_BLOCKS = {
  drawing: { object: 'block', type: 'drawing', isVoid: true, data: { ref: { kind: 'file', file: 'drawing-1' } } },
  swagger: { object: 'block', type: 'swagger', isVoid: true, data: { ref: { kind: 'url', url: 'https://x.test/openapi.json' }, path: '/pets', method: 'get' } },
  'openapi-operation': { object: 'block', type: 'openapi-operation', isVoid: true, data: { ref: { kind: 'openapi', spec: 'petstore' }, path: '/pets', method: 'post' } },
  'openapi-schemas': { object: 'block', type: 'openapi-schemas', isVoid: true, data: { ref: { kind: 'openapi', spec: 'petstore' }, schemas: ['Pet'] } },
  'openapi-webhook': { object: 'block', type: 'openapi-webhook', isVoid: true, data: { ref: { kind: 'openapi', spec: 'petstore' }, name: 'newPet', method: 'post' } },
  integration: { object: 'block', type: 'integration', isVoid: true, data: { integration: 'github', block: 'file', props: { options: { theme: { dark: {} } } } } },
  'reusable-content': { object: 'block', type: 'reusable-content', isVoid: true, data: { ref: { kind: 'reusable-content', reusableContent: 'rc-1' } } },
};

/** Inlines with no markdown syntax (emoji is written as its character). */
const UNSUPPORTED_INLINES = {
  icon: { object: 'inline', type: 'icon', isVoid: true, data: { icon: 'gear', color: 'red' } },
  mention: { object: 'inline', type: 'mention', isVoid: true, data: { ref: { kind: 'user', user: 'u1' } } },
  button: { object: 'inline', type: 'button', isVoid: true, data: { label: 'Go', kind: 'primary', ref: { kind: 'url', url: 'https://x.test' } } },
};

describe('GitBook nodes markdown cannot express', () => {
  it.each(Object.entries(UNSUPPORTED_BLOCKS))('%s blocks travel as a quire:block comment and come back', (_, block) => {
    const document = doc(paragraph(text('before')), block, paragraph(text('after')));
    expectValid(document);
    const markdown = documentToMarkdown(document);
    expect(markdown).toContain(`<!-- quire:block {"object":"block","type":"${block.type}"`);
    expect(canonical(markdownToDocument(markdown))).toEqual(canonical(document));
  });

  it.each(Object.entries(UNSUPPORTED_INLINES))('%s inlines travel as a quire:inline comment and come back', (_, inline) => {
    const document = doc(paragraph(text('a '), inline, text(' b')));
    expectValid(document);
    const markdown = documentToMarkdown(document);
    expect(markdown).toBe(`a <!-- quire:inline ${JSON.stringify(inline)} --> b\n`);
    expect(canonical(markdownToDocument(markdown))).toEqual(canonical(document));
  });

  it('annotations keep their text visible and their body in comments', () => {
    const annotation = {
      object: 'inline',
      type: 'annotation',
      isVoid: false,
      data: {},
      fragments: [{ object: 'fragment', fragment: 'annotation-body', type: 'annotation-body', nodes: [paragraph(text('The -- note.'))] }],
      nodes: [text('annotated', ['bold'])],
    };
    const document = doc(paragraph(text('See '), annotation, text('.')));
    expectValid(document);
    const markdown = documentToMarkdown(document);
    expect(markdown).toContain('**annotated**<!-- /quire:annotation -->');
    expect(/quire:annotation (\{.*\}) -->/.exec(markdown)?.[1]).not.toContain('--');
    expect(canonical(markdownToDocument(markdown))).toEqual(canonical(document));
  });

  it('emoji are written as the character', () => {
    const document = doc(paragraph(text('Nice '), { object: 'inline', type: 'emoji', isVoid: true, data: { code: '1f44d' } }, text('')));
    expect(documentToMarkdown(document)).toBe('Nice 👍\n');
  });

  it('blocks only other blocks may hold (columns, if) are written as comments and dropped at the top level on the way back', () => {
    const columns = {
      object: 'block',
      type: 'columns',
      isVoid: false,
      data: {},
      nodes: [{ object: 'block', type: 'column', data: {}, nodes: [paragraph(text('left'))] }],
    };
    const markdown = documentToMarkdown(doc(columns, paragraph(text('x'))));
    expect(markdown).toContain('<!-- quire:block {"object":"block","type":"columns"');
    const back = markdownToDocument(markdown);
    expectValid(back);
    expect(canonical(back)).toEqual(canonical(doc(paragraph(text('x')))));
  });

  it('a comment that is not valid against the schema is dropped', () => {
    const back = markdownToDocument('<!-- quire:block {"object":"block","type":"drawing"} -->\n\nText <!-- quire:inline {"object":"inline","type":"nope"} --> here\n\n<!-- quire:block not json -->');
    expectValid(back);
    expect(canonical(back)).toEqual(canonical(doc(paragraph(text('Text  here')))));
  });

  it('marks without markdown syntax: keyboard, superscript, subscript and color, nested with others', () => {
    const color = { object: 'mark', type: 'color', data: { text: '$primary', background: 'yellow' } };
    const document = doc(
      paragraph({
        object: 'text',
        leaves: [
          { object: 'leaf', text: 'k', marks: [{ object: 'mark', type: 'keyboard' }, { object: 'mark', type: 'bold' }] },
          { object: 'leaf', text: 'c', marks: [color] },
          { object: 'leaf', text: '2', marks: [{ object: 'mark', type: 'superscript' }, { object: 'mark', type: 'code' }] },
        ],
      }),
    );
    const markdown = documentToMarkdown(document);
    expect(markdown).toBe('**<kbd>k</kbd>**<mark style="color:$primary;background-color:yellow;">c</mark><sup>`2`</sup>\n');
    expect(canonical(markdownToDocument(markdown))).toEqual(canonical(document));
  });

  it('documentToMarkdown never throws, whatever it is given', () => {
    const weird: unknown[] = [
      null,
      undefined,
      42,
      'text',
      [],
      {},
      { nodes: 'x' },
      { object: 'document', nodes: [null, 1, 'a', { object: 'block' }, { object: 'block', type: 'paragraph', nodes: [{ object: 'text', leaves: [null, { text: 5 }] }] }] },
      { object: 'document', nodes: [{ object: 'block', type: 'table', data: { view: null, records: 3 } }, { object: 'block', type: 'images', nodes: [{}] }] },
    ];
    const cyclic: Record<string, unknown> = { object: 'block', type: 'drawing' };
    cyclic.self = cyclic;
    weird.push({ object: 'document', nodes: [cyclic] });
    for (const value of weird) expect(() => documentToMarkdown(value as JSONDocument)).not.toThrow();
    fc.assert(
      fc.property(fc.anything({ maxDepth: 4 }), (value) => {
        documentToMarkdown({ object: 'document', data: {}, nodes: [value] } as unknown as JSONDocument);
        documentPlainText({ object: 'document', data: {}, nodes: [value] } as unknown as JSONDocument);
      }),
      { numRuns: 300 },
    );
  });

  it('documentToMarkdown is deterministic', () => {
    const document = markdownToDocument('# T\n\n| a |\n| - |\n| b |\n\n{% hint style="info" %}\nx\n{% endhint %}');
    expect(documentToMarkdown(document)).toBe(documentToMarkdown(JSON.parse(JSON.stringify(document))));
  });

  it('markdownToDocument never throws and always gives a valid document', () => {
    const pieces = [
      '# h',
      '**b',
      '*',
      '`',
      '{% hint style="info" %}',
      '{% endhint %}',
      '{% tabs %}',
      '{% tab title="x" %}',
      '{% endtab %}',
      '{% endtabs %}',
      '{% stepper %}',
      '{% step %}',
      '{% endstep %}',
      '{% code title="t" %}',
      '{% endcode %}',
      '{% embed url="u" %}',
      '{% file src="quire:file/f" %}',
      '{% content-ref url="p.md" %}',
      '{% endcontent-ref %}',
      '<details>',
      '<summary>s</summary>',
      '</details>',
      '<figure><img src="i.png"></figure>',
      '> q',
      '* l',
      '1. o',
      '- [ ] t',
      '```js',
      '```',
      '$$',
      '$x$',
      '| a | b |',
      '| - | - |',
      '---',
      '',
      '  ',
      'text <sup>x',
      '</sup>',
      '<!-- quire:block {"object":"block","type":"divider","isVoid":true,"data":{}} -->',
      '[l](u)',
      '![i](u)',
      '<table><tr><th>h</th></tr><tr><td><b>x</td></tr></table>',
      '<table>',
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 25 }), fc.constantFrom('\n', '\n\n', '\n  '), (lines, separator) => {
        const document = markdownToDocument(lines.join(separator));
        expectValid(document);
        expect(() => documentToMarkdown(document)).not.toThrow();
      }),
      { numRuns: 400 },
    );
  });
});

describe('documentPlainText', () => {
  it('is the text of every leaf, one block per line', () => {
    const document = markdownToDocument(
      '# Title\n\nSome **bold** [link](https://x.test).\n\n* one\n* two\n\n```\ncode 1\ncode 2\n```\n\n| H |\n| - |\n| cell |\n\n<details>\n\n<summary>More</summary>\n\nHidden\n\n</details>\n\n![alt](i.png)',
    );
    expect(documentPlainText(document)).toBe('Title\nSome bold link.\none\ntwo\ncode 1\ncode 2\nH\ncell\nMore\nHidden');
  });
});
