"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=Blob.js.map