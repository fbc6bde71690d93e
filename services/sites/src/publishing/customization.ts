/**
 * The full GitBook "SiteCustomizationSettings" a site gets when nothing is customized.
 * Stored overrides (sites.customization, site_spaces.customization) are deep-merged over it:
 * objects merge key by key, anything else (arrays included) replaces.
 */
export const DEFAULT_CUSTOMIZATION = {
  styling: {
    theme: 'clean',
    primaryColor: { light: '#346DDB', dark: '#346DDB' },
    infoColor: { light: '#787878', dark: '#787878' },
    successColor: { light: '#00C950', dark: '#00C950' },
    warningColor: { light: '#FE9A00', dark: '#FE9A00' },
    dangerColor: { light: '#FB2C36', dark: '#FB2C36' },
    corners: 'rounded',
    depth: 'subtle',
    links: 'default',
    font: 'Inter',
    monospaceFont: 'IBMPlexMono',
    background: 'plain',
    icons: 'regular',
    sidebar: { background: 'default', list: 'default' },
    search: 'prominent',
  },
  internationalization: { locale: 'en' },
  favicon: {},
  header: { preset: 'default', links: [] },
  footer: { groups: [] },
  themes: { default: 'light', toggeable: true },
  pdf: { enabled: true },
  feedback: { enabled: false },
  ai: { mode: 'search' },
  advancedCustomization: { enabled: true },
  trademark: { enabled: true },
  externalLinks: { target: 'self' },
  pagination: { enabled: true },
  pageActions: { externalAI: true, markdown: true, mcp: true },
  git: { showEditLink: false },
  privacyPolicy: {},
  socialPreview: {},
  insights: { trackingCookie: true },
} as const;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
const isObject = (value: unknown): value is Record<string, Json> => value !== null && typeof value === 'object' && !Array.isArray(value);

export function deepMerge(base: unknown, override: unknown): Json {
  if (override === undefined) return structuredClone(base) as Json;
  if (!isObject(base) || !isObject(override)) return structuredClone(override) as Json;
  const merged: Record<string, Json> = structuredClone(base);
  for (const [key, value] of Object.entries(override)) merged[key] = deepMerge(base[key], value);
  return merged;
}
