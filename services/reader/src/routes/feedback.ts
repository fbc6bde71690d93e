import type { IncomingMessage } from 'node:http';
import { z } from 'zod';
import type { SpaceTree, TreeNode } from '../content/spaces';
import { isUtf8Form, readBoundedBody } from '../http/form-body';
import { redirect, SECURITY_HEADERS, send } from '../http/respond';
import { segmentsOf } from '../http/server';
import { MAX_FEEDBACK_COMMENT_LENGTH, PAGE_FEEDBACK_RATINGS, type PageFeedback } from '../insights/site-events';
import type { ErrorView } from '../model';
import { PageUrls } from '../pages/navigation';
import { siteView } from '../pages/site-view';
import { renderErrorHtml } from '../shell';
import { locate, siteSpacePrefix } from '../site/locate';
import type { ReaderContext, SiteRequest } from './context';

/**
 * `<site root>/~quire/feedback` (POST): the answer of "Was this page helpful?"
 * (shell/components/page-feedback.tsx), recorded as GitBook's `page_post_feedback` or, with a
 * comment, `page_post_feedback_comment` site insights event. serveSite has opened the site for
 * this visitor as for a page (whoever may not read the site never gets here), so the page the
 * form names must be one of the pages this visitor sees of this site: nothing of the form is
 * trusted until it is found there, and nothing of it but the rating and the comment reaches insights.
 */

/** Largest body read: the page's ids and path, a rating and 512 characters percent-encoded (CJK text triples twice). */
export const MAX_FEEDBACK_BODY_BYTES = 8 * 1024;
/** A client has this long to send its body. */
export const FEEDBACK_BODY_TIMEOUT_MS = 10_000;

const html = 'text/html; charset=utf-8';
const FIELDS = ['siteSpace', 'space', 'page', 'revision', 'path', 'rating', 'comment'] as const;

const ZId = z.string().min(1).max(256);
const ZFeedbackForm = z.object({
  siteSpace: ZId,
  space: ZId,
  page: ZId,
  revision: ZId,
  path: z.string().min(1).max(2048),
  rating: z.enum(PAGE_FEEDBACK_RATINGS),
  // Browsers post a textarea's line breaks as CRLF; counted as the visitor typed them (and as `maxlength` counts).
  comment: z
    .string()
    .transform((text) => text.replace(/\r\n?/g, '\n').trim())
    .pipe(
      z
        .string()
        .min(1, 'must not be empty')
        .max(MAX_FEEDBACK_COMMENT_LENGTH, `must be at most ${MAX_FEEDBACK_COMMENT_LENGTH} characters`)
        .refine((text) => !/[\u0000-\u0008\u000b-\u001f\u007f]/.test(text), 'must not contain control characters'),
    )
    .optional(),
});
type FeedbackForm = z.infer<typeof ZFeedbackForm>;

/** A refusal: its status and what it says (JSON callers read the message). */
type Refusal = { status: ErrorView['status'] | 405; message: string };

/**
 * Whether the post comes from a page of this origin: browsers say where a request comes from in
 * `Sec-Fetch-Site` and `Origin`; either, when present, must say this origin. Clients that send
 * neither (curl, old browsers) are not a browser tricked by another site, so they pass.
 */
function fromThisOrigin(req: IncomingMessage, origin: string): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return false;
  const from = req.headers.origin;
  return from === undefined || from === origin;
}

/** The form's fields, each at most once (a repeated field is refused, not guessed at). */
function parseForm(body: Buffer): { form: FeedbackForm } | { refusal: Refusal } {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return { refusal: { status: 400, message: 'The body is not UTF-8.' } };
  }
  const params = new URLSearchParams(text);
  const fields: Record<string, string> = {};
  for (const name of FIELDS) {
    const values = params.getAll(name);
    if (values.length > 1) return { refusal: { status: 400, message: `${name}: must be given once` } };
    if (values.length === 1) fields[name] = values[0];
  }
  const parsed = ZFeedbackForm.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { refusal: { status: 400, message: `${issue.path.join('.')}: ${issue.message}` } };
  }
  return { form: parsed.data };
}

/** A page path's page in a tree: '' is the first page (as servePage reads it). */
const pageAt = (tree: SpaceTree, path: string): TreeNode | undefined => (path === '' ? tree.reading[0] : tree.byPath.get(path));

/**
 * The page the form names, if this visitor sees it on this site: a site space of the visible
 * site, of the space the form says, whose current tree has the page as a document. Its URL is
 * the form's `path` when that path leads to the same page here (printable ASCII only: it goes in
 * a Location header), else the page's own URL.
 */
