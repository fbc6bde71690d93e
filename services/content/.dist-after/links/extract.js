"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.hasAnchor = exports.LINK_EXTRACTION_VERSION = void 0;
exports.anchorOf = anchorOf;
exports.splitFrontMatter = splitFrontMatter;
exports.extractBodyLinks = extractBodyLinks;
exports.linkPageReference = linkPageReference;
const documents_1 = require("@quire/documents");
const markdown_parse_1 = require("../lib/markdown-parse");
const paths_1 = require("./paths");
const references_1 = require("./references");
/**
 * Extraction of a page body's links (docs/links.md). The Markdown is converted to GitBook's
 * document with @quire/documents, in content's parse pool (../lib/markdown-parse.ts), which reads every construct the content core stores (links,
 * images and figures, `{% file %}`, `{% content-ref %}`, `{% embed %}`, GitBook's HTML tables,
 * the `<!-- quire:block -->` nodes of documents) and turns their hrefs into ContentRefs; the
 * nodes are then walked. Relative paths (Git Sync) are kept as paths, resolved per revision.
 */
/**
 * Rules of the extraction; rows written by older rules are extracted again on their next read.
 * Raise it whenever what `extractBodyLinks` returns for a text changes.
 */
exports.LINK_EXTRACTION_VERSION = 2;
// A relative href travels through the converter as a file ref with this prefix, so that the
// construct using it (an image or a `{% file %}` block keeps a file ref; a link keeps any
// ref) is kept. Ids never hold ':', so no real file id has it.
const PATH_PREFIX = 'quire-path:';
/** Nodes through which content merely refers to a target; everything else depends on its target to render. */
const REFERENCE_NODES = new Set(['link', 'content-ref', 'mention', 'button']);
const HEADINGS = new Set(['heading-1', 'heading-2', 'heading-3']);
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
/**
 * The anchor a heading text gets: lower-cased, diacritics removed, every run of characters that
 * are not letters or digits turned into one '-', none at either end ('' for no such character).
 */
function anchorOf(text) {
    return text
        .toLowerCase()
        .normalize('NFKD')
        .replace(/\p{M}/gu, '')
        .replace(/[^\p{L}\p{N}]+/gu, '-')
        .replace(/^-+|-+$/g, '');
}
/** Whether `anchor` (as a link writes it) names one of the anchors of a body. */
const hasAnchor = (anchors, anchor) => anchors.has(anchor) || anchors.has(anchorOf(anchor));
exports.hasAnchor = hasAnchor;
function textOf(node) {
    if (!isObject(node))
        return '';
    if (node.object === 'text' && Array.isArray(node.leaves)) {
        return node.leaves.map((leaf) => (isObject(leaf) && typeof leaf.text === 'string' ? leaf.text : '')).join('');
    }
    return Array.isArray(node.nodes) ? node.nodes.map(textOf).join('') : '';
}
/** The reference a ContentRef (or a cover's href) makes, or undefined for what is not a link here. */
function candidateOf(ref, relation) {
    const make = (kind, target, extra = {}) => ({
        kind,
        target,
        anchor: extra.anchor ?? null,
        spaceId: extra.spaceId ?? null,
        relation,
    });
    const text = (key) => (typeof ref[key] === 'string' && ref[key] !== '' ? ref[key] : undefined);
    switch (ref.kind) {
        case 'file': {
            const file = text('file');
            if (file === undefined)
                return undefined;
            if (!file.startsWith(PATH_PREFIX))
                return make('file', file);
            const { path, anchor } = (0, paths_1.splitHref)(file.slice(PATH_PREFIX.length));
            return path === '' ? (anchor !== null ? make('page', null, { anchor }) : undefined) : make('path', path, { anchor });
        }
        case 'url': {
            const url = text('url');
            // Inline data (`data:image/png;base64,...`) is content, not a reference to anything.
            if (url === undefined || /^data:/i.test(url))
                return undefined;
            return make('url', url);
        }
        case 'page': {
            const page = text('page');
            return page === undefined ? undefined : make('page', page, { spaceId: text('space') });
        }
        case 'anchor': {
            const anchor = text('anchor');
            if (anchor === undefined)
                return undefined;
            const page = text('page');
            const space = text('space');
            if (page !== undefined)
                return make('page', page, { anchor, spaceId: space });
            // `quire:space/<id>#anchor`: a reference to the space.
            if (space !== undefined)
                return make('space', space, { anchor });
            return make('page', null, { anchor });
        }
        case 'space': {
            const space = text('space');
            return space === undefined ? undefined : make('space', space);
        }
        case 'collection': {
            const collection = text('collection');
            return collection === undefined ? undefined : make('collection', collection);
        }
        case 'openapi': {
            // An OpenAPI spec of the page's organization, by slug (`quire:openapi/<slug>`, OpenAPI blocks).
            const spec = text('spec');
            return spec === undefined ? undefined : make('openapi', spec);
        }
        // Users (mentions) and reusable content are not links (docs/links.md).
        default:
            return undefined;
    }
}
/** A cover's href (front matter `cover:`) as the ContentRef the converter would make of an image's. */
function coverRef(href) {
    if ((0, paths_1.isRelativeHref)(href))
        return { kind: 'file', file: `${PATH_PREFIX}${href}` };
    try {
        const url = new URL(href);
        if (url.protocol === 'quire:' && url.pathname.startsWith('file/'))
            return { kind: 'file', file: decodeURIComponent(url.pathname.slice('file/'.length)) };
    }
    catch {
        // Not a URL: kept as written.
    }
    return { kind: 'url', url: href };
}
/**
 * GitBook's Git Sync front matter: a `---` line first, YAML up to the next `---` (or `...`)
 * line. Only the top-level `cover` key matters here (the page cover, a file or URL); the block
 * is left out of the text converted, where it would read as a rule and a heading.
 */
