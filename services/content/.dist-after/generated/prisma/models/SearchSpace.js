"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=SearchSpace.js.map