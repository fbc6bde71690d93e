"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.includedReusableIds = includedReusableIds;
exports.expandReusableMarkdown = expandReusableMarkdown;
exports.bodiesIncluding = bodiesIncluding;
const documents_1 = require("@quire/documents");
/**
 * Reusable contents in search (docs/search.md "Reusable content"): a page is indexed with the
 * text of the reusable contents it includes, where it includes them, so a search for that text
 * finds every page that shows it. Page Markdown holds a `reusable-content` block as a
 * `<!-- quire:block {...} -->` comment (packages/documents, document/comments.ts).
 */
const BLOCK_COMMENT = /<!-- quire:block (\{[^\n]*?\}) -->/g;
/** The reusable content a block comment's JSON includes, if it is a `reusable-content` block. */
function includedId(json) {
    if (!json.includes('"reusable-content"'))
        return undefined;
    try {
        const node = JSON.parse(json);
        return node.type === 'reusable-content' && typeof node.data?.ref?.reusableContent === 'string' ? node.data.ref.reusableContent : undefined;
    }
    catch {
        return undefined;
    }
}
/** The ids a page's Markdown includes. */
function includedReusableIds(markdown) {
    const ids = new Set();
    for (const match of markdown.matchAll(BLOCK_COMMENT)) {
        const id = includedId(match[1]);
        if (id)
            ids.add(id);
    }
    return [...ids];
}
/**
 * The Markdown with each `reusable-content` block replaced by the Markdown of what it includes
 * (`markdownOf`), nested ones too down to MAX_REUSABLE_DEPTH; a missing one or a cycle is
 * left out.
 */
function expandReusableMarkdown(markdown, markdownOf, within = []) {
    if (!markdown.includes('quire:block'))
        return markdown;
    return markdown.replace(BLOCK_COMMENT, (comment, json) => {
        const id = includedId(json);
        if (!id)
            return comment;
        const included = within.includes(id) || within.length >= documents_1.MAX_REUSABLE_DEPTH ? undefined : markdownOf(id);
        return included === undefined ? '' : `\n\n${expandReusableMarkdown(included, markdownOf, [...within, id])}\n\n`;
    });
}
/** `s` as a LIKE pattern matching itself (ids may hold `_`). */
const likeLiteral = (value) => value.replace(/[\\%_]/g, (character) => `\\${character}`);
/**
 * Of the given bodies (by hash), those that include one of the reusable contents `ids`: one
 * query, done only when a revision changed reusable contents. The JSON is written as
 * comments.ts writes it (`--` as `-\u002d`).
 */
async function bodiesIncluding(pool, hashes, ids) {
    if (hashes.length === 0 || ids.length === 0)
        return new Set();
    const patterns = ids.map((id) => `%${likeLiteral(JSON.stringify({ reusableContent: id }).slice(1, -1).replace(/--/g, '-\\u002d'))}%`);
    const { rows } = await pool.query('SELECT hash FROM page_bodies WHERE hash = ANY($1::text[]) AND markdown LIKE ANY($2::text[])', [hashes, patterns]);
    return new Set(rows.map((row) => row.hash));
}
//# sourceMappingURL=reusable.js.map