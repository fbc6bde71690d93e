"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.sha256 = void 0;
exports.canonicalJson = canonicalJson;
const node_crypto_1 = require("node:crypto");
const sha256 = (data) => (0, node_crypto_1.createHash)('sha256').update(data).digest('hex');
exports.sha256 = sha256;
/** JSON with object keys sorted at every level, so equal values always hash the same. */
function canonicalJson(value) {
    if (value === null || typeof value !== 'object')
        return JSON.stringify(value) ?? 'null';
    if (Array.isArray(value))
        return `[${value.map(canonicalJson).join(',')}]`;
    const record = value;
    const keys = Object.keys(record)
        .filter((key) => record[key] !== undefined)
        .sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`).join(',')}}`;
}
//# sourceMappingURL=hashing.js.map