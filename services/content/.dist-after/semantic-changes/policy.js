"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.semanticChangeRules = void 0;
/** What a level on a space allows with the changes of its revisions and change requests: reading them, as the content. */
exports.semanticChangeRules = { view: 'read' };
//# sourceMappingURL=policy.js.map