"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=ComputedPageSource.js.map