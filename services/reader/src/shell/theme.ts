import type { SiteCustomizationSettings } from '@gitbook/api';
import { BLACK, mix, parseHex, readableOn, textOn, toHex, WHITE, type Rgb } from './colors';

/**
 * The per-site stylesheet: the customization's styling as CSS custom properties on `:root`
 * (light) and `[data-theme=dark]` (dark; also under `prefers-color-scheme: dark` while no theme is
 * set, which is how a page without JavaScript follows the visitor's preference). The fingerprinted
 * main stylesheet and the renderer's `blocks.css` use only these properties, so a site's look is
 * this file alone.
 *
 * Nothing of the customization is written as it came: colours are parsed as `#rgb`/`#rrggbb` and
 * written back from numbers (anything else falls back to the default), and every other setting
 * picks a value from a table here. Text colours derived from brand colours are moved just enough
 * towards black or white to reach 4.5:1 against the backgrounds they are used on.
 */

type Styling = Partial<SiteCustomizationSettings['styling']>;
type Mode = 'light' | 'dark';

/** Properties the stylesheet sets, in both modes. `blocks.css` may rely on every one of them. */
export const THEME_PROPERTIES = [
  '--q-bg',
  '--q-surface',
  '--q-surface-strong',
  '--q-border',
  '--q-border-strong',
  '--q-text',
  '--q-muted',
  '--q-primary',
  '--q-primary-raw',
  '--q-primary-soft',
  '--q-on-primary',
  '--q-info',
  '--q-info-soft',
  '--q-success',
  '--q-success-soft',
  '--q-warning',
  '--q-warning-soft',
  '--q-danger',
  '--q-danger-soft',
  '--q-link',
  '--q-link-underline',
  '--q-focus',
  '--q-header-bg',
  '--q-header-text',
  '--q-sidebar-bg',
  '--q-page-bg-image',
  '--q-radius',
  '--q-radius-small',
  '--q-radius-large',
  '--q-shadow',
  '--q-shadow-large',
  '--q-font',
  '--q-font-mono',
] as const;

const DEFAULT_COLORS = {
  primaryColor: { light: '#346ddb', dark: '#346ddb' },
  infoColor: { light: '#787878', dark: '#787878' },
  successColor: { light: '#00c950', dark: '#00c950' },
  warningColor: { light: '#fe9a00', dark: '#fe9a00' },
  dangerColor: { light: '#fb2c36', dark: '#fb2c36' },
} as const;

type ColorSetting = keyof typeof DEFAULT_COLORS;

/** Neutral grey the backgrounds lean to when the site has no tint. */
const SLATE = parseHex('#64748b')!;
const DARK_BASE = parseHex('#0d1016')!;
const INK = parseHex('#15171c')!;
const PAPER = parseHex('#e7e9ee')!;

const SANS_FALLBACK = `"Inter Variable", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif`;
const SERIF_FALLBACK = `Georgia, "Times New Roman", serif`;
const MONO_FALLBACK = `"IBM Plex Mono", ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace`;

/**
 * CSS font stacks for GitBook's font names. Inter, IBM Plex Mono and JetBrains Mono are bundled
 * (latin subsets, `assets/styles/fonts.css`); the others are named first so that a visitor who has
 * them installed sees them, then fall back to a bundled font. Nothing is loaded from elsewhere.
 */
const FONT_STACKS: Record<string, string> = {
  Inter: SANS_FALLBACK,
  ABCFavorit: SANS_FALLBACK,
  Roboto: `Roboto, ${SANS_FALLBACK}`,
  RobotoSlab: `"Roboto Slab", ${SERIF_FALLBACK}`,
  OpenSans: `"Open Sans", ${SANS_FALLBACK}`,
  SourceSansPro: `"Source Sans 3", "Source Sans Pro", ${SANS_FALLBACK}`,
  Lato: `Lato, ${SANS_FALLBACK}`,
  Ubuntu: `Ubuntu, ${SANS_FALLBACK}`,
  Raleway: `Raleway, ${SANS_FALLBACK}`,
  Merriweather: `Merriweather, ${SERIF_FALLBACK}`,
  Overpass: `Overpass, ${SANS_FALLBACK}`,
  NotoSans: `"Noto Sans", ${SANS_FALLBACK}`,
  IBMPlexSerif: `"IBM Plex Serif", ${SERIF_FALLBACK}`,
  Poppins: `Poppins, ${SANS_FALLBACK}`,
  FiraSans: `"Fira Sans", ${SANS_FALLBACK}`,
};

