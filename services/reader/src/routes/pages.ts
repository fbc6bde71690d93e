import type { SpaceTree, TreeNode } from '../content/spaces';
import { send, redirect } from '../http/respond';
import type { SearchHit, SearchView } from '../model';
import { firstDocument, navigation, PageUrls } from '../pages/navigation';
import { pageView } from '../pages/page';
import { siteView } from '../pages/site-view';
import { renderErrorHtml, renderPageHtml, renderSearchHtml } from '../shell';
import { contentSecurityPolicyFor, scriptSources } from '../site/integration-scripts';
import { siteSpacePrefix, siteSpacesOf, type SiteLocation } from '../site/locate';
import type { ReaderContext, SiteRequest } from './context';
import { claimsDigest } from './page-cache';
import { MAX_QUERY_LENGTH, searchSite } from './search';

const cachingOf = (request: SiteRequest) => (request.grant === 'public' || request.grant === 'unlisted' ? 'public' : 'private');

/** The robots header: only public sites are indexed (unlisted ones say so even to a crawler that ignores meta). */
export const robotsHeader = (request: SiteRequest): Record<string, string> =>
  request.visible.site.visibility === 'public' && request.grant === 'public' ? {} : { 'X-Robots-Tag': 'noindex, nofollow' };

export function sendNotFound(context: ReaderContext, request: SiteRequest | undefined, location?: SiteLocation): void {
  const res = request?.res;
  if (!request || !res) return;
  const view = location && request.trees.get(location.siteSpace.spaceId) ? siteView({ visible: request.visible, location, trees: request.trees, siteRoot: request.siteRoot, assetsPath: context.assetsPath, grant: request.grant, claims: request.claims }) : undefined;
  send(request.req, res, {
    status: 404,
    contentType: 'text/html; charset=utf-8',
    body: renderErrorHtml({ status: 404, site: view, searchAction: view?.searchAction, assetsPath: context.assetsPath }, request.locale),
    caching: cachingOf(request),
    headers: { 'X-Robots-Tag': 'noindex' },
  });
}

/** What a page path names in a tree: '' is the first page; a group shows its first page. */
function pageAt(tree: SpaceTree, path: string): TreeNode | undefined {
  if (path === '') return tree.reading[0];
  return tree.byPath.get(path);
}

export async function servePage(context: ReaderContext, request: SiteRequest, location: SiteLocation): Promise<void> {
  const { visible, siteRoot, trees } = request;
  const tree = trees.get(location.siteSpace.spaceId);
  if (!tree) return sendNotFound(context, request);
  const urls = new PageUrls(`${siteRoot}${siteSpacePrefix(visible, location.siteSpace)}`, tree);
  const path = location.rest.join('/');
  const node = pageAt(tree, path);

  if (!node) {
    // A redirect of the site first (its sources are paths under the site root), then the
    // page's former paths and the space's Git Sync redirects.
    const redirects = await context.sites.redirectsOf(visible.site);
    const target = redirects.get(`/${request.rest.map(encodeURIComponent).join('/')}`) ?? redirects.get(`/${request.rest.join('/')}`);
    if (target !== undefined) return redirect(request.res, 308, `${siteRoot}${target}` || '/');
    if (path !== '') {
      const pageId = await context.content.resolvePagePath(visible.site.organizationId, tree, path);
      const moved = pageId ? tree.byId.get(pageId) : undefined;
      if (moved && moved.kind !== 'link') return redirect(request.res, 308, urls.of(firstDocument(moved) ?? moved));
    }
    return sendNotFound(context, request, location);
  }
  if (node.kind === 'group') {
    const first = firstDocument(node);
    return first ? redirect(request.res, 302, urls.of(first)) : sendNotFound(context, request, location);
  }

  // The site's integration scripts (one cached identity call per site): in the page, and in its CSP only.
  const scripts = (await context.integrationScripts?.of(visible.site.id)) ?? [];
  const sources = scriptSources(scripts);
  const key = [visible.site.id, context.generations.of(visible.site.organizationId), location.siteSpace.id, tree.revisionId, node.id, claimsDigest(request.claims), request.grant, siteRoot, sources.join(' ')].join('|');
  let page = context.pageCache.get(key);
  if (!page) {
    const body = await context.content.pageBody(visible.site.organizationId, tree, node.id);
    if (!body) return sendNotFound(context, request, location);
    const site = { ...siteView({ visible, location, trees, siteRoot, assetsPath: context.assetsPath, grant: request.grant, claims: request.claims }), integrationScripts: sources };
    const view = await pageView(
      { visible, claims: request.claims, siteRoot, origin: context.origin, site, siteSpaceId: location.siteSpace.id, tree, urls, content: context.content, locale: request.locale, integrationBlocks: context.integrationBlocks },
      node,
      body.document,
    );
    page = context.pageCache.put(key, renderPageHtml(view), { ttlMs: view.keepMs, frameOrigins: view.frameOrigins });
  }
  // The site's scripts and the page's integration webframes widen this page's policy, and only its.
  const widened = scripts.length > 0 || (page.frameOrigins?.length ?? 0) > 0;
  const headers = widened ? { ...robotsHeader(request), 'Content-Security-Policy': contentSecurityPolicyFor(scripts, page.frameOrigins ?? []) } : robotsHeader(request);
  send(request.req, request.res, { status: 200, contentType: 'text/html; charset=utf-8', body: page.html, caching: cachingOf(request), headers }, page);
  if (request.req.method === 'GET') {
    context.siteEvents.pageView(request.req, {
      organizationId: visible.site.organizationId,
      siteId: visible.site.id,
      url: `${context.origin}${request.url.pathname}`,
      siteSectionId: location.section?.id,
      siteSpaceId: location.siteSpace.id,
      spaceId: tree.spaceId,
      revisionId: tree.revisionId,
      pageId: node.id,
    });
  }
}

