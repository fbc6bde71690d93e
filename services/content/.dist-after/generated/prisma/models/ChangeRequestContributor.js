"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=ChangeRequestContributor.js.map