"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.revisionRules = void 0;
/** What a level on a space allows with its revisions. */
exports.revisionRules = { view: 'read' };
//# sourceMappingURL=policy.js.map