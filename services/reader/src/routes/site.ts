import type { IncomingMessage, ServerResponse } from 'node:http';
import { readerLocale } from '../i18n';
import { redirect, send } from '../http/respond';
import { COOKIES, keepCookie, QUERY_KEYS, visitOf } from '../http/visit';
import { faviconByHash, stylesheetByHash } from '../pages/site-view';
import { renderErrorHtml } from '../shell';
import { locate, visibleToCached } from '../site/locate';
import type { ReaderContext, SiteRequest } from './context';
import { serveFeedback } from './feedback';
import { serveMachines, MACHINE_ROUTES } from './machines';
import { claimsDigest } from './page-cache';
import { sendNotFound, servePage, serveSearch } from './pages';

const html = 'text/html; charset=utf-8';

/** The keys of the query that opened the site, kept as cookies; the URL without them. */
function keepKeysAndClean(context: ReaderContext, url: URL, siteRoot: string, fromQuery: ReturnType<typeof visitOf>['fromQuery'], expiresAt: Date | undefined): { location: string; cookies: string[] } {
  const cookies: string[] = [];
  const options = { path: siteRoot, secure: context.secureCookies };
  if (fromQuery.share) cookies.push(keepCookie(COOKIES.share, fromQuery.share, options));
  if (fromQuery.visitorToken) cookies.push(keepCookie(COOKIES.visitorToken, fromQuery.visitorToken, { ...options, expiresAt }));
  if (fromQuery.preview) cookies.push(keepCookie(COOKIES.preview, fromQuery.preview, { ...options, expiresAt }));
  const clean = new URL(url.href);
  for (const parameter of Object.values(QUERY_KEYS)) clean.searchParams.delete(parameter);
  return { location: `${clean.pathname}${clean.search}`, cookies };
}

/**
 * A request under `<sites base>/<organization>/<site>/...`: opens the site for this visitor
 * (sites decides), then serves the page, the search, the theme or a machine-readable file.
 */
export async function serveSite(context: ReaderContext, req: IncomingMessage, res: ServerResponse, url: URL, segments: string[]): Promise<void> {
  const [organizationId, siteName, ...rest] = segments;
  const visit = visitOf(req, url);
  const opened = await context.sites.open(organizationId, siteName, visit.keys);
  const siteRoot = `${context.sitesBasePath}/${encodeURIComponent(organizationId)}/${encodeURIComponent(siteName)}`;

  if (opened.access === 'not-found') {
    return send(req, res, { status: 404, contentType: html, body: renderErrorHtml({ status: 404, assetsPath: context.assetsPath }, 'en'), caching: 'private', headers: { 'X-Robots-Tag': 'noindex' } });
  }
  if (opened.access === 'auth-required') {
    context.logger.debug({ organizationId, siteName, refusal: opened.refusal }, 'visitor authentication required');
    // A token that failed is dropped so that the next visit starts clean.
    const clear = `${COOKIES.visitorToken}=; Path=${siteRoot}; HttpOnly; SameSite=Lax; Max-Age=0`;
    if (opened.fallbackUrl) {
      const fallback = new URL(opened.fallbackUrl);
      fallback.searchParams.set('location', `/${rest.map(encodeURIComponent).join('/')}`);
      return redirect(res, 302, fallback.href, { 'Set-Cookie': clear });
    }
    return send(req, res, { status: 401, contentType: html, body: renderErrorHtml({ status: 401, assetsPath: context.assetsPath }, 'en'), caching: 'private', headers: { 'Set-Cookie': clear, 'X-Robots-Tag': 'noindex' } });
  }
  // A browser keeps the key in a cookie and loses it from the URL; an MCP client keeps no
  // cookies and posts every call to the same URL, so for it the key stays in the query. A
  // feedback post is answered where it was sent (a redirect would drop its body).
  const isMcp = rest.length === 2 && rest[0] === '~gitbook' && rest[1] === 'mcp';
  const isFeedback = rest.length === 2 && rest[0] === '~quire' && rest[1] === 'feedback';
  if (Object.keys(visit.fromQuery).length > 0 && !isMcp && !isFeedback) {
    const { location, cookies } = keepKeysAndClean(context, url, siteRoot, visit.fromQuery, opened.expiresAt);
    return redirect(res, 303, location, { 'Set-Cookie': cookies });
  }

  const visible = visibleToCached(opened.site, opened.claims, claimsDigest(opened.claims));
  const trees = await context.content.spaceTrees(opened.site.organizationId, [...new Set(visible.siteSpaces.map((row) => row.spaceId))]);
  const request: SiteRequest = {
    req,
    res,
    url,
    visible,
    claims: opened.claims,
    grant: opened.grant,
    siteRoot,
    trees,
    rest,
    locale: readerLocale(opened.site.customization.internationalization?.locale),
  };

  if (rest[0] === '~quire' && rest[1] === 'theme' && rest.length === 3) {
    const sheet = stylesheetByHash(rest[2].replace(/\.css$/, ''));
    if (!sheet) return sendNotFound(context, request);
    return send(req, res, { status: 200, contentType: 'text/css; charset=utf-8', body: sheet.css, caching: 'immutable' });
  }
  if (rest[0] === '~quire' && rest[1] === 'favicon' && rest.length === 3) {
    const svg = faviconByHash(rest[2].replace(/\.svg$/, ''));
    if (!svg) return sendNotFound(context, request);
    return send(req, res, { status: 200, contentType: 'image/svg+xml', body: svg, caching: 'immutable' });
  }
  if (isFeedback) return serveFeedback(context, request);
  if (rest.length >= 1 && MACHINE_ROUTES.has(rest.join('/'))) return serveMachines(context, request);

  const location = locate(visible, rest);
  if (!location) return sendNotFound(context, request);
  if (location.rest.length === 1 && location.rest[0] === '~search') return serveSearch(context, request, location);
  const last = location.rest.at(-1);
  if (last?.endsWith('.md') && last.length > 3) return serveMachines(context, request, location);
  return servePage(context, request, location);
}
