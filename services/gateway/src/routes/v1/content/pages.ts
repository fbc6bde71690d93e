import { z } from 'zod';
import { defineRoutes } from '../../route-row';
import { contentReadQuery, idParam, ZContentRef, ZEmoji } from '../schemas';

/** quire.content.v1.PageService (proto/quire/content/v1/page.proto). */

const spaceParams = z.object({ spaceId: idParam });
const changeRequestParams = z.object({ spaceId: idParam, changeRequestId: idParam });
const revisionParams = z.object({ spaceId: idParam, revisionId: idParam });
const pageQuery = z.object({
  ...contentReadQuery,
  format: z.enum(['document', 'markdown']).optional(),
  // Accepted and ignored: Quire's documents have no expressions to evaluate.
  evaluated: z.enum(['true', 'false', 'deterministic-only']).optional(),
});

/** A page's path in the space ("getting-started/install"), slashes included. */
const ZPagePath = z.string().min(1).max(2048);
/** Page titles: the contract's minLength 1, Quire's 100. */
const ZPageTitle = z.string().min(1).max(100);
const ZPagePosition = z.object({ before: idParam.optional(), after: idParam.optional() });
/** GitBook "Document": `{ markdown }` (at most 1 MiB) or `{ document }` (checked by content against the block model). */
const ZPageContent = z
  .object({ markdown: z.string().max(1024 * 1024).optional(), document: z.record(z.string().max(256), z.unknown()).optional() })
  .refine((content) => (content.markdown === undefined) !== (content.document === undefined), 'must have exactly one of "markdown" and "document"');
const ZPageFields = {
  emoji: ZEmoji,
  icon: z.string().min(1).max(50),
  description: z.string().max(1000),
  slug: z.string().min(1).max(100),
};

