import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import type { TreeNode } from '../content/spaces';
import { SECURITY_HEADERS } from '../http/respond';
import { segmentsOf } from '../http/server';
import { firstDocument } from '../pages/navigation';
import { locate } from '../site/locate';
import type { ReaderContext, SiteRequest } from './context';
import { loadReusableContents } from '../pages/reusable';
import { markdownUrlOf, pageMarkdown, publishedSpaces } from './machines';
import { MAX_QUERY_LENGTH, searchSite } from './search';

/**
 * `<site>/~gitbook/mcp`: the site as an MCP server (Streamable HTTP), with the tools GitBook's
 * published sites offer under the same names: `searchDocumentation` and `getPage`. Stateless:
 * every POST gets a server and a transport of its own, built for this visitor's view of the
 * site (serveSite opened it with their share key or visitor token, so whoever may not read the
 * pages never gets here), and answered with JSON rather than an event stream.
 */

/** Largest JSON-RPC request body read; larger is refused with 413 before parsing. */
export const MAX_MCP_BODY_BYTES = 1024 * 1024;
/** Pages answered to one search, at most. */
export const MAX_SEARCH_RESULTS = 20;
/** Largest page Markdown answered by getPage; the rest is cut with a note saying so. */
export const MAX_PAGE_BYTES = 200 * 1024;
/** Longest page URL getPage takes (the reader reads no longer URL). */
const MAX_URL_LENGTH = 2048;
/** Bounds what one `tools/call` may carry (arrays and objects members, all levels). */
const MAX_TOOL_INPUT_ELEMENTS = 64;
const SERVER_VERSION = '1.0.0';

type PublishedSpace = ReturnType<typeof publishedSpaces>[number];

/** Headers of every answer of the endpoint: never cached (it answers for one visitor), never indexed. */
const MCP_HEADERS: Record<string, string> = { ...SECURITY_HEADERS, 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };

const jsonRpcError = (code: number, message: string) => JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null });

const siteTitleOf = (request: SiteRequest) => request.visible.site.customization.title || request.visible.site.title;

const ESCAPES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** A search snippet (HTML-escaped, `<mark>` around matches) as plain text. */
export const snippetText = (html: string): string =>
  html
    .replace(/<\/?mark>/g, '')
    .replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ESCAPES[entity])
    .replace(/\s+/g, ' ')
    .trim();

const failure = (text: string): CallToolResult => ({ content: [{ type: 'text', text }], isError: true });

/** The label of a site space in results: its section and its space, when the site has more than one. */
function spaceLabel(request: SiteRequest, space: PublishedSpace): string {
  const section = request.visible.sections.find((candidate) => candidate.id === space.row.sectionId);
  return section && section.title !== space.tree.title ? `${section.title} › ${space.tree.title}` : space.tree.title;
}

async function searchDocumentation(context: ReaderContext, request: SiteRequest, query: string): Promise<CallToolResult> {
  const spaces = publishedSpaces(request);
  const found = await searchSite(
    context,
    request,
    spaces.map((space) => space.row),
    query,
    MAX_SEARCH_RESULTS,
  );
  const severalSpaces = spaces.length > 1;
  const pages = found
    .flatMap((result) => result.pages.map((page) => ({ page, space: spaces.find((candidate) => candidate.row.id === result.siteSpace.id) })))
    .sort((a, b) => b.page.score - a.page.score);
  if (pages.length === 0) return { content: [{ type: 'text', text: `No page of ${siteTitleOf(request)} matches "${query}".` }] };
  return {
    content: pages.map(({ page, space }) => {
      const trail = [...(severalSpaces && space ? [spaceLabel(request, space)] : []), ...page.ancestors];
      const lines = [`Title: ${page.title}`, `Link: ${context.origin}${page.href}`];
      if (trail.length > 0) lines.push(`In: ${trail.join(' › ')}`);
      for (const section of page.sections) {
        const text = snippetText(section.html);
        if (text === '') continue;
        lines.push(section.title ? `Content (${section.title}, ${context.origin}${section.href}): ${text}` : `Content: ${text}`);
      }
      return { type: 'text' as const, text: lines.join('\n') };
    }),
  };
}

