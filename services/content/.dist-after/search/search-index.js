"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=search-index.js.map