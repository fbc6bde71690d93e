"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ZContentRef = void 0;
const zod_1 = require("zod");
const ZShortRef = zod_1.z.string().min(1).max(256);
/** GitBook "ContentRef": unknown members are dropped; ids and URLs bounded. */
exports.ZContentRef = zod_1.z.discriminatedUnion('kind', [
    zod_1.z.object({ kind: zod_1.z.literal('file'), file: ZShortRef }),
    zod_1.z.object({ kind: zod_1.z.literal('url'), url: zod_1.z.string().min(1).max(2048) }),
    zod_1.z.object({ kind: zod_1.z.literal('page'), page: ZShortRef, space: ZShortRef.optional() }),
    zod_1.z.object({ kind: zod_1.z.literal('anchor'), anchor: ZShortRef, space: ZShortRef.optional(), page: ZShortRef.optional() }),
    zod_1.z.object({ kind: zod_1.z.literal('user'), user: ZShortRef }),
    zod_1.z.object({ kind: zod_1.z.literal('collection'), collection: ZShortRef }),
    zod_1.z.object({ kind: zod_1.z.literal('space'), space: ZShortRef }),
    zod_1.z.object({ kind: zod_1.z.literal('reusable-content'), reusableContent: ZShortRef, space: ZShortRef.optional() }),
    zod_1.z.object({ kind: zod_1.z.literal('openapi'), spec: ZShortRef }),
]);
//# sourceMappingURL=content-refs.js.map