import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { CUSTOMIZATION_DEFINITIONS, SITE_SPACE_OVERRIDE_SCHEMA } from './contract-schema';
import { DEFAULT_CUSTOMIZATION } from './defaults';
import { presentSiteCustomization, presentSiteSpaceCustomization } from './presenter';
import { MAX_CUSTOMIZATION_BYTES, parseSiteCustomization, parseSiteSpaceOverrides } from './schema';
import { applyOverrides, hasOverrides } from './settings';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const spec = require('@gitbook/api/spec/openapi.json') as {
  components: { schemas: Record<string, unknown> };
};

/** The contract's own SiteCustomizationSettings, straight from @gitbook/api, for checking what the service produces. */
function contractValidator() {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addFormat('emoji', true).addFormat('icon', true);
  const components = JSON.parse(JSON.stringify(spec.components.schemas).replaceAll('#/components/schemas/', '#/definitions/'));
  return ajv.compile({ $ref: '#/definitions/SiteCustomizationSettings', definitions: components });
}
const isContractSettings = contractValidator();

const full = () => structuredClone(DEFAULT_CUSTOMIZATION) as unknown as Record<string, any>;
const messageOf = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    return (error as { details: string }).details;
  }
  throw new Error('expected a refusal');
};

describe('contract schemas', () => {
  it('DEFAULT_CUSTOMIZATION is a full SiteCustomizationSettings', () => {
    expect(isContractSettings(DEFAULT_CUSTOMIZATION) ? [] : isContractSettings.errors).toEqual([]);
  });

  it('holds every schema the two reference', () => {
    const refs = new Set<string>();
    const walk = (value: unknown) => {
      if (Array.isArray(value)) return value.forEach(walk);
      if (value && typeof value === 'object') {
        for (const [key, item] of Object.entries(value)) {
          if (key === '$ref' && typeof item === 'string') refs.add(item.replace('#/definitions/', ''));
          else walk(item);
        }
      }
    };
    walk([CUSTOMIZATION_DEFINITIONS, SITE_SPACE_OVERRIDE_SCHEMA]);
    expect([...refs].filter((name) => !(name in CUSTOMIZATION_DEFINITIONS))).toEqual([]);
  });
});

