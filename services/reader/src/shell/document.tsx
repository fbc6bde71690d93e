import type { SiteCustomizationSettings } from '@gitbook/api';
import type { Element, ElementContent, Root } from 'hast';
import type { Child, Result } from 'hastscript';
import { toHtml } from 'hast-util-to-html';
import { languageTag } from '../i18n';
import type { ErrorView, PageView, ReaderLocale, SearchView, SiteView } from '../model';
import { createShell, type Shell } from './context';
import { siteTitle, themeMode } from './customization';
import { Announcement, Footer } from './components/footer';
import { Head, type HeadProps } from './components/head';
import { PageFeedback } from './components/page-feedback';
import { Header } from './components/header';
import { Breadcrumbs, LastUpdated, PageHeader, Pagination, TableOfContents } from './components/page-parts';
import { SearchDialog, SearchForm } from './components/search-form';
import { SearchResults } from './components/search-results';
import { Sidebar } from './components/sidebar';

const SIDEBAR_LISTS = ['default', 'pill', 'line'];
const STYLES = ['clean', 'muted', 'bold', 'gradient'];

type Layout = {
  head: Omit<HeadProps, 'site' | 'fixedTheme'>;
  site?: SiteView;
  searchAction?: string;
  sidebar?: Result;
  toc?: Result;
  main: Child;
};

function pick(value: unknown, allowed: string[], fallback: string): string {
  return typeof value === 'string' && allowed.includes(value) ? value : fallback;
}

/**
 * The page around the content: skip link, announcement, header, sidebar, `main`, table of
 * contents, footer, the closed search dialog and a live region for the client's announcements.
 * The `<html>` attributes carry what CSS and the client scripts need: the fixed theme (when the
 * visitor may not switch), the site's style and sidebar list style, the strings of the copy buttons.
 */
function Layout(shell: Shell, layout: Layout): Root {
  const site = layout.site;
  const styling: Partial<SiteCustomizationSettings['styling']> = site?.customization.styling ?? {};
  const theme = themeMode(site);
  const html = (
    <html
      lang={languageTag(shell.locale)}
      dir="ltr"
      data-theme={theme.fixed}
      data-q-theme-toggle={theme.toggleable ? 'true' : 'false'}
      data-q-style={pick(styling.theme, STYLES, 'clean')}
      data-q-sidebar-list={pick(styling.sidebar?.list, SIDEBAR_LISTS, 'default')}
    >
      {Head({ ...layout.head, site, fixedTheme: theme.fixed })}
      <body data-q-copied={shell.t('copied')} data-q-copy-failed={shell.t('copy_failed')}>
        <a className="q-skip-link" href="#q-main">
          {shell.t('skip_to_content')}
        </a>
        {Announcement(shell, site?.announcement)}
        {site ? Header(shell, site, layout.searchAction) : undefined}
        <div className={['q-layout', layout.sidebar ? 'q-has-sidebar' : 'q-no-sidebar', layout.toc ? 'q-has-toc' : 'q-no-toc']}>
          {layout.sidebar}
          <main id="q-main" className="q-main" tabIndex={-1}>
            {layout.main}
          </main>
          {layout.toc}
        </div>
        {site ? Footer(shell, site) : undefined}
        {layout.searchAction ? SearchDialog(shell, layout.searchAction) : undefined}
        <div id="q-live" className="q-visually-hidden" role="status" aria-live="polite"></div>
      </body>
    </html>
  );
  // The icons' symbols, once every component has drawn its icons.
  const body = (html as Element).children.find((child): child is Element => child.type === 'element' && child.tagName === 'body');
  const sprite = shell.sprite.sprite();
  if (body && sprite) body.children.push(sprite);
  return { type: 'root', children: [{ type: 'doctype' }, html as Element] };
}

function title(page: string, site: SiteView | undefined): string {
  const name = site ? siteTitle(site) : undefined;
  return name && name !== page ? `${page} | ${name}` : page;
}

function serialize(root: Root): string {
  return toHtml(root, { allowDangerousHtml: true });
}

