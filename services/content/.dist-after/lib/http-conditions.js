"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.etagMatches = etagMatches;
/** If-None-Match (RFC 9110 13.1.2): `*`, or a list of entity tags compared weakly. */
function etagMatches(ifNoneMatch, etag) {
    if (ifNoneMatch === undefined || ifNoneMatch.trim() === '')
        return false;
    if (ifNoneMatch.trim() === '*')
        return true;
    const opaque = (tag) => tag.trim().replace(/^W\//, '');
    return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}
//# sourceMappingURL=http-conditions.js.map