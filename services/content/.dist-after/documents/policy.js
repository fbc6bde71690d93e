"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.documentRules = void 0;
/** What a level on a space allows with its documents (the bodies of its pages). */
exports.documentRules = { view: 'read' };
//# sourceMappingURL=policy.js.map