"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.documentOf = exports.MAX_COMPUTED_SCHEMAS = exports.MAX_COMPUTED_OPERATIONS = exports.MAX_COMPUTED_PAGES = exports.SCHEMAS_PER_BLOCK = exports.MODELS_TITLE = exports.UNTAGGED_TITLE = void 0;
exports.referenceOutline = referenceOutline;
exports.findTag = findTag;
exports.seededId = seededId;
exports.pageSlugs = pageSlugs;
exports.operationBlock = operationBlock;
exports.schemasBlocks = schemasBlocks;
exports.beyondBounds = beyondBounds;
const node_crypto_1 = require("node:crypto");
const outline_1 = require("../content-tree/outline");
const openapi_documents_1 = require("../reader/openapi-documents");
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
/** The HTTP methods of a path item, in the order OpenAPI lists them. */
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
/** The title of the page of operations that have no tag. */
exports.UNTAGGED_TITLE = 'Other operations';
/** The title of the models page. */
exports.MODELS_TITLE = 'Models';
const MAX_TITLE_LENGTH = 100;
const titleOf = (value, fallback) => {
    const text = typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : '';
    return (text || fallback).slice(0, MAX_TITLE_LENGTH);
};
/**
 * The tags and operations of a document: tags in the order of the document's `tags` list, then
 * those only operations name, in the order met; an operation under each of its tags (as GitBook
 * shows it), operations without a tag on a last page. A path item given as a local `$ref` is
 * followed; tags without operations make no page.
 */
function referenceOutline(document) {
    const declared = Array.isArray(document.tags) ? document.tags.filter(isObject) : [];
    const tags = new Map();
    for (const tag of declared) {
        if (typeof tag.name !== 'string' || tags.has(tag.name))
            continue;
        const title = titleOf(tag['x-page-title'] ?? tag['x-displayName'], titleOf(tag.name, 'Operations'));
        tags.set(tag.name, { name: tag.name, title, ...(typeof tag.description === 'string' && tag.description.trim() && { description: tag.description }), operations: [] });
    }
    const untagged = { name: null, title: exports.UNTAGGED_TITLE, operations: [] };
    const paths = isObject(document.paths) ? document.paths : {};
    for (const [path, raw] of Object.entries(paths)) {
        const item = isObject(raw) && typeof raw.$ref === 'string' ? (0, openapi_documents_1.pointerTarget)(document, raw.$ref) : raw;
        if (!isObject(item))
            continue;
        for (const method of METHODS) {
            const operation = item[method];
            if (!isObject(operation))
                continue;
            const names = Array.isArray(operation.tags) ? [...new Set(operation.tags.filter((name) => typeof name === 'string'))] : [];
            if (names.length === 0)
                untagged.operations.push({ method, path });
            for (const name of names) {
                let tag = tags.get(name);
                if (!tag) {
                    tag = { name, title: titleOf(name, 'Operations'), operations: [] };
                    tags.set(name, tag);
                }
                tag.operations.push({ method, path });
            }
        }
    }
    const pages = [...tags.values(), untagged].filter((tag) => tag.operations.length > 0);
    const components = isObject(document.components) ? document.components : {};
    const schemas = isObject(components.schemas) ? Object.keys(components.schemas) : [];
    return { tags: pages, schemas };
}
/** The tag a `page` prop names: a tag's name (as the document writes it) or the slug of its page. */
function findTag(outline, page) {
    return outline.tags.find((tag) => tag.name === page) ?? pageSlugs(outline).find(({ slug }) => slug === page)?.tag;
}
/** A stable id from the seed and what it names ("Seed to use for the generation of IDs"). */
function seededId(seed, ...parts) {
    const hash = (0, node_crypto_1.createHash)('sha256');
    hash.update(seed);
    for (const part of parts)
        hash.update(`\u0000${part}`);
    return hash.digest('base64url').slice(0, 20);
}
/**
 * Each tag page's slug: its title's, de-duplicated among the pages (`-2`, `-3`). `models` is kept
 * for the models page whenever the spec has schemas, asked for or not, so that a tag's slug is the
 * same in every computation of the version.
 */
function pageSlugs(outline) {
    const taken = new Set(outline.schemas.length > 0 ? [(0, outline_1.slugify)(exports.MODELS_TITLE)] : []);
    return outline.tags.map((tag) => {
        const base = (0, outline_1.slugify)(tag.title);
        let slug = base;
        for (let n = 2; taken.has(slug); n++)
            slug = `${base}-${n}`;
        taken.add(slug);
        return { tag, slug };
    });
}
/** A GitBook ContentRefOpenAPI naming the spec by slug. */
const specRef = (slug) => ({ kind: 'openapi', spec: slug });
/** An `openapi-operation` block: the reader shows the operation's parameters, bodies, responses and examples. */
function operationBlock(slug, seed, operation) {
    const key = seededId(seed, 'operation', operation.method, operation.path);
    return {
        object: 'block',
        type: 'openapi-operation',
        key,
        isVoid: true,
        data: { ref: specRef(slug), method: operation.method, path: operation.path },
        meta: { id: key },
    };
}
/** Schemas per `openapi-schemas` block: the reader shows at most 100 names of one block. */
exports.SCHEMAS_PER_BLOCK = 100;
/**
 * `openapi-schemas` blocks naming every model of the spec, SCHEMAS_PER_BLOCK to a block: one
 * block is grouped under its title; several are shown ungrouped, one after the other.
 */
function schemasBlocks(slug, seed, schemas) {
    const blocks = [];
    const grouped = schemas.length <= exports.SCHEMAS_PER_BLOCK;
    for (let start = 0; start < schemas.length; start += exports.SCHEMAS_PER_BLOCK) {
        const key = seededId(seed, 'schemas', String(start));
        blocks.push({ object: 'block', type: 'openapi-schemas', key, isVoid: true, data: { ref: specRef(slug), schemas: schemas.slice(start, start + exports.SCHEMAS_PER_BLOCK), grouped }, meta: { id: key } });
    }
    return blocks;
}
/**
 * Quire's bounds on one computation, so that an answer stays far below the 32 MiB gRPC message
 * (an operation block is about 250 bytes of JSON, a page about 500 besides).
 */
exports.MAX_COMPUTED_PAGES = 1000;
exports.MAX_COMPUTED_OPERATIONS = 20_000;
exports.MAX_COMPUTED_SCHEMAS = 20_000;
/** Why pages of these tags (and these schemas) cannot be computed within those bounds; undefined when they can. */
function beyondBounds(tags, schemas) {
    const operations = tags.reduce((sum, tag) => sum + tag.operations.length, 0);
    if (tags.length > exports.MAX_COMPUTED_PAGES)
        return `it has ${tags.length} tags to make pages of (Quire computes at most ${exports.MAX_COMPUTED_PAGES})`;
    if (operations > exports.MAX_COMPUTED_OPERATIONS)
        return `it has ${operations} operations to show (Quire computes at most ${exports.MAX_COMPUTED_OPERATIONS})`;
    if (schemas.length > exports.MAX_COMPUTED_SCHEMAS)
        return `it has ${schemas.length} schemas (Quire computes at most ${exports.MAX_COMPUTED_SCHEMAS})`;
    return undefined;
}
/** A JSONDocument of top-level blocks. */
const documentOf = (nodes) => ({ object: 'document', data: {}, nodes: [...nodes] });
exports.documentOf = documentOf;
//# sourceMappingURL=openapi-reference.js.map