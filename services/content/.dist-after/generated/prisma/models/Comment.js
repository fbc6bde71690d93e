"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=Comment.js.map