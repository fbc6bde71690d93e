import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../context';
/** EmbedService (proto/quire/content/v1/embed.proto): GET /spaces/{spaceId}/embed. */
export declare function embedService(ctx: ContentContext): contentV1.EmbedServiceImplementation;