export const pageRoutes = defineRoutes([
  {
    operationId: 'listPages',
    method: 'get',
    path: '/spaces/:spaceId/content/pages',
    rpc: 'quire.content.v1.PageService/StreamPages',
    jsonStream: true,
    params: spaceParams,
    query: z.object(contentReadQuery),
    status: 200,
    summary: 'List all space pages',
  },
  {
    operationId: 'getPageById',
    method: 'get',
    path: '/spaces/:spaceId/content/page/:pageId',
    rpc: 'quire.content.v1.PageService/GetPage',
    params: z.object({ spaceId: idParam, pageId: idParam }),
    query: pageQuery,
    responseField: 'page',
    status: 200,
    summary: 'Get a space page by its ID',
  },
  {
    operationId: 'getPageByPath',
    method: 'get',
    path: '/spaces/:spaceId/content/path/:pagePath*',
    rpc: 'quire.content.v1.PageService/GetPageByPath',
    params: z.object({ spaceId: idParam, pagePath: ZPagePath }),
    query: pageQuery,
    responseField: 'page',
    status: 200,
    summary: 'Get a space page by its path',
  },
  {
    operationId: 'getPageInChangeRequestByPath',
    method: 'get',
    path: '/spaces/:spaceId/change-requests/:changeRequestId/content/path/:pagePath*',
    rpc: 'quire.content.v1.PageService/GetPageByPath',
    params: z.object({ spaceId: idParam, changeRequestId: idParam, pagePath: ZPagePath }),
    query: pageQuery,
    responseField: 'page',
    status: 200,
    summary: 'Get a change request page by its path',
  },
  {
    operationId: 'listPagesInChangeRequest',
    method: 'get',
    path: '/spaces/:spaceId/change-requests/:changeRequestId/content/pages',
    rpc: 'quire.content.v1.PageService/StreamPages',
    jsonStream: true,
    params: changeRequestParams,
    query: z.object(contentReadQuery),
    status: 200,
    summary: 'List all change request pages',
  },
  {
    operationId: 'getPageInChangeRequestById',
    method: 'get',
    path: '/spaces/:spaceId/change-requests/:changeRequestId/content/page/:pageId',
    rpc: 'quire.content.v1.PageService/GetPage',
    params: z.object({ spaceId: idParam, changeRequestId: idParam, pageId: idParam }),
    query: pageQuery,
    responseField: 'page',
    status: 200,
    summary: 'Get a change request page by its ID',
  },
  {
    operationId: 'createPageInChangeRequest',
    method: 'post',
    path: '/spaces/:spaceId/change-requests/:changeRequestId/content/pages',
    rpc: 'quire.content.v1.PageService/CreatePage',
    params: changeRequestParams,
    body: z.object({
      type: z.enum(['document', 'group', 'link', 'computed']).optional(),
      title: ZPageTitle,
      emoji: ZPageFields.emoji.optional(),
      icon: ZPageFields.icon.optional(),
      description: ZPageFields.description.optional(),
      hidden: z.boolean().optional(),
      parent: idParam.nullable().optional(),
      position: ZPagePosition.optional(),
      content: ZPageContent.optional(),
      target: ZContentRef.optional(),
      slug: ZPageFields.slug.optional(),
      // Computed pages: GitBook "ComputedContentSourceRevision" (content checks it).
      computed: z.record(z.string().max(256), z.unknown()).optional(),
    }),
    responseField: 'page',
    status: 201,
    extension: true,
    summary: 'Create a page in a change request',
  },
  {
    operationId: 'createPagesInChangeRequest',
    method: 'post',
    path: '/spaces/:spaceId/change-requests/:changeRequestId/content/pages/batch',
    rpc: 'quire.content.v1.PageService/CreatePages',
    params: changeRequestParams,
    // Content checks each page again (and the limits: 250 pages, 8 MiB of markdown, besides BODY_LIMIT).
    body: z.object({
      pages: z
        .array(
          z.object({
            key: z.string().min(1).max(200),
            type: z.enum(['document', 'group', 'link']).optional(),
            title: ZPageTitle,
            emoji: ZPageFields.emoji.optional(),
            icon: ZPageFields.icon.optional(),
            description: ZPageFields.description.optional(),
            hidden: z.boolean().optional(),
            parent: idParam.optional(),
            parentKey: z.string().min(1).max(200).optional(),
            content: ZPageContent.optional(),
            target: ZContentRef.optional(),
            slug: ZPageFields.slug.optional(),
          }),
        )
        .min(1)
        .max(250),
    }),
    status: 201,
    extension: true,
    summary: 'Create many pages in a change request, in one revision',
  },
  {
    operationId: 'updatePageInChangeRequest',
    method: 'patch',
    path: '/spaces/:spaceId/change-requests/:changeRequestId/content/page/:pageId',
    rpc: 'quire.content.v1.PageService/UpdatePage',
    params: z.object({ spaceId: idParam, changeRequestId: idParam, pageId: idParam }),
    body: z.object({
      title: ZPageTitle.optional(),
      emoji: ZPageFields.emoji.nullable().optional(),
      icon: ZPageFields.icon.nullable().optional(),
      description: ZPageFields.description.nullable().optional(),
      hidden: z.boolean().optional(),
      parent: idParam.nullable().optional(),
      position: ZPagePosition.optional(),
      content: ZPageContent.optional(),
      target: ZContentRef.optional(),
      slug: ZPageFields.slug.optional(),
    }),
    responseField: 'page',
    status: 200,
    extension: true,
    summary: 'Update a page of a change request',
  },
  {
    operationId: 'deletePageInChangeRequest',
    method: 'delete',
    path: '/spaces/:spaceId/change-requests/:changeRequestId/content/page/:pageId',
    rpc: 'quire.content.v1.PageService/DeletePage',
    params: z.object({ spaceId: idParam, changeRequestId: idParam, pageId: idParam }),
    status: 204,
    extension: true,
    summary: 'Delete a page and its descendants from a change request',
  },
  {
    operationId: 'listPagesInRevisionById',
    method: 'get',
    path: '/spaces/:spaceId/revisions/:revisionId/pages',
    rpc: 'quire.content.v1.PageService/StreamPages',
    jsonStream: true,
    params: revisionParams,
    query: z.object(contentReadQuery),
    status: 200,
    summary: 'List all pages in a space revision',
  },
  {
    operationId: 'getPageInRevisionById',
    method: 'get',
    path: '/spaces/:spaceId/revisions/:revisionId/page/:pageId',
    rpc: 'quire.content.v1.PageService/GetPage',
    params: z.object({ spaceId: idParam, revisionId: idParam, pageId: idParam }),
    query: pageQuery,
    responseField: 'page',
    status: 200,
    summary: 'Get a space revision page by its ID',
  },
  {
    operationId: 'getPageDocumentInRevisionById',
    method: 'get',
    path: '/spaces/:spaceId/revisions/:revisionId/page/:pageId/document',
    rpc: 'quire.content.v1.PageService/GetPageDocument',
    params: z.object({ spaceId: idParam, revisionId: idParam, pageId: idParam }),
    query: z.object({ evaluated: pageQuery.shape.evaluated }),
    responseField: 'document',
    status: 200,
    summary: 'Get the document of a page in a revision',
  },
  {
    operationId: 'getPageInRevisionByPath',
    method: 'get',
    path: '/spaces/:spaceId/revisions/:revisionId/path/:pagePath*',
    rpc: 'quire.content.v1.PageService/GetPageByPath',
    params: z.object({ spaceId: idParam, revisionId: idParam, pagePath: ZPagePath }),
    query: pageQuery,
    responseField: 'page',
    status: 200,
    summary: 'Get a space revision page by its path',
  },
]);
