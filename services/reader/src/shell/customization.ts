import type { ContentRef, CustomizationContentLink, SiteCustomizationSettings } from '@gitbook/api';
import type { FooterGroup, HeaderLink, Link, SiteView, ThemedImage } from '../model';
import { safeUrl, sameOriginPath } from './context';

/**
 * What the shell shows of the customization when the server did not resolve it into `SiteView`'s
 * optional fields: only what needs no resolving. A `url` reference is a URL already; page, space
 * or file references need the server (they are left out here), and so does an item with a
 * visitor condition (never shown without its evaluation).
 */

type Customization = Partial<SiteCustomizationSettings>;

function urlOf(ref: ContentRef | null | undefined): string | undefined {
  return ref && ref.kind === 'url' ? safeUrl(ref.url) : undefined;
}

function urlLinks(links: CustomizationContentLink[] | undefined): Link[] {
  const resolved: Link[] = [];
  for (const link of links ?? []) {
    const href = urlOf(link?.to);
    if (href && typeof link.title === 'string' && link.title) resolved.push({ title: link.title, href });
  }
  return resolved;
}

export function siteTitle(site: SiteView): string | undefined {
  const title = site.title ?? (site.customization as Customization).title;
  return typeof title === 'string' && title.trim() ? title.trim() : undefined;
}

export function headerLinks(site: SiteView): HeaderLink[] {
  if (site.headerLinks) return site.headerLinks;
  const items = (site.customization as Customization).header?.links ?? [];
  const links: HeaderLink[] = [];
  for (const item of items) {
    if (!item || item.condition || typeof item.title !== 'string' || !item.title) continue;
    const href = urlOf(item.to);
    const children = urlLinks(item.links);
    if (!href && children.length === 0) continue;
    const style = item.style === 'button-primary' || item.style === 'button-secondary' ? item.style : 'link';
    links.push({ title: item.title, href, style, links: children });
  }
  return links;
}

export function footerGroups(site: SiteView): FooterGroup[] {
  if (site.footerGroups) return site.footerGroups;
  const groups = (site.customization as Customization).footer?.groups ?? [];
  return groups
    .map((group) => ({ title: typeof group?.title === 'string' ? group.title : '', links: urlLinks(group?.links) }))
    .filter((group) => group.links.length > 0);
}

function themedPaths(value: { light?: string; dark?: string } | undefined): ThemedImage | undefined {
  const light = sameOriginPath(value?.light);
  return light ? { light, dark: sameOriginPath(value?.dark) } : undefined;
}

export function headerLogo(site: SiteView): ThemedImage | undefined {
  return site.logo ?? themedPaths((site.customization as Customization).header?.logo);
}

export function footerLogo(site: SiteView): ThemedImage | undefined {
  return site.footerLogo ?? themedPaths((site.customization as Customization).footer?.logo);
}

/** The theme the site starts in, and whether visitors may switch (`themes`). */
export function themeMode(site: SiteView | undefined): { fixed?: 'light' | 'dark'; toggleable: boolean } {
  const themes = (site?.customization as Customization | undefined)?.themes;
  const toggleable = themes?.toggeable !== false;
  if (toggleable) return { toggleable };
  return { fixed: themes?.default === 'dark' ? 'dark' : 'light', toggleable };
}
