import { documentToMarkdown, type JSONDocument } from '@quire/documents';
import { anchorOf, extractBodyLinks, hasAnchor, splitFrontMatter } from './extract';
import { closeMarkdownParsing } from '../lib/markdown-parse';
import { lookupKeyOf } from './references';

afterAll(() => closeMarkdownParsing());

// Extraction of each kind of reference, from Markdown as GitBook's Git Sync writes it and from
// GitBook documents (stored as the Markdown documentToMarkdown writes).

const refs = async (markdown: string) =>
  (await extractBodyLinks(markdown)).references.map(({ kind, target, anchor, spaceId, relation }) => ({ kind, target, anchor, spaceId, relation }));

const ref = (kind: string, target: string | null, relation = 'reference', extra: { anchor?: string; spaceId?: string } = {}) => ({
  kind,
  target,
  anchor: extra.anchor ?? null,
  spaceId: extra.spaceId ?? null,
  relation,
});

describe('extractBodyLinks: Git Sync Markdown', () => {
  test('relative page links (with anchors), in text, lists, tables, hints and content-ref blocks', async () => {
    const markdown = [
      'See [setup](../guide/intro.md#setup) and [other](other.md).',
      '',
      '* a list item links to [nested](nested/README.md)',
      '',
      '| a | b |',
      '| - | - |',
      '| [cell](table.md) | x |',
      '',
      '{% hint style="info" %}',
      'A hint with [a link](hinted.md).',
      '{% endhint %}',
      '',
      '{% content-ref url="cards.md" %}',
      '[cards.md](cards.md)',
      '{% endcontent-ref %}',
    ].join('\n');
    expect(await refs(markdown)).toEqual([
      ref('path', '../guide/intro.md', 'reference', { anchor: 'setup' }),
      ref('path', 'other.md'),
      ref('path', 'nested/README.md'),
      ref('path', 'table.md'),
      ref('path', 'hinted.md'),
      ref('path', 'cards.md'),
    ]);
  });

  test('anchors of the page itself, and the anchors a page defines (explicit ids and heading texts)', async () => {
    const links = await extractBodyLinks(
      ['# Intro', '', '## Getting Started <a href="#start" id="start"></a>', '', '### Déjà vu!', '', 'Jump to [start](#start).'].join('\n'),
    );
    expect(links.references.map(({ kind, target, anchor }) => ({ kind, target, anchor }))).toEqual([{ kind: 'page', target: null, anchor: 'start' }]);
    expect(new Set(links.anchors)).toEqual(new Set(['intro', 'start', 'getting-started', 'deja-vu']));
  });

  test('files: images, figures, file blocks and the page cover of the front matter, all depending on the file', async () => {
    const markdown = [
      '---',
      'description: A page',
      'cover: .gitbook/assets/cover.png',
      'coverY: 0',
      'layout:',
      '  cover:',
      '    visible: true',
      '---',
      '',
      '# Title',
      '',
      '![A diagram](.gitbook/assets/diagram.png)',
      '',
      '<figure><img src="../.gitbook/assets/figure.png" alt=""><figcaption><p>A caption</p></figcaption></figure>',
      '',
      '{% file src=".gitbook/assets/report.pdf" %}',
      'The report',
      '{% endfile %}',
    ].join('\n');
    expect(await refs(markdown)).toEqual([
      ref('path', '.gitbook/assets/cover.png', 'dependsOn'),
      ref('path', '.gitbook/assets/diagram.png', 'dependsOn'),
      ref('path', '../.gitbook/assets/figure.png', 'dependsOn'),
      ref('path', '.gitbook/assets/report.pdf', 'dependsOn'),
    ]);
    // The front matter is not content: no heading or anchor comes from it.
    expect((await extractBodyLinks(markdown)).anchors).toEqual(['title']);
  });

  test('external URLs: links, autolinks, bare URLs and embeds; inline data is not a link', async () => {
    const markdown = [
      '[docs](https://example.com/docs) <https://example.org> and www.example.net',
      '',
      'Mail [us](mailto:team@example.com).',
      '',
      '{% embed url="https://www.youtube.com/watch?v=1" %}',
      '',
      '![pixel](data:image/png;base64,iVBORw0KGgo=)',
    ].join('\n');
    expect(await refs(markdown)).toEqual([
      ref('url', 'https://example.com/docs'),
      ref('url', 'https://example.org'),
      ref('url', 'http://www.example.net'),
      ref('url', 'mailto:team@example.com'),
      ref('url', 'https://www.youtube.com/watch?v=1', 'dependsOn'),
    ]);
  });

  test('each distinct reference once, in the order of its first use', async () => {
    expect(await refs('[a](a.md) [b](https://b.test) [a again](a.md) [b again](https://b.test)')).toEqual([ref('path', 'a.md'), ref('url', 'https://b.test')]);
    // The same target linked and embedded is two references (two relations).
    expect(await refs('[pic](.gitbook/assets/p.png) ![pic](.gitbook/assets/p.png)')).toEqual([
      ref('path', '.gitbook/assets/p.png'),
      ref('path', '.gitbook/assets/p.png', 'dependsOn'),
    ]);
  });

  test('lookup keys: ids, URLs, and for paths the name backlinks search by', async () => {
    const keys = (await extractBodyLinks('[a](../Guide/Intro.md#x) [b](guide/README.md) [c](.gitbook/assets/My%20File.PNG) [d](quire:page/p1)')).references.map(
      (reference) => reference.lookupKey,
    );
    expect(keys).toEqual(['intro', 'readme', 'my file.png', 'p1']);
    const long = `https://example.com/${'x'.repeat(400)}`;
    expect((await extractBodyLinks(`[long](${long})`)).references[0].lookupKey).toBe(lookupKeyOf(long));
    expect(lookupKeyOf(long)).toMatch(/^sha256:[0-9a-f]{64}$/);
  });
});

