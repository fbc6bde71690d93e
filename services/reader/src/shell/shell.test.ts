import type { Element, Nodes } from 'hast';
import { byTag, defaultCustomization, elements, errorView, fakeAssetsDir, pageView, parse, searchView, siteView, textOf } from '../../test/shell/fixtures';
import { faviconSvg, loadAssetManifest, renderErrorHtml, renderPageHtml, renderSearchHtml } from '.';

const HOSTILE = '<script>alert("x")</script><img src=x onerror=alert(1)>';

beforeAll(() => {
  loadAssetManifest(fakeAssetsDir());
});

function attribute(element: Element, name: string): unknown {
  return element.properties[name];
}

function withClass(tree: Nodes, className: string): Element[] {
  return elements(tree)
    .map(({ element }) => element)
    .filter((element) => ((element.properties.className as string[] | undefined) ?? []).includes(className));
}

/** What every HTML answer of the reader must be: nothing inline that CSP `script-src 'self'` would refuse. */
function expectNothingInline(html: string) {
  const tree = parse(html);
  for (const script of byTag(tree, 'script')) {
    expect(attribute(script, 'src')).toEqual(expect.stringMatching(/^\/sites\/.+\.js$|^\/assets\/.+\.js$/));
    expect(script.children).toHaveLength(0);
  }
  expect(byTag(tree, 'style')).toHaveLength(0);
  for (const { element } of elements(tree)) {
    expect(element.properties.style).toBeUndefined();
    for (const name of Object.keys(element.properties)) expect(name).not.toMatch(/^on/i);
    for (const name of ['href', 'src', 'action']) {
      const value = element.properties[name];
      if (typeof value === 'string') expect(value).not.toMatch(/^\s*(javascript|data|vbscript):/i);
    }
  }
}

