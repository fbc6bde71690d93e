"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=ChangeRequestReview.js.map