import { extractPage } from './html';
import { DEFAULT_WEBSITE_IMPORT_SETTINGS, websiteImportSettingsFrom } from './settings';
import { htmlToMarkdown, textToMarkdown } from './markdown';
import { importFileHref, importPageHref, isPageCandidate, slugOf, treePathOf } from './urls';

// HTML → Markdown: the main-content heuristic, link and image rewriting, and turndown with
// the GFM plugin (tables, code blocks, task lists).

const ORIGIN = 'https://docs.example.com';
const pageUrl = new URL(`${ORIGIN}/guide/start`);

const convert = (html: string) => {
  const page = extractPage(html, pageUrl, (url) => isPageCandidate(url, ORIGIN));
  return { ...page, markdown: htmlToMarkdown(page.contentHtml) };
};

describe('extractPage: the main content', () => {
  it('takes <main>, drops header, navigation, asides and footers, and makes the first <h1> the title', () => {
    const page = convert(`<!doctype html><html><head><title>Start | Example Docs</title><meta name="description" content=" Getting   started. "></head>
      <body><header><a href="/">Logo</a> Banner text</header><nav><a href="/guide/other">Other</a></nav>
      <main><header><h1>Getting started</h1><p class="lead">Lead text</p></header>
        <div class="breadcrumbs"><a href="/">Home</a> / Guide</div>
        <p>Body text.</p><aside>Related links</aside><nav class="toc">On this page</nav>
        <script>alert(1)</script><footer>Was this helpful?</footer></main>
      <footer>Site footer</footer></body></html>`);
    expect(page.title).toBe('Getting started');
    expect(page.description).toBe('Getting started.');
    expect(page.markdown).toBe('Lead text\n\nBody text.');
    // Links are followed from the whole page, navigation included.
    expect(page.links.map((link) => link.href)).toEqual([`${ORIGIN}/`, `${ORIGIN}/guide/other`, `${ORIGIN}/`]);
  });

  it('without <main>: [role=main], then the longest <article>, then <body> without its furniture', () => {
    expect(convert('<body><div role="main"><p>Role main</p></div><p>Outside</p></body>').markdown).toBe('Role main');
    expect(convert('<body><article><p>Short</p></article><article><p>The longer article text</p></article></body>').markdown).toBe('The longer article text');
    const body = convert('<html><head><title>Only Title</title></head><body><header>Top</header><nav>Menu</nav><div id="sidebar">Side</div><p>Body only</p><footer>Bottom</footer></body></html>');
    expect(body.markdown).toBe('Body only');
    // No <h1>: the <title> before its site-name separator.
    expect(body.title).toBe('Only Title');
    expect(convert('<body><p>x</p></body>').title).toBeUndefined();
  });

  it('reads canonical URLs and meta robots', () => {
    const page = convert('<head><link rel="canonical" href="/guide/install"><meta name="robots" content="noindex, nofollow"></head><body><p>x</p></body>');
    expect(page.canonical?.href).toBe(`${ORIGIN}/guide/install`);
    expect(page).toMatchObject({ noindex: true, nofollow: true });
    expect(convert('<body><p>x</p></body>')).toMatchObject({ canonical: undefined, noindex: false, nofollow: false });
  });

  it('writes links to pages of the origin as quire-import hrefs, other links absolute, and drops nofollow links from those followed', () => {
    const page = convert(`<main><p>
      <a href="install#step-2">Install</a> <a href="/guide/start">Self</a> <a href="#local">Local</a>
      <a href="https://elsewhere.example/x">Elsewhere</a> <a href="/files/manual.pdf">PDF</a>
      <a href="mailto:a@example.com">Mail</a> <a href="javascript:void(0)">Script</a> <a href="/private" rel="nofollow">Private</a></p></main>`);
    expect(page.markdown).toBe(
      [
        `[Install](${importPageHref(`${ORIGIN}/guide/install`, '#step-2')})`,
        `[Self](${importPageHref(`${ORIGIN}/guide/start`)})`,
        '[Local](#local)',
        '[Elsewhere](https://elsewhere.example/x)',
        `[PDF](${ORIGIN}/files/manual.pdf)`,
        '[Mail](mailto:a@example.com)',
        'Script',
        `[Private](${importPageHref(`${ORIGIN}/private`)})`,
      ].join(' '),
    );
    expect(page.links.map((link) => link.href)).not.toContain(`${ORIGIN}/private`);
  });

  it('replaces images by quire-import file hrefs (lazy-loading sources too) and drops inline ones', () => {
    const page = convert(`<main><p><img src="/img/a.png" alt="A"> <img src="data:image/gif;base64,R0lG" data-src="https://cdn.example.com/b.jpg" alt="B">
      <img src="data:image/png;base64,iVBO" alt="Inline"> <img src="/img/a.png" alt="Again"></p></main>`);
    expect(page.images.map((image) => image.key)).toEqual([`${ORIGIN}/img/a.png`, 'https://cdn.example.com/b.jpg']);
    expect(page.markdown).toBe(
      `![A](${importFileHref(`${ORIGIN}/img/a.png`)}) ![B](${importFileHref('https://cdn.example.com/b.jpg')}) ![Again](${importFileHref(`${ORIGIN}/img/a.png`)})`,
    );
  });
});