describe('renderPageHtml', () => {
  it('is a complete document: doctype, language, head metadata and the fingerprinted assets', () => {
    const html = renderPageHtml(pageView());
    expect(html.startsWith('<!doctype html>')).toBe(true);
    const tree = parse(html);
    const [root] = byTag(tree, 'html');
    expect(attribute(root, 'lang')).toBe('en');
    expect(textOf(byTag(tree, 'title')[0])).toBe('Linux | Acme Docs');
    const meta = Object.fromEntries(
      byTag(tree, 'meta').map((element) => [String(element.properties.name ?? element.properties.property ?? element.properties.charSet), element.properties.content]),
    );
    expect(meta.description).toBe('Install Acme on Linux.');
    expect(meta.robots).toBe('index, follow');
    expect(meta.viewport).toBe('width=device-width, initial-scale=1');
    expect(meta['og:title']).toBe('Linux | Acme Docs');
    expect(meta['og:url']).toBe('https://docs.example.com/sites/org1/docs/linux');
    expect(meta['og:site_name']).toBe('Acme Docs');
    expect(meta['twitter:card']).toBe('summary');
    const links = byTag(tree, 'link').map((element) => [String(element.properties.rel), element.properties.href]);
    expect(links).toEqual(
      expect.arrayContaining([
        ['canonical', 'https://docs.example.com/sites/org1/docs/linux'],
        ['stylesheet', '/sites/org1/docs/~quire/assets/main-AAAA1111.css'],
        ['stylesheet', '/sites/org1/docs/~quire/theme-abc123.css'],
        ['alternate', '/sites/org1/docs/linux.md'],
      ]),
    );
    const scripts = byTag(tree, 'script');
    expect(scripts.map((script) => [script.properties.src, script.properties.type, script.properties.defer])).toEqual([
      ['/sites/org1/docs/~quire/assets/theme-init-CCCC3333.js', undefined, undefined],
      ['/sites/org1/docs/~quire/assets/main-BBBB2222.js', 'module', true],
    ]);
    // theme-init runs before the stylesheets are applied and before the body is painted.
    const head = byTag(tree, 'head')[0];
    expect(head.children.filter((child): child is Element => child.type === 'element').findIndex((child) => child.tagName === 'script')).toBeLessThan(
      head.children.filter((child): child is Element => child.type === 'element').findIndex((child) => child.properties.rel?.toString() === 'stylesheet'),
    );
    expectNothingInline(html);
  });

  it('has a skip link first, and the landmarks header, nav, main, aside and footer', () => {
    const tree = parse(renderPageHtml(pageView()));
    const body = byTag(tree, 'body')[0];
    const first = body.children.find((child): child is Element => child.type === 'element')!;
    expect(first.tagName).toBe('a');
    expect(first.properties.href).toBe('#q-main');
    expect(textOf(first)).toBe('Skip to content');
    const main = byTag(tree, 'main');
    expect(main).toHaveLength(1);
    expect(main[0].properties.id).toBe('q-main');
    // Top-level landmarks are not nested in one another.
    const landmarks = elements(tree).filter(({ element }) => ['header', 'main', 'aside', 'footer'].includes(element.tagName));
    const topLevel = landmarks.filter(({ ancestors }) => !ancestors.some((ancestor) => ['header', 'main', 'aside', 'footer', 'article'].includes(ancestor.tagName)));
    expect(topLevel.map(({ element }) => element.tagName)).toEqual(['header', 'main', 'aside', 'footer']);
    const navLabels = byTag(tree, 'nav').map((nav) => nav.properties.ariaLabel ?? nav.properties.ariaLabelledBy);
    expect(navLabels).toEqual(['Sections', 'Versions', 'Pages', 'Breadcrumbs', 'Previous and next pages', ['q-toc-title']]);
    // Every search landmark has a name of its own.
    const searches = elements(tree).filter(({ element }) => element.properties.role === 'search');
    expect(new Set(searches.map(({ element }) => element.properties.ariaLabel)).size).toBe(searches.length);
  });

  it('marks the current page aria-current="page", opens the branches on its way, and keeps others closed', () => {
    const tree = parse(renderPageHtml(pageView()));
    const current = elements(tree).filter(({ element }) => element.properties.ariaCurrent === 'page');
    expect(current).toHaveLength(1);
    expect(textOf(current[0].element)).toBe('Linux');
    expect(current[0].element.properties.href).toBe('/sites/org1/docs/linux');
    const nav = byTag(tree, 'nav').find((element) => element.properties.ariaLabel === 'Pages')!;
    const branches = byTag(nav, 'details').map((details) => [textOf(details.children.find((c): c is Element => c.type === 'element')!), details.properties.open]);
    expect(branches).toEqual([
      ['Pages under Install', true],
      ['Pages under Configure', undefined],
    ]);
    // The group is a heading over its list, not a link.
    const group = withClass(tree, 'q-nav-group-title')[0];
    expect(textOf(group)).toBe('Getting started');
    // The link page leaves the site with no opener.
    const github = byTag(nav, 'a').find((a) => a.properties.href === 'https://github.com/acme')!;
    expect(github.properties.rel).toEqual(['noopener', 'noreferrer']);
    // Emoji code points become characters.
    expect(textOf(nav)).toContain('👋');
  });

  it('draws each icon once, in a hidden sprite its uses refer to', () => {
    const tree = parse(renderPageHtml(pageView()));
    const symbols = byTag(tree, 'symbol').map((symbol) => String(symbol.properties.id));
    expect(new Set(symbols).size).toBe(symbols.length);
    expect(symbols).toEqual(expect.arrayContaining(['q-i-solid-magnifying-glass', 'q-i-solid-chevron-right', 'q-i-solid-gear']));
    const uses = byTag(tree, 'use').map((use) => String(use.properties.href));
    expect(uses.filter((href) => href === '#q-i-solid-chevron-right')).toHaveLength(2);
    for (const href of uses) expect(symbols).toContain(href.slice(1));
    const sprite = byTag(tree, 'svg').find((svg) => (svg.properties.className as string[]).includes('q-sprite'))!;
    expect(sprite.properties.hidden).toBeDefined();
    expect(sprite.properties.ariaHidden).toBe('true');
    // An unknown or malformed icon name draws nothing.
    const view = pageView();
    view.nav[0].icon = '../../../etc/passwd';
    view.nav[0].emoji = undefined;
    view.site.sections[1].icon = 'no-such-icon-anywhere';
    const odd = parse(renderPageHtml(view));
    expect(byTag(odd, 'use').some((use) => /passwd|no-such/.test(String(use.properties.href)))).toBe(false);
  });

  it('puts the renderer\'s sanitized HTML in as it is, and escapes everything else', () => {
    const view = pageView();
    view.page.title = HOSTILE;
    view.page.description = HOSTILE;
    view.breadcrumbs = [{ title: HOSTILE, href: '/sites/org1/docs/x' }];
    view.nav[0].title = HOSTILE;
    view.site.title = `Site ${HOSTILE}`;
    view.site.sections[0].title = HOSTILE;
    view.page.headings = [{ id: 'a"onmouseover="alert(1)', title: HOSTILE, depth: 2 }];
    view.page.html = '<p class="q-body">Body <strong>text</strong></p>';
    const html = renderPageHtml(view);
    expect(html).toContain('<div class="q-document"><p class="q-body">Body <strong>text</strong></p></div>');
    // In text, `<` is a character reference; in a quoted attribute value it is only a character.
    expect(html).toContain('<h1 class="q-page-title"><span class="q-page-glyph q-emoji" aria-hidden="true">🐧</span><span>&#x3C;script>alert("x")&#x3C;/script>&#x3C;img src=x onerror=alert(1)></span></h1>');
    expect(html).toContain('<meta name="description" content="<script>alert(&#x22;x&#x22;)</script><img src=x onerror=alert(1)>">');
    const tree = parse(html);
    expect(textOf(byTag(tree, 'title')[0])).toBe(`${HOSTILE} | Site ${HOSTILE}`);
    expect(byTag(tree, 'meta').find((meta) => meta.properties.name === 'description')?.properties.content).toBe(HOSTILE);
    expect(byTag(tree, 'img')).toHaveLength(0);
    expect(byTag(tree, 'a').find((a) => textOf(a) === HOSTILE && a.properties.href === '#a"onmouseover="alert(1)')).toBeDefined();
    expectNothingInline(html);
  });

  it('is noindex unless the site is indexable', () => {
    const robots = (html: string) => byTag(parse(html), 'meta').find((meta) => meta.properties.name === 'robots')?.properties.content;
    expect(robots(renderPageHtml(pageView({ site: siteView({ indexable: false }) })))).toBe('noindex, nofollow');
    expect(robots(renderPageHtml(pageView()))).toBe('index, follow');
  });

  it('shows the table of contents, pagination, last updated and the Markdown link', () => {
    const tree = parse(renderPageHtml(pageView()));
    const toc = byTag(tree, 'aside')[0];
    expect(byTag(toc, 'a').map((a) => [a.properties.href, textOf(a), (byTag(toc, 'li').find((li) => li.children.includes(a))?.properties.className as string[])[0]])).toEqual([
      ['#requirements', 'Requirements', 'q-toc-level-1'],
      ['#debian', 'Debian', 'q-toc-level-2'],
    ]);
    const pagination = byTag(tree, 'nav').find((nav) => nav.properties.ariaLabel === 'Previous and next pages')!;
    expect(byTag(pagination, 'a').map((a) => [a.properties.rel, a.properties.href])).toEqual([
      [['prev'], '/sites/org1/docs/install'],
      [['next'], '/sites/org1/docs/macos'],
    ]);
    const time = byTag(tree, 'time')[0];
    expect(time.properties.dateTime).toBe('2026-11-27T10:00:00.000Z');
    expect(textOf(withClass(tree, 'q-last-updated')[0])).toBe('Last updated November 27, 2026');
    expect(withClass(tree, 'q-page-action')[0].properties.href).toBe('/sites/org1/docs/linux.md');
    // The title carries the page's emoji.
    expect(textOf(byTag(tree, 'h1')[0])).toBe('🐧Linux');
  });

  it('follows the customization: pagination and Markdown link off, fixed dark theme, no toggle, new-tab links, logo', () => {
    const customization = defaultCustomization();
    customization.pagination.enabled = false;
    customization.pageActions.markdown = false;
    customization.themes = { default: 'dark' as never, toggeable: false };
    customization.externalLinks.target = 'blank' as never;
    customization.styling.sidebar.list = 'pill' as never;
    customization.header.logo = { light: '/files/logo.png', dark: 'https://cdn.example.com/logo-dark.png' };
    customization.header.links = [
      { title: 'Blog', to: { kind: 'url', url: 'https://blog.example.com' }, links: [], style: 'button-primary' },
      { title: 'Evil', to: { kind: 'url', url: 'javascript:alert(1)' }, links: [] },
      { title: 'Page', to: { kind: 'page', page: 'p1' }, links: [] },
      { title: 'Secret', to: { kind: 'url', url: 'https://secret.example.com' }, links: [], condition: 'visitor.claims.admin' },
    ];
    const tree = parse(renderPageHtml(pageView({ site: siteView({ customization, title: undefined }) })));
    const [root] = byTag(tree, 'html');
    expect(root.properties.dataTheme).toBe('dark');
    expect(root.properties.dataQThemeToggle).toBe('false');
    expect(root.properties.dataQSidebarList).toBe('pill');
    expect(withClass(tree, 'q-pagination')).toHaveLength(0);
    expect(withClass(tree, 'q-page-action')).toHaveLength(0);
    expect(withClass(tree, 'q-theme-toggle')).toHaveLength(0);
    // Only the same-origin logo is used (CSP img-src 'self'), with the site title as its text.
    const logos = withClass(tree, 'q-logo');
    expect(logos.map((img) => [img.properties.src, img.properties.alt])).toEqual([['/files/logo.png', 'Home']]);
    // Unresolved references, unsafe URLs and conditional items are left to the server.
    const headerNav = byTag(tree, 'nav').find((nav) => nav.properties.ariaLabel === 'Site links')!;
    const anchors = byTag(headerNav, 'a');
    expect(anchors.map((a) => [a.properties.href, a.properties.target, textOf(a)])).toEqual([['https://blog.example.com', '_blank', 'Blog (opens in a new tab)']]);
    expect(anchors[0].properties.className).toEqual(['q-action', 'q-action-primary']);
  });

  it('uses the header links, footer groups and announcement the server resolved', () => {
    const site = siteView({
      headerLinks: [{ title: 'Products', style: 'link', links: [{ title: 'Widgets', href: '/sites/org1/docs/widgets' }] }],
      footerGroups: [{ title: 'Company', links: [{ title: 'About', href: '/sites/org1/docs/about' }] }],
      announcement: { message: 'v3 is out', style: 'success', link: { title: 'Read more', href: '/sites/org1/docs/v3' } },
      logo: { light: '/logo-light.svg', dark: '/logo-dark.svg' },
    });
    site.customization.footer.copyright = '© 2026 Acme';
    const tree = parse(renderPageHtml(pageView({ site })));
    const menu = withClass(tree, 'q-header-links')[0];
    expect(textOf(byTag(menu, 'summary')[0])).toBe('Products');
    expect(byTag(menu, 'a').map((a) => a.properties.href)).toEqual(['/sites/org1/docs/widgets']);
    const footer = byTag(tree, 'footer')[0];
    expect(textOf(byTag(footer, 'h2')[0])).toBe('Company');
    expect(textOf(footer)).toContain('© 2026 Acme');
    expect(textOf(footer)).toContain('Powered by Quire');
    expect(textOf(withClass(tree, 'q-announcement')[0])).toBe('v3 is out Read more');
    expect(withClass(tree, 'q-logo').map((img) => [img.properties.src, (img.properties.className as string[]).includes('q-only-dark')])).toEqual([
      ['/logo-light.svg', false],
      ['/logo-dark.svg', true],
    ]);
  });

  it('speaks the site\'s language', () => {
    const tree = parse(renderPageHtml(pageView({ site: siteView({ locale: 'ja' }) })));
    expect(byTag(tree, 'html')[0].properties.lang).toBe('ja');
    expect(textOf(byTag(tree, 'body')[0].children.find((child): child is Element => child.type === 'element')!)).toBe('コンテンツへスキップ');
    expect(textOf(withClass(tree, 'q-last-updated')[0])).toBe('最終更新日: 2026年11月27日');
    const zh = parse(renderPageHtml(pageView({ site: siteView({ locale: 'zh' }) })));
    expect(byTag(zh, 'html')[0].properties.lang).toBe('zh-Hans');
  });

  it('has a search form that works without JavaScript and the closed quick-search dialog', () => {
    const tree = parse(renderPageHtml(pageView()));
    const forms = byTag(tree, 'form');
    for (const form of forms) {
      expect(form.properties.action).toBe('/sites/org1/docs/~search');
      expect(form.properties.method).toBe('get');
      const input = byTag(form, 'input')[0];
      expect([input.properties.type, input.properties.name]).toEqual(['search', 'q']);
      const label = byTag(form, 'label')[0];
      expect(label.properties.htmlFor).toEqual([input.properties.id]);
    }
    expect(forms).toHaveLength(2);
    const dialog = byTag(tree, 'dialog')[0];
    expect(dialog.properties.open).toBeUndefined();
    expect(dialog.properties.dataQNoResults).toBe('No results for “{query}”');
    const button = elements(tree).find(({ element }) => element.properties.dataQSearchOpen !== undefined)!.element;
    expect(button.properties.ariaKeyShortcuts).toBe('Control+K Meta+K');
  });

  it('links a favicon the server serves on its own origin, never a data: URL', () => {
    const tree = parse(renderPageHtml(pageView({ site: siteView({ faviconHref: '/sites/org1/docs/~quire/favicon.svg' }) })));
    expect(byTag(tree, 'link').find((link) => String(link.properties.rel) === 'icon')?.properties.href).toBe('/sites/org1/docs/~quire/favicon.svg');
    const dataIcon = parse(renderPageHtml(pageView({ site: siteView({ faviconHref: 'data:image/svg+xml,<svg/>' }) })));
    expect(byTag(dataIcon, 'link').find((link) => String(link.properties.rel) === 'icon')).toBeUndefined();
    const icon = (light: string) => {
      const site = siteView();
      site.customization.favicon = { icon: { light, dark: light } };
      return byTag(parse(renderPageHtml(pageView({ site }))), 'link').find((link) => String(link.properties.rel) === 'icon')?.properties.href;
    };
    expect(icon('/files/favicon.png')).toBe('/files/favicon.png');
    expect(icon('https://cdn.example.com/favicon.png')).toBeUndefined();
  });
});

