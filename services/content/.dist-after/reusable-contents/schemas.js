"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ZReusableContentTitle = void 0;
const zod_1 = require("zod");
/** Titles: GitBook gives no limit; Quire's is the page title's (1..100). */
exports.ZReusableContentTitle = zod_1.z.string().min(1).max(100);
//# sourceMappingURL=schemas.js.map