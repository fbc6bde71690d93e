"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=ChangeRequestReviewer.js.map