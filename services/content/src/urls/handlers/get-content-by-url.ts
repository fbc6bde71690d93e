import type { contentV1 } from '@quire/proto';
import { forwardMetadata, getPrincipal, notFound, parseRequest, type CallContext, type Principal } from '@quire/shared';
import { Status } from 'nice-grpc';
import { z } from 'zod';
import { loadContentTarget } from '../../change-requests/load';
import { presentOneChangeRequest } from '../../change-requests/presenter';
import { loadCollection } from '../../collections/load';
import { presentCollection } from '../../collections/presenter';
import type { ContentContext } from '../../context';
import { nodeByPath, type OutlineNode } from '../../content-tree/outline';
import { presentPage } from '../../pages/presenter';
import { bodiesOf, findNode, loadOutline } from '../../pages/queries';
import { loadPresentedSpace } from '../../spaces/load';
import { presentSpace } from '../../spaces/presenter';
import { NO_COUNTS } from '../../spaces/queries';
import { appUrlTarget, type AppUrlTarget } from '../app-urls';

/** Not declared by the contract (it has no 404 for this operation); the error body as everywhere. */
export const NO_CONTENT = 'No content found for the URL';

const ZGetContentByUrlRequest = z.object({ url: z.string().min(1).max(2048) });

/** The first document page in table-of-contents order: what a site space's own URL shows. */
function firstDocument(nodes: readonly OutlineNode[]): OutlineNode | undefined {
  for (const node of nodes) {
    if (node.entry.kind === 'document') return node;
    const below = firstDocument(node.children);
    if (below) return below;
  }
  return undefined;
}

/** Anything the caller may not see, or that does not exist, is the same 404. */
async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof Error && 'code' in error && (error.code === Status.NOT_FOUND || error.code === Status.PERMISSION_DENIED)) throw notFound(NO_CONTENT);
    throw error;
  }
}

async function spaceContent(
  ctx: ContentContext,
  principal: Principal,
  callContext: CallContext,
  target: Extract<AppUrlTarget, { kind: 'space' }> & { firstPageAtRoot?: boolean },
): Promise<contentV1.GetContentByUrlResponse> {
  const presented = await orNotFound(loadPresentedSpace(ctx, principal, target.spaceId));
  if (presented.access === null) throw notFound(NO_CONTENT);
  const space = presentSpace(presented.space, presented.access, presented.counts ?? NO_COUNTS, ctx.urls, presented.gitSync);
  const wantsPage = target.pageId !== undefined || target.pagePath !== undefined || target.firstPageAtRoot === true;
  if (target.changeRequest === undefined && !wantsPage) return { space };
  const content = await orNotFound(loadContentTarget(ctx, principal, presented.space.id, target.changeRequest));
  const changeRequest = content.changeRequest ? await presentOneChangeRequest(ctx, content.changeRequest, presented.space.revisionId, forwardMetadata(callContext)) : undefined;
  if (!wantsPage) return { space, changeRequest };
  const outline = await loadOutline(ctx.db, content.revision);
  const node =
    target.pageId !== undefined
      ? findNode(outline, target.pageId)
      : target.pagePath
        ? nodeByPath(outline, target.pagePath)
        : firstDocument(outline);
  // Link pages have no content to show: a URL cannot name one.
  if (!node || node.entry.kind === 'link') throw notFound(NO_CONTENT);
  const bodies = await bodiesOf(ctx.db, [node]);
  const scope = { spaceId: presented.space.id, changeRequestNumber: content.changeRequest?.number ?? null };
  return { space, changeRequest, page: presentPage(node, { urls: ctx.urls, scope, bodies, format: 'markdown' }) };
}

/**
 * getContentByUrl: an application URL (app-urls.ts), else a published URL (sites'
 * LocatePublishedUrl: the space its site space publishes and the page at the path, the first
 * page at the site space's root), resolved to `{ collection }` or `{ space, changeRequest?,
 * page? }` as the caller may read them: members with access, as for every content read (a
 * published site's visitors who are not members get 404 here). Unknown URLs, and content the
 * caller may not read, are 404 alike.
 */
export async function getContentByUrl(ctx: ContentContext, request: contentV1.GetContentByUrlRequest, callContext: CallContext): Promise<contentV1.GetContentByUrlResponse> {
  const principal = getPrincipal(callContext);
  const { url } = parseRequest(ZGetContentByUrlRequest, request);
  const target = appUrlTarget(ctx.urls.appUrl, url);
  if (target !== undefined && target !== 'unknown' && target.kind === 'collection') {
    const { collection, access } = await orNotFound(loadCollection(ctx, principal, target.collectionId));
    if (access === null) throw notFound(NO_CONTENT);
    return { collection: presentCollection(collection, access, ctx.urls) };
  }
  if (target !== undefined && target !== 'unknown') return spaceContent(ctx, principal, callContext, target);
  // Not an application URL (or under QUIRE_APP_URL in no form of its own: QUIRE_SITES_URL may be below it).
  if (!/^https?:\/\//i.test(url)) throw notFound(NO_CONTENT);
  const published = await ctx.publishedUrls.locate(url);
  if (!published) throw notFound(NO_CONTENT);
  return spaceContent(ctx, principal, callContext, { kind: 'space', spaceId: published.spaceId, pagePath: published.pagePath || undefined, firstPageAtRoot: published.pagePath === '' });
}
