"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=PageBodyLinks.js.map