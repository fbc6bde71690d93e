"use strict";
/**
 * OpenAPI documents for the reader, dereferenced. Content stores each valid version bundled
 * (internal `$ref`s as written, docs/outside-sources.md); the reader renders operations from
 * the document without resolving references itself, so each `#/...` reference is replaced by
 * what it points at. Bounded: the output is counted as it is made, and a document past
 * `maxBytes` of JSON (or nested past MAX_DEPTH) is refused, so the work is bounded too.
 */
Object.defineProperty(exports, "__esModule", { value: true });
exports.UnsendableDocument = exports.MAX_DEPTH = void 0;
exports.pointerTarget = pointerTarget;
exports.dereferenceDocument = dereferenceDocument;
/** Levels of nesting of a dereferenced document (ts-proto's Struct conversion recurses as deep). */
exports.MAX_DEPTH = 512;
/** Why a document is not answered: over the size (or depth) the reader is sent, or not a JSON object. */
class UnsendableDocument extends Error {
    reason;
    constructor(reason) {
        super(reason);
        this.reason = reason;
        this.name = 'UnsendableDocument';
    }
}
exports.UnsendableDocument = UnsendableDocument;
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const decodeSegment = (raw) => decodeURIComponent(raw).replaceAll('~1', '/').replaceAll('~0', '~');
const encodeSegment = (segment) => segment.replaceAll('~', '~0').replaceAll('/', '~1');
/** A local reference's segments (`#/components/schemas/Pet`: components, schemas, Pet); undefined for another reference. */
function segmentsOf(ref) {
    if (ref === '#')
        return [];
    if (!ref.startsWith('#/'))
        return undefined;
    try {
        return ref.slice(2).split('/').map(decodeSegment);
    }
    catch {
        return undefined;
    }
}
/** The value a local JSON pointer (`#/components/schemas/Pet`) names in `root`; undefined for none. */
function pointerTarget(root, ref) {
    const segments = segmentsOf(ref);
    if (!segments)
        return undefined;
    let value = root;
    for (const segment of segments) {
        if (Array.isArray(value)) {
            value = /^(0|[1-9]\d*)$/.test(segment) ? value[Number(segment)] : undefined;
        }
        else if (isObject(value)) {
            value = Object.hasOwn(value, segment) ? value[segment] : undefined;
        }
        else {
            return undefined;
        }
        if (value === undefined)
            return undefined;
    }
    return value;
}
/**
 * The document of `text` (JSON) with every local `$ref` replaced by its target, the keys beside
 * a `$ref` (OpenAPI 3.1 allows `description` and the like there) laid over the target. A
 * reference to a value the walk is inside of (a recursive schema: its own definition, or one
 * being expanded around it), which JSON cannot write out, stays a `$ref`, as does one to
 * nothing. Answers the document and its approximate size as JSON; UnsendableDocument past
 * `maxBytes` or MAX_DEPTH.
 */
function dereferenceDocument(text, maxBytes) {
    let root;
    try {
        root = JSON.parse(text);
    }
    catch {
        // Deeper than JSON.parse's stack: no document the reader could use.
        throw new UnsendableDocument('invalid');
    }
    if (!isObject(root))
        throw new UnsendableDocument('invalid');
    let bytes = 0;
    const count = (n) => {
        bytes += n;
        if (bytes > maxBytes)
            throw new UnsendableDocument('too-large');
    };
    // The pointers (in the document as written) of the objects and arrays the walk is inside of.
    const inside = [];
    const walk = (value, depth, here) => {
        if (depth > exports.MAX_DEPTH)
            throw new UnsendableDocument('too-deep');
        if (value === null || typeof value !== 'object') {
            count(typeof value === 'string' ? value.length + 2 : String(value).length);
            return value;
        }
        if (!Array.isArray(value) && typeof value.$ref === 'string') {
            const segments = segmentsOf(value.$ref);
            const target = segments && pointerTarget(root, value.$ref);
            const pointer = segments && ['#', ...segments.map(encodeSegment)].join('/');
            if (target !== undefined && pointer !== undefined && !inside.includes(pointer)) {
                // The reference's own place counts as entered: a chain of references back to it stops.
                inside.push(here);
                try {
                    const resolved = walk(target, depth + 1, pointer);
                    const siblings = Object.entries(value).filter(([key]) => key !== '$ref');
                    if (siblings.length === 0 || !isObject(resolved))
                        return resolved;
                    const merged = { ...resolved };
                    for (const [key, child] of siblings) {
                        count(key.length + 4);
                        merged[key] = walk(child, depth + 1, `${here}/${encodeSegment(key)}`);
                    }
                    return merged;
                }
                finally {
                    inside.pop();
                }
            }
        }
        inside.push(here);
        try {
            count(2);
            if (Array.isArray(value)) {
                return value.map((item, index) => {
                    count(1);
                    return walk(item, depth + 1, `${here}/${index}`);
                });
            }
            const out = {};
            for (const [key, child] of Object.entries(value)) {
                count(key.length + 4);
                out[key] = walk(child, depth + 1, `${here}/${encodeSegment(key)}`);
            }
            return out;
        }
        finally {
            inside.pop();
        }
    };
    return { document: walk(root, 0, '#'), bytes };
}
//# sourceMappingURL=openapi-documents.js.map