"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=RevisionChunk.js.map