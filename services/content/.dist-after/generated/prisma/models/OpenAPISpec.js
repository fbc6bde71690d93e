"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=OpenAPISpec.js.map