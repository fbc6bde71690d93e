/**
 * Structural limits of an imported HTML page, checked by one linear scan of its tags before it
 * is parsed (docs/outside-sources.md, "Limits of what is parsed"). linkedom's parser is linear,
 * but turndown walks the tree recursively and rebuilds each element's text from its children's:
 * 2,000 unclosed `<div><span>` (22 KB) took 13 s before overflowing the stack, and its time on
 * a page grows with the elements it holds. Within these limits and QUIRE_IMPORT_MAX_PAGE_BYTES
 * a page converts in time proportional to its size, so one page can no longer hold the
 * worker's event loop (and every other job of the process) for long.
 */

export const HTML_LIMITS = {
  /** Elements open inside one another (tags a browser closes by itself do not count). */
  maxNestingDepth: 256,
  /** Start tags of the page. */
  maxElements: 50_000,
} as const;

export class HtmlLimitError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'HtmlLimitError';
  }
}

/** Elements that never have content (their end tag, if any, is ignored). */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr', 'keygen', 'basefont', 'frame', 'isindex']);
/**
 * Elements whose end tag HTML lets an author leave out: a parser closes them at the next
 * sibling, so a run of them is not a nesting. Counted as not nesting, so that real pages
 * written that way pass; an element nested inside them still counts.
 */
const OPTIONAL_END = new Set(['p', 'li', 'dt', 'dd', 'tr', 'td', 'th', 'thead', 'tbody', 'tfoot', 'option', 'optgroup', 'rt', 'rp', 'colgroup', 'caption']);
/** Elements whose content is text, not markup. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript', 'plaintext']);

const isNameStart = (code: number): boolean => (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
const isNameChar = (code: number): boolean => isNameStart(code) || (code >= 0x30 && code <= 0x39) || code === 0x2d;

/**
 * Throws HtmlLimitError naming the first limit `html` exceeds. One pass over the text: each tag
 * is read from its `<` to the next `>` and the scan goes on after it (no regular expression that
 * could backtrack). A `>` inside a quoted attribute ends the tag early; that only miscounts the
 * attributes' text, never the elements.
 */
export function checkHtmlLimits(html: string): void {
  const lower = html.toLowerCase();
  let depth = 0;
  let elements = 0;
  let index = html.indexOf('<');
  while (index !== -1 && index < html.length) {
    if (html.startsWith('<!--', index)) {
      const end = html.indexOf('-->', index + 4);
      if (end === -1) return;
      index = html.indexOf('<', end + 3);
      continue;
    }
    const closing = html.charCodeAt(index + 1) === 0x2f;
    let nameEnd = index + (closing ? 2 : 1);
    if (!isNameStart(html.charCodeAt(nameEnd))) {
      index = html.indexOf('<', index + 1);
      continue;
    }
    const nameStart = nameEnd;
    while (nameEnd < html.length && isNameChar(html.charCodeAt(nameEnd))) nameEnd += 1;
    const name = lower.slice(nameStart, nameEnd);
    const tagEnd = html.indexOf('>', nameEnd);
    // No `>` after this point: nothing further is a tag.
    if (tagEnd === -1) return;
    const selfClosing = html.charCodeAt(tagEnd - 1) === 0x2f;
    index = html.indexOf('<', tagEnd + 1);
    if (closing) {
      if (!VOID.has(name) && !OPTIONAL_END.has(name) && depth > 0) depth -= 1;
      continue;
    }
    elements += 1;
    if (elements > HTML_LIMITS.maxElements) throw new HtmlLimitError(`the page has more than ${HTML_LIMITS.maxElements} elements`);
    if (RAW_TEXT.has(name)) {
      // What is inside is text, not markup: go on at its end tag.
      const end = lower.indexOf(`</${name}`, tagEnd + 1);
      if (end === -1) return;
      index = end;
      continue;
    }
    if (VOID.has(name) || OPTIONAL_END.has(name) || selfClosing) continue;
    depth += 1;
    if (depth > HTML_LIMITS.maxNestingDepth) throw new HtmlLimitError(`elements are nested more than ${HTML_LIMITS.maxNestingDepth} deep`);
  }
}
