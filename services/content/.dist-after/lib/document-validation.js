"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.MAX_DOCUMENT_BYTES = void 0;
exports.validateDocument = validateDocument;
const documents_1 = require("@quire/documents");
const shared_1 = require("@quire/shared");
// GitBook "JSONDocument" values the service stores and echoes (change request descriptions),
// checked against the contract's block model by @quire/documents.
/** Largest document accepted, as serialized JSON. */
exports.MAX_DOCUMENT_BYTES = 1024 * 1024;
/**
 * Throws INVALID_ARGUMENT `"<field>[.path]: <reason>"` unless `document` is a GitBook
 * JSONDocument of at most MAX_DOCUMENT_BYTES of JSON.
 */
function validateDocument(field, document) {
    if (Buffer.byteLength(JSON.stringify(document) ?? '', 'utf8') > exports.MAX_DOCUMENT_BYTES) {
        throw (0, shared_1.invalidArgument)(`${field}: must be at most ${exports.MAX_DOCUMENT_BYTES} bytes of JSON`);
    }
    const checked = (0, documents_1.validateDocument)(document);
    if (checked.ok)
        return;
    // The validator's path is a JSON pointer to the deepest node ("/nodes/0"); "" is the document itself.
    const path = checked.path.split('/').filter(Boolean).join('.');
    throw (0, shared_1.invalidArgument)(`${path ? `${field}.${path}` : field}: ${checked.message}`);
}
//# sourceMappingURL=document-validation.js.map