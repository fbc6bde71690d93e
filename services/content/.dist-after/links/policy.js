"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.linkRules = void 0;
/** What a level on a space allows with its links. */
exports.linkRules = { list: 'read' };
//# sourceMappingURL=policy.js.map