"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=SearchPage.js.map