"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.fileRules = void 0;
const policy_1 = require("../spaces/policy");
/** What a level on a space allows with its files (writes: see access/content-write.ts). */
exports.fileRules = { view: 'read', edit: policy_1.spaceRules.edit };
//# sourceMappingURL=policy.js.map