"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.loadFilesById = loadFilesById;
const store_1 = require("../revision-store/store");
/** A revision's files in id order (the order of listFiles' pages). */
async function loadFilesById(db, revision) {
    return [...(await (0, store_1.loadFiles)(db, revision)).values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
//# sourceMappingURL=queries.js.map