/**
 * Structural limits of a Markdown page, checked by one linear scan before it is parsed.
 *
 * micromark (and our conversion after it) is linear in most inputs but not in all: a line of
 * 5,000 nested `>`, two runs of 5,000 `*` around a word, a table of 100,000 cells or 20,000
 * links each take seconds, and some of them grow with the square of their size. No real page
 * comes near these limits; a text that passes them parses in time proportional to its length
 * (measurements in README.md, "Limits"). The scan reads lines the way CommonMark's block
 * structure does only roughly (it skips fenced code, where none of these constructs exist): a
 * text it misreads is still parsed under the callers' time budget (content's parse pool).
 */

export const MARKDOWN_LIMITS = {
  /** Block quotes and list items open on one line (`> > - x` is 3): deep containers cost the square of their depth. */
  maxNestingDepth: 16,
  /** Longest run of one emphasis delimiter (`*`, `_`, `~`): paired long runs cost the square of their length. */
  maxDelimiterRun: 32,
  /** Characters in delimiter runs of 4 or more (`****`), over the page: each costs far more than text. */
  maxLongDelimiterChars: 4096,
  /** Columns of one table (its delimiter row `|---|---|`). */
  maxTableColumns: 64,
  /** Cells of every table of the page (columns × rows, header included; HTML `<td>`/`<th>` too). */
  maxTableCells: 5_000,
  /** Links, images, link definitions and bare URLs of the page. */
  maxLinks: 2_000,
} as const;

export type MarkdownLimit = keyof typeof MARKDOWN_LIMITS;

/** The first limit a text exceeds: which, what was found, and a message for the writer. */
export type MarkdownLimitViolation = { limit: MarkdownLimit; found: number; max: number; line: number; message: string };

const MESSAGES: Record<MarkdownLimit, (found: number, max: number) => string> = {
  maxNestingDepth: (found, max) => `block quotes and lists are nested ${found} deep; at most ${max} levels are allowed`,
  maxDelimiterRun: (found, max) => `a run of ${found} emphasis characters (*, _ or ~); at most ${max} in a row are allowed`,
  maxLongDelimiterChars: (found, max) => `more than ${max} characters in runs of 4 or more *, _ or ~ (${found} so far)`,
  maxTableColumns: (found, max) => `a table has ${found} columns; at most ${max} are allowed`,
  maxTableCells: (found, max) => `the tables have more than ${max} cells (${found} so far)`,
  maxLinks: (found, max) => `more than ${max} links (${found} so far)`,
};

export type MarkdownLimits = { readonly [limit in MarkdownLimit]: number };

const SPACE = 0x20;
const TAB = 0x09;
const GT = 0x3e;

const isDigit = (code: number): boolean => code >= 0x30 && code <= 0x39;
const isBlank = (code: number): boolean => code === SPACE || code === TAB || Number.isNaN(code);

/** A thematic break (`***`, `- - -`, `___`): three or more of one of `*-_` and nothing but spaces. */
function isThematicBreak(line: string, from: number): boolean {
  let marker = '';
  let count = 0;
  for (let index = from; index < line.length; index += 1) {
    const char = line[index];
    if (char === ' ' || char === '\t' || char === '\r') continue;
    if (char !== '*' && char !== '-' && char !== '_') return false;
    if (marker === '') marker = char;
    else if (char !== marker) return false;
    count += 1;
  }
  return count >= 3;
}

/**
 * The containers a line opens or continues by its markers (`>`, `-`/`*`/`+`, `1.`/`1)`), and
 * where its content starts. Indentation counts too, two columns a level, when a marker follows
 * it: that is how nested lists are written, one level per line.
 */
function containerPrefix(line: string): { depth: number; quotes: number; content: number } {
  let index = 0;
  let depth = 0;
  let quotes = 0;
  let leading = true;
  for (;;) {
    let columns = 0;
    while (index < line.length && (line.charCodeAt(index) === SPACE || line.charCodeAt(index) === TAB)) {
      columns += line.charCodeAt(index) === TAB ? 4 : 1;
      index += 1;
    }
    const code = line.charCodeAt(index);
    const indentDepth = leading ? Math.floor(columns / 2) : 0;
    if (code === GT) {
      depth += 1 + indentDepth;
      quotes += 1;
      index += 1;
      leading = false;
      continue;
    }
    if ((code === 0x2d || code === 0x2a || code === 0x2b) && isBlank(line.charCodeAt(index + 1)) && !isThematicBreak(line, index)) {
      depth += 1 + indentDepth;
      index += 1;
      leading = false;
      continue;
    }
    if (isDigit(code)) {
      let end = index;
      while (end < line.length && end - index < 10 && isDigit(line.charCodeAt(end))) end += 1;
      const after = line.charCodeAt(end);
      if (end - index <= 9 && (after === 0x2e || after === 0x29) && isBlank(line.charCodeAt(end + 1))) {
        depth += 1 + indentDepth;
        index = end + 1;
        leading = false;
        continue;
      }
    }
    return { depth, quotes, content: index };
  }
}

