import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Element } from 'hast';
import { s } from 'hastscript';

/**
 * Icons as inline SVG, from Font Awesome Free's SVG files (`@fortawesome/fontawesome-free`,
 * icons under CC BY 4.0): the names GitBook uses for page, section and space icons are Font Awesome
 * names, and the shell's own icons (search, chevrons, menu) come from the same set. Read once per
 * icon and kept; an unknown name renders nothing rather than a broken glyph.
 */

export type IconStyle = 'regular' | 'solid';

/** Font Awesome names are lower-case words joined by hyphens; anything else is never a file name. */
const ICON_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_CACHED = 2000;

let svgRoot: string | undefined;
const cache = new Map<string, { viewBox: string; d: string } | null>();

function svgDirectory(): string {
  // Resolved at run time, beside this module (the bundle leaves the package and its files where npm put them).
  svgRoot ??= path.join(path.dirname(createRequire(__filename).resolve('@fortawesome/fontawesome-free/package.json')), 'svgs');
  return svgRoot;
}

/** The path and view box of an icon file (Font Awesome files hold one `<path>`). */
function readIcon(style: IconStyle, name: string): { viewBox: string; d: string } | null {
  const key = `${style}/${name}`;
  const known = cache.get(key);
  if (known !== undefined) return known;
  let icon: { viewBox: string; d: string } | null = null;
  try {
    const svg = fs.readFileSync(path.join(svgDirectory(), style, `${name}.svg`), 'utf8');
    const viewBox = /viewBox="([0-9 .-]+)"/.exec(svg)?.[1];
    const paths = [...svg.matchAll(/<path[^>]*\sd="([^"]+)"/g)].map((match) => match[1]);
    if (viewBox && paths.length > 0 && paths.every((d) => /^[0-9a-zA-Z .,-]+$/.test(d))) icon = { viewBox, d: paths.join(' ') };
  } catch {
    icon = null;
  }
  if (cache.size < MAX_CACHED) cache.set(key, icon);
  return icon;
}

/** The drawing of an icon: its file's view box and path, and an id unique to its style and name. */
export type IconData = { id: string; viewBox: string; d: string };

/**
 * The icon `name` in the customization's `styling.icons` style. The Pro styles (duotone, light,
 * thin) are not in the free set and fall back to regular, and every style falls back to solid
 * (most free icons exist only there). Undefined for an unknown or malformed name.
 */
export function iconData(name: string | undefined, style: string = 'regular'): IconData | undefined {
  if (!name || name.length > 64 || !ICON_NAME.test(name)) return undefined;
  const order: IconStyle[] = style === 'solid' ? ['solid', 'regular'] : ['regular', 'solid'];
  for (const candidate of order) {
    const found = readIcon(candidate, name);
    if (found) return { id: `q-i-${candidate}-${name}`, ...found };
  }
  return undefined;
}

/** `<svg>` drawing the icon `name` itself, decorative (`aria-hidden`): the text beside it carries the meaning. */
export function icon(name: string | undefined, style: string = 'regular', className = 'q-icon'): Element | undefined {
  const data = iconData(name, style);
  if (!data) return undefined;
  return s('svg', { className: [className], viewBox: data.viewBox, ariaHidden: 'true', focusable: 'false' }, [s('path', { fill: 'currentColor', d: data.d })]);
}

/**
 * Icons of one page drawn once: `use(name)` gives an `<svg>` that refers to a `<symbol>`, and
 * `sprite()` the hidden `<svg>` holding every symbol used, for the end of `<body>`. A sidebar with
 * a chevron per branch then carries one path, not hundreds.
 */
export class IconSprite {
  private readonly symbols = new Map<string, IconData>();

  constructor(private readonly style: string) {}

  use(name: string | undefined, className = 'q-icon'): Element | undefined {
    const data = iconData(name, this.style);
    if (!data) return undefined;
    this.symbols.set(data.id, data);
    return s('svg', { className: className.split(' '), viewBox: data.viewBox, ariaHidden: 'true', focusable: 'false' }, [s('use', { href: `#${data.id}` })]);
  }

  sprite(): Element | undefined {
    if (this.symbols.size === 0) return undefined;
    const symbols = [...this.symbols.values()].map((data) => s('symbol', { id: data.id, viewBox: data.viewBox }, [s('path', { fill: 'currentColor', d: data.d })]));
    return s('svg', { className: ['q-sprite'], ariaHidden: 'true', focusable: 'false', hidden: true }, symbols);
  }
}
