import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../context';
/** LinkService (proto/quire/content/v1/link.proto). */
export declare function linkService(ctx: ContentContext): contentV1.LinkServiceImplementation;
