"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=Revision.js.map