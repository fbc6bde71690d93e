import type { SiteCustomizationSettings } from '@gitbook/api';
import type { Element } from 'hast';
import { t as translate, type StringKey } from '../i18n';
import type { ReaderLocale, SiteView } from '../model';
import { IconSprite } from './icons';

/**
 * What every component of the shell reads besides its own props: the language, the site (absent
 * on the error page of an unknown site) and the few customization settings that change markup.
 */
export type Shell = {
  locale: ReaderLocale;
  site?: SiteView;
  t: (key: StringKey, params?: Record<string, string | number>) => string;
  /** An icon in the site's icon style (`styling.icons`), drawn once per page in `sprite`. */
  icon: (name: string | undefined, className?: string) => Element | undefined;
  sprite: IconSprite;
  /** Links that leave the site open in a new tab (`externalLinks.target: blank`). */
  externalInNewTab: boolean;
};

export function createShell(locale: ReaderLocale, site?: SiteView): Shell {
  const customization: Partial<SiteCustomizationSettings> = site?.customization ?? {};
  const iconStyle = typeof customization.styling?.icons === 'string' ? customization.styling.icons : 'regular';
  const sprite = new IconSprite(iconStyle);
  return {
    locale,
    site,
    t: (key, params) => translate(locale, key, params),
    icon: (name, className) => sprite.use(name, className),
    sprite,
    externalInNewTab: customization.externalLinks?.target === 'blank',
  };
}

/** `http:`/`https:` URLs and paths: what the shell is willing to put in an `href` or `src`. */
export function safeUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return undefined;
  if (/[\u0000-\u001f\u007f]/.test(value)) return undefined;
  if (value.startsWith('/') || value.startsWith('#') || value.startsWith('?')) return value.startsWith('//') ? undefined : value;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** A path on this origin (`/...`, never `//host`): what may be loaded as an image under CSP `img-src 'self'`. */
export function sameOriginPath(value: unknown): string | undefined {
  const url = safeUrl(value);
  return url?.startsWith('/') ? url : undefined;
}

/**
 * An image URL the page may load: a path of this origin, or an https URL (CSP `img-src 'self'
 * https:`; the server turns URLs of its own origin into paths first).
 */
export function imageUrl(value: unknown): string | undefined {
  const url = safeUrl(value);
  if (!url) return undefined;
  return url.startsWith('/') || url.startsWith('https:') ? url : undefined;
}

/** Whether `href` leaves the site (an absolute URL). */
export function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href);
}
