import type { contentV1 } from '@quire/proto';
import { getPrincipal, notFound, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { checkBounds, loadReference } from '../load';
import { findTag } from '../openapi-reference';
import { infoDocument, modelsDocument, operationsDocument } from '../presenter';
import { parseDocumentSource, ZSeed } from '../sources';

const ZGetComputedDocumentRequest = z.object({
  spaceId: ZId,
  source: z.unknown(),
  seed: ZSeed,
  // "current" and "next" are the same document schema in Quire.
  schema: z.enum(['current', 'next']).optional(),
});

/**
 * What a `builtin:openapi` document source generates for the space: the models (`doc: "models"`),
 * or the page of one tag (`doc: "operations"`, its operations; `doc: "info"`, its description),
 * `page` naming the tag or its page's slug. Nothing is stored: a POST used as a read.
 */
export async function getComputedDocument(
  ctx: ContentContext,
  request: contentV1.GetComputedDocumentRequest,
  callContext: CallContext,
): Promise<contentV1.GetComputedDocumentResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZGetComputedDocumentRequest, request);
  const source = parseDocumentSource(input.source);
  const slug = source.dependencies.spec.ref.spec;
  const { outline } = await loadReference(ctx, principal, input.spaceId, slug);
  const reference = { spaceId: input.spaceId, slug, seed: input.seed, outline, urls: ctx.urls };
  if (source.props.doc === 'models') {
    checkBounds(slug, [], outline.schemas);
    return { document: modelsDocument(reference) };
  }
  const tag = findTag(outline, source.props.page);
  if (!tag) throw notFound(`The OpenAPI specification "${slug}" has no page "${source.props.page.slice(0, 200)}"`);
  checkBounds(slug, [tag], []);
  return { document: source.props.doc === 'info' ? await infoDocument(tag) : await operationsDocument(reference, tag) };
}
