import type { Result } from 'hastscript';
import type { HeaderLink, SiteView } from '../../model';
import type { Shell } from '../context';
import { headerLinks, headerLogo, siteTitle } from '../customization';
import { SmartLink, ThemedImg } from './link';
import { SearchButton, SearchForm } from './search-form';
import { SectionTabs } from './section-tabs';
import { ThemeToggle } from './theme-toggle';

function HeaderItem(shell: Shell, item: HeaderLink): Result {
  const className = item.style === 'link' ? 'q-header-link' : ['q-action', item.style === 'button-primary' ? 'q-action-primary' : 'q-action-secondary'];
  if (item.links.length === 0) return <li>{SmartLink(shell, item.href, item.title, { className })}</li>;
  return (
    <li>
      <details className="q-menu">
        <summary className={className}>
          <span>{item.title}</span>
          {shell.icon('chevron-down', 'q-icon q-chevron')}
        </summary>
        <ul className="q-menu-list">
          {item.href ? <li>{SmartLink(shell, item.href, item.title, { className: 'q-menu-link' })}</li> : undefined}
          {item.links.map((link) => (
            <li>{SmartLink(shell, link.href, link.title, { className: 'q-menu-link' })}</li>
          ))}
        </ul>
      </details>
    </li>
  );
}

/**
 * The site header (the page's `banner`): the title or logo linking to the site space's root, the
 * search (a form without JavaScript, a button opening the dialog with it), the customization's
 * header links and buttons, the theme toggle, then the section tabs.
 */
export function Header(shell: Shell, site: SiteView, searchAction: string | undefined): Result {
  const title = siteTitle(site) ?? shell.t('home');
  const logo = ThemedImg(headerLogo(site), title, 'q-logo');
  const links = headerLinks(site);
  const searchStyle = site.customization.styling?.search === 'subtle' ? 'subtle' : 'prominent';
  return (
    <header className="q-header" data-q-search-style={searchStyle}>
      <div className="q-header-bar">
        <a className="q-site-title" href={site.homeHref}>
          {logo.length > 0 ? logo : <span className="q-site-name">{title}</span>}
        </a>
        {searchAction ? (
          <div className="q-header-search">
            {SearchForm(shell, { action: searchAction, id: 'q-header-search', className: 'q-header-search-form' })}
            {SearchButton(shell)}
          </div>
        ) : undefined}
        {links.length > 0 ? (
          <nav className="q-header-links" aria-label={shell.t('site_navigation')}>
            <ul>{links.map((item) => HeaderItem(shell, item))}</ul>
          </nav>
        ) : undefined}
        {ThemeToggle(shell)}
      </div>
      {SectionTabs(shell, site.sections)}
    </header>
  );
}
