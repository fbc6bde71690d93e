import type { Result } from 'hastscript';
import type { Shell } from '../context';

/**
 * The search form: a GET form to the site's search page that works without JavaScript. Each
 * form on a page has its own `id` prefix and label (axe wants search landmarks told apart).
 */
export function SearchForm(shell: Shell, props: { action: string; id: string; query?: string; label?: string; className?: string }): Result {
  const inputId = `${props.id}-input`;
  return (
    <form role="search" action={props.action} method="get" className={['q-search-form', props.className ?? '']} aria-label={props.label ?? shell.t('search_label')}>
      <label htmlFor={inputId} className="q-visually-hidden">
        {shell.t('search')}
      </label>
      <input
        id={inputId}
        type="search"
        name="q"
        value={props.query ?? ''}
        placeholder={shell.t('search_placeholder')}
        autoComplete="off"
        maxLength={512}
        className="q-search-input"
      />
      <button type="submit" className="q-search-submit">
        {shell.icon('magnifying-glass', 'q-icon')}
        <span className="q-visually-hidden">{shell.t('search')}</span>
      </button>
    </form>
  );
}

/**
 * The button that opens the quick-search dialog. Shown only when JavaScript runs (`data-q-js`,
 * set by theme-init.js before the first paint); the header's form stands in for it otherwise.
 */
export function SearchButton(shell: Shell): Result {
  return (
    <button
      type="button"
      className="q-search-button"
      data-q-search-open=""
      aria-haspopup="dialog"
      aria-keyshortcuts="Control+K Meta+K"
    >
      {shell.icon('magnifying-glass', 'q-icon')}
      <span className="q-search-button-label">{shell.t('search_placeholder')}</span>
      <kbd className="q-search-button-key">Ctrl K</kbd>
    </button>
  );
}

/**
 * The quick-search dialog (`assets/client/search.ts`): a modal `<dialog>` holding a search form
 * (which still submits to the results page on Enter), a live status and the results list. Closed,
 * it is not rendered nor in the accessibility tree, so a page without JavaScript never shows it.
 * The client reads its strings from the `data-q-*` attributes.
 */
export function SearchDialog(shell: Shell, action: string): Result {
  return (
    <dialog
      id="q-search-dialog"
      className="q-search-dialog"
      aria-label={shell.t('search_label')}
      data-q-empty={shell.t('search_empty')}
      data-q-loading={shell.t('search_loading')}
      data-q-error={shell.t('search_error')}
      data-q-no-results={shell.t('search_no_results')}
      data-q-count-one={shell.t('search_result_count_one')}
      data-q-count-other={shell.t('search_result_count_other')}
    >
      <div className="q-search-dialog-frame">
        <div className="q-search-dialog-bar">
          {SearchForm(shell, { action, id: 'q-search-dialog', className: 'q-search-dialog-form', label: shell.t('search') })}
          <button type="button" className="q-search-close" data-q-search-close="">
            <span aria-hidden="true">Esc</span>
            <span className="q-visually-hidden">{shell.t('search_close')}</span>
          </button>
        </div>
        <p className="q-search-status" role="status" aria-live="polite" data-q-search-status=""></p>
        <div className="q-search-results" data-q-search-results=""></div>
      </div>
    </dialog>
  );
}
