/**
 * The full GitBook "SiteCustomizationSettings" a site gets when nothing is customized.
 * Stored settings (sites.customization, site_spaces.customization) are merged over it by
 * presenter.ts (presentSiteCustomization, presentSiteSpaceCustomization).
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
