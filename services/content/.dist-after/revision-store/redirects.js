"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.redirectsOf = redirectsOf;
exports.redirectedPageId = redirectedPageId;
const documents_1 = require("@quire/documents");
/** The stored JSON column read back; anything that is not a string map counts as none. */
function redirectsOf(value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return {};
    const redirects = {};
    for (const [source, pageId] of Object.entries(value))
        if (typeof pageId === 'string')
            redirects[source] = pageId;
    return redirects;
}
/** The page id a redirect of the revision gives `path`, when one does. */
function redirectedPageId(value, path) {
    const source = (0, documents_1.normalizeRedirectPath)(path);
    return source === '' ? undefined : redirectsOf(value)[source];
}
//# sourceMappingURL=redirects.js.map