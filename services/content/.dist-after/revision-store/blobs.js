"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.postgresBlobStore = postgresBlobStore;
const hashing_1 = require("./hashing");
function postgresBlobStore(db) {
    return {
        async put(data) {
            const hash = (0, hashing_1.sha256)(data);
            await db.blob.createMany({ data: [{ hash, data: Buffer.from(data), size: data.byteLength }], skipDuplicates: true });
            return hash;
        },
        async get(hash) {
            const row = await db.blob.findUnique({ where: { hash }, select: { data: true } });
            return row ? Buffer.from(row.data) : undefined;
        },
        async has(hash) {
            return (await db.blob.count({ where: { hash } })) > 0;
        },
    };
}
//# sourceMappingURL=blobs.js.map