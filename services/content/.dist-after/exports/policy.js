"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.exportRules = void 0;
/** Exporting shows the content, so reading it is enough. */
exports.exportRules = { view: 'read' };
//# sourceMappingURL=policy.js.map