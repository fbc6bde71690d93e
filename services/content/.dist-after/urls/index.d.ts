import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../context';
/** UrlService (proto/quire/content/v1/url.proto): GET /urls/content. */
export declare function urlService(ctx: ContentContext): contentV1.UrlServiceImplementation;
