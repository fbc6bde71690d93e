import { z } from 'zod';
import { defineRoutes } from '../../route-row';

/** quire.content.v1.DownloadService (proto/quire/content/v1/download.proto). */

export const downloadRoutes = defineRoutes([
  {
    operationId: 'downloadFile',
    method: 'get',
    path: '/downloads/:token',
    rpc: 'quire.content.v1.DownloadService/Download',
    // Any token shape reaches content, which answers every bad one with the same 404.
    params: z.object({ token: z.string().min(1).max(4096) }),
    // The signed token is the authorization (files' downloadURL, PDF exports).
    public: true,
    rawResponse: { dataField: 'data', contentTypeField: 'contentType', fileNameField: 'fileName' },
    status: 200,
    extension: true,
    summary: 'Download the bytes behind a signed URL',
  },
]);
