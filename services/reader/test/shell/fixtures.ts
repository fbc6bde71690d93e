import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SiteCustomizationSettings } from '@gitbook/api';
import type { Element, Nodes, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import type { ErrorView, NavItem, PageView, SearchView, SiteView } from '../../src/model';

/**
 * Views as the reader's server fills them, for the shell's tests: a site with sections, two
 * variants, a nested page tree, header links and footer groups. Each takes overrides.
 */

/** The sites service's default customization (services/sites/src/customization/defaults.ts). */
export function defaultCustomization(): SiteCustomizationSettings {
  return {
    styling: {
      theme: 'clean',
      primaryColor: { light: '#346DDB', dark: '#346DDB' },
      infoColor: { light: '#787878', dark: '#787878' },
      successColor: { light: '#00C950', dark: '#00C950' },
      warningColor: { light: '#FE9A00', dark: '#FE9A00' },
      dangerColor: { light: '#FB2C36', dark: '#FB2C36' },
      corners: 'rounded',
      depth: 'subtle',
      links: 'default',
      font: 'Inter',
      monospaceFont: 'IBMPlexMono',
      background: 'plain',
      icons: 'regular',
      sidebar: { background: 'default', list: 'default' },
      search: 'prominent',
    },
    internationalization: { locale: 'en' },
    favicon: {},
    header: { preset: 'default', links: [] },
    footer: { groups: [] },
    themes: { default: 'light', toggeable: true },
    pdf: { enabled: true },
    feedback: { enabled: false },
    ai: { mode: 'search' },
    advancedCustomization: { enabled: true },
    trademark: { enabled: true },
    externalLinks: { target: 'self' },
    pagination: { enabled: true },
    pageActions: { externalAI: true, markdown: true, mcp: true },
    git: { showEditLink: false },
    privacyPolicy: {},
    socialPreview: {},
    insights: { trackingCookie: true },
  } as unknown as SiteCustomizationSettings;
}

export function siteView(overrides: Partial<SiteView> = {}): SiteView {
  const basePath = '/sites/org1/docs';
  return {
    organizationId: 'org1',
    siteId: 'site1',
    basePath,
    assetsPath: `${basePath}/~quire/assets`,
    themeStylesheetHref: `${basePath}/~quire/theme-abc123.css`,
    customization: defaultCustomization(),
    locale: 'en',
    indexable: true,
    sections: [
      { id: 's1', kind: 'section', title: 'Guides', href: `${basePath}/`, active: true, children: [], emoji: '1f4d8' },
      { id: 's2', kind: 'section', title: 'API', href: `${basePath}/api`, active: false, children: [], icon: 'code' },
      {
        id: 'g1',
        kind: 'group',
        title: 'More',
        href: '',
        active: false,
        children: [{ id: 's3', kind: 'section', title: 'Changelog', href: `${basePath}/changelog`, active: false, children: [] }],
      },
    ],
    variants: [
      { id: 'v1', title: 'v2', href: `${basePath}/`, active: true },
      { id: 'v0', title: 'v1', href: `${basePath}/v1`, active: false },
    ],
    searchAction: `${basePath}/~search`,
    homeHref: `${basePath}/`,
    title: 'Acme Docs',
    ...overrides,
  };
}

export function navTree(): NavItem[] {
  const item = (id: string, title: string, extra: Partial<NavItem> = {}): NavItem => ({
    id,
    kind: 'document',
    title,
    href: `/sites/org1/docs/${id}`,
    external: false,
    current: false,
    expanded: false,
    children: [],
    ...extra,
  });
  return [
    item('intro', 'Introduction', { emoji: '1f44b' }),
    {
      ...item('start', 'Getting started'),
      kind: 'group',
      href: undefined,
      children: [
        item('install', 'Install', {
          expanded: true,
          children: [item('linux', 'Linux', { current: true }), item('macos', 'macOS')],
        }),
        item('configure', 'Configure', { icon: 'gear', children: [item('env', 'Environment')] }),
        { ...item('github', 'GitHub'), kind: 'link', href: 'https://github.com/acme', external: true },
      ],
    },
  ];
}

export function pageView(overrides: Partial<PageView> = {}): PageView {
  const site = overrides.site ?? siteView();
  return {
    site,
    nav: navTree(),
    breadcrumbs: [
      { title: 'Getting started', href: '/sites/org1/docs/start' },
      { title: 'Install', href: '/sites/org1/docs/install' },
    ],
    page: {
      id: 'linux',
      title: 'Linux',
      emoji: '1f427',
      description: 'Install Acme on Linux.',
      html: '<h2 id="requirements">Requirements</h2><p>You need <code>curl</code>.</p><h3 id="debian">Debian</h3><p>Run it.</p>',
      headings: [
        { id: 'requirements', title: 'Requirements', depth: 2 },
        { id: 'debian', title: 'Debian', depth: 3 },
      ],
      updatedAt: '2026-11-27T10:00:00.000Z',
    },
    previous: { title: 'Install', href: '/sites/org1/docs/install' },
    next: { title: 'macOS', href: '/sites/org1/docs/macos' },
    canonicalUrl: 'https://docs.example.com/sites/org1/docs/linux',
    markdownHref: '/sites/org1/docs/linux.md',
    ...overrides,
  };
}

export function searchView(overrides: Partial<SearchView> = {}): SearchView {
  return {
    site: siteView(),
    nav: navTree(),
    query: 'install',
    results: [
      {
        spaceTitle: 'Guides',
        hits: [
          {
            title: 'Install',
            href: '/sites/org1/docs/install',
            ancestors: ['Getting started'],
            snippets: [{ title: 'Requirements', href: '/sites/org1/docs/install#requirements', html: 'How to <mark>install</mark> &amp; run' }],
          },
        ],
      },
    ],
    ...overrides,
  };
}

export function errorView(overrides: Partial<ErrorView> = {}): ErrorView {
  return { status: 404, ...overrides };
}

/** A manifest of made-up hashed names in a temporary directory, for rendering without a build. */
export function fakeAssetsDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reader-shell-'));
  fs.writeFileSync(
    path.join(dir, 'manifest.json'),
    JSON.stringify({ 'main.css': 'main-AAAA1111.css', 'main.js': 'main-BBBB2222.js', 'theme-init.js': 'theme-init-CCCC3333.js' }),
  );
  return dir;
}

export function parse(html: string): Root {
  return fromHtml(html);
}

/** Every element of a tree, depth first, each with its ancestors. */
export function elements(tree: Nodes): { element: Element; ancestors: Element[] }[] {
  const found: { element: Element; ancestors: Element[] }[] = [];
  const walk = (node: Nodes, ancestors: Element[]) => {
    if (node.type === 'element') {
      found.push({ element: node, ancestors });
      for (const child of node.children) walk(child, [...ancestors, node]);
      if (node.tagName === 'template' && node.content) walk(node.content, [...ancestors, node]);
    } else if (node.type === 'root') {
      for (const child of node.children) walk(child, ancestors);
    }
  };
  walk(tree, []);
  return found;
}

export function byTag(tree: Nodes, tagName: string): Element[] {
  return elements(tree)
    .filter(({ element }) => element.tagName === tagName)
    .map(({ element }) => element);
}

export function textOf(node: Nodes): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element' || node.type === 'root') return node.children.map((child) => textOf(child as Nodes)).join('');
  return '';
}
