"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.rewriteImportHrefs = rewriteImportHrefs;
exports.linkTargetOf = linkTargetOf;
exports.hrefOfTarget = hrefOfTarget;
// The encoded key runs up to what cannot be part of an href in Markdown or HTML (space, quotes,
// angle brackets, a closing bracket or backtick) or up to the anchor. A ')' may belong to the
// key (encodeURIComponent leaves parentheses alone) or close a Markdown link: see keyAt.
// A reusable content is named inside a block's JSON (`"reusableContent":"quire-import:..."`),
// where the id alone takes its place.
const IMPORT_HREF = /quire-import:(page|file|reusable-content)\/([^\s"'<>\]`#]+)/g;
const decoded = (text) => {
    try {
        return decodeURIComponent(text);
    }
    catch {
        return undefined;
    }
};
/**
 * The longest prefix of `encoded` that names an imported key: the whole text, else the text
 * up to each ')' from the last one back (`[a](quire-import:page/a.md)` stops before the link's
 * parenthesis, `quire-import:page/a(1).md` keeps its own).
 */
function keyAt(encoded, ids) {
    let end = encoded.length;
    for (;;) {
        const key = decoded(encoded.slice(0, end));
        const id = key === undefined ? undefined : ids.get(key);
        if (id !== undefined)
            return { length: end, id };
        const previous = encoded.lastIndexOf(')', end - 1);
        if (previous <= 0)
            return undefined;
        end = previous;
    }
}
/** `markdown` with every import href of an imported key replaced by the page's or file's href. */
function rewriteImportHrefs(markdown, ids) {
    if (!markdown.includes('quire-import:'))
        return markdown;
    return markdown.replace(IMPORT_HREF, (match, kind, encoded) => {
        const found = keyAt(encoded, kind === 'page' ? ids.pages : kind === 'file' ? ids.files : (ids.reusableContents ?? new Map()));
        if (!found)
            return match;
        if (kind === 'reusable-content')
            return `${found.id}${encoded.slice(found.length)}`;
        return `quire:${kind}/${found.id}${encoded.slice(found.length)}`;
    });
}
/**
 * The target of an imported link page: a page (with its anchor) or file named by an import
 * href, else the href as a URL. Undefined when the href is neither an import href nor an
 * absolute URL.
 */
function linkTargetOf(href, ids) {
    const match = /^quire-import:(page|file)\/([^#]*)(?:#(.*))?$/.exec(href);
    if (match) {
        const [, kind, encoded, anchor] = match;
        const key = decoded(encoded);
        const id = key === undefined ? undefined : (kind === 'page' ? ids.pages : ids.files).get(key);
        if (id !== undefined) {
            if (kind === 'file')
                return { kind: 'file', file: id };
            return anchor ? { kind: 'anchor', page: id, anchor } : { kind: 'page', page: id };
        }
        return { kind: 'url', url: href };
    }
    try {
        new URL(href);
    }
    catch {
        return undefined;
    }
    return { kind: 'url', url: href };
}
/** A link page's target as an href (ReadRevision): URLs as they are, Quire refs as `quire:` hrefs. */
function hrefOfTarget(target) {
    if (!target)
        return '';
    const text = (key) => (typeof target[key] === 'string' ? target[key] : '');
    switch (target.kind) {
        case 'url':
            return text('url');
        case 'page':
            return `quire:page/${text('page')}${text('space') ? `?space=${text('space')}` : ''}`;
        case 'anchor':
            return text('page') ? `quire:page/${text('page')}#${text('anchor')}` : `#${text('anchor')}`;
        case 'file':
            return `quire:file/${text('file')}`;
        case 'reusable-content':
            return `quire:reusable-content/${text('reusableContent')}`;
        case 'openapi':
            return `quire:openapi/${text('spec')}`;
        default:
            return text(target.kind) ? `quire:${target.kind}/${text(target.kind)}` : '';
    }
}
//# sourceMappingURL=hrefs.js.map