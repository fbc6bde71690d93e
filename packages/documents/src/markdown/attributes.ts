import { decodeNamedCharacterReference } from 'decode-named-character-reference';

export type ParsedTag = { name: string; attributes: Record<string, string>; raw: string };

const TAG = /\{%\s*([\s\S]*?)\s*%\}/g;
const ATTRIBUTE = /([A-Za-z_][\w-]*)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"']+))/g;

/** Splits a liquid line (`{% tab title="A" %}{% endtab %}`) into its tags. */
export function parseLiquidLine(line: string): ParsedTag[] {
  const tags: ParsedTag[] = [];
  for (const match of line.matchAll(TAG)) {
    const body = match[1];
    const space = body.search(/\s/);
    const name = (space === -1 ? body : body.slice(0, space)).toLowerCase();
    const attributes: Record<string, string> = {};
    if (space !== -1) {
      for (const attribute of body.slice(space).matchAll(ATTRIBUTE)) {
        attributes[attribute[1]] = decodeEntities(attribute[2] ?? attribute[3] ?? attribute[4] ?? '');
      }
    }
    tags.push({ name, attributes, raw: match[0] });
  }
  return tags;
}

/** Writes one tag; attribute values are quoted with `"` and entity-escaped. */
export function liquidTag(name: string, attributes: Record<string, string | undefined> = {}): string {
  let out = `{% ${name}`;
  for (const [key, value] of Object.entries(attributes)) {
    if (value === undefined) continue;
    out += ` ${key}="${escapeAttribute(value.replace(/[\r\n]+/g, ' '))}"`;
  }
  return `${out} %}`;
}

const ENTITY = /&(#[xX][0-9a-fA-F]{1,6}|#[0-9]{1,7}|[A-Za-z][A-Za-z0-9]{0,31});/g;

/** Decodes HTML character references (named and numeric). */
export function decodeEntities(value: string): string {
  if (!value.includes('&')) return value;
  return value.replace(ENTITY, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '\uFFFD';
    }
    const decoded = decodeNamedCharacterReference(body);
    return decoded === false ? whole : decoded;
  });
}

export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function escapeHtmlText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Escapes text put between inline HTML tags (`<code class="expression">`), where markdown
 * still applies: every ASCII punctuation mark that could start markdown syntax becomes a
 * numeric character reference, which the parser turns back into the same character.
 */
export function escapeInlineHtmlText(value: string): string {
  return value.replace(/[\\`*_[\]<>&$~|!#{}()"'\n\r]/g, (ch) => (ch === '\n' || ch === '\r' ? ' ' : `&#x${ch.charCodeAt(0).toString(16).toUpperCase()};`));
}

/** Reads `name="value"` attributes from one HTML start tag. */
export function htmlAttributes(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  const start = tag.search(/\s/);
  if (start === -1) return attributes;
  for (const attribute of tag.slice(start).matchAll(/([A-Za-z_:][\w:.-]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    attributes[attribute[1].toLowerCase()] = decodeEntities(attribute[2] ?? attribute[3] ?? attribute[4] ?? '');
  }
  return attributes;
}

/** Strips tags and decodes references: the text of a fragment of HTML. */
export function htmlText(html: string): string {
  return decodeEntities(html.replace(/<br\s*\/?>/gi, '\n').replace(/<[^>]*>/g, ''));
}
