"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.pageRules = void 0;
const policy_1 = require("../spaces/policy");
/** What a level on a space allows with its pages (writes: see access/content-write.ts). */
exports.pageRules = { view: 'read', edit: policy_1.spaceRules.edit };
//# sourceMappingURL=policy.js.map