/** An opening code fence at `from`: its character and length, or undefined. */
function openingFence(line: string, from: number): { char: string; length: number } | undefined {
  const char = line[from];
  if (char !== '`' && char !== '~') return undefined;
  let end = from;
  while (line[end] === char) end += 1;
  const length = end - from;
  if (length < 3) return undefined;
  // A backtick fence's info string may not hold a backtick (it would be a code span).
  if (char === '`' && line.indexOf('`', end) !== -1) return undefined;
  return { char, length };
}

function isClosingFence(line: string, from: number, fence: { char: string; length: number }): boolean {
  let end = from;
  while (line[end] === fence.char) end += 1;
  return end - from >= fence.length && line.slice(end).trim() === '';
}

const STAR = 0x2a;
const UNDERSCORE = 0x5f;
const TILDE = 0x7e;
/** A GFM table's delimiter row: cells of dashes with optional colons, at least one pipe. */
const TABLE_DELIMITER_ROW = /^\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/;
/**
 * What a link starts with: `](` (inline), `]:` (definition), `][` (reference), `<scheme:`
 * (autolink), and a bare `http(s)://` or `www.` (GFM's literal autolinks) not right after `(`
 * or `<`, where it is the destination of one already counted.
 */
const LINK_MARKERS = /\]\(|\]:|\]\[|<[a-z][a-z0-9+.-]{1,31}:|(?<![(<])(?:https?:\/\/|\bwww\.)/gi;
const HTML_CELL = /<t[dh][\s>]/gi;

const countMatches = (text: string, pattern: RegExp): number => {
  pattern.lastIndex = 0;
  let count = 0;
  while (pattern.exec(text) !== null) count += 1;
  return count;
};

/**
 * The first structural limit (MARKDOWN_LIMITS) `markdown` exceeds, or undefined. One pass over
 * the text, no backtracking regular expression: its cost is linear in the length. `overrides`
 * changes some limits for a text of another kind (a SUMMARY.md is a list of thousands of links).
 */
export function checkMarkdownLimits(markdown: string, overrides: Partial<MarkdownLimits> = {}): MarkdownLimitViolation | undefined {
  const limits: MarkdownLimits = { ...MARKDOWN_LIMITS, ...overrides };
  const violation = (limit: MarkdownLimit, found: number, line: number): MarkdownLimitViolation => {
    const max = limits[limit];
    return { limit, found, max, line, message: `${MESSAGES[limit](found, max)} (line ${line}; limit ${limit})` };
  };
  const lines = markdown.split('\n');
  let fence: { char: string; length: number; quotes: number } | undefined;
  let longDelimiterChars = 0;
  let tableCells = 0;
  let links = 0;
  // The columns of the table whose rows follow, 0 outside a table.
  let tableColumns = 0;

  for (let number = 0; number < lines.length; number += 1) {
    const line = lines[number];
    const lineNumber = number + 1;
    const { depth, quotes, content } = containerPrefix(line);

    if (fence) {
      // A fence inside a block quote ends with the quote (a line with fewer `>`).
      if (quotes >= fence.quotes && !isClosingFence(line, content, fence)) continue;
      const closes = quotes >= fence.quotes;
      fence = undefined;
      if (closes) continue;
    }

    if (depth > limits.maxNestingDepth) return violation('maxNestingDepth', depth, lineNumber);

    const opening = openingFence(line, content);
    if (opening) {
      fence = { ...opening, quotes };
      tableColumns = 0;
      continue;
    }

    const rest = line.slice(content);
    if (rest.trim() === '') {
      tableColumns = 0;
      continue;
    }

    // Tables: the delimiter row gives the columns; every line after it is a row until a blank line.
    if (tableColumns > 0) {
      tableCells += tableColumns;
    } else if (rest.includes('-') && TABLE_DELIMITER_ROW.test(rest.trim()) && rest.includes('|')) {
      const columns = rest.trim().replace(/^\|/, '').replace(/\|$/, '').split('|').length;
      if (columns > limits.maxTableColumns) return violation('maxTableColumns', columns, lineNumber);
      tableColumns = columns;
      // The header row and the delimiter row.
      tableCells += 2 * columns;
    }
    if (rest.includes('<')) tableCells += countMatches(rest, HTML_CELL);
    if (tableCells > limits.maxTableCells) return violation('maxTableCells', tableCells, lineNumber);

    links += countMatches(rest, LINK_MARKERS);
    if (links > limits.maxLinks) return violation('maxLinks', links, lineNumber);

    if (isThematicBreak(rest, 0)) continue;
    for (let index = 0; index < rest.length; index += 1) {
      const code = rest.charCodeAt(index);
      if (code !== STAR && code !== UNDERSCORE && code !== TILDE) continue;
      let end = index + 1;
      while (end < rest.length && rest.charCodeAt(end) === code) end += 1;
      const run = end - index;
      if (run > limits.maxDelimiterRun) return violation('maxDelimiterRun', run, lineNumber);
      if (run >= 4) {
        longDelimiterChars += run;
        if (longDelimiterChars > limits.maxLongDelimiterChars) return violation('maxLongDelimiterChars', longDelimiterChars, lineNumber);
      }
      index = end - 1;
    }
  }
  return undefined;
}
