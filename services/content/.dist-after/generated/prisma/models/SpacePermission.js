"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=SpacePermission.js.map