import type { contentV1 } from '@quire/proto';
import { getPrincipal, notFound, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { authorize } from '../../access/policy';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { bodyHashesOf } from '../../pages/presenter';
import { loadOutline } from '../../pages/queries';
import { loadStoredRevision } from '../../revision-store/store';
import { loadSpace } from '../../spaces/load';
import { documentRules } from '../policy';
import { documentOfBody, spaceHasDocument } from '../queries';

const ZGetDocumentRequest = z.object({
  spaceId: ZId,
  documentId: ZId,
  // GitBook's document schema versions: Quire's documents have one, which both name.
  schema: z.enum(['current', 'next']).optional(),
});

/**
 * A document of the space (the `documentId` of a document page of any of its revisions) as
 * GitBook's "JSONDocument", built from the body as the page reads build it. NOT_FOUND for an id
 * no revision of the space has. A published site's token reads only what its site shows: the
 * documents of the main revision, and so does an integration's installation token.
 */
export async function getDocument(ctx: ContentContext, request: contentV1.GetDocumentRequest, callContext: CallContext): Promise<contentV1.GetDocumentResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZGetDocumentRequest, request);
  const loaded = await loadSpace(ctx, principal, input.spaceId, { publishedRead: true });
  authorize(loaded.access, documentRules.view, 'Space');
  const known =
    principal.kind === 'site-reader' || principal.kind === 'installation'
      ? bodyHashesOf(await loadOutline(ctx.db, await loadStoredRevision(ctx.db, loaded.space.revisionId))).includes(input.documentId)
      : await spaceHasDocument(ctx.db, loaded.space.id, input.documentId);
  const document = known ? await documentOfBody(ctx.db, input.documentId) : undefined;
  if (!document) throw notFound('Document not found');
  return { document };
}
