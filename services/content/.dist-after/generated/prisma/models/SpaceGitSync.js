"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=SpaceGitSync.js.map