/**
 * theme-init.js: a tiny classic script in `<head>`, loaded blocking so that it runs before the
 * first paint (an external file: the CSP allows no inline script). It marks the page as having
 * JavaScript (`data-q-js`, which swaps the header's search form for the dialog button) and, on
 * sites whose visitors may switch themes, sets `data-theme` from the stored choice or the
 * system's preference. Sites with a fixed theme get `data-theme` from the server.
 */
import { resolvedTheme, storedTheme } from './theme-choice';

const root = document.documentElement;
root.setAttribute('data-q-js', '');
if (root.getAttribute('data-q-theme-toggle') === 'true') {
  root.setAttribute('data-theme', resolvedTheme(storedTheme()));
}
