import type { ElementContent } from 'hast';
import type { Properties, Result } from 'hastscript';
import type { ThemedImage } from '../../model';
import { imageUrl, isExternal, safeUrl, type Shell } from '../context';

/** What a link may hold: text, elements, or a flat list of them. */
export type LinkContent = string | Result | ElementContent | undefined | Array<string | Result | ElementContent | undefined>;

/**
 * A link. One that leaves the site opens in a new tab when the customization says so
 * (`externalLinks.target: blank`), says so to screen readers, and sends no referrer or opener.
 * An href that is not http(s) or a path renders as plain text.
 */
export function SmartLink(shell: Shell, href: string | undefined, children: LinkContent, properties: Properties = {}): Result {
  const url = safeUrl(href);
  if (!url) return <span {...properties}>{children}</span>;
  const external = isExternal(url);
  const newTab = external && shell.externalInNewTab;
  return (
    <a {...properties} href={url} target={newTab ? '_blank' : undefined} rel={external ? 'noopener noreferrer' : undefined}>
      {children}
      {newTab ? <span className="q-visually-hidden"> {shell.t('opens_new_tab')}</span> : undefined}
    </a>
  );
}

/** A logo for both themes (CSS shows the one matching the theme): paths of this origin or https URLs. */
export function ThemedImg(image: ThemedImage | undefined, alt: string, className: string): Result[] {
  const light = imageUrl(image?.light);
  if (!light) return [];
  const dark = imageUrl(image?.dark);
  if (!dark || dark === light) return [<img className={[className]} src={light} alt={alt} decoding="async" />];
  return [
    <img className={[className, 'q-only-light']} src={light} alt={alt} decoding="async" />,
    <img className={[className, 'q-only-dark']} src={dark} alt={alt} decoding="async" />,
  ];
}
