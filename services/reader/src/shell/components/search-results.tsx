import type { ElementContent, Nodes } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import type { Result } from 'hastscript';
import { tCount } from '../../i18n';
import type { SearchHit, SearchView } from '../../model';
import type { Shell } from '../context';
import { SearchForm } from './search-form';

const MAX_SNIPPET_CHARS = 2000;

/**
 * A search snippet's text with its `<mark>`s, as hast. The server sends sanitized HTML whose only
 * element is `<mark>`; it is parsed again here and only text and `<mark>` survive, so nothing
 * else of it can reach the page even if that promise were broken.
 */
export function markedText(html: string): ElementContent[] {
  const tree = fromHtml(html.slice(0, MAX_SNIPPET_CHARS), { fragment: true });
  const keep = (node: Nodes): ElementContent[] => {
    if (node.type === 'text') return [{ type: 'text', value: node.value }];
    if (node.type === 'element') {
      const children = node.children.flatMap(keep);
      return node.tagName === 'mark' ? [{ type: 'element', tagName: 'mark', properties: {}, children }] : children;
    }
    if (node.type === 'root') return node.children.flatMap(keep);
    return [];
  };
  return keep(tree);
}

function Hit(hit: SearchHit): Result {
  return (
    <li className="q-search-hit">
      <a className="q-search-hit-link" href={hit.href}>
        {hit.ancestors.length > 0 ? <span className="q-search-hit-path">{hit.ancestors.join(' › ')}</span> : undefined}
        <span className="q-search-hit-title">{hit.title}</span>
      </a>
      {hit.snippets.length > 0 ? (
        <ul className="q-search-snippets">
          {hit.snippets.map((snippet) => (
            <li>
              <a className="q-search-snippet" href={snippet.href}>
                {snippet.title ? <span className="q-search-snippet-title">{snippet.title}</span> : undefined}
                <span className="q-search-snippet-text">{markedText(snippet.html)}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : undefined}
    </li>
  );
}

/** The server-rendered results page (search without JavaScript): the form again, the count, the hits by space. */
export function SearchResults(shell: Shell, view: SearchView): Result[] {
  const query = view.query.trim();
  const count = view.results.reduce((total, group) => total + group.hits.length, 0);
  const grouped = view.results.filter((group) => group.hits.length > 0);
  const status = !query
    ? shell.t('search_empty')
    : count === 0
      ? shell.t('search_no_results', { query })
      : `${shell.t('search_results_for', { query })} · ${tCount(shell.locale, 'search_result_count', count)}`;
  return [
    <h1 className="q-page-title">{shell.t('search_results')}</h1>,
    SearchForm(shell, { action: view.site.searchAction, id: 'q-search-page', query: view.query, className: 'q-search-page-form', label: shell.t('search_results') }),
    <p className="q-search-summary" role="status">
      {status}
    </p>,
    ...grouped.map((group) =>
      grouped.length > 1 ? (
        <section className="q-search-group" aria-label={group.spaceTitle}>
          <h2 className="q-search-group-title">{group.spaceTitle}</h2>
          <ol className="q-search-hits">{group.hits.map(Hit)}</ol>
        </section>
      ) : (
        <ol className="q-search-hits">{group.hits.map(Hit)}</ol>
      ),
    ),
  ];
}
