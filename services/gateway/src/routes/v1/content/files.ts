import { z } from 'zod';
import { defineRoutes } from '../../route-row';
import { contentReadQuery, idParam, paginationQuery } from '../schemas';

/** quire.content.v1.FileService (proto/quire/content/v1/file.proto). */

const changeRequestParams = z.object({ spaceId: idParam, changeRequestId: idParam });

export const fileRoutes = defineRoutes([
  {
    operationId: 'listFiles',
    method: 'get',
    path: '/spaces/:spaceId/content/files',
    rpc: 'quire.content.v1.FileService/ListFiles',
    params: z.object({ spaceId: idParam }),
    query: z.object({ ...paginationQuery, ...contentReadQuery }),
    status: 200,
    summary: 'List all space files',
  },
  {
    operationId: 'getFileById',
    method: 'get',
    path: '/spaces/:spaceId/content/files/:fileId',
    rpc: 'quire.content.v1.FileService/GetFile',
    params: z.object({ spaceId: idParam, fileId: idParam }),
    query: z.object(contentReadQuery),
    responseField: 'file',
    status: 200,
    summary: 'Get a space file by its ID',
  },
  {
    operationId: 'listFilesInChangeRequestById',
    method: 'get',
    path: '/spaces/:spaceId/change-requests/:changeRequestId/content/files',
    rpc: 'quire.content.v1.FileService/ListFiles',
    params: changeRequestParams,
    query: z.object({ ...paginationQuery, ...contentReadQuery }),
    status: 200,
    summary: 'List all change request files',
  },
  {
    operationId: 'getFileInChangeRequestById',
    method: 'get',
    path: '/spaces/:spaceId/change-requests/:changeRequestId/content/files/:fileId',
    rpc: 'quire.content.v1.FileService/GetFile',
    params: z.object({ spaceId: idParam, changeRequestId: idParam, fileId: idParam }),
    query: z.object(contentReadQuery),
    responseField: 'file',
    status: 200,
    summary: 'Get a change request file by its ID',
  },
  {
    operationId: 'uploadFileInChangeRequest',
    method: 'post',
    path: '/spaces/:spaceId/change-requests/:changeRequestId/content/files',
    rpc: 'quire.content.v1.FileService/UploadFile',
    params: changeRequestParams,
    query: z.object({ name: z.string().min(1).max(255) }),
    // The body is the file itself, at most QUIRE_MAX_UPLOAD_BYTES; its Content-Type is kept.
    rawBody: { field: 'data', contentTypeField: 'contentType' },
    responseField: 'file',
    status: 201,
    extension: true,
    summary: 'Upload a file into a change request',
  },
  {
    operationId: 'deleteFileInChangeRequest',
    method: 'delete',
    path: '/spaces/:spaceId/change-requests/:changeRequestId/content/files/:fileId',
    rpc: 'quire.content.v1.FileService/DeleteFile',
    params: z.object({ spaceId: idParam, changeRequestId: idParam, fileId: idParam }),
    status: 204,
    extension: true,
    summary: 'Delete a file from a change request',
  },
  {
    operationId: 'listFilesInRevisionById',
    method: 'get',
    path: '/spaces/:spaceId/revisions/:revisionId/files',
    rpc: 'quire.content.v1.FileService/ListFiles',
    params: z.object({ spaceId: idParam, revisionId: idParam }),
    query: z.object({ ...paginationQuery, ...contentReadQuery }),
    status: 200,
    summary: 'List all space revision files',
  },
  {
    operationId: 'getFileInRevisionById',
    method: 'get',
    path: '/spaces/:spaceId/revisions/:revisionId/files/:fileId',
    rpc: 'quire.content.v1.FileService/GetFile',
    params: z.object({ spaceId: idParam, revisionId: idParam, fileId: idParam }),
    query: z.object(contentReadQuery),
    responseField: 'file',
    status: 200,
    summary: 'Get a space revision file by its ID',
  },
]);
