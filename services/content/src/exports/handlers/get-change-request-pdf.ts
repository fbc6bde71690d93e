import type { contentV1 } from '@quire/proto';
import { getPrincipal, notFound, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadContentTarget } from '../../access/content-target';
import { authorize } from '../../access/policy';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { exportRules } from '../policy';
import { pdfUrl } from '../pdf-url';
import { loadPage } from '../../revision-store/store';

const ZGetChangeRequestPdfRequest = z.object({ spaceId: ZId, changeRequestId: ZId, only: z.boolean().optional(), page: ZId.optional() });

/** GET /spaces/{spaceId}/change-requests/{changeRequestId}/pdf: the change request's content as PDF. */
export async function getChangeRequestPdf(
  ctx: ContentContext,
  request: contentV1.GetChangeRequestPdfRequest,
  callContext: CallContext,
): Promise<contentV1.GetChangeRequestPdfResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZGetChangeRequestPdfRequest, request);
  const target = await loadContentTarget(ctx, principal, input.spaceId, input.changeRequestId);
  authorize(target.access, exportRules.view, 'Space');
  const pageId = input.only && input.page ? input.page : undefined;
  if (pageId && !(await loadPage(ctx.db, target.revision, pageId))) throw notFound('Page not found');
  return { url: pdfUrl(ctx, { spaceId: target.space.id, revisionId: target.revision.id, pageId }) };
}
