import type { JSONDocument } from '@gitbook/api';
import { documentToMarkdown } from '@quire/documents';
import { conditionHolds } from '@quire/shared';
import type { SpaceTree, TreeNode } from '../content/spaces';
import { send } from '../http/respond';
import { PageUrls, encodePath } from '../pages/navigation';
import { inlineReusable, loadReusableContents } from '../pages/reusable';
import { siteSpacePrefix, type SiteLocation } from '../site/locate';
import type { ReaderSiteSpace } from '../site/sites';
import type { ReaderContext, SiteRequest } from './context';
import { serveMcp } from './mcp';
import { robotsHeader, sendNotFound } from './pages';

/** Site-level files for machines, by their path under the site root. */
export const MACHINE_ROUTES = new Set(['llms.txt', 'llms-full.txt', 'sitemap.xml', 'robots.txt', '~gitbook/mcp']);

const text = 'text/plain; charset=utf-8';
const cachingOf = (request: SiteRequest) => (request.grant === 'public' || request.grant === 'unlisted' ? 'public' : 'private');

type PublishedSpace = { row: ReaderSiteSpace; tree: SpaceTree; urls: PageUrls };

/** The visible site spaces with their trees and URLs, in site order. */
export function publishedSpaces(request: SiteRequest): PublishedSpace[] {
  return request.visible.siteSpaces.flatMap((row) => {
    const tree = request.trees.get(row.spaceId);
    return tree ? [{ row, tree, urls: new PageUrls(`${request.siteRoot}${siteSpacePrefix(request.visible, row)}`, tree) }] : [];
  });
}

/** A document without the `if` blocks whose condition fails for the visitor (the others unwrapped). */
export function adaptDocument(document: JSONDocument, claims: Record<string, unknown>): JSONDocument {
  const adapt = (nodes: unknown[]): unknown[] =>
    nodes.flatMap((node) => {
      if (!node || typeof node !== 'object') return [node];
      const block = node as { type?: string; data?: { expression?: string }; nodes?: unknown[] };
      if (block.type === 'if') return conditionHolds(block.data?.expression ?? null, claims) ? adapt(block.nodes ?? []) : [];
      return Array.isArray(block.nodes) ? [{ ...block, nodes: adapt(block.nodes) }] : [node];
    });
  return { ...document, nodes: adapt(document.nodes as unknown[]) } as JSONDocument;
}

/**
 * A page as Markdown: its title, description and body (the reusable contents it includes written
 * in place, `reusable`: loadReusableContents), links to pages as their published `.md` URLs.
 */
export function pageMarkdown(
  context: ReaderContext,
  space: PublishedSpace,
  node: TreeNode,
  document: JSONDocument,
  claims: Record<string, unknown>,
  reusable: ReadonlyMap<string, JSONDocument> = new Map(),
): string {
  const refToHref = (ref: { kind: string; page?: string; space?: string; anchor?: string; url?: string }): string | undefined => {
    if (ref.kind === 'page' && ref.page && (!ref.space || ref.space === space.tree.spaceId)) {
      const target = space.tree.byId.get(ref.page);
      return target ? `${context.origin}${markdownUrlOf(space, target)}${ref.anchor ? `#${ref.anchor}` : ''}` : undefined;
    }
    return undefined;
  };
  const body = documentToMarkdown(adaptDocument(inlineReusable(document, reusable), claims), { refToHref: refToHref as never });
  const head = [`# ${node.title}`];
  if (node.description) head.push('', `> ${node.description}`);
  return `${head.join('\n')}\n\n${body.trim()}\n`;
}

export const markdownUrlOf = (space: PublishedSpace, node: TreeNode): string => `${space.urls.root}/${encodePath(node.path)}.md`;

