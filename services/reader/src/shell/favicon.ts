import type { SiteCustomizationSettings } from '@gitbook/api';
import { s } from 'hastscript';
import { toHtml } from 'hast-util-to-html';
import { emojiText } from './components/glyph';

/**
 * An emoji favicon as an SVG document, for the server to answer at a same-origin URL
 * (`SiteView.faviconHref`, `Content-Type: image/svg+xml`): a `data:` URL would need CSP
 * `img-src data:`, which the reader does not allow. Undefined when the favicon is not an emoji.
 */
export function faviconSvg(customization: Partial<SiteCustomizationSettings>): string | undefined {
  const favicon = customization.favicon as { emoji?: unknown } | undefined;
  const emoji = typeof favicon?.emoji === 'string' ? emojiText(favicon.emoji) : undefined;
  if (!emoji) return undefined;
  const svg = s('svg', { xmlns: 'http://www.w3.org/2000/svg', viewBox: '0 0 100 100' }, [
    s('text', { x: '50', y: '.9em', fontSize: '90', textAnchor: 'middle' }, emoji),
  ]);
  return toHtml(svg, { space: 'svg' });
}
