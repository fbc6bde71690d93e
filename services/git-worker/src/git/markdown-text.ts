/**
 * Link rewriting and title extraction on markdown text, without parsing it into a document.
 *
 * Import and export only change hrefs (relative paths ↔ `quire-import:`/`quire:` hrefs) and the
 * page's first heading; everything else of a page is kept byte for byte, so the author's
 * markdown survives a round trip exactly. A full parse (`@quire/documents`) would do the same
 * at about 8 ms of CPU per page, which alone would spend most of the 10 s budget of a
 * 900-page import; this scanner takes microseconds.
 *
 * Hrefs are found where GitBook's markdown puts them: inline links and images
 * (`[t](href "title")`, `![a](<href>)`), reference definitions (`[id]: href`), autolinks
 * (`<scheme:...>`), HTML `src`/`href` attributes (`<img>`, `<a>`, `<source>`, `<video>`,
 * `<audio>`) and the `url`/`src` of `{% content-ref %}`, `{% file %}` and `{% embed %}`.
 * Fenced code blocks and code spans are left alone.
 */

/** Answers the new href, or undefined to leave it as it is. */
export type HrefRewriter = (href: string) => string | undefined;

const FENCE = /^[ \t>]*(`{3,}|~{3,})/;
const DEFINITION = /^([ \t]{0,3}(?:>[ \t]?)*\[(?:[^\]\\\n]|\\.)+\]:[ \t]*)(<[^<>\n]*>|\S+)(.*)$/;
const INLINE_DESTINATION = /\]\([ \t]*(?:<([^<>\n]*)>|((?:[^\s()\\]|\\.|\((?:[^\s()\\]|\\.)*\))+))/g;
const HTML_ATTRIBUTE = /(<(?:img|a|source|video|audio)\b[^>]*?\s(?:src|href)[ \t]*=[ \t]*)(?:"([^"]*)"|'([^']*)')/gi;
const LIQUID_ATTRIBUTE = /(\{%[ \t]*(?:content-ref|file|embed)\b[^%]*?\b(?:url|src)[ \t]*=[ \t]*)(?:"([^"]*)"|'([^']*)')/g;
const AUTOLINK = /<([A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>]*)>/g;
const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/;

/** A destination as written → the href it stands for (backslash escapes resolved). */
const unescapeDestination = (destination: string) => destination.replace(/\\([!-/:-@[-`{-~])/g, '$1');

/** A new href written as a destination that stays one token. */
function formatDestination(href: string, angle: boolean): string {
  if (angle || /[\s()<>]/.test(href)) return `<${href.replace(/[<>\n]/g, encodeURIComponent)}>`;
  return href;
}

/**
 * Follows fenced code blocks line by line: answers true for a fence line or a line inside a
 * fence (an unclosed fence runs to the end, as in CommonMark). Fences may be indented or
 * quoted (lists, blockquotes).
 */
function codeFenceTracker(): (line: string) => boolean {
  let fence: { char: string; length: number } | undefined;
  return (line) => {
    const opening = FENCE.exec(line);
    if (fence) {
      const rest = opening ? line.slice(line.indexOf(opening[1]) + opening[1].length) : '';
      if (opening && opening[1][0] === fence.char && opening[1].length >= fence.length && rest.trim() === '') fence = undefined;
      return true;
    }
    if (opening) {
      fence = { char: opening[1][0], length: opening[1].length };
      return true;
    }
    return false;
  };
}

/** Splits a line into text and code spans (runs of backticks closed by a run of the same length). */
function codeSpans(line: string): { text: string; code: boolean }[] {
  const parts: { text: string; code: boolean }[] = [];
  let rest = 0;
  const ticks = /`+/g;
  let open: RegExpExecArray | null;
  while ((open = ticks.exec(line))) {
    const run = open[0];
    const close = new RegExp(`(?<!\`)${run}(?!\`)`, 'g');
    close.lastIndex = open.index + run.length;
    const end = close.exec(line);
    if (!end) continue;
    if (open.index > rest) parts.push({ text: line.slice(rest, open.index), code: false });
    parts.push({ text: line.slice(open.index, end.index + run.length), code: true });
    rest = end.index + run.length;
    ticks.lastIndex = rest;
  }
  if (rest < line.length) parts.push({ text: line.slice(rest), code: false });
  return parts;
}