async function llmsTxt(context: ReaderContext, request: SiteRequest): Promise<string> {
  const customization = request.visible.site.customization;
  const lines = [`# ${customization.title || request.visible.site.title}`, ''];
  for (const space of publishedSpaces(request)) {
    const section = request.visible.sections.find((candidate) => candidate.id === space.row.sectionId);
    lines.push(`## ${section && section.title !== space.tree.title ? `${section.title}: ${space.tree.title}` : space.tree.title}`, '');
    for (const node of space.tree.reading) {
      lines.push(`- [${node.title.replace(/[[\]]/g, '')}](${context.origin}${markdownUrlOf(space, node)})${node.description ? `: ${node.description.replace(/\s+/g, ' ')}` : ''}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

async function streamLlmsFull(context: ReaderContext, request: SiteRequest): Promise<void> {
  const { res, req } = request;
  res.writeHead(200, { 'Content-Type': text, 'Cache-Control': cachingOf(request) === 'public' ? 'public, max-age=0, must-revalidate' : 'private, no-store', 'X-Content-Type-Options': 'nosniff', ...robotsHeader(request) });
  if (req.method === 'HEAD') return void res.end();
  const organizationId = request.visible.site.organizationId;
  for (const space of publishedSpaces(request)) {
    const ids = space.tree.reading.map((node) => node.id);
    for (let start = 0; start < ids.length; start += 50) {
      const bodies = await context.content.pageBodies(organizationId, space.tree, ids.slice(start, start + 50));
      for (const id of ids.slice(start, start + 50)) {
        const node = space.tree.byId.get(id);
        const body = bodies.get(id);
        if (!node || !body) continue;
        const reusable = await loadReusableContents(body.document, (wanted) => context.content.reusableContents(organizationId, space.tree, wanted));
        const chunk = `${pageMarkdown(context, space, node, body.document, request.claims, reusable)}\n---\n\n`;
        // Respect back-pressure: a slow client must not make the reader buffer the whole site.
        if (!res.write(chunk)) await new Promise((resolve) => res.once('drain', resolve));
        if (res.destroyed) return;
      }
    }
  }
  res.end();
}

function sitemap(context: ReaderContext, request: SiteRequest): string {
  const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const entries: string[] = [];
  for (const space of publishedSpaces(request)) {
    for (const node of space.tree.reading) {
      const lastmod = (node.updatedAt ?? space.tree.updatedAt)?.toISOString();
      entries.push(`  <url><loc>${escape(`${context.origin}${space.urls.of(node)}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`);
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

export async function serveMachines(context: ReaderContext, request: SiteRequest, location?: SiteLocation): Promise<void> {
  const { req, res } = request;
  const indexable = request.visible.site.visibility === 'public' && request.grant === 'public';
  if (location) {
    const space = publishedSpaces(request).find((candidate) => candidate.row.id === location.siteSpace.id);
    const path = location.rest.join('/').replace(/\.md$/, '');
    const node = space ? (path === '' || path === 'index' ? space.tree.reading[0] : space.tree.byPath.get(path)) : undefined;
    if (!space || !node || node.kind !== 'document') return sendNotFound(context, request, location);
    const body = await context.content.pageBody(request.visible.site.organizationId, space.tree, node.id);
    if (!body) return sendNotFound(context, request, location);
    const organizationId = request.visible.site.organizationId;
    const reusable = await loadReusableContents(body.document, (wanted) => context.content.reusableContents(organizationId, space.tree, wanted));
    const markdown = pageMarkdown(context, space, node, body.document, request.claims, reusable);
    return send(req, res, { status: 200, contentType: 'text/markdown; charset=utf-8', body: markdown, caching: cachingOf(request), headers: robotsHeader(request) });
  }
  switch (request.rest.join('/')) {
    case 'llms.txt':
      return send(req, res, { status: 200, contentType: text, body: await llmsTxt(context, request), caching: cachingOf(request), headers: robotsHeader(request) });
    case 'llms-full.txt':
      return streamLlmsFull(context, request);
    case 'sitemap.xml':
      if (!indexable) return sendNotFound(context, request);
      return send(req, res, { status: 200, contentType: 'application/xml; charset=utf-8', body: sitemap(context, request), caching: 'public' });
    case 'robots.txt':
      return send(req, res, {
        status: 200,
        contentType: text,
        body: indexable ? `User-agent: *\nAllow: /\nSitemap: ${context.origin}${request.siteRoot}/sitemap.xml\n` : 'User-agent: *\nDisallow: /\n',
        caching: cachingOf(request),
      });
    case '~gitbook/mcp':
      return serveMcp(context, request);
  }
  return sendNotFound(context, request);
}
