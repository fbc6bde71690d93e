"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.spaceService = spaceService;
const create_space_1 = require("./handlers/create-space");
const delete_space_1 = require("./handlers/delete-space");
const duplicate_space_1 = require("./handlers/duplicate-space");
const get_space_1 = require("./handlers/get-space");
const list_member_spaces_1 = require("./handlers/list-member-spaces");
const list_spaces_1 = require("./handlers/list-spaces");
const move_space_1 = require("./handlers/move-space");
const restore_space_1 = require("./handlers/restore-space");
const transfer_space_1 = require("./handlers/transfer-space");
const update_space_1 = require("./handlers/update-space");
/** SpaceService (proto/quire/content/v1/space.proto). */
function spaceService(ctx) {
    return {
        listSpaces: (request, callContext) => (0, list_spaces_1.listSpaces)(ctx, request, callContext),
        createSpace: (request, callContext) => (0, create_space_1.createSpace)(ctx, request, callContext),
        listMemberSpaces: (request, callContext) => (0, list_member_spaces_1.listMemberSpaces)(ctx, request, callContext),
        getSpace: (request, callContext) => (0, get_space_1.getSpace)(ctx, request, callContext),
        updateSpace: (request, callContext) => (0, update_space_1.updateSpace)(ctx, request, callContext),
        deleteSpace: (request, callContext) => (0, delete_space_1.deleteSpace)(ctx, request, callContext),
        duplicateSpace: (request, callContext) => (0, duplicate_space_1.duplicateSpace)(ctx, request, callContext),
        restoreSpace: (request, callContext) => (0, restore_space_1.restoreSpace)(ctx, request, callContext),
        moveSpace: (request, callContext) => (0, move_space_1.moveSpace)(ctx, request, callContext),
        transferSpace: (request, callContext) => (0, transfer_space_1.transferSpace)(ctx, request, callContext),
    };
}
//# sourceMappingURL=index.js.map