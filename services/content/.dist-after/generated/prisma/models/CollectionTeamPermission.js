"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=CollectionTeamPermission.js.map