import type { contentV1 } from '@quire/proto';
import { getPrincipal, notFound, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { authorize } from '../../access/policy';
import { loadContentTarget } from '../../change-requests/load';
import type { ContentContext } from '../../context';
import { documentOfBody } from '../../documents/queries';
import { ZId } from '../../lib/validation';
import { loadPage } from '../../revision-store/store';
import { pageRules } from '../policy';

const ZGetPageDocumentRequest = z.object({
  spaceId: ZId,
  revisionId: ZId,
  pageId: ZId,
  // Accepted and ignored: Quire's documents have no expressions to evaluate.
  evaluated: z.enum(['true', 'false', 'deterministic-only']).optional(),
});

/**
 * The body of a document page of any revision as GitBook's "JSONDocument": the `document` that
 * getPage with `format=document` gives the page (read from the page's chunk alone, not the
 * table of contents). Group and link pages have no document: NOT_FOUND, as an unknown page.
 */
export async function getPageDocument(
  ctx: ContentContext,
  request: contentV1.GetPageDocumentRequest,
  callContext: CallContext,
): Promise<contentV1.GetPageDocumentResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZGetPageDocumentRequest, request);
  const target = await loadContentTarget(ctx, principal, input.spaceId, undefined, input.revisionId);
  authorize(target.access, pageRules.view, 'Space');
  const entry = await loadPage(ctx.db, target.revision, input.pageId);
  if (!entry) throw notFound('Page not found');
  if (entry.kind !== 'document') throw notFound(`The page is a ${entry.kind} page: it has no document`);
  const document = await documentOfBody(ctx.db, entry.bodyHash);
  if (!document) throw new Error(`the body ${entry.bodyHash} of page ${entry.id} is missing`);
  return { document };
}
