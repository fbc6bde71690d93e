"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=OutboxEvent.js.map