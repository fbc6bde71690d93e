"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.includedReusableDocuments = includedReusableDocuments;
const documents_1 = require("@quire/documents");
const markdown_parse_1 = require("../lib/markdown-parse");
const bodies_1 = require("../revision-store/bodies");
const store_1 = require("../revision-store/store");
/**
 * The documents of the reusable contents that `documents` include, and of those they include in
 * turn down to MAX_REUSABLE_DEPTH, from one revision: one body query and one parse batch per
 * level. For outputs that write reusable contents in place (PDF; `inlineReusableContents`).
 * Ids the revision does not have, and empty reusable contents, are absent.
 */
async function includedReusableDocuments(db, revision, documents) {
    const entries = (0, store_1.reusableContentsOf)(revision);
    const found = new Map();
    if (entries.size === 0)
        return found;
    const asked = new Set();
    let wanted = [...documents].flatMap(documents_1.reusableContentIdsOf);
    for (let depth = 0; depth < documents_1.MAX_REUSABLE_DEPTH && wanted.length > 0; depth++) {
        const hashes = new Map();
        for (const id of wanted) {
            if (asked.has(id))
                continue;
            asked.add(id);
            const bodyHash = entries.get(id)?.bodyHash;
            if (bodyHash)
                hashes.set(id, bodyHash);
        }
        if (hashes.size === 0)
            break;
        const parsed = await (0, markdown_parse_1.documentsForReading)(await (0, bodies_1.getBodies)(db, hashes.values()));
        const level = [];
        for (const [id, hash] of hashes) {
            const document = parsed.get(hash);
            if (!document)
                continue;
            found.set(id, document);
            level.push(document);
        }
        wanted = level.flatMap(documents_1.reusableContentIdsOf);
    }
    return found;
}
//# sourceMappingURL=documents.js.map