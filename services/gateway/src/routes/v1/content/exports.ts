import { z } from 'zod';
import { defineRoutes } from '../../route-row';
import { booleanQuery, idParam } from '../schemas';

/** quire.content.v1.ExportService (proto/quire/content/v1/export.proto). */

const pdfQuery = z.object({ only: booleanQuery.optional(), page: idParam.optional() });

export const exportRoutes = defineRoutes([
  {
    operationId: 'getSpacePDF',
    method: 'get',
    path: '/spaces/:spaceId/pdf',
    rpc: 'quire.content.v1.ExportService/GetSpacePdf',
    params: z.object({ spaceId: idParam }),
    query: pdfQuery,
    status: 200,
    summary: 'Get a URL of the content of a space as PDF',
  },
  {
    operationId: 'getChangeRequestPDF',
    method: 'get',
    path: '/spaces/:spaceId/change-requests/:changeRequestId/pdf',
    rpc: 'quire.content.v1.ExportService/GetChangeRequestPdf',
    params: z.object({ spaceId: idParam, changeRequestId: idParam }),
    query: pdfQuery,
    status: 200,
    summary: 'Get a URL of the content of a change request as PDF',
  },
]);
