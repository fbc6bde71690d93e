"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.isRelativeHref = void 0;
exports.splitHref = splitHref;
exports.pathKeyOf = pathKeyOf;
exports.pageFileOf = pageFileOf;
exports.pagePathKeys = pagePathKeys;
exports.filePathKeys = filePathKeys;
exports.buildPathIndex = buildPathIndex;
exports.resolveRelativePath = resolveRelativePath;
const node_path_1 = require("node:path");
/**
 * Relative paths: how GitBook's Git Sync Markdown links pages (`../guide/intro.md#setup`) and
 * uses files (`.gitbook/assets/diagram.png`). A page's own file is its Git path when it came
 * from Git, otherwise `<path>.md`, or `<path>/README.md` when it has children (GitBook's
 * layout); the first page is also `README.md` at the root. Files are their Git path or
 * `.gitbook/assets/<name>`. Paths compare case-insensitively.
 */
/** A URI scheme (`https:`, `mailto:`, `quire:`) at the start of an href. */
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** Whether an href is a path to resolve against the revision (no scheme, not `#anchor`, not `//host`). */
const isRelativeHref = (href) => href !== '' && !href.startsWith('#') && !href.startsWith('//') && !SCHEME.test(href);
exports.isRelativeHref = isRelativeHref;
/** An href's path and `#anchor` (a `?query` is dropped). */
function splitHref(href) {
    const hash = href.indexOf('#');
    const beforeHash = hash === -1 ? href : href.slice(0, hash);
    const query = beforeHash.indexOf('?');
    return {
        path: query === -1 ? beforeHash : beforeHash.slice(0, query),
        anchor: hash === -1 || hash === href.length - 1 ? null : href.slice(hash + 1),
    };
}
function decodeSegment(segment) {
    try {
        return decodeURIComponent(segment);
    }
    catch {
        return segment;
    }
}
const decodePath = (path) => path.split('/').map(decodeSegment).join('/');
const README = 'readme.md';
/**
 * The name backlinks look a relative path up by: its last segment, lower-cased, without `.md`;
 * `readme` for any README.md (which page it is depends on where the linking page is); '' when
 * the path names no segment of its own (`..`, `.`).
 */
function pathKeyOf(path) {
    const segments = decodePath(path)
        .split('/')
        .filter((segment) => segment !== '' && segment !== '.');
    const last = (segments[segments.length - 1] ?? '').toLowerCase();
    if (last === '' || last === '..')
        return '';
    if (last === README)
        return 'readme';
    return last.endsWith('.md') ? last.slice(0, -3) : last;
}
/** The file a page is in Git Sync's layout (what its relative links are relative to). */
function pageFileOf(node) {
    if (node.entry.git?.path)
        return node.entry.git.path;
    return node.children.length > 0 ? `${node.path}/README.md` : `${node.path}.md`;
}
/** The names backlinks of a page look relative paths up by (see pathKeyOf). */
function pagePathKeys(node) {
    const keys = new Set(['readme', pathKeyOf(`${node.path}.md`)]);
    if (node.entry.git?.path)
        keys.add(pathKeyOf(node.entry.git.path));
    keys.delete('');
    return [...keys];
}
/** The names backlinks of a file look relative paths up by. */
function filePathKeys(file) {
    const keys = new Set([pathKeyOf(file.name)]);
    if (file.git?.path)
        keys.add(pathKeyOf(file.git.path));
    keys.delete('');
    return [...keys];
}
const ASSETS = '.gitbook/assets/';
/** The path index of a revision's pages (table-of-contents order) and files (id order): the first one wins a path. */
function buildPathIndex(pages, files) {
    const index = { pages: new Map(), files: new Map() };
    const addPage = (path, node) => {
        const key = path.toLowerCase();
        if (!index.pages.has(key))
            index.pages.set(key, node);
    };
    // Git paths first: a page imported as `intro.md` is that file, whatever its slug.
    for (const node of pages)
        if (node.entry.git?.path)
            addPage(node.entry.git.path, node);
    for (const node of pages) {
        if (node.entry.kind === 'link')
            continue;
        addPage(`${node.path}.md`, node);
        addPage(`${node.path}/${README}`, node);
    }
    const first = pages.find((node) => node.entry.kind === 'document');
    if (first)
        addPage(README, first);
    for (const file of files) {
        if (file.git?.path && !index.files.has(file.git.path.toLowerCase()))
            index.files.set(file.git.path.toLowerCase(), file);
    }
    for (const file of files) {
        const key = `${ASSETS}${file.name.toLowerCase()}`;
        if (!index.files.has(key))
            index.files.set(key, file);
    }
    return index;
}
/**
 * What a relative path written in `source` names in the revision: a page (`x.md`, `x/README.md`,
 * `x/` or `x`), a file, or nothing. A path that climbs above the root names nothing. A path
 * through `.gitbook/assets/` anywhere names the asset of that name (GitBook resolves assets by
 * name, wherever the page is).
 */
function resolveRelativePath(index, source, path) {
    const decoded = decodePath(path);
    const joined = decoded.startsWith('/') ? node_path_1.posix.normalize(decoded.slice(1)) : node_path_1.posix.normalize(node_path_1.posix.join(node_path_1.posix.dirname(pageFileOf(source)), decoded));
    if (joined === '..' || joined.startsWith('../'))
        return undefined;
    const target = joined.replace(/\/+$/, '').toLowerCase();
    if (target === '' || target === '.')
        return undefined;
    const candidates = target.endsWith('.md') ? [target] : [target, `${target}.md`, `${target}/${README}`];
    for (const candidate of candidates) {
        const node = index.pages.get(candidate);
        if (node)
            return { kind: 'page', node };
    }
    const file = index.files.get(target);
    if (file)
        return { kind: 'file', file };
    const asset = target.lastIndexOf(ASSETS);
    if (asset !== -1) {
        const named = index.files.get(`${ASSETS}${target.slice(asset + ASSETS.length)}`);
        if (named)
            return { kind: 'file', file: named };
    }
    return undefined;
}
//# sourceMappingURL=paths.js.map