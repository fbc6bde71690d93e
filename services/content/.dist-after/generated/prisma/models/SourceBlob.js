"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=SourceBlob.js.map