function splitFrontMatter(markdown) {
    const lines = markdown.split('\n');
    if (lines[0]?.trimEnd() !== '---')
        return { body: markdown, cover: null };
    const end = lines.findIndex((line, index) => index > 0 && (line.trimEnd() === '---' || line.trimEnd() === '...'));
    if (end === -1)
        return { body: markdown, cover: null };
    let cover = null;
    for (const line of lines.slice(1, end)) {
        // Top-level keys only: nested ones are indented (`layout:\n  cover:\n    visible: true`).
        if (!line.startsWith('cover:'))
            continue;
        const value = line.slice('cover:'.length).trim();
        const unquoted = value.length >= 2 && (value[0] === '"' || value[0] === "'") && value.endsWith(value[0]) ? value.slice(1, -1) : value;
        cover = unquoted === '' ? null : unquoted;
    }
    return { body: lines.slice(end + 1).join('\n'), cover };
}
/**
 * The anchors a body defines and its distinct references, in document order. A body over the
 * structural limits of Markdown has the links of its plain text: none but its cover's. Rejects
 * with MarkdownParseRefused only when the parse ran out of time or workers, which another try
 * may not: such a result must not be stored.
 */
async function extractBodyLinks(markdown) {
    const { body, cover } = splitFrontMatter(markdown);
    let document;
    try {
        // Relative hrefs come back as file refs `quire-path:<href>` (isRelativeHref's rule, as in ./paths.ts).
        document = await (0, markdown_parse_1.parseMarkdownDocument)(body, { relativeHrefPrefix: PATH_PREFIX });
    }
    catch (error) {
        if (!(error instanceof markdown_parse_1.MarkdownParseRefused && error.reason === 'limit'))
            throw error;
        document = (0, documents_1.plainTextDocument)(body);
    }
    return linksOfDocument(document, cover);
}
/** The links of a parsed body (`cover`: its front matter's). */
function linksOfDocument(document, cover) {
    const anchors = new Set();
    const candidates = [];
    const take = (ref, relation) => {
        if (!isObject(ref))
            return;
        const candidate = candidateOf(ref, relation);
        if (candidate)
            candidates.push(candidate);
    };
    if (cover !== null)
        take(coverRef(cover), 'dependsOn');
    // Iterative, so that deeply nested lists cannot overflow the stack.
    const stack = [document];
    while (stack.length > 0) {
        const value = stack.pop();
        if (Array.isArray(value)) {
            for (let index = value.length - 1; index >= 0; index -= 1)
                stack.push(value[index]);
            continue;
        }
        if (!isObject(value))
            continue;
        if (value.object === 'block' || value.object === 'inline') {
            const type = typeof value.type === 'string' ? value.type : '';
            const data = isObject(value.data) ? value.data : {};
            const relation = REFERENCE_NODES.has(type) ? 'reference' : 'dependsOn';
            if (HEADINGS.has(type)) {
                if (typeof data.id === 'string' && data.id !== '')
                    anchors.add(data.id);
                const anchor = anchorOf(textOf(value));
                if (anchor !== '')
                    anchors.add(anchor);
            }
            take(data.ref, relation);
            take(data.refDark, relation);
            if (type === 'embed' && typeof data.url === 'string')
                take({ kind: 'url', url: data.url }, relation);
        }
        // Text leaves hold no nodes; everything else may (nodes, fragments of captions and cells).
        if (value.object === 'text')
            continue;
        const children = Object.entries(value).filter(([key, child]) => key !== 'data' && typeof child === 'object');
        for (let index = children.length - 1; index >= 0; index -= 1)
            stack.push(children[index][1]);
    }
    const seen = new Set();
    const references = [];
    for (const candidate of candidates) {
        const key = [candidate.kind, candidate.target ?? '', candidate.anchor ?? '', candidate.spaceId ?? '', candidate.relation].join('\u0000');
        if (seen.has(key))
            continue;
        seen.add(key);
        const lookup = candidate.kind === 'path' ? (0, paths_1.pathKeyOf)(candidate.target ?? '') : (candidate.target ?? '');
        references.push({ ...candidate, position: references.length, lookupKey: (0, references_1.lookupKeyOf)(lookup) });
    }
    return { anchors: [...anchors], references };
}
/**
 * The reference a link page makes (its `target`, a ContentRef given through the API): a
 * reference like a link's; a URL that is a relative path is resolved like one.
 */
function linkPageReference(target) {
    if (!target)
        return undefined;
    const ref = target.kind === 'url' && typeof target.url === 'string' && (0, paths_1.isRelativeHref)(target.url) ? { kind: 'file', file: `${PATH_PREFIX}${target.url}` } : target;
    const candidate = candidateOf(ref, 'reference');
    if (!candidate)
        return undefined;
    const lookup = candidate.kind === 'path' ? (0, paths_1.pathKeyOf)(candidate.target ?? '') : (candidate.target ?? '');
    return { ...candidate, position: 0, lookupKey: (0, references_1.lookupKeyOf)(lookup) };
}
//# sourceMappingURL=extract.js.map