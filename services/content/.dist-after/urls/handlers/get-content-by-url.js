"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.NO_CONTENT = void 0;
exports.getContentByUrl = getContentByUrl;
const shared_1 = require("@quire/shared");
const nice_grpc_1 = require("nice-grpc");
const zod_1 = require("zod");
const load_1 = require("../../change-requests/load");
const presenter_1 = require("../../change-requests/presenter");
const load_2 = require("../../collections/load");
const presenter_2 = require("../../collections/presenter");
const outline_1 = require("../../content-tree/outline");
const presenter_3 = require("../../pages/presenter");
const queries_1 = require("../../pages/queries");
const load_3 = require("../../spaces/load");
const presenter_4 = require("../../spaces/presenter");
const queries_2 = require("../../spaces/queries");
const app_urls_1 = require("../app-urls");
/** Not declared by the contract (it has no 404 for this operation); the error body as everywhere. */
exports.NO_CONTENT = 'No content found for the URL';
const ZGetContentByUrlRequest = zod_1.z.object({ url: zod_1.z.string().min(1).max(2048) });
/** The first document page in table-of-contents order: what a site space's own URL shows. */
function firstDocument(nodes) {
    for (const node of nodes) {
        if (node.entry.kind === 'document')
            return node;
        const below = firstDocument(node.children);
        if (below)
            return below;
    }
    return undefined;
}
/** Anything the caller may not see, or that does not exist, is the same 404. */
async function orNotFound(load) {
    try {
        return await load;
    }
    catch (error) {
        if (error instanceof Error && 'code' in error && (error.code === nice_grpc_1.Status.NOT_FOUND || error.code === nice_grpc_1.Status.PERMISSION_DENIED))
            throw (0, shared_1.notFound)(exports.NO_CONTENT);
        throw error;
    }
}
async function spaceContent(ctx, principal, callContext, target) {
    const presented = await orNotFound((0, load_3.loadPresentedSpace)(ctx, principal, target.spaceId));
    if (presented.access === null)
        throw (0, shared_1.notFound)(exports.NO_CONTENT);
    const space = (0, presenter_4.presentSpace)(presented.space, presented.access, presented.counts ?? queries_2.NO_COUNTS, ctx.urls, presented.gitSync);
    const wantsPage = target.pageId !== undefined || target.pagePath !== undefined || target.firstPageAtRoot === true;
    if (target.changeRequest === undefined && !wantsPage)
        return { space };
    const content = await orNotFound((0, load_1.loadContentTarget)(ctx, principal, presented.space.id, target.changeRequest));
    const changeRequest = content.changeRequest ? await (0, presenter_1.presentOneChangeRequest)(ctx, content.changeRequest, presented.space.revisionId, (0, shared_1.forwardMetadata)(callContext)) : undefined;
    if (!wantsPage)
        return { space, changeRequest };
    const outline = await (0, queries_1.loadOutline)(ctx.db, content.revision);
    const node = target.pageId !== undefined
        ? (0, queries_1.findNode)(outline, target.pageId)
        : target.pagePath
            ? (0, outline_1.nodeByPath)(outline, target.pagePath)
            : firstDocument(outline);
    // Link pages have no content to show: a URL cannot name one.
    if (!node || node.entry.kind === 'link')
        throw (0, shared_1.notFound)(exports.NO_CONTENT);
    const bodies = await (0, queries_1.bodiesOf)(ctx.db, [node]);
    const scope = { spaceId: presented.space.id, changeRequestNumber: content.changeRequest?.number ?? null };
    return { space, changeRequest, page: (0, presenter_3.presentPage)(node, { urls: ctx.urls, scope, bodies, format: 'markdown' }) };
}
/**
 * getContentByUrl: an application URL (app-urls.ts), else a published URL (sites'
 * LocatePublishedUrl: the space its site space publishes and the page at the path, the first
 * page at the site space's root), resolved to `{ collection }` or `{ space, changeRequest?,
 * page? }` as the caller may read them: members with access, as for every content read (a
 * published site's visitors who are not members get 404 here). Unknown URLs, and content the
 * caller may not read, are 404 alike.
 */
async function getContentByUrl(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const { url } = (0, shared_1.parseRequest)(ZGetContentByUrlRequest, request);
    const target = (0, app_urls_1.appUrlTarget)(ctx.urls.appUrl, url);
    if (target !== undefined && target !== 'unknown' && target.kind === 'collection') {
        const { collection, access } = await orNotFound((0, load_2.loadCollection)(ctx, principal, target.collectionId));
        if (access === null)
            throw (0, shared_1.notFound)(exports.NO_CONTENT);
        return { collection: (0, presenter_2.presentCollection)(collection, access, ctx.urls) };
    }
    if (target !== undefined && target !== 'unknown')
        return spaceContent(ctx, principal, callContext, target);
    // Not an application URL (or under QUIRE_APP_URL in no form of its own: QUIRE_SITES_URL may be below it).
    if (!/^https?:\/\//i.test(url))
        throw (0, shared_1.notFound)(exports.NO_CONTENT);
    const published = await ctx.publishedUrls.locate(url);
    if (!published)
        throw (0, shared_1.notFound)(exports.NO_CONTENT);
    return spaceContent(ctx, principal, callContext, { kind: 'space', spaceId: published.spaceId, pagePath: published.pagePath || undefined, firstPageAtRoot: published.pagePath === '' });
}
//# sourceMappingURL=get-content-by-url.js.map