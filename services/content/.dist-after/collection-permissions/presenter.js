"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.presentTeamPermission = presentTeamPermission;
const shared_1 = require("@quire/shared");
/** A team permission as GitBook's "CollectionTeamPermission": the role and identity's team. */
function presentTeamPermission(row, team) {
    return { permission: (0, shared_1.memberRoleToProto)(row.role), team };
}
//# sourceMappingURL=presenter.js.map