"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.referenceKey = exports.lookupKeyOf = exports.NO_LINKS = void 0;
exports.hrefOf = hrefOf;
const hashing_1 = require("../revision-store/hashing");
exports.NO_LINKS = { anchors: [], references: [] };
/** Longer keys are indexed by their hash, so that any text fits a B-tree entry. */
const MAX_LOOKUP_KEY_LENGTH = 256;
/** The index key of a target (an id, a URL, a path name): itself, or its hash when long. */
const lookupKeyOf = (value) => value.length <= MAX_LOOKUP_KEY_LENGTH ? value : `sha256:${(0, hashing_1.sha256)(value)}`;
exports.lookupKeyOf = lookupKeyOf;
/** Identifies a link of a page across revisions: the same page with the same reference. */
const referenceKey = (pageId, reference) => [pageId, reference.kind, reference.target ?? '', reference.anchor ?? '', reference.spaceId ?? '', reference.relation].join('\u0000');
exports.referenceKey = referenceKey;
/**
 * The reference as a Markdown href (what the page's author wrote, or the `quire:` form the
 * document converter writes): shown as the target of a link that resolves to nothing.
 */
function hrefOf(reference) {
    const anchor = reference.anchor !== null ? `#${reference.anchor}` : '';
    const space = reference.spaceId !== null ? `?space=${encodeURIComponent(reference.spaceId)}` : '';
    switch (reference.kind) {
        case 'page':
            return reference.target === null ? anchor : `quire:page/${encodeURIComponent(reference.target)}${space}${anchor}`;
        case 'file':
            return `quire:file/${encodeURIComponent(reference.target ?? '')}`;
        case 'space':
            return `quire:space/${encodeURIComponent(reference.target ?? '')}${anchor}`;
        case 'collection':
            return `quire:collection/${encodeURIComponent(reference.target ?? '')}`;
        case 'url':
            return reference.target ?? '';
        case 'path':
            return `${reference.target ?? ''}${anchor}`;
        case 'openapi':
            return `quire:openapi/${encodeURIComponent(reference.target ?? '')}`;
    }
}
//# sourceMappingURL=references.js.map