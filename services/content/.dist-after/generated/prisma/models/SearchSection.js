"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=SearchSection.js.map