"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ZReaderIds = exports.MAX_SPACES = void 0;
const zod_1 = require("zod");
const validation_1 = require("../lib/validation");
/** The most spaces one GetSpaceTrees or SearchSpaces names (reader.proto). */
exports.MAX_SPACES = 100;
/** A list of ids of at most `max`, each an id; repeated ids count once. */
const ZReaderIds = (max) => zod_1.z.array(validation_1.ZId).max(max, `must hold at most ${max} ids`);
exports.ZReaderIds = ZReaderIds;
//# sourceMappingURL=schemas.js.map