"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.compact = exports.reusableContentEntriesEqual = exports.fileEntriesEqual = exports.fileContentEqual = exports.FILE_CONTENT_FIELDS = exports.pageEntriesEqual = exports.layoutEqual = exports.gitEqual = exports.jsonEqual = void 0;
/**
 * Structural equality of plain JSON values (key order ignored). Entries are small, so this is
 * only reached after the identity check fails: copy-on-write revisions share unchanged entry
 * objects, which keeps whole-snapshot comparisons close to one pointer check per id.
 */
const jsonEqual = (a, b) => {
    if (a === b)
        return true;
    if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null)
        return false;
    if (Array.isArray(a) !== Array.isArray(b))
        return false;
    if (Array.isArray(a)) {
        const bArr = b;
        if (a.length !== bArr.length)
            return false;
        for (let i = 0; i < a.length; i++)
            if (!(0, exports.jsonEqual)(a[i], bArr[i]))
                return false;
        return true;
    }
    const aRec = a;
    const bRec = b;
    // Keys whose value is undefined are treated as absent (JSON drops them).
    let aCount = 0;
    for (const key in aRec) {
        if (aRec[key] === undefined)
            continue;
        aCount++;
        if (!(0, exports.jsonEqual)(aRec[key], bRec[key]))
            return false;
    }
    let bCount = 0;
    for (const key in bRec)
        if (bRec[key] !== undefined)
            bCount++;
    return aCount === bCount;
};
exports.jsonEqual = jsonEqual;
const gitEqual = (a, b) => a === b || (a !== undefined && b !== undefined && a.oid === b.oid && a.path === b.path);
exports.gitEqual = gitEqual;
const layoutEqual = (a, b) => (0, exports.jsonEqual)(a, b);
exports.layoutEqual = layoutEqual;
/** Every field of a page entry, compared after an identity check. */
const pageEntriesEqual = (a, b) => a === b ||
    (a.id === b.id &&
        a.kind === b.kind &&
        a.parentId === b.parentId &&
        a.position === b.position &&
        a.title === b.title &&
        a.slug === b.slug &&
        a.emoji === b.emoji &&
        a.icon === b.icon &&
        a.description === b.description &&
        a.hidden === b.hidden &&
        a.bodyHash === b.bodyHash &&
        a.createdAt === b.createdAt &&
        a.updatedAt === b.updatedAt &&
        (0, exports.gitEqual)(a.git, b.git) &&
        a.sourceKey === b.sourceKey &&
        (0, exports.layoutEqual)(a.layout, b.layout) &&
        (0, exports.jsonEqual)(a.target, b.target));
exports.pageEntriesEqual = pageEntriesEqual;
/** The members of a file entry that describe its bytes; they change together. */
exports.FILE_CONTENT_FIELDS = ['contentType', 'blobHash', 'size', 'width', 'height'];
const fileContentEqual = (a, b) => a.contentType === b.contentType &&
    a.blobHash === b.blobHash &&
    a.size === b.size &&
    a.width === b.width &&
    a.height === b.height;
exports.fileContentEqual = fileContentEqual;
const fileEntriesEqual = (a, b) => a === b ||
    (a.id === b.id &&
        a.name === b.name &&
        (0, exports.fileContentEqual)(a, b) &&
        a.createdAt === b.createdAt &&
        (0, exports.gitEqual)(a.git, b.git) &&
        a.sourceKey === b.sourceKey);
exports.fileEntriesEqual = fileEntriesEqual;
const reusableContentEntriesEqual = (a, b) => a === b ||
    (a.id === b.id &&
        a.title === b.title &&
        a.bodyHash === b.bodyHash &&
        a.createdAt === b.createdAt &&
        a.updatedAt === b.updatedAt &&
        (0, exports.gitEqual)(a.git, b.git) &&
        a.sourceKey === b.sourceKey);
exports.reusableContentEntriesEqual = reusableContentEntriesEqual;
/** Removes keys whose value is undefined, so merged entries have the shape stored entries have. */
const compact = (value) => {
    const out = {};
    for (const [key, v] of Object.entries(value))
        if (v !== undefined)
            out[key] = v;
    return out;
};
exports.compact = compact;
//# sourceMappingURL=equality.js.map