/**
 * The reader's page shell: `SiteView`/`PageView`/`SearchView`/`ErrorView` (model.ts) to complete
 * HTML documents, with hastscript's JSX and hast-util-to-html; the per-site theme stylesheet; the
 * manifest of the fingerprinted browser assets. See docs/reader.md, "Page shell".
 */
export { renderErrorHtml, renderPageHtml, renderSearchHtml } from './document';
export { themeStylesheet, THEME_PROPERTIES } from './theme';
export { faviconSvg } from './favicon';
export { activeAssetManifest, assetUrl, defaultAssetsDir, loadAssetManifest, type AssetManifest } from './assets';
