"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=SearchPageTerm.js.map