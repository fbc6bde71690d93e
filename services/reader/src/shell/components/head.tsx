import type { Result } from 'hastscript';
import type { SiteView } from '../../model';
import { assetUrl } from '../assets';
import { safeUrl, sameOriginPath } from '../context';

export type HeadProps = {
  title: string;
  description?: string;
  /** Absent on pages that have no address of their own (search, errors). */
  canonicalUrl?: string;
  indexable: boolean;
  siteName?: string;
  socialImageUrl?: string;
  markdownHref?: string;
  site?: SiteView;
  /** Assets path when there is no site (an error page of an unknown site). */
  assetsPath?: string;
  /** Light or dark when the site fixes it; absent when the visitor chooses. */
  fixedTheme?: 'light' | 'dark';
};

/**
 * `<head>`: metadata (robots, canonical, OpenGraph, Twitter), the fingerprinted stylesheet and the
 * site's theme stylesheet, the blocking theme-init script (external: CSP allows no inline script)
 * and the deferred client module, then the scripts the site's integrations inject (external,
 * async; the page's CSP names their origins). Nothing in it is inline.
 */
export function Head(props: HeadProps): Result {
  const assetsPath = props.site?.assetsPath ?? props.assetsPath;
  const themeHref = sameOriginPath(props.site?.themeStylesheetHref);
  const iconFavicon = (props.site?.customization.favicon as { icon?: { light?: string } } | undefined)?.icon?.light;
  const favicon = sameOriginPath(props.site?.faviconHref) ?? sameOriginPath(iconFavicon);
  const canonical = safeUrl(props.canonicalUrl);
  const image = safeUrl(props.socialImageUrl);
  const meta = (name: string, content: string | undefined) => (content ? <meta name={name} content={content} /> : undefined);
  const property = (name: string, content: string | undefined) => (content ? <meta property={name} content={content} /> : undefined);
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{props.title}</title>
      {meta('description', props.description)}
      <meta name="robots" content={props.indexable ? 'index, follow' : 'noindex, nofollow'} />
      <meta name="color-scheme" content={props.fixedTheme ?? 'light dark'} />
      {canonical ? <link rel="canonical" href={canonical} /> : undefined}
      {props.markdownHref ? <link rel="alternate" type="text/markdown" href={props.markdownHref} /> : undefined}
      {favicon ? <link rel="icon" href={favicon} /> : undefined}
      {property('og:type', 'website')}
      {property('og:title', props.title)}
      {property('og:description', props.description)}
      {property('og:url', canonical)}
      {property('og:site_name', props.siteName)}
      {property('og:image', image)}
      {meta('twitter:card', image ? 'summary_large_image' : 'summary')}
      {meta('twitter:title', props.title)}
      {meta('twitter:description', props.description)}
      {meta('twitter:image', image)}
      {assetsPath ? <script src={assetUrl(assetsPath, 'theme-init.js')} /> : undefined}
      {assetsPath ? <link rel="stylesheet" href={assetUrl(assetsPath, 'main.css')} /> : undefined}
      {themeHref ? <link rel="stylesheet" href={themeHref} /> : undefined}
      {assetsPath ? <script type="module" src={assetUrl(assetsPath, 'main.js')} defer /> : undefined}
      {(props.site?.integrationScripts ?? []).map((src) => (
        <script src={src} async />
      ))}
    </head>
  );
}
