"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=PageBodyReference.js.map