"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.splitPageSections = exports.MAX_PAGE_CHARS = exports.MAX_SECTION_CHARS = exports.MAX_SECTIONS_PER_PAGE = void 0;
exports.splitMarkdownSections = splitMarkdownSections;
exports.sectionsOfDocument = sectionsOfDocument;
exports.pageSections = pageSections;
const documents_1 = require("@quire/documents");
const outline_1 = require("../content-tree/outline");
const markdown_parse_1 = require("../lib/markdown-parse");
/**
 * Bounds on what one page puts in the index. PostgreSQL refuses a tsvector above 1 MB and
 * ts_headline's cost grows with the text, while a page may hold 1 MiB of Markdown: text past
 * these limits is left out of the index (the page itself is unchanged).
 */
exports.MAX_SECTIONS_PER_PAGE = 200;
exports.MAX_SECTION_CHARS = 64 * 1024;
exports.MAX_PAGE_CHARS = 128 * 1024;
const HEADING_LEVEL = { 'heading-1': 1, 'heading-2': 2, 'heading-3': 3 };
// Code blocks (fenced or `{% code %}`): indexed with the lowest weight.
const CODE_BLOCKS = new Set(['code']);
// Control characters would reach the snippets' markers (see postgres-search-index.ts) and
// mean nothing in a search; NUL cannot be stored.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const clean = (text) => text.replace(CONTROL, ' ');
const plainText = (block) => clean((0, documents_1.documentPlainText)({ object: 'document', data: {}, nodes: [block] }));
/** Appends `text` to `parts` while their total stays within `room` characters; returns the room left. */
function append(parts, text, room) {
    if (text.trim() === '' || room <= 0)
        return room;
    const kept = text.length > room ? text.slice(0, room) : text;
    parts.push(kept);
    return room - kept.length - 1;
}
/**
 * The Markdown parsed for the index: at most MAX_PAGE_CHARS, cut at a line end. Its text is
 * never longer than that, and parsing a page of 1 MiB would hold the event loop for seconds.
 */
function boundedMarkdown(markdown) {
    if (markdown.length <= exports.MAX_PAGE_CHARS)
        return markdown;
    const cut = markdown.lastIndexOf('\n', exports.MAX_PAGE_CHARS);
    return markdown.slice(0, cut > 0 ? cut : exports.MAX_PAGE_CHARS);
}
/**
 * Splits a page's Markdown into its heading sections, with @quire/documents' parser (the same
 * conversion the API's `format=document` uses, so headings, their anchors and GitBook's blocks
 * are found exactly as they are shown). Only top-level headings split: a heading inside
 * a hint or a tab belongs to the section around it. Anchors are the heading's own id when it
 * has one, otherwise the slug of its text, made unique within the page.
 *
 * The first section is always the text before the first heading (anchor null, no title: the
 * page's title and description complete it, see pageSections), possibly empty. The result
 * depends on the Markdown alone, so it is the same for every page with that body.
 */
async function splitMarkdownSections(markdown) {
    // Parsed in content's parse pool (a body over the limits is indexed as its plain text),
    // uncached: indexing reads every page once, and would only evict the pages readers are reading.
    return sectionsOfDocument(await (0, markdown_parse_1.documentForReading)(boundedMarkdown(markdown), { uncached: true }));
}
/** The sections of a parsed body (see splitMarkdownSections). */
function sectionsOfDocument(document) {
    const sections = [];
    const usedAnchors = new Map();
    const uniqueAnchor = (wanted) => {
        const seen = usedAnchors.get(wanted) ?? 0;
        usedAnchors.set(wanted, seen + 1);
        return seen === 0 ? wanted : `${wanted}-${seen}`;
    };
    // The heading titles in force, by level (index 0 = level 1).
    const outline = [];
    let pageRoom = exports.MAX_PAGE_CHARS;
    const open = (anchor, title, headings) => ({ section: { anchor, title, headings }, proseParts: [], codeParts: [], room: exports.MAX_SECTION_CHARS });
    const close = ({ section, proseParts, codeParts }) => sections.push({ ...section, prose: proseParts.join('\n'), code: codeParts.join('\n') });
    let current = open(null, '', []);
    for (const block of document.nodes) {
        const level = HEADING_LEVEL[block.type];
        if (level !== undefined && sections.length < exports.MAX_SECTIONS_PER_PAGE - 1) {
            close(current);
            const text = plainText(block).trim() || 'Untitled';
            outline.length = level - 1;
            outline[level - 1] = text;
            const id = block.data?.id;
            const anchor = uniqueAnchor(typeof id === 'string' && id !== '' ? id : (0, outline_1.slugify)(text));
            current = open(anchor, text, outline.filter((heading) => heading !== undefined));
            continue;
        }
        if (pageRoom <= 0)
            continue;
        const parts = CODE_BLOCKS.has(block.type) ? current.codeParts : current.proseParts;
        const room = Math.min(current.room, pageRoom);
        const used = room - append(parts, plainText(block), room);
        current.room -= used;
        pageRoom -= used;
    }
    close(current);
    return sections;
}
/**
 * A page's sections from its body's (splitMarkdownSections): the text before the first
 * heading takes the page's title, its description comes first, and it is left out when it
 * has no text at all.
 */
function pageSections(title, body, description) {
    const [lead, ...headed] = body;
    const prose = [description ? clean(description) : '', lead?.prose ?? ''].filter((text) => text.trim() !== '').join('\n');
    const code = lead?.code ?? '';
    return prose === '' && code === '' ? [...headed] : [{ anchor: null, title, headings: [], prose, code }, ...headed];
}
/** splitMarkdownSections and pageSections in one call. */
const splitPageSections = async (title, markdown, description) => pageSections(title, await splitMarkdownSections(markdown), description);
exports.splitPageSections = splitPageSections;
//# sourceMappingURL=sections.js.map