"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.collectionService = collectionService;
const create_collection_1 = require("./handlers/create-collection");
const delete_collection_1 = require("./handlers/delete-collection");
const get_collection_1 = require("./handlers/get-collection");
const list_collection_spaces_1 = require("./handlers/list-collection-spaces");
const list_collections_1 = require("./handlers/list-collections");
const move_collection_1 = require("./handlers/move-collection");
const transfer_collection_1 = require("./handlers/transfer-collection");
const update_collection_1 = require("./handlers/update-collection");
/** CollectionService (proto/quire/content/v1/collection.proto): one handler file per rpc, all sharing `ctx`. */
function collectionService(ctx) {
    return {
        listCollections: (request, callContext) => (0, list_collections_1.listCollections)(ctx, request, callContext),
        createCollection: (request, callContext) => (0, create_collection_1.createCollection)(ctx, request, callContext),
        getCollection: (request, callContext) => (0, get_collection_1.getCollection)(ctx, request, callContext),
        updateCollection: (request, callContext) => (0, update_collection_1.updateCollection)(ctx, request, callContext),
        deleteCollection: (request, callContext) => (0, delete_collection_1.deleteCollection)(ctx, request, callContext),
        listCollectionSpaces: (request, callContext) => (0, list_collection_spaces_1.listCollectionSpaces)(ctx, request, callContext),
        moveCollection: (request, callContext) => (0, move_collection_1.moveCollection)(ctx, request, callContext),
        transferCollection: (request, callContext) => (0, transfer_collection_1.transferCollection)(ctx, request, callContext),
    };
}
//# sourceMappingURL=index.js.map