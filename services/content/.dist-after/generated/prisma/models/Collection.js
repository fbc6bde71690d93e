"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=Collection.js.map