const MONO_STACKS: Record<string, string> = {
  IBMPlexMono: MONO_FALLBACK,
  JetBrainsMono: `"JetBrains Mono Variable", ${MONO_FALLBACK}`,
  FiraCode: `"Fira Code", ${MONO_FALLBACK}`,
  SourceCodePro: `"Source Code Pro", ${MONO_FALLBACK}`,
  RobotoMono: `"Roboto Mono", ${MONO_FALLBACK}`,
  SpaceMono: `"Space Mono", ${MONO_FALLBACK}`,
  DMMono: `"DM Mono", ${MONO_FALLBACK}`,
  Inconsolata: `Inconsolata, ${MONO_FALLBACK}`,
};

const RADII: Record<string, [small: string, normal: string, large: string]> = {
  straight: ['0', '0', '0'],
  rounded: ['4px', '8px', '12px'],
  circular: ['8px', '14px', '22px'],
};

const SHADOWS: Record<Mode, [normal: string, large: string]> = {
  light: ['0 1px 2px rgb(15 23 42 / 0.06), 0 2px 6px rgb(15 23 42 / 0.05)', '0 12px 40px rgb(15 23 42 / 0.18)'],
  dark: ['0 1px 2px rgb(0 0 0 / 0.5), 0 2px 6px rgb(0 0 0 / 0.3)', '0 12px 40px rgb(0 0 0 / 0.6)'],
};

function color(styling: Styling, setting: ColorSetting, mode: Mode): Rgb {
  const configured = styling[setting]?.[mode];
  return parseHex(configured) ?? parseHex(DEFAULT_COLORS[setting][mode])!;
}

function pick<T>(table: Record<string, T>, key: unknown, fallback: string): T {
  return typeof key === 'string' && Object.hasOwn(table, key) ? table[key] : table[fallback];
}

