import type { SiteCustomizationSettings } from '@gitbook/api';

/**
 * What the reader hands its page shell (`shell/`): everything already resolved, filtered for
 * the visitor and turned into URLs. The shell only lays it out; it reads nothing and decides
 * nothing about access.
 */

/** Interface languages of the reader's own strings (customization `internationalization.locale`, else `en`). */
export type ReaderLocale = 'en' | 'fr' | 'de' | 'es' | 'ja' | 'zh';

export type Link = { title: string; href: string };

/** An emoji (code points or character) or an icon name, as pages and sections carry them. */
export type Glyph = { emoji?: string; icon?: string };

/** A section tab, or a section group holding tabs (groups nest). */
export type SectionTab = Link &
  Glyph & {
    id: string;
    kind: 'section' | 'group';
    active: boolean;
    children: SectionTab[];
  };

/** One site space of the current section (a variant: a version, a language...). */
export type Variant = Link & { id: string; active: boolean };

/** The page tree of the sidebar; hidden pages are already left out. */
export type NavItem = Glyph & {
  id: string;
  kind: 'document' | 'group' | 'link';
  title: string;
  /** Absent for a group (a heading, not a link). */
  href?: string;
  /** A link page that leaves the site. */
  external: boolean;
  /** The page being read. */
  current: boolean;
  /** On the path to the current page: shown open. */
  expanded: boolean;
  children: NavItem[];
};

/** A header item of the customization, visible to this visitor, its target and sub-links resolved to URLs. */
export type HeaderLink = {
  title: string;
  /** Absent for an item that only opens its sub-links. */
  href?: string;
  style: 'link' | 'button-primary' | 'button-secondary';
  links: Link[];
};

export type FooterGroup = { title: string; links: Link[] };

/** Same-origin image URLs for the light and dark themes (`dark` absent: `light` in both). */
export type ThemedImage = { light: string; dark?: string };

export type Announcement = { message: string; style: 'info' | 'warning' | 'danger' | 'success'; link?: Link };

export type SiteView = {
  organizationId: string;
  siteId: string;
  /** URL path of the site's root, without a trailing slash: `/sites/<org>/<site>`. */
  basePath: string;
  /** Where the reader's fingerprinted assets are served from (`<basePath>/~quire/assets`). */
  assetsPath: string;
  /** Fingerprinted URL of this site's theme stylesheet (customization colours as CSS custom properties). */
  themeStylesheetHref: string;
  /** The customization in force for the current site space (site settings with its overrides). */
  customization: SiteCustomizationSettings;
  locale: ReaderLocale;
  /** `public` sites are indexed; every other visibility is `noindex`. */
  indexable: boolean;
  sections: SectionTab[];
  variants: Variant[];
  /** Action of the search form: `<site space root>/~search` (GET, `q`). */
  searchAction: string;
  /** Scripts the site's integrations inject (`<script src async>`, http(s) URLs); the page's CSP allows exactly them. */
  integrationScripts?: string[];
  /** Root URL of the current site space (the title links there). */
  homeHref: string;
  /**
   * Optional, filled by the server where it can (the shell falls back as noted on each field).
   * The site's title for the header and `<title>`; absent: customization `title`.
   */
  title?: string;
  /** Header items resolved to URLs (conditions evaluated); absent: only the customization's `url` items without a condition. */
  headerLinks?: HeaderLink[];
  /** Footer groups resolved to URLs; absent: only the customization's `url` links. */
  footerGroups?: FooterGroup[];
  /** Header logo on this origin; absent: customization `header.logo` when its URLs are root-relative paths, else none (CSP `img-src 'self'`). */
  logo?: ThemedImage;
  /** Footer logo on this origin; absent: as `logo`, from customization `footer.logo`. */
  footerLogo?: ThemedImage;
  /** Same-origin favicon URL (the server can serve `faviconSvg(customization)` there for an emoji favicon); absent: no icon link. */
  faviconHref?: string;
  /** The announcement banner, its link resolved; absent: none. */
  announcement?: Announcement;
};

export type Heading = { id: string; title: string; depth: 1 | 2 | 3 };

export type PageView = {
  site: SiteView;
  nav: NavItem[];
  breadcrumbs: Link[];
  page: Glyph & {
    id: string;
    title: string;
    description?: string;
    cover?: { src: string; srcDark?: string; alt: string; width?: number; height?: number };
    /** The rendered document: sanitized HTML. */
    html: string;
    /** Headings of the document for the on-page table of contents. */
    headings: Heading[];
    /** ISO date-time of the last change. */
    updatedAt?: string;
  };
  previous?: Link;
  next?: Link;
  /** Absolute URL of this page (canonical link, OpenGraph). */
  canonicalUrl: string;
  /** This page as Markdown (`<page URL>.md`). */
  markdownHref: string;
  /** Absolute URL of the social preview image, when there is one. */
  socialImageUrl?: string;
  /** Origins the page's integration webframes load from (the page's CSP frames exactly these). */
  frameOrigins?: string[];
  /** With integration blocks: how long the rendered page may be cached (their shortest max-age; 0: not at all). */
  keepMs?: number;
  /** "Was this page helpful?" at the end of the page (customization `feedback.enabled`); absent: none. */
  feedback?: PageFeedbackForm;
};

/**
 * What the feedback form posts besides the rating and the comment: which page it is about. The
 * endpoint trusts none of it blindly: the page must be one the visitor sees of this site.
 */
export type PageFeedbackForm = {
  /** `<site root>/~quire/feedback`. */
  action: string;
  siteSpaceId: string;
  spaceId: string;
  pageId: string;
  revisionId: string;
  /** The page's URL path (where the visitor returns). */
  path: string;
};

export type SearchHit = {
  title: string;
  href: string;
  /** Titles of the pages above it. */
  ancestors: string[];
  /** Section snippets: sanitized HTML whose only element is `<mark>`. */
  snippets: { title?: string; href: string; html: string }[];
};

export type SearchView = {
  site: SiteView;
  nav: NavItem[];
  query: string;
  results: { spaceTitle: string; hits: SearchHit[] }[];
};

export type ErrorView = {
  /** Absent when nothing of the site may be shown (an unknown or unpublished site). */
  site?: SiteView;
  status: 400 | 401 | 403 | 404 | 408 | 413 | 415;
  /** What was refused: a page address (the default) or posted page feedback. */
  about?: 'page' | 'feedback';
  /** Search stays available on 404 pages of a site the visitor may read. */
  searchAction?: string;
  /** Where the reader's assets are served when there is no `site` (absent: the page has no stylesheet). */
  assetsPath?: string;
};
