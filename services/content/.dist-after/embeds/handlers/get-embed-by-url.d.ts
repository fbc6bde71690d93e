import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/**
 * getEmbedByUrlInSpace: the embed of an outside URL, for someone who may read the space
 * (published sites' readers included: their pages show embeds). Access and the URL are checked
 * here, before anything leaves the process; the git-worker fetches the URL through its egress
 * guard and caches the answer (docs/outside-sources.md "Embeds").
 */
export declare function getEmbedByUrl(ctx: ContentContext, request: contentV1.GetEmbedByUrlRequest, callContext: CallContext): Promise<contentV1.GetEmbedByUrlResponse>;
