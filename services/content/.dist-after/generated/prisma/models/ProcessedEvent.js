"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=ProcessedEvent.js.map