/**
 * The page a URL (or a path) names on this site: absolute URLs of the site, paths under the
 * site root (`/sites/<org>/<site>/...`), or page paths relative to it; `.md` URLs too. A group
 * names its first page; a path that a rename, a move or a Git Sync redirect left behind names
 * where it leads now. Hidden pages are found by URL as they are in a browser.
 */
async function pageAtUrl(context: ReaderContext, request: SiteRequest, input: string): Promise<{ space: PublishedSpace; node: TreeNode } | undefined> {
  const siteBase = `${context.origin}${request.siteRoot}/`;
  let url: URL;
  try {
    url = new URL(input, siteBase);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  // Any origin: the site is named by its path, and whatever the host, only this site is read.
  let underRoot: string;
  if (url.pathname === request.siteRoot || url.pathname.startsWith(`${request.siteRoot}/`)) underRoot = url.pathname.slice(request.siteRoot.length);
  else if (input.startsWith('/') && !input.startsWith('//')) underRoot = url.pathname;
  else return undefined;

  const segments = segmentsOf(underRoot);
  if (!segments) return undefined;
  const last = segments.at(-1);
  if (last?.endsWith('.md') && last.length > 3) segments[segments.length - 1] = last.slice(0, -3);
  const location = locate(request.visible, segments);
  const space = location && publishedSpaces(request).find((candidate) => candidate.row.id === location.siteSpace.id);
  if (!location || !space) return undefined;

  const path = location.rest.join('/');
  let node = path === '' || path === 'index' ? space.tree.reading[0] : space.tree.byPath.get(path);
  if (!node && path !== '') {
    const pageId = await context.content.resolvePagePath(request.visible.site.organizationId, space.tree, path);
    node = pageId ? space.tree.byId.get(pageId) : undefined;
  }
  if (node && node.kind === 'group') node = firstDocument(node);
  return node && node.kind === 'document' ? { space, node } : undefined;
}

/** Cuts Markdown to `MAX_PAGE_BYTES` of UTF-8 (never inside a character). */
function bounded(markdown: string, fullUrl: string): string {
  const bytes = Buffer.from(markdown, 'utf8');
  if (bytes.length <= MAX_PAGE_BYTES) return markdown;
  const cut = bytes.subarray(0, MAX_PAGE_BYTES).toString('utf8').replace(/\uFFFD$/, '');
  return `${cut}\n\n---\n\n[Truncated: this page is longer than ${MAX_PAGE_BYTES / 1024} KB; what follows is left out here. The whole page as Markdown: ${fullUrl}]\n`;
}

async function getPage(context: ReaderContext, request: SiteRequest, input: string): Promise<CallToolResult> {
  const found = await pageAtUrl(context, request, input);
  if (!found) {
    const first = publishedSpaces(request)[0];
    const example = first?.tree.reading[0] ? ` (for example ${context.origin}${first.urls.of(first.tree.reading[0])})` : '';
    return failure(`Page not found: "${input}". Pass the URL of a page of ${siteTitleOf(request)}, as searchDocumentation answers it${example}.`);
  }
  const { space, node } = found;
  const body = await context.content.pageBody(request.visible.site.organizationId, space.tree, node.id);
  if (!body) return failure(`Page not found: "${input}".`);
  const organizationId = request.visible.site.organizationId;
  const reusable = await loadReusableContents(body.document, (wanted) => context.content.reusableContents(organizationId, space.tree, wanted));
  const markdown = pageMarkdown(context, space, node, body.document, request.claims, reusable);
  return { content: [{ type: 'text', text: bounded(markdown, `${context.origin}${markdownUrlOf(space, node)}`) }] };
}

/** A tool's work, its unexpected failures logged and answered without their details. */
async function guarded(context: ReaderContext, request: SiteRequest, tool: string, work: () => Promise<CallToolResult>): Promise<CallToolResult> {
  try {
    return await work();
  } catch (error) {
    context.logger.error({ err: error, siteId: request.visible.site.id, tool }, 'MCP tool failed');
    return failure('The documentation is unavailable for a moment. Please try again.');
  }
}

/** The MCP server of one request: this visitor's site, with its tools. */
export function siteMcpServer(context: ReaderContext, request: SiteRequest): McpServer {
  const title = siteTitleOf(request);
  const first = publishedSpaces(request)[0];
  const exampleUrl = first?.tree.reading[0] ? `${context.origin}${first.urls.of(first.tree.reading[0])}` : `${context.origin}${request.siteRoot}`;
  const server = new McpServer(
    { name: 'quire-docs', title, version: SERVER_VERSION },
    {
      instructions: `The documentation of ${title}. Search it with searchDocumentation, then read the pages you need in full with getPage, passing the links the search answers.`,
      maxToolInputElements: MAX_TOOL_INPUT_ELEMENTS,
    },
  );
  const annotations = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };

  server.registerTool(
    'searchDocumentation',
    {
      title: 'Search documentation',
      description: `Search the documentation of ${title} for guides, references and code examples. Answers the best matching pages (at most ${MAX_SEARCH_RESULTS}), each with its title, its link and the passages that match. The passages are partial: read a page in full with getPage.`,
      inputSchema: {
        query: z
          .string()
          .trim()
          .min(1, 'must not be empty')
          .max(MAX_QUERY_LENGTH, `must be at most ${MAX_QUERY_LENGTH} characters`)
          .describe('What to look for: words or a short question.'),
      },
      annotations: { title: 'Search documentation', ...annotations },
    },
    ({ query }) => guarded(context, request, 'searchDocumentation', () => searchDocumentation(context, request, query)),
  );

  server.registerTool(
    'getPage',
    {
      title: 'Get page content',
      description: `Fetch a page of the documentation of ${title} as Markdown (its title, description and whole content; links to other pages point to their Markdown). Pass a link from searchDocumentation, for example ${exampleUrl}; a path under the site works too. Pages over ${MAX_PAGE_BYTES / 1024} KB are cut with a note.`,
      inputSchema: {
        url: z.string().trim().min(1, 'must not be empty').max(MAX_URL_LENGTH, `must be at most ${MAX_URL_LENGTH} characters`).describe('The URL (or the path) of the page.'),
      },
      annotations: { title: 'Get page content', ...annotations },
    },
    ({ url }) => guarded(context, request, 'getPage', () => getPage(context, request, url)),
  );
  return server;
}

