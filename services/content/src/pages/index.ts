import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../context';
import { createPage } from './handlers/create-page';
import { createPages } from './handlers/create-pages';
import { deletePage } from './handlers/delete-page';
import { getPage } from './handlers/get-page';
import { getPageByPath } from './handlers/get-page-by-path';
import { getPageDocument } from './handlers/get-page-document';
import { listPages } from './handlers/list-pages';
import { streamPages } from './handlers/stream-pages';
import { updatePage } from './handlers/update-page';

/** PageService (proto/quire/content/v1/page.proto). */
export function pageService(ctx: ContentContext): contentV1.PageServiceImplementation {
  return {
    listPages: (request, callContext) => listPages(ctx, request, callContext),
    streamPages: (request, callContext) => streamPages(ctx, request, callContext),
    getPage: (request, callContext) => getPage(ctx, request, callContext),
    getPageByPath: (request, callContext) => getPageByPath(ctx, request, callContext),
    createPage: (request, callContext) => createPage(ctx, request, callContext),
    createPages: (request, callContext) => createPages(ctx, request, callContext),
    updatePage: (request, callContext) => updatePage(ctx, request, callContext),
    deletePage: (request, callContext) => deletePage(ctx, request, callContext),
    getPageDocument: (request, callContext) => getPageDocument(ctx, request, callContext),
  };
}
