import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../context';
/** SpacePermissionService (proto/quire/content/v1/grant.proto). */
export declare function spacePermissionService(ctx: ContentContext): contentV1.SpacePermissionServiceImplementation;
/** CollectionUserPermissionService (proto/quire/content/v1/grant.proto). */
export declare function collectionUserPermissionService(ctx: ContentContext): contentV1.CollectionUserPermissionServiceImplementation;
