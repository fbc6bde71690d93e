"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=SpaceDocument.js.map