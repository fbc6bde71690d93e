"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ZChangesLimit = void 0;
const zod_1 = require("zod");
const compute_1 = require("./compute");
/**
 * `limit` of both operations: a number with no bounds in the contract (not the lists' 1..1000).
 * Below 0 means no change at all, a fraction is rounded down.
 */
exports.ZChangesLimit = zod_1.z
    .number()
    .refine((value) => !Number.isNaN(value), { error: 'must be a number' })
    .optional()
    .transform((value) => (value === undefined ? compute_1.DEFAULT_CHANGES_LIMIT : Math.max(0, Math.floor(value))));
//# sourceMappingURL=schemas.js.map