function pageOf(request: SiteRequest, form: FeedbackForm) {
  const { visible, siteRoot } = request;
  const row = visible.siteSpaces.find((candidate) => candidate.id === form.siteSpace);
  const tree = row && row.spaceId === form.space ? request.trees.get(row.spaceId) : undefined;
  const node = tree?.byId.get(form.page);
  if (!row || !tree || !node || node.kind !== 'document') return undefined;
  let path = new PageUrls(`${siteRoot}${siteSpacePrefix(visible, row)}`, tree).of(node);
  if (form.path !== path && /^\/[\u0021-\u007e]*$/.test(form.path) && !/[?#]/.test(form.path) && (form.path === siteRoot || form.path.startsWith(`${siteRoot}/`))) {
    const segments = segmentsOf(form.path.slice(siteRoot.length));
    const location = segments && locate(visible, segments);
    if (location?.siteSpace.id === row.id && pageAt(tree, location.rest.join('/'))?.id === node.id) path = form.path;
  }
  return { row, tree, node, path };
}

function refuse(context: ReaderContext, request: SiteRequest, refusal: Refusal, wantsJson: boolean, headers: Record<string, string> = {}): void {
  const { req, res } = request;
  if (refusal.status === 405) {
    res.writeHead(405, { Allow: 'POST', 'Content-Type': 'text/plain', 'Cache-Control': 'private, no-store' });
    res.end('Method Not Allowed');
    return;
  }
  const all = { 'X-Robots-Tag': 'noindex', ...headers };
  if (wantsJson) {
    return send(req, res, { status: refusal.status, contentType: 'application/json', body: JSON.stringify({ error: { code: refusal.status, message: refusal.message } }), caching: 'private', headers: all });
  }
  // The site's header and a way home, from its default site space, as on a 404 of the site.
  const location = locate(request.visible, []);
  const site =
    location && request.trees.get(location.siteSpace.spaceId)
      ? siteView({ visible: request.visible, location, trees: request.trees, siteRoot: request.siteRoot, assetsPath: context.assetsPath, grant: request.grant, claims: request.claims })
      : undefined;
  const body = renderErrorHtml({ status: refusal.status, about: 'feedback', site, assetsPath: context.assetsPath }, request.locale);
  send(req, res, { status: refusal.status, contentType: html, body, caching: 'private', headers: all });
}

export async function serveFeedback(context: ReaderContext, request: SiteRequest): Promise<void> {
  const { req, res, visible } = request;
  const wantsJson = /\bapplication\/json\b/.test(String(req.headers.accept ?? ''));
  if (req.method !== 'POST') return refuse(context, request, { status: 405, message: 'Method not allowed.' }, wantsJson);
  if (!fromThisOrigin(req, context.origin)) return refuse(context, request, { status: 403, message: 'Feedback is taken from the pages of this site only.' }, wantsJson, { Connection: 'close' });
  if (!isUtf8Form(req.headers['content-type'])) {
    return refuse(context, request, { status: 415, message: 'The body must be application/x-www-form-urlencoded (UTF-8).' }, wantsJson, { Connection: 'close' });
  }
  const read = await readBoundedBody(req, MAX_FEEDBACK_BODY_BYTES, FEEDBACK_BODY_TIMEOUT_MS);
  if (!read.ok) {
    if (read.reason === 'aborted') return void res.destroy();
    const refusal: Refusal = read.reason === 'too-large' ? { status: 413, message: `The body must be at most ${MAX_FEEDBACK_BODY_BYTES} bytes.` } : { status: 408, message: 'The body took too long to arrive.' };
    return refuse(context, request, refusal, wantsJson, { Connection: 'close' });
  }
  const parsed = parseForm(read.body);
  if ('refusal' in parsed) return refuse(context, request, parsed.refusal, wantsJson);
  const { form } = parsed;
  const page = pageOf(request, form);
  if (!page) return refuse(context, request, { status: 404, message: 'page: not a page of this site.' }, wantsJson);

  const feedback: PageFeedback = form.comment === undefined ? { rating: form.rating } : { rating: form.rating, comment: form.comment };
  context.siteEvents.feedback(req, {
    organizationId: visible.site.organizationId,
    siteId: visible.site.id,
    url: `${context.origin}${page.path}`,
    siteSectionId: page.row.sectionId,
    siteSpaceId: page.row.id,
    spaceId: page.tree.spaceId,
    // The revision the reader serves now: the form's cannot be checked (a merge since the
    // visitor read the page leaves it behind, and the feedback still counts).
    revisionId: page.tree.revisionId,
    pageId: page.node.id,
  }, feedback);
  if (wantsJson) {
    res.writeHead(204, { ...SECURITY_HEADERS, 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' });
    res.end();
    return;
  }
  // Back to the page, at the next step of the block (shown by CSS `:target`): the comment box, or the thank-you.
  redirect(res, 303, `${page.path}#${form.comment === undefined ? `q-feedback-${form.rating}` : 'q-feedback-sent'}`);
}
