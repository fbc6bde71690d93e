import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../context';
/** CollectionPermissionService (proto/quire/content/v1/collection_permission.proto). */
export declare function collectionPermissionService(ctx: ContentContext): contentV1.CollectionPermissionServiceImplementation;
