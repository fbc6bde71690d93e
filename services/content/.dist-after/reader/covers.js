"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.coverNeedsFiles = void 0;
exports.coverSourceOf = coverSourceOf;
exports.presentCover = presentCover;
const paths_1 = require("../links/paths");
const unquote = (value) => value.length >= 2 && (value[0] === '"' || value[0] === "'") && value.endsWith(value[0]) ? value.slice(1, -1) : value;
/**
 * The cover a body's front matter names: its `---` line, the keys up to the closing `---` (or
 * `...`) line, which must come within `head` (the start of the body). Top-level keys only
 * (nested ones are indented: `layout:\n  cover:`).
 */
function coverSourceOf(head) {
    const lines = head.split('\n');
    if (lines[0]?.trimEnd() !== '---')
        return undefined;
    const end = lines.findIndex((line, index) => index > 0 && (line.trimEnd() === '---' || line.trimEnd() === '...'));
    if (end === -1)
        return undefined;
    let href = '';
    let yPos = 0;
    for (const line of lines.slice(1, end)) {
        const match = /^(cover|coverY):(.*)$/.exec(line.trimEnd());
        if (!match)
            continue;
        const value = unquote(match[2].trim());
        if (match[1] === 'cover')
            href = value;
        else if (/^-?\d+(\.\d+)?$/.test(value))
            yPos = Number(value);
    }
    return href === '' ? undefined : { href, yPos };
}
/** Whether the cover names a file of the revision (a path or a `quire:file` href), which needs the revision's files. */
const coverNeedsFiles = (source) => !/^https?:\/\//i.test(source.href);
exports.coverNeedsFiles = coverNeedsFiles;
const FILE_HREF = /^quire:file\/([A-Za-z0-9_-]{1,64})$/;
/**
 * GitBook's RevisionPageDocumentCover for a cover: `ref` a ContentRefFile for a file of the
 * revision (by path, resolved as the page's relative links are, or by `quire:file/<id>`), or a
 * ContentRefURL for an http(s) URL; `yPos` as written (0 by default). Undefined when the href
 * names nothing of the revision (a missing file, a page): no cover is made up.
 */
function presentCover(source, { node, files, pathIndex }) {
    let ref;
    if (/^https?:\/\//i.test(source.href)) {
        ref = URL.canParse(source.href) ? { kind: 'url', url: source.href } : undefined;
    }
    else {
        const byId = FILE_HREF.exec(source.href);
        if (byId) {
            if (files?.has(byId[1]))
                ref = { kind: 'file', file: byId[1] };
        }
        else if ((0, paths_1.isRelativeHref)(source.href) && pathIndex) {
            const resolved = (0, paths_1.resolveRelativePath)(pathIndex(), node, source.href);
            if (resolved?.kind === 'file')
                ref = { kind: 'file', file: resolved.file.id };
        }
    }
    return ref && { ref, yPos: source.yPos };
}
//# sourceMappingURL=covers.js.map