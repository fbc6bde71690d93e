"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.searchRules = void 0;
/** What a level on a space allows with its search. */
exports.searchRules = { search: 'read' };
//# sourceMappingURL=policy.js.map