/** One mode's properties, each value built from numbers or taken from a table above. */
function modeProperties(customization: Partial<SiteCustomizationSettings>, mode: Mode): [string, string][] {
  const styling: Styling = customization.styling ?? {};
  const theme = typeof styling.theme === 'string' ? styling.theme : 'clean';
  const tint = parseHex(styling.tint?.color?.[mode]);
  const hue = tint ?? SLATE;
  const dark = mode === 'dark';
  const muted = theme === 'muted';

  // Backgrounds lean towards the tint (or a neutral slate): more for `muted`, a touch otherwise.
  const bg = dark ? mix(DARK_BASE, hue, tint ? 0.08 : 0.03) : mix(WHITE, hue, tint ? 0.035 : muted ? 0.025 : 0);
  const surface = mix(bg, dark ? WHITE : hue, dark ? 0.045 : muted ? 0.09 : 0.06);
  const surfaceStrong = mix(bg, dark ? WHITE : hue, dark ? 0.09 : 0.14);
  const border = mix(bg, dark ? WHITE : hue, dark ? 0.13 : muted ? 0.16 : 0.22);
  const borderStrong = mix(bg, dark ? WHITE : hue, dark ? 0.26 : 0.42);
  const backgrounds = [bg, surface, surfaceStrong];
  const text = readableOn(mix(dark ? PAPER : INK, hue, muted ? 0.14 : 0.06), backgrounds, 7);
  const mutedText = readableOn(mix(text, bg, 0.32), backgrounds, 4.5);

  const primaryRaw = color(styling, 'primaryColor', mode);
  const primarySoft = mix(bg, primaryRaw, dark ? 0.2 : 0.11);
  const primary = readableOn(primaryRaw, [...backgrounds, primarySoft], 4.5);
  const semantic = (setting: ColorSetting): [Rgb, Rgb] => {
    const raw = color(styling, setting, mode);
    const soft = mix(bg, raw, dark ? 0.16 : 0.1);
    return [readableOn(raw, [...backgrounds, soft], 4.5), soft];
  };
  const [info, infoSoft] = semantic('infoColor');
  const [success, successSoft] = semantic('successColor');
  const [warning, warningSoft] = semantic('warningColor');
  const [danger, dangerSoft] = semantic('dangerColor');

  // `bold` fills the header with the primary colour; the others keep it on the page background.
  const headerBg = theme === 'bold' ? (dark ? mix(primaryRaw, BLACK, 0.35) : primaryRaw) : bg;
  const headerText = theme === 'bold' ? textOn(headerBg) : text;
  const pageImage =
    theme === 'gradient' ? `linear-gradient(180deg, ${toHex(mix(bg, primaryRaw, dark ? 0.22 : 0.14))} 0, ${toHex(bg)} 28rem)` : 'none';

  const accentLinks = styling.links === 'accent';
  const [radiusSmall, radius, radiusLarge] = pick(RADII, styling.corners, 'rounded');
  const [shadow, shadowLarge] = styling.depth === 'flat' ? ['none', SHADOWS[mode][1]] : SHADOWS[mode];
  const filledSidebar = styling.sidebar?.background === 'filled';

  return [
    ['color-scheme', mode],
    ['--q-bg', toHex(bg)],
    ['--q-surface', toHex(surface)],
    ['--q-surface-strong', toHex(surfaceStrong)],
    ['--q-border', toHex(border)],
    ['--q-border-strong', toHex(borderStrong)],
    ['--q-text', toHex(text)],
    ['--q-muted', toHex(mutedText)],
    ['--q-primary', toHex(primary)],
    ['--q-primary-raw', toHex(primaryRaw)],
    ['--q-primary-soft', toHex(primarySoft)],
    ['--q-on-primary', toHex(textOn(primary))],
    ['--q-info', toHex(info)],
    ['--q-info-soft', toHex(infoSoft)],
    ['--q-success', toHex(success)],
    ['--q-success-soft', toHex(successSoft)],
    ['--q-warning', toHex(warning)],
    ['--q-warning-soft', toHex(warningSoft)],
    ['--q-danger', toHex(danger)],
    ['--q-danger-soft', toHex(dangerSoft)],
    ['--q-link', accentLinks ? toHex(text) : toHex(primary)],
    ['--q-link-underline', toHex(primary)],
    ['--q-focus', toHex(primary)],
    ['--q-header-bg', toHex(headerBg)],
    ['--q-header-text', toHex(headerText)],
    ['--q-sidebar-bg', filledSidebar ? toHex(surface) : 'transparent'],
    ['--q-page-bg-image', pageImage],
    ['--q-radius', radius],
    ['--q-radius-small', radiusSmall],
    ['--q-radius-large', radiusLarge],
    ['--q-shadow', shadow],
    ['--q-shadow-large', shadowLarge],
    ['--q-font', pick(FONT_STACKS, styling.font, 'Inter')],
    ['--q-font-mono', pick(MONO_STACKS, styling.monospaceFont, 'IBMPlexMono')],
  ];
}

function block(selector: string, properties: [string, string][], indent = ''): string {
  const lines = properties.map(([name, value]) => `${indent}  ${name}: ${value};`);
  return `${indent}${selector} {\n${lines.join('\n')}\n${indent}}\n`;
}

/**
 * The stylesheet the reader serves at `SiteView.themeStylesheetHref` for this customization.
 * Accepts anything (a partial or hostile customization included): what it does not recognise
 * takes the default.
 */
export function themeStylesheet(customization: SiteCustomizationSettings | Partial<SiteCustomizationSettings>): string {
  const light = modeProperties(customization, 'light');
  const dark = modeProperties(customization, 'dark');
  return [
    '/* Quire reader: this site\'s theme (generated from its customization) */\n',
    block(':root', light),
    block(':root[data-theme="dark"]', dark),
    '@media (prefers-color-scheme: dark) {\n',
    block(':root:not([data-theme])', dark, '  '),
    '}\n',
  ].join('');
}

/** The default theme's properties, for main.css's fallback and the contrast tests. */
export function defaultThemeProperties(mode: Mode): [string, string][] {
  return modeProperties({}, mode);
}
