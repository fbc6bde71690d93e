import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../context';
/** CollectionService (proto/quire/content/v1/collection.proto): one handler file per rpc, all sharing `ctx`. */
export declare function collectionService(ctx: ContentContext): contentV1.CollectionServiceImplementation;