/** A document page: the sanitized body from the renderer goes in as the one raw node of the tree. */
export function renderPageHtml(view: PageView): string {
  const { site, page } = view;
  const shell = createShell(site.locale, site);
  const customization: Partial<SiteCustomizationSettings> = site.customization;
  const body = { type: 'raw', value: page.html } as unknown as ElementContent;
  const markdown = customization.pageActions?.markdown !== false ? view.markdownHref : undefined;
  const main = (
    <article className="q-article">
      {Breadcrumbs(shell, view.breadcrumbs)}
      {PageHeader(shell, page)}
      <div className="q-document">{body}</div>
      <div className="q-page-meta">
        {LastUpdated(shell, page.updatedAt)}
        {markdown ? (
          <a className="q-page-action" href={markdown} type="text/markdown">
            {shell.icon('file-lines', 'q-icon')}
            {shell.t('view_markdown')}
          </a>
        ) : undefined}
      </div>
      {view.feedback ? PageFeedback(shell, view.feedback) : undefined}
      {customization.pagination?.enabled !== false ? Pagination(shell, view.previous, view.next) : undefined}
    </article>
  );
  return serialize(
    Layout(shell, {
      head: {
        title: title(page.title, site),
        description: page.description,
        canonicalUrl: view.canonicalUrl,
        indexable: site.indexable,
        siteName: siteTitle(site),
        socialImageUrl: view.socialImageUrl,
        markdownHref: view.markdownHref,
      },
      site,
      searchAction: site.searchAction,
      sidebar: Sidebar(shell, view.nav, site.variants),
      toc: TableOfContents(shell, page.headings),
      main,
    }),
  );
}

/** The search results page (`<searchAction>?q=`), always `noindex`. */
export function renderSearchHtml(view: SearchView): string {
  const { site } = view;
  const shell = createShell(site.locale, site);
  const query = view.query.trim();
  return serialize(
    Layout(shell, {
      head: {
        title: title(query ? shell.t('search_results_for', { query }) : shell.t('search_results'), site),
        indexable: false,
        siteName: siteTitle(site),
      },
      site,
      searchAction: site.searchAction,
      sidebar: Sidebar(shell, view.nav, site.variants),
      main: <div className="q-article q-search-page">{SearchResults(shell, view)}</div>,
    }),
  );
}

const ERROR_TEXT = {
  400: ['bad_request', 'bad_request_description'],
  401: ['sign_in_required', 'sign_in_required_description'],
  404: ['page_not_found', 'page_not_found_description'],
} as const;
/** Every refusal of posted page feedback says the same: nothing was recorded, try again from the page. */
const FEEDBACK_ERROR_TEXT = ['feedback_not_sent', 'feedback_not_sent_description'] as const;

/**
 * The error pages (400, 401 and 404 of page addresses; the refusals of posted feedback): what went
 * wrong in the visitor's language, and, when the site may be shown, its header, a search form and
 * a way home. Never indexed.
 */
export function renderErrorHtml(view: ErrorView, locale: ReaderLocale): string {
  const site = view.site;
  const shell = createShell(site?.locale ?? locale, site);
  const [heading, description] = view.about === 'feedback' ? FEEDBACK_ERROR_TEXT : (ERROR_TEXT[view.status as keyof typeof ERROR_TEXT] ?? ERROR_TEXT[404]);
  const searchAction = view.searchAction ?? (view.status === 404 ? site?.searchAction : undefined);
  const main = (
    <div className="q-article q-error-page">
      <p className="q-error-status">{String(view.status)}</p>
      <h1 className="q-page-title">{shell.t(heading)}</h1>
      <p className="q-page-description">{shell.t(description)}</p>
      {searchAction ? SearchForm(shell, { action: searchAction, id: 'q-error-search', className: 'q-search-page-form', label: shell.t('search_site') }) : undefined}
      {site ? (
        <p>
          <a className="q-action q-action-primary" href={site.homeHref}>
            {shell.t('go_home')}
          </a>
        </p>
      ) : undefined}
    </div>
  );
  return serialize(
    Layout(shell, {
      head: { title: title(shell.t(heading), site), indexable: false, siteName: site ? siteTitle(site) : undefined, assetsPath: view.assetsPath },
      site,
      searchAction,
      main,
    }),
  );
}
