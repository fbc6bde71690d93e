"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=PagePathHistory.js.map