describe('the page feedback block', () => {
  const feedback = { action: '/sites/org1/docs/~quire/feedback', siteSpaceId: 'ss1', spaceId: 'space1', pageId: 'linux', revisionId: 'rev1', path: '/sites/org1/docs/linux' };

  it('is absent without PageView.feedback', () => {
    const html = renderPageHtml(pageView());
    expect(html).not.toContain('q-feedback');
  });

  it('asks in the site\'s language, between the page meta and the pagination: rating buttons with names, then hidden comment forms and thank-you, nothing inline', () => {
    const html = renderPageHtml(pageView({ site: siteView({ locale: 'ja' }), feedback }));
    expectNothingInline(html);
    const tree = parse(html);
    const [block] = withClass(tree, 'q-feedback');
    expect(block.tagName).toBe('section');
    expect(block.properties.ariaLabelledBy).toEqual(['q-feedback-question']);
    expect(textOf(byTag(block, 'legend')[0])).toBe('このページは役に立ちましたか？');
    const forms = byTag(block, 'form');
    expect(forms.map((form) => [form.properties.method, form.properties.action, form.properties.id ?? null, form.properties.hidden ?? false])).toEqual([
      ['post', feedback.action, null, false],
      ['post', feedback.action, 'q-feedback-bad', true],
      ['post', feedback.action, 'q-feedback-ok', true],
      ['post', feedback.action, 'q-feedback-good', true],
    ]);
    const ratings = withClass(block, 'q-feedback-rating');
    expect(ratings.map((button) => [button.properties.name, button.properties.value, textOf(button)])).toEqual([
      ['rating', 'bad', 'いいえ'],
      ['rating', 'ok', 'まあまあ'],
      ['rating', 'good', 'はい'],
    ]);
    // Each textarea has its label and hint; the thank-you can take focus.
    for (const textarea of byTag(block, 'textarea')) {
      const label = byTag(block, 'label').find((candidate) => String(candidate.properties.htmlFor) === textarea.properties.id);
      expect(textOf(label!)).toBe('詳しく教えてください');
      expect(textarea.properties).toMatchObject({ name: 'comment', maxLength: 512, required: true });
    }
    expect(withClass(block, 'q-feedback-sent')[0].properties).toMatchObject({ id: 'q-feedback-sent', hidden: true, tabIndex: -1 });
    const article = withClass(tree, 'q-article')[0];
    const order = article.children.flatMap((child) => (child.type === 'element' ? [((child.properties.className as string[]) ?? [child.tagName])[0]] : []));
    expect(order.slice(-3)).toEqual(['q-page-meta', 'q-feedback', 'q-pagination']);
  });

  it('has an error page of its own for refused feedback', () => {
    const tree = parse(renderErrorHtml(errorView({ status: 413, about: 'feedback' }), 'de'));
    expect(textOf(byTag(tree, 'h1')[0])).toBe('Feedback nicht gesendet');
    expect(textOf(withClass(tree, 'q-error-status')[0])).toBe('413');
  });
});

