"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=ImportRun.js.map