/**
 * Colour arithmetic for the theme stylesheet: parsing the customization's hex colours (the only
 * form accepted: anything else is not a colour and never reaches CSS), mixing them, and moving a
 * colour towards black or white until it reads on a background (WCAG 2 contrast).
 */

export type Rgb = { r: number; g: number; b: number };

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** `#rgb` or `#rrggbb` as numbers; anything else (a name, `rgb()`, `url()`, text) is undefined. */
export function parseHex(value: unknown): Rgb | undefined {
  if (typeof value !== 'string') return undefined;
  const match = HEX.exec(value.trim());
  if (!match) return undefined;
  let digits = match[1];
  if (digits.length === 3) digits = [...digits].map((digit) => digit + digit).join('');
  const number = Number.parseInt(digits, 16);
  return { r: (number >> 16) & 0xff, g: (number >> 8) & 0xff, b: number & 0xff };
}

/** Always `#rrggbb`, lower case, built from numbers: safe to write into a stylesheet. */
export function toHex({ r, g, b }: Rgb): string {
  const channel = (value: number) => Math.round(Math.min(255, Math.max(0, value))).toString(16).padStart(2, '0');
  return `#${channel(r)}${channel(g)}${channel(b)}`;
}

/** `amount` of `to` in `from` (0: `from`, 1: `to`), in sRGB like CSS `color-mix(in srgb, ...)`. */
export function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  return { r: from.r + (to.r - from.r) * amount, g: from.g + (to.g - from.g) * amount, b: from.b + (to.b - from.b) * amount };
}

function linear(channel: number): number {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2 relative luminance. */
export function luminance({ r, g, b }: Rgb): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio, 1 to 21. */
export function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

export const WHITE: Rgb = { r: 255, g: 255, b: 255 };
export const BLACK: Rgb = { r: 0, g: 0, b: 0 };

/**
 * `color`, moved towards black (on light backgrounds) or white (on dark ones) just enough to reach
 * `ratio` against every one of `backgrounds`: a brand colour keeps its hue but stays readable as
 * text. A colour that already reads is returned unchanged.
 */
export function readableOn(color: Rgb, backgrounds: Rgb[], ratio = 4.5): Rgb {
  const worst = (candidate: Rgb) => Math.min(...backgrounds.map((background) => contrast(candidate, background)));
  if (worst(color) >= ratio) return color;
  const darkBackground = luminance(backgrounds[0]) < 0.18;
  const target = darkBackground ? WHITE : BLACK;
  for (let step = 1; step <= 20; step += 1) {
    const candidate = mix(color, target, step / 20);
    if (worst(candidate) >= ratio) return candidate;
  }
  return target;
}

/** White or near-black, whichever reads better on `fill` (text on a button of that colour). */
export function textOn(fill: Rgb): Rgb {
  const ink = { r: 17, g: 19, b: 24 };
  return contrast(WHITE, fill) >= contrast(ink, fill) ? WHITE : ink;
}