/**
 * `<site space>/~search?q=`: the same results as an HTML page (no JavaScript needed) or, asked
 * with `Accept: application/json`, as JSON for the quick-search dialog. Searched: the current
 * site space and the default site space of every other section the visitor sees.
 */
export async function serveSearch(context: ReaderContext, request: SiteRequest, location: SiteLocation): Promise<void> {
  const { visible, siteRoot, trees } = request;
  const query = (request.url.searchParams.get('q') ?? '').trim();
  const wantsJson = /\bapplication\/json\b/.test(String(request.req.headers.accept ?? ''));
  if (query.length > MAX_QUERY_LENGTH) {
    const message = `q: must be at most ${MAX_QUERY_LENGTH} characters`;
    if (wantsJson) return send(request.req, request.res, { status: 400, contentType: 'application/json', body: JSON.stringify({ error: { code: 400, message } }), caching: 'private' });
    return send(request.req, request.res, { status: 400, contentType: 'text/html; charset=utf-8', body: renderErrorHtml({ status: 400, assetsPath: context.assetsPath }, request.locale), caching: 'private' });
  }
  const rows = [location.siteSpace];
  for (const section of visible.sections) {
    if (section.id === location.section?.id) continue;
    const row = siteSpacesOf(visible, section).find((candidate) => candidate.isDefault) ?? siteSpacesOf(visible, section)[0];
    if (row) rows.push(row);
  }
  const found = await searchSite(context, request, rows, query, 20);
  const results: SearchView['results'] = found.map((space) => ({
    spaceTitle: space.tree.title,
    hits: space.pages.map((page): SearchHit => ({ title: page.title, href: page.href, ancestors: page.ancestors, snippets: page.sections.map(({ title, href, html }) => ({ title, href, html })) })),
  }));
  const caching = cachingOf(request);
  if (wantsJson) return send(request.req, request.res, { status: 200, contentType: 'application/json; charset=utf-8', body: JSON.stringify({ query, results }), caching, headers: { 'X-Robots-Tag': 'noindex' } });
  const tree = trees.get(location.siteSpace.spaceId);
  const site = siteView({ visible, location, trees, siteRoot, assetsPath: context.assetsPath, grant: request.grant, claims: request.claims });
  const nav = tree ? navigation(tree, new PageUrls(`${siteRoot}${siteSpacePrefix(visible, location.siteSpace)}`, tree), undefined) : [];
  send(request.req, request.res, { status: 200, contentType: 'text/html; charset=utf-8', body: renderSearchHtml({ site, nav, query, results }), caching, headers: { 'X-Robots-Tag': 'noindex' } });
}

