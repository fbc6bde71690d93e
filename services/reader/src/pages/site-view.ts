import { createHash } from 'node:crypto';
import type { ContentRef, CustomizationContentLink, SiteCustomizationSettings } from '@gitbook/api';
import { conditionHolds } from '@quire/shared';
import type { SpaceTree } from '../content/spaces';
import { readerLocale } from '../i18n';
import type { Announcement, FooterGroup, HeaderLink, Link, SiteView, ThemedImage } from '../model';
import { faviconSvg, themeStylesheet } from '../shell';
import { siteSpacePrefix, type SiteLocation, type VisibleSite } from '../site/locate';
import type { Grant } from '../site/sites';
import { PageUrls, sectionTabs, variants } from './navigation';

export type Stylesheet = { hash: string; css: string };

/** Theme stylesheets by content hash: the same customization always gives the same URL. */
const stylesheets = new Map<string, Stylesheet>();
const stylesheetOf = new WeakMap<SiteCustomizationSettings, Stylesheet>();

export function themeFor(customization: SiteCustomizationSettings): Stylesheet {
  const known = stylesheetOf.get(customization);
  if (known) return known;
  const css = themeStylesheet(customization);
  const hash = createHash('sha256').update(css).digest('base64url').slice(0, 16);
  const sheet = stylesheets.get(hash) ?? { hash, css };
  if (stylesheets.size > 10_000) stylesheets.clear();
  stylesheets.set(hash, sheet);
  stylesheetOf.set(customization, sheet);
  return sheet;
}

export const stylesheetByHash = (hash: string): Stylesheet | undefined => stylesheets.get(hash);

/** Emoji favicons as SVG documents, by content hash (served at `<site>/~quire/favicon/<hash>.svg`). */
const favicons = new Map<string, string>();

function faviconFor(customization: SiteCustomizationSettings, siteRoot: string): string | undefined {
  const svg = faviconSvg(customization);
  if (svg) {
    const hash = createHash('sha256').update(svg).digest('base64url').slice(0, 16);
    if (favicons.size > 10_000) favicons.clear();
    favicons.set(hash, svg);
    return `${siteRoot}/~quire/favicon/${hash}.svg`;
  }
  const icon = (customization.favicon as { icon?: { light?: string } } | undefined)?.icon?.light;
  return httpsUrl(icon);
}

export const faviconByHash = (hash: string): string | undefined => favicons.get(hash);

/** An absolute https URL (what customization URLs may be), or a path of this origin. */
function httpsUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2048) return undefined;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  try {
    return new URL(value).protocol === 'https:' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Where a customization link leads: an outside URL, or a page or space of this site the visitor sees. */
type RefResolver = (ref: ContentRef | null | undefined) => string | undefined;

function refResolver(options: SiteViewOptions): RefResolver {
  const { visible, siteRoot, trees } = options;
  const urlsOf = (spaceId: string) => {
    const row = visible.siteSpaces.find((candidate) => candidate.spaceId === spaceId);
    const tree = trees.get(spaceId);
    return row && tree ? new PageUrls(`${siteRoot}${siteSpacePrefix(visible, row)}`, tree) : undefined;
  };
  return (ref) => {
    if (!ref) return undefined;
    switch (ref.kind) {
      case 'url': {
        try {
          return ['http:', 'https:', 'mailto:'].includes(new URL(ref.url).protocol) ? ref.url : undefined;
        } catch {
          return undefined;
        }
      }
      case 'page': {
        const spaceId = ref.space ?? options.location.siteSpace.spaceId;
        const page = trees.get(spaceId)?.byId.get(ref.page);
        return page && page.kind !== 'link' ? urlsOf(spaceId)?.of(page) : undefined;
      }
      case 'space':
        return urlsOf(ref.space)?.home;
      default:
        return undefined;
    }
  };
}

function links(items: CustomizationContentLink[] | undefined, resolve: RefResolver, shown: (condition?: string) => boolean): Link[] {
  return (items ?? []).flatMap((item) => {
    const href = resolve(item?.to);
    const condition = (item as { condition?: string } | undefined)?.condition;
    return href && item.title && shown(condition) ? [{ title: item.title, href }] : [];
  });
}

function themedImage(value: { light?: string; dark?: string } | undefined): ThemedImage | undefined {
  const light = httpsUrl(value?.light);
  return light ? { light, dark: httpsUrl(value?.dark) } : undefined;
}

/** The customization's links, logos, favicon and announcement, resolved for this visitor. */
function customizationParts(customization: SiteCustomizationSettings, options: SiteViewOptions): Partial<SiteView> {
  const resolve = refResolver(options);
  const shown = (condition?: string) => conditionHolds(condition ?? null, options.claims);
  const headerLinks: HeaderLink[] = (customization.header?.links ?? []).flatMap((item) => {
    if (!item?.title || !shown(item.condition)) return [];
    const href = resolve(item.to);
    const children = links(item.links, resolve, shown);
    if (!href && children.length === 0) return [];
    const style = item.style === 'button-primary' || item.style === 'button-secondary' ? item.style : 'link';
    return [{ title: item.title, href, style, links: children }];
  });
  const footerGroups: FooterGroup[] = (customization.footer?.groups ?? [])
    .map((group) => ({ title: group?.title ?? '', links: links(group?.links, resolve, shown) }))
    .filter((group) => group.links.length > 0);
  const announcement = customization.announcement;
  const announcementLink = announcement?.link ? links([announcement.link], resolve, shown)[0] : undefined;
  return {
    title: customization.title || options.visible.site.title,
    headerLinks,
    footerGroups,
    logo: themedImage(customization.header?.logo),
    footerLogo: themedImage(customization.footer?.logo),
    faviconHref: faviconFor(customization, options.siteRoot),
    announcement:
      announcement?.enabled && announcement.message
        ? ({ message: announcement.message, style: announcement.style, link: announcementLink } satisfies Announcement)
        : undefined,
  };
}

export type SiteViewOptions = {
  visible: VisibleSite;
  location: SiteLocation;
  trees: Map<string, SpaceTree>;
  siteRoot: string;
  assetsPath: string;
  grant: Grant;
  /** The visitor's claims: customization items may carry conditions. */
  claims: Record<string, unknown>;
};

export function siteView(options: SiteViewOptions): SiteView {
  const { visible, location, siteRoot } = options;
  const customization = location.siteSpace.customization ?? visible.site.customization;
  const prefix = siteSpacePrefix(visible, location.siteSpace);
  return {
    organizationId: visible.site.organizationId,
    siteId: visible.site.id,
    basePath: siteRoot,
    assetsPath: options.assetsPath,
    themeStylesheetHref: `${siteRoot}/~quire/theme/${themeFor(customization).hash}.css`,
    customization,
    locale: readerLocale(customization.internationalization?.locale),
    indexable: visible.site.visibility === 'public' && options.grant === 'public',
    sections: sectionTabs(visible, siteRoot, location.section),
    variants: variants(visible, siteRoot, options.trees, location.siteSpace),
    searchAction: `${siteRoot}${prefix}/~search`,
    homeHref: `${siteRoot}${prefix}` || '/',
    ...customizationParts(customization, options),
  };
}
