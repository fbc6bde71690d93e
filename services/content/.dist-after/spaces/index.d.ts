import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../context';
/** SpaceService (proto/quire/content/v1/space.proto). */
export declare function spaceService(ctx: ContentContext): contentV1.SpaceServiceImplementation;
