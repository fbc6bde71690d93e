"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.canListMemberSpaces = exports.canTransferBetween = void 0;
const shared_1 = require("@quire/shared");
/** Transfers take resources out of one organization and into another: admins of both only. */
const canTransferBetween = (source, target) => (0, shared_1.roleAtLeast)(source.orgRole, 'admin') && (0, shared_1.roleAtLeast)(target.orgRole, 'admin');
exports.canTransferBetween = canTransferBetween;
/** Listing another member's spaces reveals what they can reach: themselves and organization admins. */
const canListMemberSpaces = (viewer, callerUserId, memberUserId) => viewer.orgRole !== undefined && (callerUserId === memberUserId || (0, shared_1.roleAtLeast)(viewer.orgRole, 'admin'));
exports.canListMemberSpaces = canListMemberSpaces;
//# sourceMappingURL=organization.js.map