describe('htmlToMarkdown with GFM', () => {
  const markdownOf = (main: string) => convert(`<main>${main}</main>`).markdown;

  it('writes tables as GFM tables, giving a header row to tables without one and keeping cells on one line', () => {
    expect(markdownOf('<table><thead><tr><th>Name</th><th>Value</th></tr></thead><tbody><tr><td>a|b</td><td><p>one</p><p>two</p></td></tr></tbody></table>')).toBe(
      '| Name | Value |\n| --- | --- |\n| a\\|b | one two |',
    );
    expect(markdownOf('<table>\n<tr>\n<td>Key</td>\n<td>Meaning</td>\n</tr>\n<tr><td>x</td><td>y</td></tr></table>')).toBe('| Key | Meaning |\n| --- | --- |\n| x | y |');
  });

  it('writes fenced code blocks with their language, from <pre><code>, bare <pre> and highlighter wrappers', () => {
    expect(markdownOf('<pre><code class="language-ts">const a = 1;\nconst b = "&lt;b&gt;";</code></pre>')).toBe('```ts\nconst a = 1;\nconst b = "<b>";\n```');
    expect(markdownOf('<pre data-lang="sh">npm install\nnpm test</pre>')).toBe('```sh\nnpm install\nnpm test\n```');
    expect(markdownOf('<div class="highlight highlight-source-python"><pre><span>print(1)</span></pre></div>')).toBe('```python\nprint(1)\n```');
    expect(markdownOf('<p>Use <code>npm ci</code>.</p>')).toBe('Use `npm ci`.');
  });

  it('writes task lists, nested lists and ordered lists', () => {
    expect(markdownOf('<ul><li><input type="checkbox" checked disabled> Done</li><li><p><input type="checkbox">Todo</p></li></ul>')).toBe('- [x] Done\n- [ ] Todo');
    expect(markdownOf('<ol start="3"><li>Three<ul><li>Nested</li></ul></li><li>Four</li></ol>')).toBe('3. Three\n   - Nested\n4. Four');
  });

  it('keeps headings, emphasis and quotes, and drops heading anchors', () => {
    expect(markdownOf('<h2 id="setup">Setup <a class="anchor" href="#setup">#</a></h2><p><strong>Bold</strong> and <em>em</em> and <del>gone</del></p><blockquote><p>Quote</p></blockquote>')).toBe(
      '## Setup\n\n**Bold** and _em_ and ~gone~\n\n> Quote',
    );
  });

  it('escapes plain text', () => {
    expect(textToMarkdown('# not a heading\n*not emphasis*\n\nSecond paragraph')).toBe('\\# not a heading  \n\\*not emphasis\\*\n\nSecond paragraph');
  });
});

describe('URL paths', () => {
  it('places pages by their path and derives slugs', () => {
    expect(treePathOf(new URL('https://a.test/guide/install/'))).toEqual(['guide', 'install']);
    expect(treePathOf(new URL('https://a.test/guide/install/index.html'))).toEqual(['guide', 'install']);
    expect(treePathOf(new URL('https://a.test/guide.html?x=1'))).toEqual(['guide']);
    expect(treePathOf(new URL('https://a.test/'))).toEqual([]);
    expect(slugOf(new URL('https://a.test/Guide/Getting_Started%20Now.html'))).toBe('getting-started-now');
    expect(slugOf(new URL('https://a.test/'))).toBe('');
    expect(slugOf(new URL('https://a.test/über'))).toBe('uber');
  });
});

describe('websiteImportSettingsFrom', () => {
  it('reads QUIRE_IMPORT_* over the defaults and names a malformed variable', () => {
    expect(websiteImportSettingsFrom({})).toEqual(DEFAULT_WEBSITE_IMPORT_SETTINGS);
    expect(websiteImportSettingsFrom({ QUIRE_IMPORT_MAX_PAGES: '50', QUIRE_IMPORT_MAX_DEPTH: '0', QUIRE_IMPORT_CONCURRENCY: '' })).toMatchObject({ maxPages: 50, maxDepth: 0, concurrency: 2 });
    expect(() => websiteImportSettingsFrom({ QUIRE_IMPORT_MAX_PAGES: '0' })).toThrow(/^QUIRE_IMPORT_MAX_PAGES: /);
    expect(() => websiteImportSettingsFrom({ QUIRE_IMPORT_CONCURRENCY: 'many' })).toThrow(/^QUIRE_IMPORT_CONCURRENCY: /);
  });
});