describe('renderSearchHtml', () => {
  it('lists the hits with their ancestors and marked snippets, never indexed', () => {
    const html = renderSearchHtml(searchView());
    const tree = parse(html);
    expect(textOf(byTag(tree, 'title')[0])).toBe('Results for “install” | Acme Docs');
    expect(byTag(tree, 'meta').find((meta) => meta.properties.name === 'robots')?.properties.content).toBe('noindex, nofollow');
    expect(textOf(withClass(tree, 'q-search-summary')[0])).toBe('Results for “install” · 1 result');
    const hit = withClass(tree, 'q-search-hit')[0];
    expect(textOf(withClass(hit, 'q-search-hit-path')[0])).toBe('Getting started');
    expect(byTag(hit, 'a').map((a) => a.properties.href)).toEqual(['/sites/org1/docs/install', '/sites/org1/docs/install#requirements']);
    expect(byTag(hit, 'mark').map(textOf)).toEqual(['install']);
    expect(html).toContain('How to <mark>install</mark> &#x26; run');
    const input = byTag(withClass(tree, 'q-search-page-form')[0], 'input')[0];
    expect(input.properties.value).toBe('install');
    expectNothingInline(html);
  });

  it('keeps only text and <mark> of a snippet, whatever it holds', () => {
    const view = searchView({ query: HOSTILE });
    view.results[0].hits[0].snippets[0].html = `<img src=x onerror=alert(1)><mark onclick="x()">hit</mark><script>alert(2)</script><a href="javascript:1">link</a>`;
    view.results[0].hits[0].title = HOSTILE;
    const html = renderSearchHtml(view);
    const tree = parse(html);
    expect(byTag(tree, 'img')).toHaveLength(0);
    expect(byTag(tree, 'mark').map((mark) => [textOf(mark), Object.keys(mark.properties)])).toEqual([['hit', []]]);
    expect(html).not.toMatch(/onclick|javascript:/);
    expect(byTag(tree, 'input').find((input) => input.properties.name === 'q' && input.properties.value === HOSTILE)).toBeDefined();
    expect(textOf(withClass(tree, 'q-search-snippet-text')[0])).toBe('hitalert(2)link');
    expectNothingInline(html);
  });

  it('says when nothing matched, or when there is nothing to search for', () => {
    const none = parse(renderSearchHtml(searchView({ query: 'zzz', results: [] })));
    expect(textOf(withClass(none, 'q-search-summary')[0])).toBe('No results for “zzz”');
    const empty = parse(renderSearchHtml(searchView({ query: '  ', results: [] })));
    expect(textOf(withClass(empty, 'q-search-summary')[0])).toBe('Type something to search.');
    expect(textOf(byTag(empty, 'title')[0])).toBe('Search results | Acme Docs');
  });

  it('groups hits under their space when several spaces answered', () => {
    const view = searchView();
    view.results.push({ spaceTitle: 'API', hits: [{ title: 'Auth', href: '/sites/org1/docs/api/auth', ancestors: [], snippets: [] }] });
    const tree = parse(renderSearchHtml(view));
    expect(withClass(tree, 'q-search-group-title').map(textOf)).toEqual(['Guides', 'API']);
    expect(textOf(withClass(tree, 'q-search-summary')[0])).toBe('Results for “install” · 2 results');
  });
});

