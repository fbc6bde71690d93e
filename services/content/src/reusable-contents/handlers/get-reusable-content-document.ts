import { plainTextDocument } from '@quire/documents';
import type { contentV1 } from '@quire/proto';
import { getPrincipal, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { documentsForReading } from '../../lib/markdown-parse';
import { ZId } from '../../lib/validation';
import { getBodies } from '../../revision-store/bodies';
import { findReusableContent, loadReadableRevision } from '../queries';

const ZGetReusableContentDocumentRequest = z.object({
  spaceId: ZId,
  revisionId: ZId,
  reusableContentId: ZId,
  // Accepted and ignored: Quire's documents have no expressions to evaluate.
  evaluated: z.enum(['true', 'false', 'deterministic-only']).optional(),
});

/**
 * The body of a reusable content of a revision as GitBook's "JSONDocument"; an empty reusable
 * content is an empty document (the contract leaves that case open).
 */
export async function getReusableContentDocument(
  ctx: ContentContext,
  request: contentV1.GetReusableContentDocumentRequest,
  callContext: CallContext,
): Promise<contentV1.GetReusableContentDocumentResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZGetReusableContentDocumentRequest, request);
  const revision = await loadReadableRevision(ctx, principal, input);
  const entry = findReusableContent(revision, input.reusableContentId);
  if (entry.bodyHash === undefined) return { document: plainTextDocument('') };
  const bodies = await getBodies(ctx.db, [entry.bodyHash]);
  const documents = await documentsForReading(bodies);
  return { document: documents.get(entry.bodyHash) ?? plainTextDocument(bodies.get(entry.bodyHash) ?? '') };
}
