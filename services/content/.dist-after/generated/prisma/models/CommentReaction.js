"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=CommentReaction.js.map