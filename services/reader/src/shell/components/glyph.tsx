import type { Result } from 'hastscript';
import type { Glyph as GlyphValue } from '../../model';
import type { Shell } from '../context';

const CODE_POINTS = /^[0-9a-f]{2,6}(?:[-_ ][0-9a-f]{2,6})*$/i;

/**
 * The character(s) of an emoji as GitBook stores it: code points in hex (`1f389`, `1f468-200d-1f4bb`)
 * or the character itself. Anything else (too long, not a code point) is no emoji.
 */
export function emojiText(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (CODE_POINTS.test(trimmed)) {
    const points = trimmed.split(/[-_ ]/).map((hex) => Number.parseInt(hex, 16));
    if (points.some((point) => point > 0x10ffff || (point >= 0xd800 && point <= 0xdfff))) return undefined;
    return String.fromCodePoint(...points);
  }
  return trimmed.length > 0 && trimmed.length <= 32 && !/[\u0000-\u001f<>&]/.test(trimmed) ? trimmed : undefined;
}

/** A page's, section's or space's emoji or icon, decorative (the title beside it is the name). */
export function Glyph(shell: Shell, glyph: GlyphValue, className = 'q-glyph'): Result | undefined {
  const emoji = emojiText(glyph.emoji);
  if (emoji) {
    return (
      <span className={[className, 'q-emoji']} aria-hidden="true">
        {emoji}
      </span>
    );
  }
  const svg = shell.icon(glyph.icon, 'q-icon');
  return svg ? <span className={[className]}>{svg}</span> : undefined;
}