/**
 * One request to the endpoint. POST carries JSON-RPC; there is no session to resume or end,
 * so GET (an event stream) and DELETE (end of session) are 405 as the SDK's stateless
 * transport answers them, and so is anything else.
 */
export async function serveMcp(context: ReaderContext, request: SiteRequest): Promise<void> {
  const { req, res } = request;
  for (const [name, value] of Object.entries(MCP_HEADERS)) res.setHeader(name, value);
  if (req.method !== 'POST') {
    res.writeHead(405, { Allow: 'POST', 'Content-Type': 'application/json' });
    res.end(jsonRpcError(-32000, 'Method not allowed.'));
    return;
  }
  // A declared length over the bound is refused without reading the body, and the connection
  // closed so that nothing reads the rest; a body that grows past it while streaming is
  // stopped by the transport (`maxRequestBodySize`).
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_MCP_BODY_BYTES) {
    res.writeHead(413, { 'Content-Type': 'application/json', Connection: 'close' });
    res.end(jsonRpcError(-32000, `Payload Too Large: Request body must not exceed ${MAX_MCP_BODY_BYTES} bytes`));
    return;
  }

  const server = siteMcpServer(context, request);
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true, maxRequestBodySize: MAX_MCP_BODY_BYTES });
  transport.onerror = (error) => context.logger.debug({ err: error, siteId: request.visible.site.id }, 'MCP request refused');
  res.on('close', () => {
    server.close().catch(() => undefined);
  });
  await server.connect(transport);
  await transport.handleRequest(req, res);
}
