import { z } from 'zod';
import { defineRoutes } from '../../route-row';
import { idParam } from '../schemas';

/**
 * Embeds of outside URLs (quire.content.v1.EmbedService, proto/quire/content/v1/embed.proto):
 * content checks access and the URL, the git-worker fetches it (docs/outside-sources.md "Embeds").
 */
export const embedRoutes = defineRoutes([
  {
    operationId: 'getEmbedByUrlInSpace',
    method: 'get',
    path: '/spaces/:spaceId/embed',
    rpc: 'quire.content.v1.EmbedService/GetEmbedByUrl',
    params: z.object({ spaceId: idParam }),
    // A plain string in the contract; content says what makes a URL embeddable.
    query: z.object({ url: z.string().max(2048) }),
    responseField: 'embed',
    status: 200,
    summary: 'Resolve a URL to an embed in a given space',
  },
]);