describe('parseSiteCustomization', () => {
  it('accepts DEFAULT_CUSTOMIZATION and a richly customized tree, as the contract does', () => {
    expect(parseSiteCustomization(full())).toEqual(full());
    const rich = {
      ...full(),
      title: 'Acme docs',
      styling: {
        ...full().styling,
        theme: 'gradient',
        tint: { color: { light: '#123', dark: '#abcdef' } },
        font: { id: 'acme', custom: true, fontFamily: 'Acme Sans', fontFaces: [{ weight: 400, sources: [{ url: 'https://fonts.example.com/acme.woff2', format: 'woff2' }] }] },
      },
      favicon: { emoji: '🎉' },
      header: {
        preset: 'custom',
        logo: { light: 'https://example.com/l.png', dark: 'https://example.com/d.png' },
        links: [
          { title: 'Home', to: { kind: 'url', url: 'https://example.com' }, links: [], style: 'button-primary', condition: 'visitor.claims.isBeta' },
          { title: 'Menu', to: null, links: [{ title: 'Guide', to: { kind: 'page', page: 'p1', space: 's1' } }] },
        ],
      },
      footer: { groups: [{ title: 'More', links: [{ title: 'Blog', to: { kind: 'url', url: 'https://blog.example.com' } }] }], copyright: '© Acme' },
      announcement: { enabled: true, message: 'New release', style: 'info', link: { title: 'Read', to: { kind: 'url', url: 'https://x.example' } } },
      privacyPolicy: { url: 'https://example.com/privacy' },
    };
    expect(isContractSettings(rich)).toBe(true);
    expect(parseSiteCustomization(rich)).toEqual(rich);
  });

  it('drops properties the contract does not declare, at every depth', () => {
    const settings = { ...full(), hasOverrides: true, extra: 1, styling: { ...full().styling, glitter: true }, favicon: { icon: { light: 'https://a.example/i.png', dark: 'https://a.example/j.png', x: 1 }, y: 2 } };
    const parsed = parseSiteCustomization(settings);
    expect(parsed).not.toHaveProperty('hasOverrides');
    expect(parsed).not.toHaveProperty('extra');
    expect(parsed.styling).not.toHaveProperty('glitter');
    expect(parsed.favicon).toEqual({ icon: { light: 'https://a.example/i.png', dark: 'https://a.example/j.png' } });
  });

  it('names the first problem with its JSON path', () => {
    const { styling: _styling, ...withoutStyling } = full();
    const cases: [Record<string, unknown>, string][] = [
      [withoutStyling, 'styling: is required'],
      [{ ...full(), styling: { ...full().styling, theme: 'neon' } }, 'styling.theme: must be one of "clean", "muted", "bold", "gradient"'],
      [{ ...full(), styling: { ...full().styling, primaryColor: { light: 'blue', dark: '#000' } } }, 'styling.primaryColor.light: must be a color such as "#346DDB"'],
      [{ ...full(), styling: { ...full().styling, font: 'Comic Sans' } }, expect.stringMatching(/^styling\.font: must be one of "ABCFavorit", "Inter", /) as never],
      [{ ...full(), styling: { ...full().styling, font: { id: 'x', custom: true, fontFamily: 'X', fontFaces: [] } } }, 'styling.font.fontFaces: must have at least 1 item'],
      [{ ...full(), title: 'x' }, 'title: must have at least 2 characters'],
      [{ ...full(), favicon: { emoji: 'cat' } }, 'favicon.emoji: must be an emoji (a character such as "🎉" or its code point such as "1f389")'],
      [{ ...full(), favicon: { emoji: '🐱', icon: { light: 'https://a.example', dark: 'https://a.example' } } }, 'favicon: must have only one of "icon", "emoji"'],
      [{ ...full(), favicon: { unknown: 1 } }, 'favicon.unknown: is not allowed'],
      [{ ...full(), header: { ...full().header, logo: { light: 'javascript:alert(1)', dark: 'https://a.example' } } }, 'header.logo.light: must be an http(s) URL'],
      [{ ...full(), header: { ...full().header, links: [{ title: 'A', links: [], to: { kind: 'page' } }] } }, 'header.links.0.to.page: is required'],
      [{ ...full(), header: { ...full().header, links: [{ title: 'A', links: [], to: { kind: 'teleport' } }] } }, expect.stringMatching(/^header\.links\.0\.to\.kind: must be one of "file", "url", "page"/) as never],
      [{ ...full(), header: { ...full().header, links: [{ title: 'A', links: [] }] } }, 'header.links.0.to: is required'],
      [{ ...full(), footer: { groups: [], copyright: 'x'.repeat(301) } }, 'footer.copyright: must have at most 300 characters'],
      [{ ...full(), pdf: { enabled: 'yes' } }, 'pdf.enabled: must be a boolean'],
      [{ ...full(), announcement: { enabled: true, message: 'Hi there', style: 'loud' } }, 'announcement.style: must be one of "info", "warning", "danger", "success"'],
      [{ ...full(), header: 'none' }, 'header: must be an object'],
    ];
    for (const [settings, message] of cases) expect(messageOf(() => parseSiteCustomization(settings))).toEqual(message);
  });

  it(`refuses a tree over ${MAX_CUSTOMIZATION_BYTES} bytes of JSON`, () => {
    const links = Array.from({ length: 2000 }, (_, index) => ({ title: `Link ${index}`, to: { kind: 'url', url: `https://example.com/${index}` }, links: [] }));
    expect(messageOf(() => parseSiteCustomization({ ...full(), header: { preset: 'default', links } }))).toMatch(/^settings: is too large \(\d+ bytes of JSON, at most 65536\)$/);
  });
});

