import type { contentV1 } from '@quire/proto';
import { getPrincipal, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { authorize } from '../../access/policy';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { loadSpace } from '../../spaces/load';
import { spaceRules } from '../../spaces/policy';
import { presentEmbed } from '../presenter';
import { checkEmbedUrl } from '../url';

const ZGetEmbedByUrlRequest = z.object({ spaceId: ZId, url: z.string() });

/**
 * getEmbedByUrlInSpace: the embed of an outside URL, for someone who may read the space
 * (published sites' readers included: their pages show embeds). Access and the URL are checked
 * here, before anything leaves the process; the git-worker fetches the URL through its egress
 * guard and caches the answer (docs/outside-sources.md "Embeds").
 */
export async function getEmbedByUrl(ctx: ContentContext, request: contentV1.GetEmbedByUrlRequest, callContext: CallContext): Promise<contentV1.GetEmbedByUrlResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZGetEmbedByUrlRequest, request);
  const { access } = await loadSpace(ctx, principal, input.spaceId, { publishedRead: true });
  authorize(access, spaceRules.view, 'Space');
  const url = checkEmbedUrl(input.url);
  return { embed: presentEmbed(await ctx.embeds.resolve(url)) };
}
