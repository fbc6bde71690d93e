import type { gitWorkerV1 } from '@quire/proto';
import { invalidArgument, parseEmbedUrl, parseRequest } from '@quire/shared';
import { z } from 'zod';
import type { EmbedResolver } from './resolve';

export { createEmbedResolver, fallbackEmbed, type EmbedResolver } from './resolve';
export { DEFAULT_EMBED_SETTINGS, type EmbedSettings } from './settings';

const ZResolveEmbedRequest = z.object({ url: z.string() });

/** EmbedInternalService (proto/quire/git_worker/v1/embed.proto), called by content. */
export function embedInternalService(resolver: EmbedResolver): gitWorkerV1.EmbedInternalServiceImplementation {
  return {
    async resolveEmbed(request) {
      const input = parseRequest(ZResolveEmbedRequest, request);
      const parsed = parseEmbedUrl(input.url);
      if ('problem' in parsed) throw invalidArgument(parsed.problem);
      return resolver.resolve(parsed.url);
    },
  };
}