describe('parseSiteSpaceOverrides', () => {
  it('takes values, nulls that reset, and nested groups', () => {
    const overrides = { title: null, styling: { theme: 'bold', sidebar: { list: null } }, header: { links: null }, pdf: { enabled: false }, favicon: null };
    expect(parseSiteSpaceOverrides(overrides)).toEqual(overrides);
    expect(parseSiteSpaceOverrides({})).toEqual({});
  });

  it('names the first problem with its JSON path', () => {
    expect(messageOf(() => parseSiteSpaceOverrides({ styling: { theme: 'neon' } }))).toBe('styling.theme: must be one of "clean", "muted", "bold", "gradient", null');
    expect(messageOf(() => parseSiteSpaceOverrides({ pdf: {} }))).toBe('pdf.enabled: is required');
    expect(messageOf(() => parseSiteSpaceOverrides({ title: 'x' }))).toBe('title: must have at least 2 characters');
    expect(messageOf(() => parseSiteSpaceOverrides({ themes: { toggeable: 'no' } }))).toBe('themes.toggeable: must be a boolean');
    expect(messageOf(() => parseSiteSpaceOverrides({ styling: { primaryColor: 7 } }))).toBe('styling.primaryColor: must be an object or null');
  });
});

describe('merging', () => {
  const site = (customization: unknown) => presentSiteCustomization({ title: 'Docs', customization });

  it("a site's settings: the defaults with the site's title, its stored settings over them", () => {
    expect(site(null)).toEqual({ ...full(), title: 'Docs' });
    expect(site({ title: 'Custom', styling: { theme: 'bold' } })).toMatchObject({ title: 'Custom', styling: { theme: 'bold', corners: 'rounded' } });
    expect(isContractSettings(site({ styling: { theme: 'bold' } }))).toBe(true);
  });

  it('groups merge key by key; values (favicons, colors, arrays) replace', () => {
    const base = site({ favicon: { emoji: '🎉' }, header: { preset: 'default', links: [{ title: 'A', links: [], to: null }] } });
    const merged = presentSiteSpaceCustomization(base, {
      favicon: { icon: { light: 'https://a.example/i.png', dark: 'https://a.example/i.png' } },
      styling: { sidebar: { list: 'pill' }, primaryColor: { light: '#000', dark: '#fff' } },
      header: { links: [] },
    });
    expect(merged.favicon).toEqual({ icon: { light: 'https://a.example/i.png', dark: 'https://a.example/i.png' } });
    expect(merged.styling).toMatchObject({ theme: 'clean', sidebar: { background: 'default', list: 'pill' }, primaryColor: { light: '#000', dark: '#fff' } });
    expect(merged.header).toEqual({ preset: 'default', links: [] });
    expect(isContractSettings(merged)).toBe(true);
    // The base is left as it was.
    expect(base.favicon).toEqual({ emoji: '🎉' });
  });

  it('applyOverrides: values replace, null resets, groups merge, empty groups go away', () => {
    let stored = applyOverrides(null, { styling: { theme: 'bold', sidebar: { list: 'pill' } }, pdf: { enabled: false }, title: 'Variant' });
    expect(stored).toEqual({ styling: { theme: 'bold', sidebar: { list: 'pill' } }, pdf: { enabled: false }, title: 'Variant' });
    stored = applyOverrides(stored, { styling: { sidebar: { list: null }, corners: 'straight' }, pdf: { enabled: null }, title: null });
    expect(stored).toEqual({ styling: { theme: 'bold', corners: 'straight' } });
    expect(hasOverrides(stored)).toBe(true);
    stored = applyOverrides(stored, { styling: { theme: null, corners: null } });
    expect(stored).toEqual({});
    expect(hasOverrides(stored)).toBe(false);
  });
});
