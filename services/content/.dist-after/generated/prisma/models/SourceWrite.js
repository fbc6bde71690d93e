"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=SourceWrite.js.map