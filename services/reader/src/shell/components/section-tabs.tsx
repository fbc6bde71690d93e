import type { Result } from 'hastscript';
import type { SectionTab } from '../../model';
import type { Shell } from '../context';
import { Glyph } from './glyph';

function Tab(shell: Shell, tab: SectionTab): Result {
  if (tab.kind === 'group') {
    // A group opens its sections like a menu; `<details>` needs no script.
    return (
      <li className={['q-section-tab', 'q-section-group', tab.active ? 'q-active' : '']}>
        <details className="q-menu">
          <summary className="q-section-link">
            {Glyph(shell, tab)}
            <span>{tab.title}</span>
            {shell.icon('chevron-down', 'q-icon q-chevron')}
          </summary>
          <ul className="q-menu-list">{tab.children.map((child) => Tab(shell, child))}</ul>
        </details>
      </li>
    );
  }
  return (
    <li className={['q-section-tab', tab.active ? 'q-active' : '']}>
      <a className="q-section-link" href={tab.href} aria-current={tab.active ? 'true' : undefined}>
        {Glyph(shell, tab)}
        <span>{tab.title}</span>
      </a>
    </li>
  );
}

/** The site's sections as tabs under the header, section groups as menus. None when there is one section. */
export function SectionTabs(shell: Shell, sections: SectionTab[]): Result | undefined {
  if (sections.length < 2 && !sections.some((section) => section.kind === 'group')) return undefined;
  return (
    <nav className="q-sections" aria-label={shell.t('sections')}>
      <ul className="q-section-list">{sections.map((tab) => Tab(shell, tab))}</ul>
    </nav>
  );
}
