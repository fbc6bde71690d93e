"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=urls.js.map