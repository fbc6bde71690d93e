import { escapeInline, plainText, rewriteHrefs, takeTitle } from './markdown-text';

/** Rewrites every relative `.md`/`.png` href to `NEW:<href>`, and nothing else. */
const rewrite = (markdown: string) => rewriteHrefs(markdown, (href) => (/^[^:]+\.(md|png)(#.*)?$/.test(href) ? `NEW:${href}` : undefined));

describe('rewriteHrefs', () => {
  it('rewrites inline links and images, with titles, angle brackets, escapes and parentheses', () => {
    expect(rewrite('[a](a.md) ![i](img.png "Title") [b](<with space.md>) [c](x\\(1\\).md) [d](p(2).md#anchor) [e](https://e.com/x.md)')).toBe(
      '[a](NEW:a.md) ![i](NEW:img.png "Title") [b](<NEW:with space.md>) [c](<NEW:x(1).md>) [d](<NEW:p(2).md#anchor>) [e](https://e.com/x.md)',
    );
  });

  it('rewrites reference definitions, HTML attributes, GitBook blocks and autolinks', () => {
    const markdown = [
      '[ref]: a.md "Title"',
      '[angle]: <b b.md>',
      '<figure><img src="img.png" alt="x"><figcaption><p>A <a href=\'a.md\'>link</a></p></figcaption></figure>',
      '{% content-ref url="a.md" %}',
      '[a.md](a.md)',
      '{% endcontent-ref %}',
      '{% file src="img.png" %}',
      '{% embed url="https://youtube.com/x" %}',
    ].join('\n');
    expect(rewrite(markdown)).toBe(
      [
        '[ref]: NEW:a.md "Title"',
        '[angle]: <NEW:b b.md>',
        '<figure><img src="NEW:img.png" alt="x"><figcaption><p>A <a href=\'a.md\'>link</a></p></figcaption></figure>'.replace("href='a.md'", 'href="NEW:a.md"'),
        '{% content-ref url="NEW:a.md" %}',
        '[a.md](NEW:a.md)',
        '{% endcontent-ref %}',
        '{% file src="NEW:img.png" %}',
        '{% embed url="https://youtube.com/x" %}',
      ].join('\n'),
    );
    expect(rewriteHrefs('See <quire:page/abc> and <https://e.com>.', (href) => (href.startsWith('quire:') ? 'page.md' : undefined))).toBe('See [page.md](page.md) and <https://e.com>.');
  });

  it('leaves code alone: fences (indented, quoted, longer closers), code spans', () => {
    const markdown = [
      '```md',
      '[in fence](a.md)',
      '```',
      '  ~~~~',
      '  [tilde fence](a.md)',
      '  ~~~ not a closer',
      '  ~~~~~',
      '> ```',
      '> [quoted fence](a.md)',
      '> ```',
      'Text `[span](a.md)` and ``[double `tick`](a.md)`` then [real](a.md).',
    ].join('\n');
    const rewritten = rewrite(markdown).split('\n');
    expect(rewritten.slice(0, 10)).toEqual(markdown.split('\n').slice(0, 10));
    expect(rewritten[10]).toBe('Text `[span](a.md)` and ``[double `tick`](a.md)`` then [real](NEW:a.md).');
  });

  it('treats an unclosed fence as code to the end', () => {
    expect(rewrite('```\n[a](a.md)\n\n[b](b.md)')).toBe('```\n[a](a.md)\n\n[b](b.md)');
  });
});

describe('takeTitle', () => {
  it('takes the first top-level "# " heading and the blank lines after it', () => {
    expect(takeTitle('# Hello *world* <a href="#x" id="x"></a>\n\n\nBody\n')).toEqual({ title: 'Hello world', body: 'Body\n' });
    expect(takeTitle('Intro line\n\n# Title #\n\nRest\n')).toEqual({ title: 'Title', body: 'Intro line\n\nRest\n' });
    expect(takeTitle('# Only\n')).toEqual({ title: 'Only', body: '' });
  });

  it('skips headings in code, GitBook blocks and lower levels', () => {
    const markdown = '## Section\n\n```\n# code\n```\n\n{% hint style="info" %}\n# In a hint\n{% endhint %}\n\n#NoSpace\n\n# Real\nText\n';
    expect(takeTitle(markdown)).toEqual({ title: 'Real', body: '## Section\n\n```\n# code\n```\n\n{% hint style="info" %}\n# In a hint\n{% endhint %}\n\n#NoSpace\n\nText\n' });
    expect(takeTitle('\n\nNo title\n')).toEqual({ body: 'No title\n' });
  });

  it('reads back every title escapeInline wrote', () => {
    const titles = ['C# & C++ <T>', 'a_b *c* `d` [e](f) ~g~', '100% \\ backslash', 'Émoji 🎉 | pipe {curly} $math$', 'snake_case_name', '#hash', 'ends with #', '!important'];
    for (const title of titles) {
      expect(takeTitle(`# ${escapeInline(title)}\n\nBody\n`)).toEqual({ title, body: 'Body\n' });
    }
  });
});

describe('plainText', () => {
  it('drops markup and keeps words', () => {
    expect(plainText('**Bold** _it_ `code` [link](x.md) ![img](y.png) <b>tag</b> snake_case \\*star\\*')).toBe('Bold it code link img tag snake_case *star*');
  });
});
