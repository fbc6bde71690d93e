import type { Result } from 'hastscript';
import type { NavItem, Variant } from '../../model';
import type { Shell } from '../context';
import { Glyph } from './glyph';
import { SmartLink } from './link';

/** Ids of group headings, counted per sidebar. */
type Counter = { next: number };

function Item(shell: Shell, item: NavItem, ids: Counter): Result {
  if (item.kind === 'group') {
    // A group is a heading over its pages, always open (as in GitBook).
    const id = `q-nav-group-${(ids.next += 1)}`;
    return (
      <li className="q-nav-group">
        <p className="q-nav-group-title" id={id}>
          {Glyph(shell, item)}
          <span>{item.title}</span>
        </p>
        {item.children.length > 0 ? (
          <ul className="q-nav-list" aria-labelledby={id}>
            {item.children.map((child) => Item(shell, child, ids))}
          </ul>
        ) : undefined}
      </li>
    );
  }
  const label = [Glyph(shell, item), <span className="q-nav-label">{item.title}</span>];
  const link =
    item.kind === 'link'
      ? SmartLink(shell, item.href, [...label, item.external ? shell.icon('arrow-up-right-from-square', 'q-icon q-external') : undefined], {
          className: 'q-nav-link',
        })
      : SmartLink(shell, item.href, label, { className: 'q-nav-link', ariaCurrent: item.current ? 'page' : undefined });
  if (item.children.length === 0) return <li className={['q-nav-item', item.current ? 'q-current' : '']}>{link}</li>;
  // A page with sub-pages: the link, and beside it a disclosure for the sub-pages, open on the
  // way to the current page. `<details>` opens and closes without JavaScript.
  return (
    <li className={['q-nav-item', 'q-nav-branch', item.current ? 'q-current' : '']}>
      {link}
      <details className="q-nav-details" open={item.expanded || item.current}>
        <summary className="q-nav-toggle">
          {shell.icon('chevron-right', 'q-icon q-chevron')}
          <span className="q-visually-hidden">{shell.t('sub_pages_of', { title: item.title })}</span>
        </summary>
        <ul className="q-nav-list">{item.children.map((child) => Item(shell, child, ids))}</ul>
      </details>
    </li>
  );
}

/** The switcher between the site spaces of the current section (versions, languages...): a disclosure menu of links. */
export function VariantSwitcher(shell: Shell, variants: Variant[]): Result | undefined {
  if (variants.length < 2) return undefined;
  const active = variants.find((variant) => variant.active) ?? variants[0];
  return (
    <nav className="q-variants" aria-label={shell.t('variants')}>
      <details className="q-menu q-variant-menu">
        <summary className="q-variant-current">
          <span className="q-visually-hidden">{shell.t('current_variant', { title: active.title })}</span>
          <span aria-hidden="true">{active.title}</span>
          {shell.icon('chevron-down', 'q-icon q-chevron')}
        </summary>
        <ul className="q-menu-list">
          {variants.map((variant) => (
            <li>
              <a className="q-menu-link" href={variant.href} aria-current={variant.active ? 'true' : undefined}>
                {variant.title}
              </a>
            </li>
          ))}
        </ul>
      </details>
    </nav>
  );
}

/**
 * The page tree: groups, nested pages expanded to the current one (`aria-current="page"`), link
 * pages. On small screens it folds behind a "Menu" disclosure; on wide ones main.css keeps the
 * disclosure's content shown and its summary hidden, so both work without JavaScript.
 */
export function Sidebar(shell: Shell, nav: NavItem[], variants: Variant[]): Result {
  const ids: Counter = { next: 0 };
  return (
    <div className="q-sidebar">
      <details className="q-collapsible q-sidebar-details">
        <summary className="q-collapsible-summary">
          {shell.icon('bars', 'q-icon')}
          <span>{shell.t('menu')}</span>
        </summary>
        <div className="q-sidebar-content">
          {VariantSwitcher(shell, variants)}
          <nav className="q-nav" aria-label={shell.t('pages')}>
            <ul className="q-nav-list q-nav-root">{nav.map((item) => Item(shell, item, ids))}</ul>
          </nav>
        </div>
      </details>
    </div>
  );
}
