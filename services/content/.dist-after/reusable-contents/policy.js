"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.reusableContentRules = void 0;
const policy_1 = require("../spaces/policy");
/** What a level on a space allows with its reusable contents (as with its pages). */
exports.reusableContentRules = { view: 'read', edit: policy_1.spaceRules.edit };
//# sourceMappingURL=policy.js.map