import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../context';
import { getChangeRequestPdf } from './handlers/get-change-request-pdf';
import { getSpacePdf } from './handlers/get-space-pdf';

export function exportService(ctx: ContentContext): contentV1.ExportServiceImplementation {
  return {
    getSpacePdf: (request, callContext) => getSpacePdf(ctx, request, callContext),
    getChangeRequestPdf: (request, callContext) => getChangeRequestPdf(ctx, request, callContext),
  };
}
