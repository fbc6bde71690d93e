import type { Result } from 'hastscript';
import { formatDate } from '../../i18n';
import type { Heading, Link, PageView } from '../../model';
import { imageUrl, type Shell } from '../context';
import { Glyph } from './glyph';

/** The pages above this one, as an ordered list of links (`nav` "Breadcrumbs"). */
export function Breadcrumbs(shell: Shell, crumbs: Link[]): Result | undefined {
  if (crumbs.length === 0) return undefined;
  return (
    <nav className="q-breadcrumbs" aria-label={shell.t('breadcrumbs')}>
      <ol>
        {crumbs.map((crumb) => (
          <li>
            <a href={crumb.href}>{crumb.title}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The page's cover (light and dark images), its title with emoji or icon, and its description. */
export function PageHeader(shell: Shell, page: PageView['page']): Result {
  const cover = page.cover;
  const coverSrc = imageUrl(cover?.src);
  const coverDark = imageUrl(cover?.srcDark);
  const coverImage = (src: string, className: string) => (
    <img className={['q-cover-image', className]} src={src} alt={cover?.alt ?? ''} width={cover?.width} height={cover?.height} decoding="async" />
  );
  return (
    <header className="q-page-header">
      {coverSrc ? (
        <div className="q-cover">
          {coverDark && coverDark !== coverSrc ? [coverImage(coverSrc, 'q-only-light'), coverImage(coverDark, 'q-only-dark')] : coverImage(coverSrc, '')}
        </div>
      ) : undefined}
      <h1 className="q-page-title">
        {Glyph(shell, page, 'q-page-glyph')}
        <span>{page.title}</span>
      </h1>
      {page.description ? <p className="q-page-description">{page.description}</p> : undefined}
    </header>
  );
}

/**
 * The on-page table of contents (`aside` > `nav`), from the document's headings. On narrow screens
 * a disclosure above the text; on wide ones a column of its own, always open (main.css).
 */
export function TableOfContents(shell: Shell, headings: Heading[]): Result | undefined {
  if (headings.length === 0) return undefined;
  const top = Math.min(...headings.map((heading) => heading.depth));
  return (
    <aside className="q-toc" aria-labelledby="q-toc-title">
      <details className="q-collapsible q-toc-details">
        <summary className="q-collapsible-summary">
          <span>{shell.t('on_this_page')}</span>
          {shell.icon('chevron-down', 'q-icon q-chevron')}
        </summary>
        <p className="q-toc-title" id="q-toc-title">
          {shell.t('on_this_page')}
        </p>
        <nav className="q-toc-nav" aria-labelledby="q-toc-title">
          <ul>
            {headings.map((heading) => (
              <li className={`q-toc-level-${Math.min(3, heading.depth - top + 1)}`}>
                <a href={`#${heading.id}`}>{heading.title}</a>
              </li>
            ))}
          </ul>
        </nav>
      </details>
    </aside>
  );
}

/** Links to the previous and next pages in reading order. */
export function Pagination(shell: Shell, previous: Link | undefined, next: Link | undefined): Result | undefined {
  if (!previous && !next) return undefined;
  return (
    <nav className="q-pagination" aria-label={shell.t('pagination')}>
      {previous ? (
        <a className="q-pagination-link q-pagination-previous" href={previous.href} rel="prev">
          <span className="q-pagination-label">
            {shell.icon('arrow-left', 'q-icon')}
            {shell.t('previous')}
          </span>
          <span className="q-pagination-title">{previous.title}</span>
        </a>
      ) : undefined}
      {next ? (
        <a className="q-pagination-link q-pagination-next" href={next.href} rel="next">
          <span className="q-pagination-label">
            {shell.t('next')}
            {shell.icon('arrow-right', 'q-icon')}
          </span>
          <span className="q-pagination-title">{next.title}</span>
        </a>
      ) : undefined}
    </nav>
  );
}

/** "Last updated <date>", the machine-readable date in `<time>`. */
export function LastUpdated(shell: Shell, iso: string | undefined): Result | undefined {
  if (!iso) return undefined;
  const date = formatDate(shell.locale, iso);
  if (!date) return undefined;
  const [before, after] = shell.t('last_updated', { date: '\u0000' }).split('\u0000');
  return (
    <p className="q-last-updated">
      {before}
      <time dateTime={new Date(iso).toISOString()}>{date}</time>
      {after}
    </p>
  );
}