describe('extractBodyLinks: GitBook documents', () => {
  const text = (value: string) => ({ object: 'text', leaves: [{ object: 'leaf', text: value, marks: [] }] });
  const link = (ref: object, label: string) => ({ object: 'inline', type: 'link', data: { ref }, nodes: [text(label)] });
  const paragraph = (...nodes: object[]) => ({ object: 'block', type: 'paragraph', nodes });

  test('content refs of every kind, stored as the Markdown the document converts to', async () => {
    const document = {
      object: 'document',
      data: {},
      nodes: [
        { object: 'block', type: 'heading-2', data: { id: 'refs' }, nodes: [text('References')] },
        paragraph(
          text('See '),
          link({ kind: 'page', page: 'page1' }, 'a page'),
          link({ kind: 'anchor', page: 'page2', anchor: 'usage' }, 'an anchor'),
          link({ kind: 'page', page: 'page3', space: 'space2' }, 'a page of another space'),
          link({ kind: 'anchor', anchor: 'refs' }, 'this page'),
          link({ kind: 'space', space: 'space3' }, 'a space'),
          link({ kind: 'collection', collection: 'collection1' }, 'a collection'),
          link({ kind: 'file', file: 'file1' }, 'a file'),
          link({ kind: 'url', url: 'https://example.com' }, 'a URL'),
          link({ kind: 'user', user: 'user1' }, 'a user'),
          text('.'),
        ),
        { object: 'block', type: 'images', nodes: [{ object: 'block', type: 'image', data: { ref: { kind: 'file', file: 'image1' } }, nodes: [] }] },
        { object: 'block', type: 'file', data: { ref: { kind: 'file', file: 'file2' } }, nodes: [] },
        { object: 'block', type: 'content-ref', data: { ref: { kind: 'page', page: 'page4' } }, nodes: [] },
        { object: 'block', type: 'embed', data: { url: 'https://embed.test/x' }, nodes: [] },
      ],
    } as unknown as JSONDocument;
    const links = await extractBodyLinks(documentToMarkdown(document));
    expect(links.references.map(({ kind, target, anchor, spaceId, relation }) => ({ kind, target, anchor, spaceId, relation }))).toEqual([
      ref('page', 'page1'),
      ref('page', 'page2', 'reference', { anchor: 'usage' }),
      ref('page', 'page3', 'reference', { spaceId: 'space2' }),
      ref('page', null, 'reference', { anchor: 'refs' }),
      ref('space', 'space3'),
      ref('collection', 'collection1'),
      ref('file', 'file1'),
      ref('url', 'https://example.com'),
      ref('file', 'image1', 'dependsOn'),
      ref('file', 'file2', 'dependsOn'),
      ref('page', 'page4'),
      ref('url', 'https://embed.test/x', 'dependsOn'),
    ]);
    expect(new Set(links.anchors)).toEqual(new Set(['refs', 'references']));
  });
});

describe('front matter and anchors', () => {
  test('splitFrontMatter reads the top-level cover only, quoted or not', async () => {
    expect(splitFrontMatter('---\ncover: "https://x.test/c.png"\n---\nText')).toEqual({ body: 'Text', cover: 'https://x.test/c.png' });
    expect(splitFrontMatter("---\nlayout:\n  cover: 'nested.png'\n---\nText")).toEqual({ body: 'Text', cover: null });
    // Not front matter: no closing line, or not at the very start.
    expect(splitFrontMatter('---\ncover: a.png\nText').cover).toBeNull();
    expect(splitFrontMatter('Text\n---\ncover: a.png\n---').cover).toBeNull();
  });

  test('a cover given as a quire file ref or a URL', async () => {
    expect(await refs('---\ncover: quire:file/abc\n---\n')).toEqual([ref('file', 'abc', 'dependsOn')]);
    expect(await refs('---\ncover: https://img.test/c.png\n---\n')).toEqual([ref('url', 'https://img.test/c.png', 'dependsOn')]);
  });

  test('anchors match as written or as the slug of what is written', async () => {
    expect(anchorOf('  Hello, World! ')).toBe('hello-world');
    expect(anchorOf('Ünïcödé 日本')).toBe('unicode-日本');
    const anchors = new Set(['getting-started', 'Custom_ID']);
    expect(hasAnchor(anchors, 'getting-started')).toBe(true);
    expect(hasAnchor(anchors, 'Getting-Started')).toBe(true);
    expect(hasAnchor(anchors, 'Custom_ID')).toBe(true);
    expect(hasAnchor(anchors, 'missing')).toBe(false);
  });

  test('never throws on arbitrary text', async () => {
    for (const markdown of ['', '---', '---\n---', '[](', '![]()', '{% file src="" %}', '<a href="">x</a>', '#'.repeat(1000)]) {
      await expect(extractBodyLinks(markdown)).resolves.toBeDefined();
    }
  });
});
