import { notFound, type Principal } from '@quire/shared';
import { authorize } from '../access/policy';
import type { ContentContext } from '../context';
import { DOWNLOAD_TTL_SECONDS, expiresIn } from '../lib/signed-urls';
import { loadPage } from '../revision-store/store';
import { exportRules } from './policy';
import { loadContentTarget } from '../change-requests/load';

export type PdfRequest = { spaceId: string; changeRequestId?: string; only?: boolean; page?: string };

/**
 * The signed URL of the PDF of a space's main content or of a change request (rendered when
 * fetched, from the revision current now), valid for an hour. `only` with `page` restricts
 * it to that page, which must exist.
 */
export async function pdfUrlFor(ctx: ContentContext, principal: Principal, request: PdfRequest): Promise<string> {
  const target = await loadContentTarget(ctx, principal, request.spaceId, request.changeRequestId);
  authorize(target.access, exportRules.view, 'Space');
  const pageId = request.only && request.page ? request.page : undefined;
  if (pageId && !(await loadPage(ctx.db, target.revision, pageId))) throw notFound('Page not found');
  const token = ctx.signer.sign({ kind: 'pdf', spaceId: target.space.id, revisionId: target.revision.id, pageId, exp: expiresIn(DOWNLOAD_TTL_SECONDS) });
  return `${ctx.urls.publicUrl}/v1/downloads/${token}`;
}
