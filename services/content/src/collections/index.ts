import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../context';
import { createCollection } from './handlers/create-collection';
import { deleteCollection } from './handlers/delete-collection';
import { getCollection } from './handlers/get-collection';
import { listCollectionSpaces } from './handlers/list-collection-spaces';
import { listCollections } from './handlers/list-collections';
import { moveCollection } from './handlers/move-collection';
import { transferCollection } from './handlers/transfer-collection';
import { updateCollection } from './handlers/update-collection';

/** CollectionService (proto/quire/content/v1/collection.proto): one handler file per rpc, all sharing `ctx`. */
export function collectionService(ctx: ContentContext): contentV1.CollectionServiceImplementation {
  return {
    listCollections: (request, callContext) => listCollections(ctx, request, callContext),
    createCollection: (request, callContext) => createCollection(ctx, request, callContext),
    getCollection: (request, callContext) => getCollection(ctx, request, callContext),
    updateCollection: (request, callContext) => updateCollection(ctx, request, callContext),
    deleteCollection: (request, callContext) => deleteCollection(ctx, request, callContext),
    listCollectionSpaces: (request, callContext) => listCollectionSpaces(ctx, request, callContext),
    moveCollection: (request, callContext) => moveCollection(ctx, request, callContext),
    transferCollection: (request, callContext) => transferCollection(ctx, request, callContext),
  };
}