describe('renderErrorHtml', () => {
  it('is a page of its own for an unknown site: no header, footer or search, in the asked language, noindex', () => {
    const html = renderErrorHtml(errorView({ status: 404, assetsPath: '/assets' }), 'fr');
    const tree = parse(html);
    expect(byTag(tree, 'html')[0].properties.lang).toBe('fr');
    expect(textOf(byTag(tree, 'h1')[0])).toBe('Page introuvable');
    expect(byTag(tree, 'header')).toHaveLength(0);
    expect(byTag(tree, 'footer')).toHaveLength(0);
    expect(byTag(tree, 'form')).toHaveLength(0);
    expect(byTag(tree, 'main')).toHaveLength(1);
    expect(byTag(tree, 'meta').find((meta) => meta.properties.name === 'robots')?.properties.content).toBe('noindex, nofollow');
    expect(byTag(tree, 'link').map((link) => link.properties.href)).toEqual(['/assets/main-AAAA1111.css']);
    expectNothingInline(html);
  });

  it('keeps the site\'s header and search on a 404 of a readable site', () => {
    const site = siteView({ locale: 'de' });
    const tree = parse(renderErrorHtml(errorView({ status: 404, site, searchAction: site.searchAction }), 'en'));
    expect(textOf(byTag(tree, 'h1')[0])).toBe('Seite nicht gefunden');
    expect(byTag(tree, 'header')).toHaveLength(1);
    const forms = byTag(tree, 'form');
    expect(forms.map((form) => form.properties.ariaLabel)).toEqual(['Dokumentation durchsuchen', 'Diese Website durchsuchen', 'Suchen']);
    expect(withClass(tree, 'q-action-primary').map((a) => a.properties.href)).toContain(site.homeHref);
    expect(textOf(byTag(tree, 'title')[0])).toBe('Seite nicht gefunden | Acme Docs');
  });

  it('answers 401 and 400 with their own words', () => {
    expect(textOf(byTag(parse(renderErrorHtml(errorView({ status: 401 }), 'es')), 'h1')[0])).toBe('Inicio de sesión obligatorio');
    expect(textOf(byTag(parse(renderErrorHtml(errorView({ status: 400 }), 'en')), 'h1')[0])).toBe('Bad request');
  });
});

describe('faviconSvg', () => {
  it('draws an emoji favicon, and nothing for an icon or no favicon', () => {
    const svg = faviconSvg({ favicon: { emoji: '1f680' } });
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 100 100"><text[^>]*>🚀<\/text><\/svg>$/);
    expect(faviconSvg({ favicon: { emoji: '<script>' } })).toBeUndefined();
    expect(faviconSvg({ favicon: { icon: { light: '/a.png', dark: '/b.png' } } })).toBeUndefined();
    expect(faviconSvg({})).toBeUndefined();
  });
});
