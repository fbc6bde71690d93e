"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=CommentReply.js.map