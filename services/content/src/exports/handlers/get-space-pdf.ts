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

const ZGetSpacePdfRequest = z.object({ spaceId: ZId, only: z.boolean().optional(), page: ZId.optional() });

/** GET /spaces/{spaceId}/pdf: a signed URL of the main content as PDF, valid for an hour. */
export async function getSpacePdf(ctx: ContentContext, request: contentV1.GetSpacePdfRequest, callContext: CallContext): Promise<contentV1.GetSpacePdfResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZGetSpacePdfRequest, request);
  const target = await loadContentTarget(ctx, principal, input.spaceId, undefined);
  authorize(target.access, exportRules.view, 'Space');
  const pageId = input.only && input.page ? input.page : undefined;
  if (pageId && !(await loadPage(ctx.db, target.revision, pageId))) throw notFound('Page not found');
  return { url: pdfUrl(ctx, { spaceId: target.space.id, revisionId: target.revision.id, pageId }) };
}
