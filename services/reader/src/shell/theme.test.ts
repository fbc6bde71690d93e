import fs from 'node:fs';
import path from 'node:path';
import type { SiteCustomizationSettings } from '@gitbook/api';
import { defaultCustomization } from '../../test/shell/fixtures';
import { contrast, parseHex } from './colors';
import { THEME_PROPERTIES, themeStylesheet } from './theme';

type Blocks = { light: Record<string, string>; dark: Record<string, string>; media: Record<string, string> };

/** The three blocks of the stylesheet as property maps. */
function blocks(css: string): Blocks {
  const read = (selector: string) => {
    const start = css.indexOf(`${selector} {`);
    expect(start).toBeGreaterThanOrEqual(0);
    const body = css.slice(start + selector.length + 2, css.indexOf('}', start));
    return Object.fromEntries(
      body
        .split(';')
        .map((line) => line.trim())
        .filter(Boolean)
        .map((line) => [line.slice(0, line.indexOf(':')).trim(), line.slice(line.indexOf(':') + 1).trim()]),
    );
  };
  return { light: read(':root'), dark: read(':root[data-theme="dark"]'), media: read(':root:not([data-theme])') };
}

function customize(change: (customization: SiteCustomizationSettings) => void): SiteCustomizationSettings {
  const customization = defaultCustomization();
  change(customization);
  return customization;
}

function ratio(a: string, b: string): number {
  return contrast(parseHex(a)!, parseHex(b)!);
}

const HOSTILE_VALUES: unknown[] = [
  'red;}</style><script>alert(1)</script>',
  '#fff;background:url(https://evil.example/x.png)',
  'url(javascript:alert(1))',
  'expression(alert(1))',
  '#12345g',
  '#1234',
  ' #abc } body { display: none ',
  'var(--q-bg)',
  '\u0000#ffffff',
  42,
  null,
  { toString: () => '#ffffff' },
  ['#ffffff'],
];

