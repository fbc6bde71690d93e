import type { contentV1 } from '@quire/proto';
import { getPrincipal, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { checkBounds, loadReference } from '../load';
import { referencePages } from '../presenter';
import { parseRevisionSource, ZSeed } from '../sources';

const ZGetComputedRevisionRequest = z.object({ spaceId: ZId, source: z.unknown(), seed: ZSeed });

/**
 * The pages a `builtin:openapi` revision source generates for the space from the newest valid
 * version of the spec: one page per tag, and the models page when `props.models`. It generates
 * no files and no reusable content. Nothing is stored: a POST used as a read.
 */
export async function getComputedRevision(
  ctx: ContentContext,
  request: contentV1.GetComputedRevisionRequest,
  callContext: CallContext,
): Promise<contentV1.GetComputedRevisionResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZGetComputedRevisionRequest, request);
  const source = parseRevisionSource(input.source);
  const slug = source.dependencies.spec.ref.spec;
  const { outline } = await loadReference(ctx, principal, input.spaceId, slug);
  checkBounds(slug, outline.tags, source.props.models ? outline.schemas : []);
  const pages = await referencePages({ spaceId: input.spaceId, slug, seed: input.seed, outline, urls: ctx.urls }, source.props.models);
  return { pages, files: [], reusableContents: [] };
}
