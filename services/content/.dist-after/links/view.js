"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=view.js.map