describe('themeStylesheet', () => {
  it('sets every theme property in light, dark, and dark-by-preference', () => {
    const { light, dark, media } = blocks(themeStylesheet(defaultCustomization()));
    for (const name of THEME_PROPERTIES) {
      expect(light[name]).toBeDefined();
      expect(dark[name]).toBeDefined();
    }
    expect(media).toEqual(dark);
    expect(light['color-scheme']).toBe('light');
    expect(dark['color-scheme']).toBe('dark');
  });

  it('is what assets/styles/defaults.css holds for the default customization', () => {
    const defaults = fs.readFileSync(path.join(__dirname, '../../assets/styles/defaults.css'), 'utf8');
    expect(defaults).toContain(themeStylesheet(defaultCustomization()));
    expect(themeStylesheet({})).toBe(themeStylesheet(defaultCustomization()));
  });

  it.each(HOSTILE_VALUES.map((value) => [JSON.stringify(value) ?? String(value), value]))('writes no part of the colour %s', (_name, value) => {
    const customization = customize((c) => {
      for (const setting of ['primaryColor', 'infoColor', 'successColor', 'warningColor', 'dangerColor'] as const) {
        c.styling[setting] = { light: value as string, dark: value as string };
      }
      c.styling.tint = { color: { light: value as string, dark: value as string } };
    });
    const css = themeStylesheet(customization);
    expect(css).toBe(themeStylesheet(defaultCustomization()));
    expect(css).not.toMatch(/script|url\(|expression|evil|display: none/);
  });

  it('takes only its own values for every other setting', () => {
    const customization = customize((c) => {
      Object.assign(c.styling, {
        theme: '"; } body { x',
        corners: '999px; } *{',
        depth: '__proto__',
        font: 'constructor',
        monospaceFont: 'url(https://evil.example/font.woff)',
        links: 'x',
        sidebar: { background: '"><', list: 'pill' },
      });
    });
    const css = themeStylesheet(customization);
    const { light } = blocks(css);
    expect(light['--q-radius']).toBe('8px');
    expect(light['--q-font']).toMatch(/^"Inter Variable", /);
    expect(light['--q-font-mono']).toMatch(/^"IBM Plex Mono", /);
    expect(css).not.toMatch(/evil|999px|"><|proto|constructor/);
    // Every value is a hex colour, a length, a shadow, a gradient of hex colours, a font stack or a keyword.
    for (const [name, value] of Object.entries(light)) {
      if (name === '--q-font' || name === '--q-font-mono') continue;
      expect(value).toMatch(/^(#[0-9a-f]{6}|\d+(px)?|none|transparent|light|dark|[0-9a-z ,./()-]+)$/);
    }
  });

  it('maps the customization to properties', () => {
    const customization = customize((c) => {
      c.styling.primaryColor = { light: '#0A7', dark: '#33DDAA' };
      c.styling.corners = 'straight' as never;
      c.styling.depth = 'flat' as never;
      c.styling.font = 'Roboto' as never;
      c.styling.monospaceFont = 'JetBrainsMono' as never;
      c.styling.links = 'accent' as never;
      c.styling.sidebar = { background: 'filled' as never, list: 'line' as never };
      c.styling.theme = 'gradient' as never;
    });
    const { light, dark } = blocks(themeStylesheet(customization));
    expect(light['--q-primary-raw']).toBe('#00aa77');
    expect(dark['--q-primary-raw']).toBe('#33ddaa');
    expect(light['--q-radius']).toBe('0');
    expect(light['--q-shadow']).toBe('none');
    expect(light['--q-font']).toMatch(/^Roboto, "Inter Variable"/);
    expect(light['--q-font-mono']).toMatch(/^"JetBrains Mono Variable", "IBM Plex Mono"/);
    expect(light['--q-link']).toBe(light['--q-text']);
    expect(light['--q-link-underline']).toBe(light['--q-primary']);
    expect(light['--q-sidebar-bg']).toBe(light['--q-surface']);
    expect(light['--q-page-bg-image']).toMatch(/^linear-gradient\(180deg, #[0-9a-f]{6} 0, #[0-9a-f]{6} 28rem\)$/);
  });

  it('fills the header with the primary colour in the bold theme, its text readable on it', () => {
    const { light, dark } = blocks(themeStylesheet(customize((c) => (c.styling.theme = 'bold' as never))));
    expect(light['--q-header-bg']).toBe(light['--q-primary-raw']);
    for (const mode of [light, dark]) expect(ratio(mode['--q-header-text'], mode['--q-header-bg'])).toBeGreaterThanOrEqual(4.5);
  });

  // axe-core's colour-contrast rule (WCAG AA): 4.5:1 for text. The theme guarantees it for any
  // colours a site picks, not only the defaults.
  const palettes: [string, Partial<Record<'primary' | 'tint' | 'warning', [string, string]>>][] = [
    ['the default', {}],
    ['a pale primary', { primary: ['#ffe45c', '#ffe45c'] }],
    ['a dark primary', { primary: ['#1a1a40', '#1a1a40'] }],
    ['a saturated tint', { tint: ['#ff00aa', '#ff00aa'], primary: ['#00ffcc', '#00ffcc'] }],
    ['a light warning', { warning: ['#ffff00', '#ffff00'] }],
  ];
  it.each(palettes)('keeps text readable with %s colours, in both modes', (_name, colors) => {
    const customization = customize((c) => {
      if (colors.primary) c.styling.primaryColor = { light: colors.primary[0], dark: colors.primary[1] };
      if (colors.tint) c.styling.tint = { color: { light: colors.tint[0], dark: colors.tint[1] } };
      if (colors.warning) c.styling.warningColor = { light: colors.warning[0], dark: colors.warning[1] };
    });
    for (const theme of ['clean', 'muted', 'bold', 'gradient']) {
      customization.styling.theme = theme as never;
      const { light, dark } = blocks(themeStylesheet(customization));
      for (const mode of [light, dark]) {
        const backgrounds = ['--q-bg', '--q-surface', '--q-surface-strong'].map((name) => mode[name]);
        for (const background of backgrounds) {
          expect(ratio(mode['--q-text'], background)).toBeGreaterThanOrEqual(7);
          for (const name of ['--q-muted', '--q-primary', '--q-link', '--q-info', '--q-success', '--q-warning', '--q-danger']) {
            expect(ratio(mode[name], background)).toBeGreaterThanOrEqual(4.5);
          }
        }
        for (const name of ['primary', 'info', 'success', 'warning', 'danger']) {
          expect(ratio(mode[`--q-${name}`], mode[`--q-${name}-soft`])).toBeGreaterThanOrEqual(4.5);
          expect(ratio(mode['--q-text'], mode[`--q-${name}-soft`])).toBeGreaterThanOrEqual(4.5);
        }
        expect(ratio(mode['--q-on-primary'], mode['--q-primary'])).toBeGreaterThanOrEqual(4.5);
        expect(ratio(mode['--q-header-text'], mode['--q-header-bg'])).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});
