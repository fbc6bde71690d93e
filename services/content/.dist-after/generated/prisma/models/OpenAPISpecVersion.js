"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=OpenAPISpecVersion.js.map