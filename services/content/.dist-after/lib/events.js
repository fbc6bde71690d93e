"use strict";
var _a;
Object.defineProperty(exports, "__esModule", { value: true });
exports.recordEvents = exports.recordEvent = void 0;
const shared_1 = require("@quire/shared");
/** `quire.content.<resource>.<verb>` events, written in the caller's transaction (docs/conventions.md "Events"). */
_a = (0, shared_1.outboxWriter)('content'), exports.recordEvent = _a.recordEvent, exports.recordEvents = _a.recordEvents;
//# sourceMappingURL=events.js.map