function rewriteText(text: string, rewrite: HrefRewriter): string {
  const attribute = (match: string, prefix: string, double: string | undefined, single: string | undefined) => {
    const next = rewrite(double ?? single ?? '');
    return next === undefined ? match : `${prefix}"${next.replace(/"/g, '%22')}"`;
  };
  return text
    .replace(INLINE_DESTINATION, (match, angle: string | undefined, raw: string | undefined) => {
      const next = rewrite(angle !== undefined ? angle : unescapeDestination(raw!));
      return next === undefined ? match : `](${formatDestination(next, false)}`;
    })
    .replace(HTML_ATTRIBUTE, attribute)
    .replace(LIQUID_ATTRIBUTE, attribute)
    .replace(AUTOLINK, (match, href: string) => {
      const next = rewrite(href);
      // A relative path cannot be an autolink: it becomes an ordinary link to itself.
      return next === undefined ? match : `[${next}](${formatDestination(next, false)})`;
    });
}

/** Every href of `markdown` through `rewrite`, outside code. */
export function rewriteHrefs(markdown: string, rewrite: HrefRewriter): string {
  const lines = markdown.split('\n');
  const inCode = codeFenceTracker();
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index];
    if (inCode(line)) continue;
    const definition = DEFINITION.exec(line);
    if (definition) {
      const [, prefix, destination, rest] = definition;
      const angle = destination.startsWith('<');
      const next = rewrite(angle ? destination.slice(1, -1) : unescapeDestination(destination));
      if (next !== undefined) lines[index] = `${prefix}${formatDestination(next, angle)}${rest}`;
      continue;
    }
    if (!/[\](<{]/.test(line)) continue;
    lines[index] = codeSpans(line)
      .map((part) => (part.code ? part.text : rewriteText(part.text, rewrite)))
      .join('');
  }
  return lines.join('\n');
}

const ATX_H1 = /^ {0,3}#(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const LIQUID_TAG = /\{%[ \t]*(end)?([a-z-]+)/g;
/** GitBook blocks that hold markdown; a heading inside one is not the page's. */
const LIQUID_CONTAINERS = new Set(['hint', 'tabs', 'tab', 'stepper', 'step', 'columns', 'column', 'updates', 'update', 'code', 'content-ref', 'file', 'swagger', 'openapi']);

/**
 * The page's title: the first `# ` heading at the top level (not in code, a quote, a list or a
 * GitBook block), as plain text. `body` is the markdown without that heading and without the
 * blank lines before what follows.
 */
export function takeTitle(markdown: string): { title?: string; body: string } {
  const lines = markdown.split('\n');
  const inCode = codeFenceTracker();
  let depth = 0;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index];
    if (inCode(line)) continue;
    if (depth === 0) {
      const heading = ATX_H1.exec(line.replace(/\r$/, ''));
      if (heading) {
        const title = plainText(heading[1] ?? '');
        const before = lines.slice(0, index).join('\n');
        const after = lines.slice(index + 1).join('\n').replace(/^(?:[ \t]*\r?\n)+/, '');
        const body = before.trim() === '' ? after : `${before.replace(/\n*$/, '\n\n')}${after}`;
        return { title: title || undefined, body };
      }
    }
    for (const [, end, name] of line.matchAll(LIQUID_TAG)) {
      if (LIQUID_CONTAINERS.has(name)) depth = Math.max(0, depth + (end ? -1 : 1));
    }
  }
  return { body: markdown.replace(/^(?:[ \t]*\r?\n)+/, '') };
}

const HTML_TAG = /^<\/?[A-Za-z][A-Za-z0-9-]*(?:\s[^<>]*)?\/?>/;
const isWordCharacter = (character: string | undefined) => character !== undefined && /[\p{L}\p{N}]/u.test(character);

/** Inline markdown → its text: escapes resolved, emphasis and code markers, link targets and HTML tags dropped. */
export function plainText(inline: string): string {
  let text = '';
  for (let index = 0; index < inline.length; index++) {
    const character = inline[index];
    if (character === '\\' && index + 1 < inline.length && ASCII_PUNCTUATION.test(inline[index + 1])) {
      text += inline[++index];
      continue;
    }
    if (character === '<') {
      const tag = HTML_TAG.exec(inline.slice(index));
      if (tag) {
        index += tag[0].length - 1;
        continue;
      }
    }
    if (character === ']' && inline[index + 1] === '(') {
      const close = inline.indexOf(')', index);
      if (close > 0) {
        index = close;
        continue;
      }
    }
    if (character === '!' && inline[index + 1] === '[') continue;
    if ('*`~[]'.includes(character)) continue;
    if (character === '_' && !(isWordCharacter(inline[index - 1]) && isWordCharacter(inline[index + 1]))) continue;
    text += character;
  }
  return text.replace(/\s+/g, ' ').trim();
}

/** Backslash-escapes what would read as markdown in a heading or a link text. */
export function escapeInline(text: string): string {
  return text.replace(/[\\`*_[\]<>&#$~{}!|]/g, '\\$&');
}
